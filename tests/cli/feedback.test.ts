/** soundcheck feedback on PostgreSQL: listing (text and JSON, by status) and setting a status, audit-logged with no actor. */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { AuditLog } from "../../domain/audit/audit-log.ts"
import { MAX_ADMIN_NOTES_LENGTH } from "../../domain/feedback/contract.ts"
import { signedInUser } from "../support/accounts.ts"
import { postgresApp } from "../support/app.ts"
import { cli } from "../support/cli.ts"

const good = { title: "Dark mode", description: "Please add a dark mode to the app." }

describe("soundcheck feedback on PostgreSQL", () => {
  let t: Awaited<ReturnType<typeof postgresApp>>
  beforeAll(async () => {
    t = await postgresApp()
  })
  afterAll(() => t.close())
  const deps = () => ({ runtime: t.runtime, databaseUrl: t.databaseUrl })

  it("list prints the requests as text and JSON, filtered by status; a bad status is a usage error", async () => {
    expect(await cli(["feedback", "list"], deps())).toMatchObject({ code: 0, stdout: "No feedback requests.\n" })
    const fan = await signedInUser(t, "lister@example.com", "Lee Lister")
    const id = (await fan.send("POST", "/api/feedback", { ...good, feedbackType: "feature_request" })).json().id
    const text = await cli(["feedback", "list"], deps())
    expect(text.stdout).toMatch(new RegExp(`^${id}\\s+pending\\s+feature_request\\s+\\d{4}-\\d{2}-\\d{2}\\s+Lee Lister: Dark mode\\n$`))
    const rows = JSON.parse((await cli(["feedback", "list", "--status", "pending", "--json"], deps())).stdout)
    expect(rows).toEqual([expect.objectContaining({ id, displayName: "Lee Lister", status: "pending", reviewedAt: null, ...good })])
    expect(JSON.parse((await cli(["feedback", "list", "--status", "resolved", "--json"], deps())).stdout)).toEqual([])
    const usage = await cli(["feedback", "list", "--status", "done"], deps())
    expect(usage.code).toBe(2)
    expect(usage.stderr).toContain("expected one of pending, reviewed, resolved, dismissed")
  })

  it("set changes the status and notes, audit-logged with the CLI as actor; unknown ids are refused", async () => {
    const fan = await signedInUser(t, "setter@example.com")
    const id = (await fan.send("POST", "/api/feedback", { ...good, title: "Crash on save" })).json().id
    expect(await cli(["feedback", "set", id, "--status", "resolved", "--notes", "Fixed"], deps())).toMatchObject({
      code: 0,
      stdout: 'Feedback "Crash on save" is now resolved.\n'
    })
    const [entry] = await t.runtime.runPromise(AuditLog.use((log) => log.list(1)))
    expect(entry).toMatchObject({
      actorId: null,
      action: "feedback.updated",
      subjectId: id,
      details: { before: { status: "pending", adminNotes: null }, after: { status: "resolved", adminNotes: "Fixed" }, via: "cli" }
    })
    const [row] = JSON.parse((await cli(["feedback", "list", "--status", "resolved", "--json"], deps())).stdout)
    expect(row).toMatchObject({ id, adminNotes: "Fixed", reviewedBy: null, reviewedAt: expect.stringMatching(/^\d{4}-/) })
    expect(await cli(["feedback", "set", "nope", "--status", "resolved"], deps())).toMatchObject({
      code: 1,
      stderr: "soundcheck: no feedback request with the id nope\n"
    })
    expect((await cli(["feedback", "set", id], deps())).code).toBe(2)
    // Notes over the API's cap are refused in one line before anything is stored.
    const long = await cli(["feedback", "set", id, "--status", "reviewed", "--notes", "n".repeat(MAX_ADMIN_NOTES_LENGTH + 1)], deps())
    expect(long.code).toBe(1)
    expect(long.stderr).toMatch(/^soundcheck: invalid input: .{1,250}\n$/)
    const [after] = JSON.parse((await cli(["feedback", "list", "--status", "resolved", "--json"], deps())).stdout)
    expect(after).toMatchObject({ id, adminNotes: "Fixed" })
    expect(JSON.parse((await cli(["feedback", "set", id, "--status", "dismissed", "--json"], deps())).stdout)).toMatchObject({
      id,
      title: "Crash on save",
      status: "dismissed",
      adminNotes: "Fixed",
      reviewedAt: expect.stringMatching(/^\d{4}-/)
    })
  })
})
