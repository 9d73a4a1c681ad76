/**
 * One address, one spelling (#35): "İ" (U+0130) is lowered to "i" by PostgreSQL and to "i" + U+0307 by JavaScript.
 * When lookups used the first and limits the second, `erİn@…` was Erin's account with rate-limit buckets of its
 * own, and a squatter's spelling received the owner's mail. Every lookup, index and limit now uses the one key,
 * so each reproduction of the issue fails here, on both adapters.
 */
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { signInPolicy } from "../../domain/accounts/rate-limit.ts"
import { MailOutbox } from "../../domain/kernel/mail.ts"
import { errorOf, PASSWORD, signedInAdmin, signedInUser } from "../support/accounts.ts"
import { mailedToken, memoryApp, postgresApp, type TestApp } from "../support/app.ts"
import { browser } from "../support/browser.ts"

const INVALID_CREDENTIALS = { status: 400, error: "InvalidCredentials", message: "Invalid login credentials" }

for (const [name, make] of [
  ["memory", memoryApp],
  ["postgres", postgresApp]
] as const) {
  describe(`one address, one spelling (${name})`, () => {
    let t: TestApp
    beforeAll(async () => {
      t = await make()
    })
    afterAll(() => t.close())

    /** The subjects of the mails sent to exactly this spelling. */
    const subjectsTo = async (to: string) =>
      (await t.runtime.runPromise(MailOutbox.use((outbox) => Effect.map(outbox.list({ limit: 500 }), (mails) => mails.filter((m) => m.to === to)))))
        .map((m) => m.subject)
        .sort()

    const signIn = (email: string, password: string, ip: string) => browser(t.app, ip).send("POST", "/api/auth/sign-in", { email, password })

    it("“erİn” is not Erin: past the account's budget from an address, no spelling of Erin signs in, and “erİn” is nobody", async () => {
      await signedInUser(t, "erin@example.test")
      for (let i = 0; i < signInPolicy.perEmailFromAddress; i++) expect((await signIn("erin@example.test", "wrong", "192.0.2.50")).statusCode).toBe(400)
      expect(errorOf(await signIn("erin@example.test", PASSWORD, "192.0.2.50"))).toMatchObject({ status: 429, error: "RateLimited" })
      expect(errorOf(await signIn(" ERIN@Example.TEST ", PASSWORD, "192.0.2.50"))).toMatchObject({ status: 429, error: "RateLimited" })
      expect(errorOf(await signIn("erİn@example.test", PASSWORD, "192.0.2.50"))).toEqual(INVALID_CREDENTIALS)
      expect(errorOf(await signIn("erİn@example.test", PASSWORD, "192.0.2.51"))).toEqual(INVALID_CREDENTIALS)
      expect((await signIn("erin@example.test", PASSWORD, "192.0.2.51")).statusCode).toBe(200)
    })

    it("open sign-up: a squatter's “wİlliam” is an address of its own; the owner's confirmation, reset and a friend's invitation reach “william”", async () => {
      const friend = await signedInUser(t, "friend-of-william@example.test")
      expect(
        (await browser(t.app, "198.51.100.90").send("POST", "/api/auth/sign-up", { email: "wİlliam@example.test", password: "attacker-pw" })).statusCode
      ).toBe(201)
      const invited = await friend.send("POST", "/api/invitations", { email: "william@example.test" })
      expect(invited.statusCode, invited.body).toBe(201)
      const owner = browser(t.app, "198.51.100.91")
      expect((await owner.send("POST", "/api/auth/sign-up", { email: "william@example.test", password: "owner-secret" })).statusCode).toBe(201)
      const confirmed = await owner.send("POST", "/api/auth/confirm", { token: await mailedToken(t, "william@example.test"), password: "owner-secret" })
      expect(confirmed.json()).toEqual({ email: "william@example.test" })
      expect((await owner.send("POST", "/api/auth/forgot-password", { email: "william@example.test" })).statusCode).toBe(200)

      expect(await subjectsTo("wİlliam@example.test")).toHaveLength(1)
      expect(await subjectsTo("william@example.test")).toHaveLength(3)
      expect((await signIn("william@example.test", "owner-secret", "198.51.100.91")).statusCode).toBe(200)
      expect(errorOf(await signIn("william@example.test", "attacker-pw", "198.51.100.90"))).toEqual(INVALID_CREDENTIALS)
    })

    it("the waitlist: a listing for “wİlliam.w1” is not William's; the admin's invitation of “william.w1” reaches William, with his note", async () => {
      const admin = await signedInAdmin(t, "waitlist-admin@example.test")
      const join = (email: string, note: string, ip: string) => browser(t.app, ip).send("POST", "/api/waitlist", { email, note })
      expect((await join("wİlliam.w1@example.test", "the attacker's note", "198.51.100.92")).statusCode).toBe(200)
      expect(errorOf(await admin.send("POST", "/api/admin/waitlist/invite", { email: "william.w1@example.test" }))).toMatchObject({
        status: 404,
        error: "NotOnWaitlist"
      })
      expect((await join("william.w1@example.test", "William's own", "198.51.100.93")).statusCode).toBe(200)
      const invited = await admin.send("POST", "/api/admin/waitlist/invite", { email: "William.W1@example.test" })
      expect(invited.statusCode, invited.body).toBe(200)
      expect(invited.json().entry).toMatchObject({ email: "william.w1@example.test", note: "William's own" })
      expect(await subjectsTo("william.w1@example.test")).toContain("Your invitation to Soundcheck")
      expect(await subjectsTo("wİlliam.w1@example.test")).not.toContain("Your invitation to Soundcheck")
    })
  })
}
