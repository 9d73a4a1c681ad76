/** Sign-up mail travels over real SMTP, and the link in it signs the newcomer in; a reset overtakes a flood of notifications. */
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { BATCH, startMailDelivery, type MailDelivery } from "../../adapters/mail/delivery.ts"
import { smtpTransport } from "../../adapters/mail/transport.ts"
import { makePool } from "../../adapters/postgres/pool.ts"
import { MailOutbox } from "../../domain/kernel/mail.ts"
import { postgresApp, TEST_PUBLIC_URL } from "../support/app.ts"
import { browser } from "../support/browser.ts"
import { fan } from "../support/friends.ts"
import { slowTransport } from "../support/slow-transport.ts"
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

describe("account mail ahead of notification mail", () => {
  it("a password reset asked for while a flood of notification mail is being sent goes out right after the batch in flight", async () => {
    const t = await postgresApp()
    const pool = await makePool(t.databaseUrl, { maximumPoolSize: 2 })
    const bob = await fan(t, "bob@flood.test", "Bob")
    // The flood: notification mail to many fans (each under the per-recipient cap), queued before the reset.
    const flood = 4 * BATCH
    await t.runtime.runPromise(
      Effect.forEach(
        Array.from({ length: flood }, (_, n) => n),
        (n) => MailOutbox.use((o) => o.enqueue({ to: `fan${n % 8}@flood.test`, subject: `news ${n}`, text: "…", priority: "notification" }))
      )
    )
    const transport = slowTransport(2)
    const delivery = await startMailDelivery({ url: t.databaseUrl, pool, transport, pollMs: 60_000 })
    try {
      await transport.started
      const asked = await browser(t.app).send("POST", "/api/auth/forgot-password", { email: bob.email })
      expect(asked.statusCode, asked.body).toBe(200)
      transport.release()
      // Waits for the reset only: the rest of the flood need not drain.
      const until = Date.now() + 10_000
      while (!transport.sent.includes("Reset your Soundcheck password") && Date.now() < until) await new Promise((r) => setTimeout(r, 10))
      const position = transport.sent.indexOf("Reset your Soundcheck password")
      // The first batch (Bob's sign-up mail, then the flood's first) was in flight; the reset went next, ahead of the
      // flood's other three quarters.
      expect(position).toBe(BATCH)
      expect(transport.sent.slice(0, BATCH).filter((subject) => subject.startsWith("news")).length).toBeGreaterThan(BATCH / 2)
    } finally {
      await delivery.stop()
      await pool.end()
      await t.close()
    }
  })
})
