/** Sign-up mail travels over real SMTP, and the link in it signs the newcomer in. */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startMailDelivery, type MailDelivery } from "../../adapters/mail/delivery.ts"
import { smtpTransport } from "../../adapters/mail/transport.ts"
import { makePool } from "../../adapters/postgres/pool.ts"
import { postgresApp, TEST_PUBLIC_URL } from "../support/app.ts"
import { browser } from "../support/browser.ts"
import { startSmtpServer } from "../support/smtp.ts"

describe("confirmation mail over SMTP", () => {
  let t: Awaited<ReturnType<typeof postgresApp>>
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>
  let delivery: MailDelivery
  let pool: Awaited<ReturnType<typeof makePool>>

  beforeAll(async () => {
    t = await postgresApp()
    smtp = await startSmtpServer()
    pool = await makePool(t.databaseUrl, { maximumPoolSize: 2 })
    delivery = await startMailDelivery({
      url: t.databaseUrl,
      pool,
      transport: smtpTransport(smtp.url, "Soundcheck <no-reply@soundcheck.test>"),
      pollMs: 60_000
    })
  })
  afterAll(async () => {
    await delivery.stop()
    await pool.end()
    await smtp.close()
    await t.close()
  })

  it("arrives at the SMTP server after sign-up, and following its link signs the newcomer in", async () => {
    const b = browser(t.app)
    const signUp = await b.send("POST", "/api/auth/sign-up", { email: "Nina@Example.com", password: "a secret", displayName: "Nina" })
    expect(signUp.statusCode, signUp.body).toBe(201)
    expect((await b.get("/api/auth/session")).statusCode).toBe(401)

    const until = Date.now() + 5_000
    while (smtp.received.length === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 20))
    expect(smtp.received).toHaveLength(1)
    const mail = smtp.received[0]!
    expect(mail.to.toLowerCase()).toBe("nina@example.com")
    // The body arrives quoted-printable: undo soft line breaks and escaped "=" before reading the link.
    const unfolded = mail.text.replace(/=\r?\n/g, "").replace(/=3D/g, "=")
    const token = unfolded.match(new RegExp(`${TEST_PUBLIC_URL}/auth/confirm\\?token=([\\w%-]+)`))?.[1]
    expect(token).toBeDefined()

    const confirmed = await b.send("POST", "/api/auth/confirm", { token: decodeURIComponent(token!), password: "a secret" })
    expect(confirmed.statusCode, confirmed.body).toBe(200)
    expect((await b.send("POST", "/api/auth/sign-in", { email: "nina@example.com", password: "a secret" })).statusCode).toBe(200)
    const session = await b.get("/api/auth/session")
    expect(session.statusCode).toBe(200)
    expect(session.json().user.email.toLowerCase()).toBe("nina@example.com")

    const again = await b.send("POST", "/api/auth/confirm", { token: decodeURIComponent(token!), password: "a secret" })
    expect(again.statusCode).toBe(400)
  })
})
