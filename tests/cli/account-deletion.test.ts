/**
 * soundcheck users delete and purge-deleted (issue #30): an admin deletes an account at once (refused for the last
 * admin), audit-logged under the person's pseudonym; the sweep purges the accounts whose grace period has ended.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { setRole } from "../../domain/accounts/admin.ts"
import { DELETION_GRACE_MS } from "../../domain/accounts/deletion-contract.ts"
import { AccountPurge } from "../../domain/accounts/purge-repo.ts"
import { AuditLog } from "../../domain/audit/audit-log.ts"
import { longDate } from "../../domain/moderation/rules.ts"
import { PASSWORD, ok } from "../support/accounts.ts"
import { browser } from "../support/browser.ts"
import { cli } from "../support/cli.ts"
import { type ClockedApp, clockedApp } from "../support/deletion-world.ts"
import { befriend, fan, friendIds } from "../support/friends.ts"

let t: ClockedApp
beforeAll(async () => {
  t = await clockedApp("memory")
})
afterAll(() => t.close())
const deps = () => ({ runtime: t.runtime })
const lastAudit = async () => (await t.runtime.runPromise(AuditLog.use((log) => log.list(1))))[0]
const pseudonymOf = (userId: string) => t.runtime.runPromise(AccountPurge.use((purge) => purge.pseudonymOf(userId)))
const signIn = (email: string) => browser(t.app).send("POST", "/api/auth/sign-in", { email, password: PASSWORD })

describe("soundcheck users delete", () => {
  it("deletes an account at once and for good: friends no longer see it, its address is free, the audit log has a pseudonym", async () => {
    const ann = await fan(t, "ann@cli-deletion.test", "Ann")
    const bob = await fan(t, "bob@cli-deletion.test", "Bob")
    await befriend(ann, bob)
    const pseudonym = await pseudonymOf(bob.id)
    expect(await cli(["users", "delete", bob.email], deps())).toEqual({
      code: 0,
      stdout: `${bob.email} is deleted; the audit log names them ${pseudonym}.\n`,
      stderr: ""
    })
    expect(await friendIds(ann)).toEqual([])
    expect((await bob.b.get("/api/profile")).statusCode).toBe(401)
    expect((await signIn(bob.email)).json()).toMatchObject({ error: "InvalidCredentials" })
    expect(await lastAudit()).toMatchObject({ actorId: null, action: "user.deleted", subjectId: pseudonym, details: { via: "cli" } })
    expect((await cli(["users", "list"], deps())).stdout).not.toContain(bob.email)
    expect(await cli(["users", "delete", bob.email], deps())).toMatchObject({ code: 1, stderr: `soundcheck: no user with the e-mail ${bob.email}\n` })
  })

  it("prints what it did as JSON", async () => {
    const cid = await fan(t, "cid@cli-deletion.test", "Cid")
    const out = await cli(["users", "delete", cid.email, "--json"], deps())
    expect(out.code).toBe(0)
    expect(JSON.parse(out.stdout)).toEqual({ pseudonym: await pseudonymOf(cid.id), plansHandedOver: 0, plansDeleted: 0, messagesAnonymised: 0 })
  })

  it("refuses the last admin", async () => {
    const ada = await fan(t, "ada@cli-deletion.test", "Ada")
    await t.runtime.runPromise(setRole({ kind: "cli" }, { email: ada.email }, "admin"))
    expect(await cli(["users", "delete", ada.email], deps())).toEqual({
      code: 1,
      stdout: "",
      stderr: "soundcheck: the last admin cannot delete their account; make another admin first (soundcheck users role <email> admin)\n"
    })
    expect((await ada.b.get("/api/profile")).statusCode).toBe(200)
  })
})

describe("soundcheck users purge-deleted", () => {
  it("purges the accounts whose 14 days have passed, and only those", async () => {
    expect(await cli(["users", "purge-deleted"], deps())).toMatchObject({ code: 0, stdout: "No account is due to be purged.\n" })
    const dee = await fan(t, "dee@cli-deletion.test", "Dee")
    const eli = await fan(t, "eli@cli-deletion.test", "Eli")
    ok(await dee.b.send("POST", "/api/account/deletion", { password: PASSWORD, confirm: "DELETE" }), 202)
    t.clock.advance(DELETION_GRACE_MS / 2)
    const { purgeAfter } = ok<{ purgeAfter: number }>(await eli.b.send("POST", "/api/account/deletion", { password: PASSWORD, confirm: "DELETE" }), 202)
    expect((await cli(["users", "list"], deps())).stdout).toMatch(
      new RegExp(`eli@cli-deletion\\.test\\s+user\\s+confirmed\\s+Eli {2}\\(deletion asked for: purged on ${longDate(purgeAfter)}\\)\\n`)
    )
    const listed = JSON.parse((await cli(["users", "list", "--json"], deps())).stdout) as Array<{ email: string; purgeAfter: string | null }>
    expect(listed.find((u) => u.email === eli.email)?.purgeAfter).toBe(new Date(purgeAfter).toISOString())
    expect(await cli(["users", "purge-deleted"], deps())).toMatchObject({ code: 0, stdout: "No account is due to be purged.\n" })
    t.clock.advance(DELETION_GRACE_MS / 2)
    expect(await cli(["users", "purge-deleted", "--json"], deps())).toMatchObject({
      code: 0,
      stdout: `${JSON.stringify([{ pseudonym: await pseudonymOf(dee.id), plansHandedOver: 0, plansDeleted: 0, messagesAnonymised: 0 }], null, 2)}\n`
    })
    expect(await lastAudit()).toMatchObject({ actorId: null, action: "user.purged", details: { via: "grace_ended" } })
    expect((await signIn(eli.email)).json()).toMatchObject({ error: "AccountPendingDeletion" })
    t.clock.advance(DELETION_GRACE_MS / 2)
    expect(await cli(["users", "purge-deleted"], deps())).toMatchObject({ code: 0, stdout: "Purged 1 account.\n" })
    expect((await signIn(eli.email)).json()).toMatchObject({ error: "InvalidCredentials" })
  })
})
