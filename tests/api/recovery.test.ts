/** Password reset, resending the confirmation, and rate limits over HTTP, on memory and PostgreSQL. */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { browser } from "../support/browser.ts"
import { mailCount, mailedToken, memoryApp, postgresApp, type TestApp } from "../support/app.ts"
import { errorOf, PASSWORD, signedInUser } from "../support/accounts.ts"
import { problem } from "../support/problem.ts"

for (const [name, make] of [
  ["memory", memoryApp],
  ["postgres", postgresApp]
] as const) {
  describe(`recovery and rate limits over HTTP (${name})`, () => {
    let t: TestApp
    beforeAll(async () => {
      t = await make()
    })
    afterAll(() => t.close())

    it("a reset link sets a new password once, signs in, and signs out every other session", async () => {
      const laptop = await signedInUser(t, "forgetful@example.com")
      const b = browser(t.app)
      expect((await b.send("POST", "/api/auth/forgot-password", { email: "FORGETFUL@example.com" })).json()).toEqual({ sent: true })
      const token = await mailedToken(t, "forgetful@example.com", "/auth/reset-password")
      expect(errorOf(await b.send("POST", "/api/auth/reset-password", { token, password: "short" }))).toMatchObject({ status: 400, error: "PasswordTooShort" })
      const reset = await b.send("POST", "/api/auth/reset-password", { token, password: "a new secret" })
      expect(reset.statusCode).toBe(200)
      expect(reset.json().user.email).toBe("forgetful@example.com")
      expect((await b.get("/api/auth/session")).statusCode).toBe(200)
      expect((await laptop.get("/api/auth/session")).statusCode).toBe(401)
      expect((await laptop.send("POST", "/api/auth/refresh")).statusCode).toBe(401)
      expect(errorOf(await browser(t.app).send("POST", "/api/auth/reset-password", { token, password: "another one" }))).toEqual({
        status: 400,
        error: "InvalidToken",
        message: "This link is invalid or has expired."
      })
      expect((await b.send("POST", "/api/auth/sign-in", { email: "forgetful@example.com", password: PASSWORD })).statusCode).toBe(400)
      expect((await b.send("POST", "/api/auth/sign-in", { email: "forgetful@example.com", password: "a new secret" })).statusCode).toBe(200)
    })

    it("forgot-password and resend answer the same whether or not the address has an account", async () => {
      const b = browser(t.app, "198.51.100.20")
      const unknown = await b.send("POST", "/api/auth/forgot-password", { email: "ghost@example.com" })
      expect([unknown.statusCode, unknown.json()]).toEqual([200, { sent: true }])
      const resendUnknown = await b.send("POST", "/api/auth/resend-confirmation", { email: "ghost@example.com" })
      expect([resendUnknown.statusCode, resendUnknown.json()]).toEqual([200, { sent: true }])
      expect(await mailCount(t, "ghost@example.com")).toBe(0)
    })

    it("resending the confirmation mails a new link; every link works until used", async () => {
      const b = browser(t.app, "198.51.100.21")
      await b.send("POST", "/api/auth/sign-up", { email: "slow@example.com", password: PASSWORD })
      const first = await mailedToken(t, "slow@example.com")
      expect((await b.send("POST", "/api/auth/resend-confirmation", { email: "slow@example.com" })).json()).toEqual({ sent: true })
      const second = await mailedToken(t, "slow@example.com")
      expect(second).not.toBe(first)
      expect(await mailCount(t, "slow@example.com")).toBe(2)
      expect((await b.send("POST", "/api/auth/confirm", { token: second, password: PASSWORD })).statusCode).toBe(200)
      await b.send("POST", "/api/auth/resend-confirmation", { email: "slow@example.com" })
      expect(await mailCount(t, "slow@example.com")).toBe(2)
    })

    it("rate-limits per e-mail with a 429, Retry-After and a clear message", async () => {
      const statuses: Array<number> = []
      for (let i = 0; i < 6; i++) {
        const b = browser(t.app, `192.0.2.${i + 1}`)
        const res = await b.send("POST", "/api/auth/forgot-password", { email: "hammered@example.com" })
        statuses.push(res.statusCode)
        if (res.statusCode === 429) {
          expect(res.json()).toEqual(problem(429, "RateLimited", "Too many attempts. Please wait a few minutes and try again."))
          expect(Number(res.headers["retry-after"])).toBeGreaterThan(0)
          expect(Number(res.headers["retry-after"])).toBeLessThanOrEqual(3600)
        }
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
    })

    it("rate-limits sign-in attempts per address", async () => {
      const b = browser(t.app, "192.0.2.200")
      const statuses: Array<number> = []
      for (let i = 0; i < 101; i++) {
        statuses.push((await b.send("POST", "/api/auth/sign-in", { email: `guess${i}@example.com`, password: "whatever" })).statusCode)
      }
      expect(statuses.slice(0, 100).every((s) => s === 400)).toBe(true)
      expect(statuses[100]).toBe(429)
      const elsewhere = browser(t.app, "192.0.2.201")
      expect((await elsewhere.send("POST", "/api/auth/sign-in", { email: "guess1@example.com", password: "x" })).statusCode).toBe(400)
    })
  })
}
