/**
 * Deleting an account over HTTP (issue #30), on memory and PostgreSQL alike: the request asks for the password (under
 * sign-in's answers and limits) and DELETE; it ends every session at once, hides the account from everyone and mails
 * its own address; sign-in tells the right password's holder when the purge comes; the restore signs in and brings
 * everything back; the last admin cannot leave nor lose the role; a reset link keeps working; the person's invitation links do not.
 * The purge itself is tests/contracts/purge-residue.test.ts's.
 */
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { setRole } from "../../domain/accounts/admin.ts"
import { DELETION_GRACE_MS } from "../../domain/accounts/deletion-contract.ts"
import { signInPolicy } from "../../domain/accounts/rate-limit.ts"
import { MailOutbox } from "../../domain/kernel/mail.ts"
import { Transactions } from "../../domain/kernel/transactions.ts"
import type { LiveEvent } from "../../domain/live/events.ts"
import { LiveEvents } from "../../domain/live/live-events.ts"
import { longDate } from "../../domain/moderation/rules.ts"
import { liftSuspension, suspendUser } from "../../domain/moderation/standing.ts"
import { errorOf, PASSWORD, ok, signedInUser } from "../support/accounts.ts"
import { mailedToken } from "../support/app.ts"
import { browser } from "../support/browser.ts"
import { type Adapter, type ClockedApp, clockedApp } from "../support/deletion-world.ts"
import { befriend, type Fan, fan, friendIds } from "../support/friends.ts"
import { mailedInvitation } from "../support/invitations.ts"
import { waitUntil } from "../support/wait.ts"

const deletion = (f: Fan, body: Record<string, unknown> = { password: PASSWORD, confirm: "DELETE" }) => f.b.send("POST", "/api/account/deletion", body)

describe.each<Adapter>(["memory", "postgres"])("deleting an account (%s)", (adapter) => {
  let t: ClockedApp
  let serial = 0
  const someone = (name: string) => fan(t, `${name.toLowerCase()}-${++serial}@deletion.test`, name)
  const newestMail = async (to: string) => (await t.runtime.runPromise(MailOutbox.use((outbox) => outbox.list({ limit: 1, to }))))[0]
  const signIn = (email: string, password = PASSWORD) => browser(t.app).send("POST", "/api/auth/sign-in", { email, password })
  const restore = (email: string, password = PASSWORD) => browser(t.app).send("POST", "/api/auth/restore", { email, password })

  beforeAll(async () => {
    t = await clockedApp(adapter)
  })
  afterAll(() => t.close())

  it("asks for DELETE before any password work and for the password as sign-in does; refused, nothing changes", async () => {
    const kim = await someone("Kim")
    expect(errorOf(await deletion(kim, { password: PASSWORD, confirm: "delete" }))).toEqual({
      status: 400,
      error: "DeletionNotConfirmed",
      message: "Type DELETE to confirm."
    })
    expect(errorOf(await deletion(kim, { password: "not my password", confirm: "DELETE" }))).toEqual({
      status: 400,
      error: "InvalidCredentials",
      message: "Invalid login credentials"
    })
    expect((await kim.b.get("/api/profile")).statusCode).toBe(200)
    expect((await signIn(kim.email)).statusCode).toBe(200)
  })

  it("a wrong password counts against the sign-in limits, so the request guesses no faster than sign-in", async () => {
    const kim = await someone("Kim")
    // The device cookie lives under /api/auth: these count against the address and the account, as a stranger's would.
    for (let i = 0; i < signInPolicy.perEmailFromAddress; i++) {
      expect((await deletion(kim, { password: `guess ${i}`, confirm: "DELETE" })).statusCode).toBe(400)
    }
    expect(errorOf(await deletion(kim))).toMatchObject({ status: 429, error: "RateLimited" })
    expect((await signIn(kim.email)).statusCode).toBe(429)
    // The browser the owner signed in with before keeps a budget of its own (rate-limit.ts).
    expect((await kim.b.send("POST", "/api/auth/sign-in", { email: kim.email, password: PASSWORD })).statusCode).toBe(200)
  })

  it("ends every session at once, hides the person from everyone, and mails the account's own address", async () => {
    const kim = await someone("Kim")
    const lee = await someone("Lee")
    await befriend(kim, lee)
    const otherDevice = await signIn(kim.email)
    expect(otherDevice.statusCode).toBe(200)
    const elsewhere = browser(t.app)
    ok(await elsewhere.send("POST", "/api/auth/sign-in", { email: kim.email, password: PASSWORD }))
    const heard: Array<LiveEvent> = []
    const stop = await t.runtime.runPromise(LiveEvents.use((live) => live.subscribe(lee.id, { deliver: (e) => heard.push(e), end: () => undefined })))

    const asked = t.clock.now()
    const res = await deletion(kim)
    const { purgeAfter } = ok<{ purgeAfter: number }>(res, 202)
    expect(purgeAfter).toBeGreaterThanOrEqual(asked + DELETION_GRACE_MS)
    expect(purgeAfter).toBeLessThan(asked + DELETION_GRACE_MS + 60_000)
    expect(String(res.headers["set-cookie"])).toMatch(/sc_access=;/)
    expect((await kim.b.get("/api/profile")).statusCode).toBe(401)
    expect((await elsewhere.get("/api/profile")).statusCode).toBe(401)
    expect((await elsewhere.send("POST", "/api/auth/refresh")).statusCode).toBe(401)

    // Lee's open pages hear at once that Kim is gone, and refetch without her.
    await waitUntil("Lee hears Kim is gone", () => heard.some((e) => e.type === "friend_removed" && e.userIds.includes(kim.id)))
    stop()
    expect(await friendIds(lee)).not.toContain(kim.id)
    expect((await lee.b.get(`/api/profiles/${kim.id}`)).statusCode).toBe(404)
    expect(ok(await lee.b.get(`/api/users/search?email=${encodeURIComponent(kim.email)}`))).toEqual({ user: null })

    const mail = await newestMail(kim.email)
    expect(mail?.subject).toBe("Your Soundcheck account will be deleted")
    expect(mail?.text).toContain(`Your Soundcheck account will be deleted on ${longDate(purgeAfter)}. Sign in within 14 days to restore it:\n`)

    // The right password is told when the purge comes; a wrong one learns nothing.
    expect(errorOf(await signIn(kim.email))).toEqual({
      status: 403,
      error: "AccountPendingDeletion",
      message: `This account is scheduled for deletion on ${longDate(purgeAfter)}. Restore it to sign in.`
    })
    expect(errorOf(await signIn(kim.email, "wrong"))).toMatchObject({ status: 400, error: "InvalidCredentials" })
    expect(errorOf(await restore(kim.email, "wrong"))).toMatchObject({ status: 400, error: "InvalidCredentials" })

    // Restored within the grace period: signed in, seen again, told by mail.
    t.clock.advance(DELETION_GRACE_MS - 3_600_000)
    const restored = browser(t.app)
    const session = ok<{ user: { id: string; email: string } }>(await restored.send("POST", "/api/auth/restore", { email: kim.email, password: PASSWORD }))
    expect(session.user).toMatchObject({ id: kim.id, email: kim.email })
    expect((await restored.get("/api/profile")).statusCode).toBe(200)
    expect(await friendIds(lee)).toContain(kim.id)
    expect((await newestMail(kim.email))?.subject).toBe("Your Soundcheck account is restored")
    expect((await signIn(kim.email)).statusCode).toBe(200)
  })

  it("restoring an account that is not waiting to be purged signs in, as sign-in would", async () => {
    const kim = await someone("Kim")
    const before = await newestMail(kim.email)
    const session = ok<{ user: { id: string } }>(await restore(kim.email))
    expect(session.user.id).toBe(kim.id)
    expect(await newestMail(kim.email)).toEqual(before)
    expect(errorOf(await restore(`nobody-${serial}@deletion.test`))).toMatchObject({ status: 400, error: "InvalidCredentials" })
  })

  it("the last admin cannot delete their account; with another admin staying, they can", async () => {
    /** The command line's `users role` (in a unit of work that does `then` before it ends): the new role, or the refusal's tag. */
    const byCli = (f: Fan, role: "user" | "admin", then: Effect.Effect<void> = Effect.void) =>
      t.runtime.runPromise(
        Transactions.use((tx) => tx.run(Effect.tap(setRole({ kind: "cli" }, { email: f.email }, role), () => then))).pipe(
          Effect.match({ onFailure: (e) => e._tag, onSuccess: (u) => u.role })
        )
      )
    // Each adapter's installation starts without admins: these two are its only ones.
    const first = await someone("First")
    const second = await someone("Second")
    await t.runtime.runPromise(setRole({ kind: "cli" }, { email: first.email }, "admin"))
    expect(errorOf(await deletion(first))).toEqual({ status: 409, error: "LastAdmin", message: "The last admin cannot delete their account." })
    // Nor lose the role: not by their own hand, nor by the command line's.
    const demoteSelf = await first.b.send("PUT", `/api/admin/users/${first.id}/role`, { role: "moderator" })
    expect(errorOf(demoteSelf)).toEqual({ status: 409, error: "LastAdmin", message: "The last admin cannot lose the role. Make another admin first." })
    expect(await byCli(first, "user")).toBe("LastAdmin")
    await t.runtime.runPromise(setRole({ kind: "cli" }, { email: second.email }, "admin"))
    ok(await deletion(second), 202)
    // The other admin is leaving too: the first one must stay, and stay an admin.
    expect(errorOf(await deletion(first))).toMatchObject({ status: 409, error: "LastAdmin" })
    expect(errorOf(await first.b.send("PUT", `/api/admin/users/${first.id}/role`, { role: "user" }))).toMatchObject({ status: 409, error: "LastAdmin" })
    ok(await restore(second.email))
    ok(await deletion(first), 202)
    // Two admins staying, each demoted at once (the first one's unit of work still open as the second starts): one stays.
    const third = await someone("Third")
    expect(await byCli(third, "admin")).toBe("admin")
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
    const slow = byCli(
      second,
      "user",
      Effect.promise(() => pause(200))
    )
    await pause(50)
    expect(await Promise.all([slow, byCli(third, "user")])).toEqual(["user", "LastAdmin"])
  })

  it("a reset link within the grace period keeps the new password and says to restore; the restore takes it", async () => {
    const kim = await someone("Kim")
    ok(await deletion(kim), 202)
    ok(await browser(t.app).send("POST", "/api/auth/forgot-password", { email: kim.email }))
    const token = await mailedToken(t, kim.email, "/auth/reset-password")
    const reset = await browser(t.app).send("POST", "/api/auth/reset-password", { token, password: "a new password" })
    expect(errorOf(reset)).toMatchObject({ status: 403, error: "AccountPendingDeletion" })
    expect(errorOf(await restore(kim.email))).toMatchObject({ status: 400, error: "InvalidCredentials" })
    ok(await restore(kim.email, "a new password"))
  })

  it("a suspended account waiting to be purged is told it is suspended, and a restore restores nothing until lifted", async () => {
    const kim = await someone("Kim")
    ok(await deletion(kim), 202)
    await t.runtime.runPromise(suspendUser({ kind: "cli" }, { email: kim.email }, { reason: "Spam" }))
    expect(errorOf(await restore(kim.email))).toMatchObject({ status: 403, error: "AccountSuspended" })
    expect(errorOf(await signIn(kim.email))).toMatchObject({ status: 403, error: "AccountSuspended" })
    await t.runtime.runPromise(liftSuspension({ kind: "cli" }, { email: kim.email }))
    expect(errorOf(await signIn(kim.email))).toMatchObject({ status: 403, error: "AccountPendingDeletion" })
    ok(await restore(kim.email))
  })

  it("the invitation links of an account waiting to be purged stop working", async () => {
    const kim = await someone("Kim")
    const invitee = `invitee-${serial}@deletion.test`
    ok(await kim.b.send("POST", "/api/invitations", { email: invitee }), 201)
    const link = await mailedInvitation(t, invitee)
    ok(await browser(t.app).get(`/api/invitations/preview?${link.query}`))
    ok(await deletion(kim), 202)
    expect(errorOf(await browser(t.app).get(`/api/invitations/preview?${link.query}`))).toMatchObject({ status: 404, error: "InvalidInvitation" })
  })

  it("a signed-in visitor of the settings page can ask; a visitor without a session cannot", async () => {
    expect((await browser(t.app).send("POST", "/api/account/deletion", { password: PASSWORD, confirm: "DELETE" })).statusCode).toBe(401)
    const b = await signedInUser(t, `late-${++serial}@deletion.test`)
    expect((await b.send("POST", "/api/account/deletion", { password: PASSWORD, confirm: "DELETE" })).statusCode).toBe(202)
  })
})
