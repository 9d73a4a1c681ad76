/** soundcheck invites on PostgreSQL: reviewing requests (audit-logged with no actor) and the invite tree. */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { AuditLog } from "../../domain/audit/audit-log.ts"
import { signedInUser } from "../support/accounts.ts"
import { postgresApp } from "../support/app.ts"
import { type Browser, browser } from "../support/browser.ts"
import { cli } from "../support/cli.ts"
import { mailedInvitation } from "../support/invitations.ts"

const reason = "Our choir wants to come along"

describe("soundcheck invites on PostgreSQL", () => {
  let t: Awaited<ReturnType<typeof postgresApp>>
  beforeAll(async () => {
    t = await postgresApp()
  })
  afterAll(() => t.close())
  const deps = () => ({ runtime: t.runtime, databaseUrl: t.databaseUrl })

  it("requests lists them as text and JSON, filtered by state; a bad state is a usage error", async () => {
    expect(await cli(["invites", "requests"], deps())).toMatchObject({ code: 0, stdout: "No invite requests.\n" })
    const fan = await signedInUser(t, "singer@example.com", "Sam Singer")
    const id = (await fan.send("POST", "/api/invite-requests", { requestedCount: 15, reason })).json().id
    const text = await cli(["invites", "requests"], deps())
    expect(text.stdout).toMatch(new RegExp(`^${id}\\s+pending\\s+15\\s+singer@example\\.com\\s+\\d{4}-\\d{2}-\\d{2}\\s+${reason}\\n$`))
    const rows = JSON.parse((await cli(["invites", "requests", "--status", "pending", "--json"], deps())).stdout)
    expect(rows).toEqual([expect.objectContaining({ id, email: "singer@example.com", displayName: "Sam Singer", status: "pending", reviewedAt: null })])
    expect(JSON.parse((await cli(["invites", "requests", "--status", "reviewed", "--json"], deps())).stdout)).toEqual([])
    const usage = await cli(["invites", "requests", "--status", "maybe"], deps())
    expect(usage.code).toBe(2)
    expect(usage.stderr).toContain("expected one of pending, approved, rejected, reviewed")
  })

  it("approve adds the invites once and is audit-logged with no actor; reject; unknown ids are refused", async () => {
    const fan = await signedInUser(t, "drummer@example.com", "Dee Drummer")
    const first = (await fan.send("POST", "/api/invite-requests", { requestedCount: 5, reason })).json().id
    const second = (await fan.send("POST", "/api/invite-requests", { requestedCount: 20, reason })).json().id
    expect(await cli(["invites", "approve", first], deps())).toMatchObject({ code: 0, stdout: "Approved: Dee Drummer gets 5 more invites.\n" })
    expect((await fan.get("/api/invitations")).json().inviteCount).toBe(10)
    const [entry] = await t.runtime.runPromise(AuditLog.use((log) => log.list(1)))
    expect(entry).toMatchObject({ actorId: null, action: "invite_request.approved", subjectId: first, details: { via: "cli", requestedCount: 5 } })
    expect(await cli(["invites", "approve", first], deps())).toMatchObject({
      code: 1,
      stderr: `soundcheck: invite request ${first} has already been reviewed\n`
    })
    expect(await cli(["invites", "reject", second], deps())).toMatchObject({ code: 0, stdout: "Rejected the request of Dee Drummer for 20 invites.\n" })
    expect((await fan.get("/api/invitations")).json().inviteCount).toBe(10)
    expect(await cli(["invites", "reject", "nope"], deps())).toMatchObject({ code: 1, stderr: "soundcheck: no invite request with the id nope\n" })
    // --json prints the reviewed request, dates as ISO strings.
    const [third, fourth] = await Promise.all(
      [1, 2].map(async (n) => (await fan.send("POST", "/api/invite-requests", { requestedCount: n, reason })).json().id)
    )
    const approved = JSON.parse((await cli(["invites", "approve", third, "--json"], deps())).stdout)
    expect(approved).toMatchObject({
      id: third,
      displayName: "Dee Drummer",
      requestedCount: 1,
      status: "approved",
      reviewedAt: expect.stringMatching(/^\d{4}-/)
    })
    expect(JSON.parse((await cli(["invites", "reject", fourth, "--json"], deps())).stdout)).toMatchObject({ id: fourth, status: "rejected" })
    const reviewed = JSON.parse((await cli(["invites", "requests", "--status", "reviewed", "--json"], deps())).stdout)
    expect(reviewed.map((r: { id: string; status: string }) => [r.id, r.status]).slice(-2)).toEqual([
      [second, "rejected"],
      [first, "approved"]
    ])
  })

  it("tree prints who invited whom, for everyone or under one person", async () => {
    const join = async (host: Browser, email: string, displayName: string) => {
      await host.send("POST", "/api/invitations", { email })
      const link = await mailedInvitation(t, email)
      const b = browser(t.app)
      expect((await b.send("POST", "/api/invitations/accept", { token: link.token, inviter: link.inviter, displayName, password: "secret1" })).statusCode).toBe(
        201
      )
      return b
    }
    expect(await cli(["invites", "tree"], deps())).toMatchObject({ code: 0, stdout: "Nobody has joined by invitation yet.\n" })
    const root = await signedInUser(t, "root@example.com", "Ruth Root")
    const child = await join(root, "child@example.com", "Chen Child")
    await join(child, "grandchild@example.com", "")
    await join(root, "second@example.com", "Sid Second")
    const lines = (await cli(["invites", "tree"], deps())).stdout.split("\n").filter(Boolean)
    expect(lines.map((l) => l.replace(/ joined \d{4}-\d{2}-\d{2}$/, ""))).toEqual([
      "root@example.com (Ruth Root)",
      "  child@example.com (Chen Child)",
      "    grandchild@example.com (grandchild)",
      "  second@example.com (Sid Second)"
    ])
    const sub = JSON.parse((await cli(["invites", "tree", "CHILD@example.com", "--json"], deps())).stdout)
    expect(sub).toEqual([
      expect.objectContaining({
        email: "child@example.com",
        joinedAt: expect.stringMatching(/^\d{4}-/),
        invited: [expect.objectContaining({ email: "grandchild@example.com", displayName: "grandchild", invited: [] })]
      })
    ])
    expect(await cli(["invites", "tree", "ghost@example.com"], deps())).toMatchObject({
      code: 1,
      stderr: "soundcheck: no user with the e-mail ghost@example.com\n"
    })
  })
})
