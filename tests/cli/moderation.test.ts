/**
 * soundcheck reports and the moderation commands of soundcheck users (issue #29): the queue listed, a report shown and
 * resolved, an account suspended and lifted, invites revoked and restored; each action in the audit log with no
 * actor (the command line), and the refusals in one line.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { AuditLog } from "../../domain/audit/audit-log.ts"
import { MAX_MODERATION_REASON_LENGTH } from "../../domain/moderation/contract.ts"
import { PASSWORD } from "../support/accounts.ts"
import { memoryApp, type TestApp } from "../support/app.ts"
import { browser } from "../support/browser.ts"
import { cli } from "../support/cli.ts"
import { type Fan, fan } from "../support/friends.ts"

let t: TestApp
let ann: Fan, bob: Fan
beforeAll(async () => {
  t = await memoryApp()
  ann = await fan(t, "ann@cli-moderation.test", "Ann")
  bob = await fan(t, "bob@cli-moderation.test", "Bob")
})
afterAll(() => t.close())
const deps = () => ({ runtime: t.runtime })
const lastAudit = async () => (await t.runtime.runPromise(AuditLog.use((log) => log.list(1))))[0]

describe("soundcheck reports", () => {
  it("list shows the open targets with their reports; show prints one with the target as reported; resolve acts and closes", async () => {
    expect(await cli(["reports", "list"], deps())).toMatchObject({ code: 0, stdout: "No open reports.\n" })
    const id = (
      await ann.b.send("POST", "/api/reports", { targetType: "profile", targetId: bob.id, category: "other", comment: "Fake profile\nof a band" })
    ).json().id as string

    const text = await cli(["reports", "list"], deps())
    expect(text.stdout).toMatch(
      new RegExp(`^\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z  profile:${bob.id}  1 report  about Bob\\n  ${id}  other +open +by Ann: Fake profile\\n$`)
    )
    const [group] = JSON.parse((await cli(["reports", "list", "--json"], deps())).stdout)
    expect(group).toMatchObject({ targetType: "profile", targetId: bob.id, count: 1, reports: [{ id, snapshot: { displayName: "Bob", bio: null } }] })
    expect((await cli(["reports", "show", id], deps())).stdout).toContain('As reported:\n{\n  "displayName": "Bob",\n  "bio": null\n}\n')

    expect(await cli(["reports", "resolve", id, "clear_bio"], deps())).toMatchObject({
      code: 1,
      stderr: "soundcheck: Please give a reason: the person acted on is told why.\n"
    })
    expect((await cli(["reports", "resolve", id, "ban"], deps())).code).toBe(2)
    expect(await cli(["reports", "resolve", id, "remove_message", "--reason", "x"], deps())).toMatchObject({
      code: 1,
      stderr: "soundcheck: the action remove_message does not fit a profile report\n"
    })
    expect(await cli(["reports", "resolve", id, "clear_display_name", "--reason", "Pretends to be the band"], deps())).toMatchObject({
      code: 0,
      stdout: "clear_display_name: 1 report closed.\n"
    })
    expect((await bob.b.get("/api/profile")).json().displayName).toBe("bob")
    expect(await lastAudit()).toMatchObject({ actorId: null, action: "report.resolved", subjectId: bob.id, details: { via: "cli" } })
    expect(await cli(["reports", "list"], deps())).toMatchObject({ stdout: "No open reports.\n" })
    expect((await cli(["reports", "list", "--status", "closed"], deps())).stdout).toContain(`${id}  other`)
    expect(await cli(["reports", "show", "nope"], deps())).toMatchObject({ code: 1, stderr: "soundcheck: no report with the id nope\n" })
  })
})

describe("soundcheck users: suspensions and invites", () => {
  it("suspend ends the account's sessions and refuses its sign-in until unsuspend", async () => {
    const eve = await fan(t, "eve@cli-moderation.test", "Eve")
    expect(await cli(["users", "suspend", eve.email, "--reason", "Spam", "--until", "2999-01-02"], deps())).toMatchObject({
      code: 0,
      stdout: `${eve.email} is suspended until 2 January 2999.\n`
    })
    expect((await eve.b.get("/api/profile")).statusCode).toBe(401)
    expect((await cli(["users", "list"], deps())).stdout).toMatch(/eve@cli-moderation\.test\s+user\s+confirmed\s+Eve {2}\(suspended until 2 January 2999\)\n/)
    const listed = JSON.parse((await cli(["users", "list", "--json"], deps())).stdout) as Array<{ email: string }>
    expect(listed.find((u) => u.email === eve.email)).toMatchObject({
      suspension: { until: "2999-01-02T00:00:00.000Z", reason: "Spam" },
      invitesRevoked: null
    })
    const signIn = () => browser(t.app).send("POST", "/api/auth/sign-in", { email: eve.email, password: PASSWORD })
    expect((await signIn()).json()).toMatchObject({ error: "AccountSuspended", message: "This account is suspended until 2 January 2999." })
    expect(await lastAudit()).toMatchObject({ actorId: null, action: "user.suspended", details: { reason: "Spam", via: "cli" } })
    expect(await cli(["users", "unsuspend", eve.email], deps())).toMatchObject({ code: 0, stdout: `${eve.email} is no longer suspended.\n` })
    expect(await cli(["users", "unsuspend", eve.email], deps())).toMatchObject({ code: 0, stdout: `${eve.email} was not suspended.\n` })
    expect((await signIn()).statusCode).toBe(200)
    expect((await cli(["users", "list"], deps())).stdout).toMatch(/eve@cli-moderation\.test\s+user\s+confirmed\s+Eve\n/)

    expect((await cli(["users", "suspend", eve.email], deps())).code).toBe(2)
    const long = await cli(["users", "suspend", eve.email, "--reason", "r".repeat(MAX_MODERATION_REASON_LENGTH + 1)], deps())
    expect(long).toMatchObject({ code: 1, stderr: expect.stringMatching(/^soundcheck: invalid input: .{1,250}\n$/) })
    expect(await cli(["users", "suspend", "nobody@cli-moderation.test", "--reason", "x"], deps())).toMatchObject({
      code: 1,
      stderr: "soundcheck: no user with the e-mail nobody@cli-moderation.test\n"
    })
  })

  it("revoke-invites sets the count to 0 until restore-invites", async () => {
    expect(await cli(["users", "revoke-invites", ann.email, "--reason", "Invitation spam", "--json"], deps())).toMatchObject({ code: 0 })
    expect((await ann.b.get("/api/profile")).json().inviteCount).toBe(0)
    expect((await cli(["users", "list"], deps())).stdout).toMatch(/ann@cli-moderation\.test\s+user\s+confirmed\s+Ann {2}\(invites revoked\)\n/)
    const listed = JSON.parse((await cli(["users", "list", "--json"], deps())).stdout) as Array<{ email: string }>
    expect(listed.find((u) => u.email === ann.email)).toMatchObject({
      suspension: null,
      invitesRevoked: { at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), reason: "Invitation spam" }
    })
    expect((await ann.b.send("POST", "/api/invitations", { email: "x@cli-moderation.test" })).json().error).toBe("InvitesRevoked")
    expect(await cli(["users", "restore-invites", ann.email], deps())).toMatchObject({
      code: 0,
      stdout: `${ann.email} may send and request invitations again.\n`
    })
    expect(await lastAudit()).toMatchObject({ actorId: null, action: "user.invites_restored", details: { via: "cli" } })
  })
})
