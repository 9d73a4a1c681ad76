/**
 * Registration mode, roles and the users list with their standing over HTTP (the list is the staff's, its e-mail
 * addresses the admins'), audit-logged with names, on memory and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { setRole } from "../../domain/accounts/admin.ts"
import type { AdminUserDto } from "../../domain/accounts/contract.ts"
import { AuditLog } from "../../domain/audit/audit-log.ts"
import type { AuditEntryDto } from "../../domain/curation/contract.ts"
import { browser } from "../support/browser.ts"
import { memoryApp, postgresApp, type TestApp } from "../support/app.ts"
import { errorOf, ok, PASSWORD, signedInAdmin, signedInUser } from "../support/accounts.ts"

for (const [name, make] of [
  ["memory", memoryApp],
  ["postgres", postgresApp]
] as const) {
  describe(`admin accounts over HTTP (${name})`, () => {
    let t: TestApp
    beforeAll(async () => {
      t = await make()
    })
    afterAll(() => t.close())

    it("invite-only registration refuses sign-up, still lets members sign in, and open restores it", async () => {
      const admin = await signedInAdmin(t, "boss@example.com")
      const member = await signedInUser(t, "member@example.com")
      const anonymous = browser(t.app)
      expect((await anonymous.get("/api/auth/registration")).json()).toEqual({ mode: "open" })
      expect(errorOf(await member.send("PUT", "/api/admin/registration", { mode: "invite-only" }))).toMatchObject({ status: 403, error: "Forbidden" })
      expect((await admin.send("PUT", "/api/admin/registration", { mode: "invite-only" })).json()).toEqual({ mode: "invite-only" })
      expect((await anonymous.get("/api/auth/registration")).json()).toEqual({ mode: "invite-only" })
      const refused = await anonymous.send("POST", "/api/auth/sign-up", { email: "stranger@example.com", password: PASSWORD })
      expect(errorOf(refused)).toMatchObject({ status: 403, error: "RegistrationClosed" })
      expect(refused.json().message).toContain("invite-only")
      expect((await anonymous.send("POST", "/api/auth/sign-in", { email: "member@example.com", password: PASSWORD })).statusCode).toBe(200)
      await admin.send("PUT", "/api/admin/registration", { mode: "open" })
      expect((await browser(t.app).send("POST", "/api/auth/sign-up", { email: "stranger@example.com", password: PASSWORD })).statusCode).toBe(201)
      const [entry] = await t.runtime.runPromise(AuditLog.use((log) => log.list(1)))
      expect(entry).toMatchObject({ action: "settings.registration_changed", details: { from: "invite-only", to: "open", via: "user" } })
    })

    it("an admin lists users and replaces a role; others are refused", async () => {
      const admin = await signedInAdmin(t, "chief@example.com")
      const fan = await signedInUser(t, "fan@example.com")
      expect(errorOf(await fan.get("/api/admin/users"))).toMatchObject({ status: 403, error: "Forbidden" })
      expect((await browser(t.app).get("/api/admin/users")).statusCode).toBe(401)
      const users = (await admin.get("/api/admin/users")).json() as Array<{ id: string; email: string; role: string }>
      const fanRow = users.find((u) => u.email === "fan@example.com")!
      expect(fanRow).toMatchObject({ role: "user", emailConfirmed: true })
      expect((await admin.send("PUT", `/api/admin/users/${fanRow.id}/role`, { role: "moderator" })).json()).toMatchObject({ role: "moderator" })
      expect((await fan.get("/api/auth/session")).json().user.role).toBe("moderator")
      const adminId = users.find((u) => u.email === "chief@example.com")!.id
      const [entry] = await t.runtime.runPromise(AuditLog.use((log) => log.list(1)))
      expect(entry).toMatchObject({ actorId: adminId, action: "user.role_changed", subjectId: fanRow.id, details: { from: "user", to: "moderator" } })
      expect(errorOf(await admin.send("PUT", "/api/admin/users/00000000-0000-4000-8000-00000000abcd/role", { role: "admin" }))).toMatchObject({
        status: 404,
        error: "UserNotFound"
      })
    })

    it("the staff's users list tells a suspension in force and revoked invites until lifted and restored; a moderator reads no e-mail address", async () => {
      const admin = await signedInAdmin(t, "standing-admin@example.com")
      const mod = await signedInUser(t, "standing-mod@example.com", "Mo")
      await t.runtime.runPromise(setRole({ kind: "cli" }, { email: "standing-mod@example.com" }, "moderator"))
      await signedInUser(t, "standing-eve@example.com", "Eve")
      await signedInUser(t, "standing-sam@example.com", "Sam")
      const list = async (who = admin) => (await who.get("/api/admin/users")).json() as Array<AdminUserDto>
      const rowOf = (users: ReadonlyArray<AdminUserDto>, id: string) => users.find((u) => u.id === id)!
      const before = await list()
      const [eve, sam, modId] = ["standing-eve@example.com", "standing-sam@example.com", "standing-mod@example.com"].map(
        (email) => before.find((u) => u.email === email)!.id
      ) as [string, string, string]
      expect([eve, sam].map((id) => [rowOf(before, id).suspension, rowOf(before, id).invitesRevoked])).toEqual([
        [null, null],
        [null, null]
      ])
      // The command line made the moderator: no actor, and the account acted on by name.
      const [made] = ok<Array<AuditEntryDto>>(await mod.get("/api/admin/audit?limit=1"))
      expect(made).toMatchObject({ action: "user.role_changed", actorId: null, actorName: null, subjectId: modId, subjectName: "Mo" })

      expect((await admin.send("PUT", `/api/admin/users/${eve}/suspension`, { reason: "Spam", until: "2999-01-02" })).statusCode).toBe(200)
      expect((await admin.send("PUT", `/api/admin/users/${eve}/invites-revocation`, { reason: "Invitation spam" })).statusCode).toBe(200)
      expect((await mod.send("PUT", `/api/admin/users/${sam}/suspension`, { reason: "Harassment" })).statusCode).toBe(200)
      const during = await list()
      expect(rowOf(during, eve)).toMatchObject({
        suspension: { until: Date.parse("2999-01-02T00:00:00Z"), reason: "Spam" },
        invitesRevoked: { at: expect.any(Number), reason: "Invitation spam" }
      })
      expect(rowOf(during, sam)).toMatchObject({ suspension: { until: null, reason: "Harassment" }, invitesRevoked: null })
      expect(rowOf(during, modId)).toMatchObject({ role: "moderator", suspension: null, invitesRevoked: null })
      // The moderator reads the same list, every e-mail address null.
      expect(await list(mod)).toEqual(during.map((u) => ({ ...u, email: null })))

      // The moderator lifts a suspension, but neither restores invites nor changes a role; the audit log names both sides.
      expect((await mod.send("DELETE", `/api/admin/users/${eve}/suspension`)).statusCode).toBe(204)
      const [lifted] = ok<Array<AuditEntryDto>>(await mod.get("/api/admin/audit?limit=1"))
      expect(lifted).toMatchObject({ action: "user.unsuspended", actorId: modId, actorName: "Mo", subjectId: eve, subjectName: "Eve" })
      expect(errorOf(await mod.send("DELETE", `/api/admin/users/${eve}/invites-revocation`))).toMatchObject({ status: 403, error: "Forbidden" })
      expect(errorOf(await mod.send("PUT", `/api/admin/users/${sam}/role`, { role: "moderator" }))).toMatchObject({ status: 403, error: "Forbidden" })
      expect((await admin.send("DELETE", `/api/admin/users/${eve}/invites-revocation`)).statusCode).toBe(204)
      expect(rowOf(await list(), eve)).toMatchObject({ suspension: null, invitesRevoked: null })
      expect(rowOf(await list(mod), sam)).toMatchObject({ email: null, displayName: "Sam", suspension: { until: null, reason: "Harassment" } })
    })
  })
}
