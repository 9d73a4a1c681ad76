/** The auth flow over HTTP, on the memory adapters and on PostgreSQL. */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { browser } from "../support/browser.ts"
import { mailCount, mailedToken, memoryApp, postgresApp, type TestApp } from "../support/app.ts"
import { errorOf, PASSWORD, signedInUser } from "../support/accounts.ts"

for (const [name, make] of [
  ["memory", memoryApp],
  ["postgres", postgresApp]
] as const) {
  describe(`auth over HTTP (${name})`, () => {
    let t: TestApp
    beforeAll(async () => {
      t = await make()
    })
    afterAll(() => t.close())

    it("sign-up queues a confirmation mail whose link, with the password, confirms once; then the user signs in", async () => {
      const b = browser(t.app)
      const up = await b.send("POST", "/api/auth/sign-up", { email: " Newcomer@Example.com ", password: PASSWORD, displayName: "Nia" })
      expect(up.statusCode).toBe(201)
      expect(up.json()).toEqual({ email: "Newcomer@Example.com", confirmationSent: true })
      expect(errorOf(await b.send("POST", "/api/auth/sign-in", { email: "newcomer@example.com", password: PASSWORD }))).toEqual({
        status: 400,
        error: "EmailNotConfirmed",
        message: "Email not confirmed"
      })
      const token = await mailedToken(t, "newcomer@example.com")
      const confirmed = await b.send("POST", "/api/auth/confirm", { token, password: PASSWORD })
      expect([confirmed.statusCode, confirmed.json()]).toEqual([200, { email: "Newcomer@Example.com" }])
      expect(b.cookies.size).toBe(0)
      const signedIn = await b.send("POST", "/api/auth/sign-in", { email: "newcomer@example.com", password: PASSWORD })
      expect(signedIn.json()).toMatchObject({ user: { email: "Newcomer@Example.com", role: "user", displayName: "Nia" }, expiresIn: 900 })
      expect(signedIn.body).not.toContain(token)
      expect(b.cookies.get("sc_access")).toMatchObject({ path: "/", httpOnly: true, sameSite: "Lax" })
      expect(b.cookies.get("sc_refresh")).toMatchObject({ path: "/api/auth", httpOnly: true, sameSite: "Lax" })
      expect(signedIn.body).not.toContain(b.cookies.get("sc_refresh")!.value)
      expect((await b.get("/api/auth/session")).json().user.email).toBe("Newcomer@Example.com")
      expect(errorOf(await browser(t.app).send("POST", "/api/auth/confirm", { token, password: PASSWORD }))).toEqual({
        status: 400,
        error: "InvalidToken",
        message: "This link is invalid or has expired."
      })
    })

    it("refresh rotates the token; reusing a rotated one revokes the whole family", async () => {
      const b = await signedInUser(t, "rotor@example.com")
      const first = b.cookies.get("sc_refresh")!.value
      const refreshed = await b.send("POST", "/api/auth/refresh")
      expect(refreshed.statusCode).toBe(200)
      expect(refreshed.json().user.email).toBe("rotor@example.com")
      const second = b.cookies.get("sc_refresh")!.value
      expect(second).not.toBe(first)
      const thief = browser(t.app)
      thief.cookies.set("sc_refresh", { ...b.cookies.get("sc_refresh")!, value: first })
      expect(errorOf(await thief.send("POST", "/api/auth/refresh"))).toMatchObject({ status: 401, error: "NotAuthenticated" })
      expect((await b.send("POST", "/api/auth/refresh")).statusCode).toBe(401)
      expect((await b.get("/api/auth/session")).statusCode).toBe(401)
    })

    it("sign-out clears the cookies and ends the session; sign-out-all ends every device", async () => {
      const b = await signedInUser(t, "leaver@example.com")
      const other = browser(t.app)
      expect((await other.send("POST", "/api/auth/sign-in", { email: "LEAVER@example.com", password: PASSWORD })).statusCode).toBe(200)
      const access = b.cookies.get("sc_access")!
      expect((await b.send("POST", "/api/auth/sign-out")).statusCode).toBe(204)
      // Only the device cookie stays: it opens no session, and lets this browser sign in while strangers guess.
      expect([...b.cookies.keys()]).toEqual(["sc_device"])
      b.cookies.set("sc_access", access)
      expect((await b.get("/api/auth/session")).statusCode).toBe(401)
      expect((await other.get("/api/auth/session")).statusCode).toBe(200)
      const third = browser(t.app)
      await third.send("POST", "/api/auth/sign-in", { email: "leaver@example.com", password: PASSWORD })
      expect((await other.send("POST", "/api/auth/sign-out-all")).statusCode).toBe(204)
      expect((await third.get("/api/auth/session")).statusCode).toBe(401)
      expect((await third.send("POST", "/api/auth/refresh")).statusCode).toBe(401)
    })

    it("refuses sign-in with the spec's messages", async () => {
      await signedInUser(t, "known@example.com")
      const b = browser(t.app)
      for (const body of [
        { email: "", password: PASSWORD },
        { email: "known@example.com", password: "" }
      ]) {
        expect(errorOf(await b.send("POST", "/api/auth/sign-in", body))).toEqual({
          status: 400,
          error: "MissingCredentials",
          message: "You must provide either an email or phone number and a password"
        })
      }
      for (const body of [
        { email: "known@example.com", password: "wrong-password" },
        { email: "nobody@example.com", password: PASSWORD }
      ]) {
        expect(errorOf(await b.send("POST", "/api/auth/sign-in", body))).toEqual({
          status: 400,
          error: "InvalidCredentials",
          message: "Invalid login credentials"
        })
      }
      expect((await b.get("/api/auth/session")).statusCode).toBe(401)
      expect(errorOf(await b.send("POST", "/api/auth/sign-in", { email: 1 }))).toMatchObject({ status: 400, error: "InvalidRequest" })
    })

    it("refuses sign-up with the spec's messages", async () => {
      const b = browser(t.app)
      expect(errorOf(await b.send("POST", "/api/auth/sign-up", { email: "not-an-address", password: PASSWORD }))).toMatchObject({
        status: 400,
        error: "InvalidEmail"
      })
      expect(errorOf(await b.send("POST", "/api/auth/sign-up", { email: "short@example.com", password: "12345" }))).toEqual({
        status: 400,
        error: "PasswordTooShort",
        message: "Password must be at least 6 characters long."
      })
      expect(await mailCount(t, "short@example.com")).toBe(0)
    })

    it("refuses mutating requests without the CSRF header or from a foreign origin", async () => {
      const body = { email: "csrf@example.com", password: PASSWORD }
      const bare = await t.app.inject({ method: "POST", url: "/api/auth/sign-up", payload: body })
      expect(errorOf(bare)).toMatchObject({ status: 403, error: "CsrfRejected" })
      const b = browser(t.app)
      const foreign = await b.send("POST", "/api/auth/sign-up", body, { origin: "https://evil.example", host: "soundcheck.test" })
      expect(errorOf(foreign)).toMatchObject({ status: 403, error: "CsrfRejected" })
      expect(await mailCount(t, "csrf@example.com")).toBe(0)
      const same = await b.send("POST", "/api/auth/sign-up", body, { origin: "http://soundcheck.test", host: "soundcheck.test" })
      expect(same.statusCode).toBe(201)
    })
  })
}
