/** soundcheck suggestions (issue #29): list the pending ones, approve (with edits), reject with a reason, merge; audit-logged with no actor. */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { AuditLog } from "../../domain/audit/audit-log.ts"
import { MAX_SUGGESTION_REASON_LENGTH } from "../../domain/curation/suggestions-contract.ts"
import { signedInAdmin, signedInUser } from "../support/accounts.ts"
import { memoryApp, type TestApp } from "../support/app.ts"
import type { Browser } from "../support/browser.ts"
import { cli } from "../support/cli.ts"

const form = { artist: "Big Thief", venue: "Vic Theatre", city: "Chicago", date: "2099-05-01" }

describe("soundcheck suggestions", () => {
  let t: TestApp
  let fan: Browser
  beforeAll(async () => {
    t = await memoryApp()
    fan = await signedInUser(t, "fan@example.com", "Fay Fan")
  })
  afterAll(() => t.close())
  const deps = () => ({ runtime: t.runtime })
  const suggest = async (body: object) => (await fan.send("POST", "/api/concerts/suggestions", { ...form, ...body })).json().id as string
  const lastAudit = async () => (await t.runtime.runPromise(AuditLog.use((log) => log.list(1))))[0]
  const notifications = async () => (await fan.get("/api/notifications")).json().items as Array<{ text: string }>

  it("list prints the pending ones oldest first, with the concerts each probably repeats, as text and JSON", async () => {
    expect(await cli(["suggestions", "list"], deps())).toMatchObject({ code: 0, stdout: "No pending suggestions.\n" })
    const first = await suggest({})
    const admin = await signedInAdmin(t, "admin@example.com")
    const published = (await admin.send("POST", "/api/admin/concerts", { ...form, artist: "Alvvays", date: "2099-06-10" })).json().id as string
    const second = await suggest({ artist: "ALVVAYS", date: "2099-06-12" })
    const text = (await cli(["suggestions", "list"], deps())).stdout
    expect(text.split("\n")).toEqual([
      expect.stringMatching(new RegExp(`^${first}\\s+pending\\s+\\d{4}-\\d{2}-\\d{2}\\s+Big Thief at Vic Theatre, Chicago on 2099-05-01\\s+\\(by Fay Fan\\)$`)),
      expect.stringMatching(new RegExp(`^${second}\\s+pending .* ALVVAYS at Vic Theatre, Chicago on 2099-06-12\\s+\\(by Fay Fan\\)$`)),
      `    probably repeats ${published}  Alvvays at Vic Theatre, Chicago on 2099-06-10`,
      ""
    ])
    const rows = JSON.parse((await cli(["suggestions", "list", "--json"], deps())).stdout)
    expect(rows).toEqual([
      expect.objectContaining({ id: first, status: "pending", createdAt: expect.stringMatching(/^\d{4}-/), decidedAt: null, candidates: [] }),
      expect.objectContaining({
        id: second,
        suggestedBy: expect.objectContaining({ displayName: "Fay Fan" }),
        candidates: [expect.objectContaining({ id: published })]
      })
    ])
    expect(await cli(["suggestions", "list", "--status", "decided"], deps())).toMatchObject({ code: 0, stdout: "No decided suggestions.\n" })
    expect(await cli(["suggestions", "list", "--status", "done"], deps())).toMatchObject({
      code: 2,
      stderr: expect.stringContaining("expected one of pending, decided")
    })
  })

  it("approve publishes it (with edits checked by the admin form's rules), merge points it to the concert it repeats; each once", async () => {
    const [first, second] = JSON.parse((await cli(["suggestions", "list", "--json"], deps())).stdout) as Array<{
      id: string
      candidates: Array<{ id: string }>
    }>
    expect(await cli(["suggestions", "approve", first!.id, "--artist", " "], deps())).toMatchObject({
      code: 1,
      stderr: "soundcheck: Artist name is required\n"
    })
    const approved = await cli(["suggestions", "approve", first!.id, "--venue", "The Vic Theatre", "--json"], deps())
    expect(approved.code, approved.stderr).toBe(0)
    const { suggestion, concert } = JSON.parse(approved.stdout)
    expect(concert).toMatchObject({ artist: "Big Thief", venue: "The Vic Theatre", date: "2099-05-01" })
    expect(suggestion).toMatchObject({ status: "approved", concertId: concert.id, decidedAt: expect.stringMatching(/^\d{4}-/) })
    expect(await lastAudit()).toMatchObject({ actorId: null, action: "suggestion.approved", subjectId: first!.id, details: { via: "cli" } })
    expect(await cli(["suggestions", "approve", first!.id], deps())).toMatchObject({
      code: 1,
      stderr: `soundcheck: concert suggestion ${first!.id} has already been approved\n`
    })
    expect(await cli(["suggestions", "merge", second!.id, second!.candidates[0]!.id], deps())).toMatchObject({
      code: 0,
      stdout: `Merged: ALVVAYS at Vic Theatre, Chicago on 2099-06-12 is concert ${second!.candidates[0]!.id}.\n`
    })
    expect((await notifications()).map((n) => n.text)).toEqual([
      "Your suggested concert ALVVAYS at Vic Theatre on Fri, Jun 12 was already in Soundcheck",
      "Your suggested concert Big Thief at Vic Theatre on Fri, May 1 was approved"
    ])
  })

  it("reject needs a plain reason within the API's cap, which the fan is told; unknown ids are refused", async () => {
    const id = await suggest({ artist: "Spam Band" })
    expect((await cli(["suggestions", "reject", id], deps())).code).toBe(2)
    expect(await cli(["suggestions", "reject", id, "--reason", "  "], deps())).toMatchObject({ code: 1, stderr: "soundcheck: Please give a reason\n" })
    const long = await cli(["suggestions", "reject", id, "--reason", "r".repeat(MAX_SUGGESTION_REASON_LENGTH + 1)], deps())
    expect(long.code).toBe(1)
    expect(long.stderr).toMatch(/^soundcheck: invalid input: .{1,250}\n$/)
    expect(await cli(["suggestions", "reject", id, "--reason", "Not a real show"], deps())).toMatchObject({
      code: 0,
      stdout: "Rejected: Spam Band at Vic Theatre, Chicago on 2099-05-01.\n"
    })
    expect((await notifications())[0]!.text).toBe("Your suggested concert Spam Band at Vic Theatre on Fri, May 1 was not added: Not a real show")
    expect(await lastAudit()).toMatchObject({ action: "suggestion.rejected", details: { reason: "Not a real show", via: "cli" } })
    expect(await cli(["suggestions", "reject", "nope", "--reason", "x"], deps())).toMatchObject({
      code: 1,
      stderr: "soundcheck: no concert suggestion with the id nope\n"
    })
    expect(await cli(["suggestions", "merge", id, "not-a-concert"], deps())).toMatchObject({
      code: 1,
      stderr: expect.stringContaining("already been rejected")
    })
  })
})
