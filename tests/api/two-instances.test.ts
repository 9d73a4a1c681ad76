/**
 * Two API instances on one PostgreSQL database, no sticky sessions (issue #10): a session made on one is
 * good on the other, refreshes and sign-outs on either hold on both, rate limits count across both, and
 * two mail workers send each queued mail exactly once. (Live updates across instances:
 * tests/api/live-events.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startMailDelivery } from "../../adapters/mail/delivery.ts"
import { smtpTransport } from "../../adapters/mail/transport.ts"
import { makePool } from "../../adapters/postgres/pool.ts"
import { signInPolicy } from "../../domain/accounts/rate-limit.ts"
import { PASSWORD, signedInUser } from "../support/accounts.ts"
import { postgresAppOn, type TestApp } from "../support/app.ts"
import { browser } from "../support/browser.ts"
import { queryRows, testDatabase } from "../support/pg.ts"
import { startSmtpServer } from "../support/smtp.ts"
import { waitUntil } from "../support/wait.ts"

const SECRET = "one-secret-for-every-instance-0123456789"

describe("two API instances on one database", () => {
  let db: Awaited<ReturnType<typeof testDatabase>>
  let a: TestApp
  let b: TestApp

  beforeAll(async () => {
    db = await testDatabase()
    a = await postgresAppOn(db.url, { sessionSecret: SECRET })
    b = await postgresAppOn(db.url, { sessionSecret: SECRET })
  })
  afterAll(async () => {
    await a?.close()
    await b?.close()
    await db?.drop()
  })

  it("a session made on A is used and refreshed on B, and signing out on B ends it on A", async () => {
    await signedInUser(a, "roamer@example.com")
    const onA = browser(a.app, "198.51.100.20")
    const onB = browser(b.app, "198.51.100.20", onA.cookies)
    expect((await onA.send("POST", "/api/auth/sign-in", { email: "roamer@example.com", password: PASSWORD })).statusCode).toBe(200)
    const session = await onB.get("/api/auth/session")
    expect(session.statusCode, session.body).toBe(200)
    expect(session.json().user.email).toBe("roamer@example.com")

    const before = new Map(onA.cookies)
    const refreshed = await onB.send("POST", "/api/auth/refresh")
    expect(refreshed.statusCode, refreshed.body).toBe(200)
    expect(onA.cookies.get("sc_refresh")?.value).not.toBe(before.get("sc_refresh")?.value)
    expect((await onA.get("/api/profile")).statusCode).toBe(200)
    // The refresh token B rotated is spent on A too: reusing it is refused.
    const stale = browser(a.app, "198.51.100.20", new Map(before))
    expect((await stale.send("POST", "/api/auth/refresh")).statusCode).toBe(401)

    const signedIn = browser(a.app, "198.51.100.21")
    expect((await signedIn.send("POST", "/api/auth/sign-in", { email: "roamer@example.com", password: PASSWORD })).statusCode).toBe(200)
    const kept = new Map(signedIn.cookies)
    expect((await browser(b.app, "198.51.100.21", signedIn.cookies).send("POST", "/api/auth/sign-out")).statusCode).toBeLessThan(300)
    // The access token A would still accept by its signature alone is refused: its session is gone.
    const afterSignOut = await browser(a.app, "198.51.100.21", kept).get("/api/auth/session")
    expect(afterSignOut.statusCode).toBe(401)
    expect((await browser(a.app, "198.51.100.21", kept).send("POST", "/api/auth/refresh")).statusCode).toBe(401)
  })

  it("counts a rate limit across both instances", async () => {
    // The owner signed in from this browser (on instance A) before anyone guessed.
    const owner = await signedInUser(a, "target@example.com")
    const limit = signInPolicy.perEmail
    const statuses: Array<number> = []
    for (let i = 0; i < limit; i++) {
      const app = i % 2 === 0 ? a.app : b.app
      statuses.push(
        (await browser(app, `192.0.2.${i}`).send("POST", "/api/auth/sign-in", { email: "target@example.com", password: "wrong password" })).statusCode
      )
    }
    expect(statuses).toEqual(Array(limit).fill(400))
    // The account's failures are over its budget: a browser it does not know is refused on either instance.
    for (const t of [a, b]) {
      const refused = await browser(t.app, "192.0.2.0").send("POST", "/api/auth/sign-in", { email: "target@example.com", password: PASSWORD })
      expect(refused.statusCode, refused.body).toBe(429)
      expect(refused.headers["retry-after"]).toBeDefined()
    }
    // The owner's browser, known by its device cookie on either instance, still signs in.
    const again = await browser(b.app, "192.0.2.200", owner.cookies).send("POST", "/api/auth/sign-in", { email: "target@example.com", password: PASSWORD })
    expect(again.statusCode, again.body).toBe(200)
  })

  it("sends each queued mail exactly once with a delivery worker on each instance", async () => {
    const smtp = await startSmtpServer()
    const pools = [await makePool(db.url, { maximumPoolSize: 2 }), await makePool(db.url, { maximumPoolSize: 2 })]
    const workers = await Promise.all(
      pools.map((pool) => startMailDelivery({ url: db.url, pool, transport: smtpTransport(smtp.url, "Soundcheck <no-reply@soundcheck.test>"), pollMs: 50 }))
    )
    try {
      const already = (await queryRows<{ n: number }>(db.url, "SELECT count(*)::int AS n FROM mail_outbox"))[0]!.n
      const signUps = Array.from({ length: 24 }, (_, i) =>
        browser(i % 2 === 0 ? a.app : b.app, `203.0.113.${100 + i}`).send("POST", "/api/auth/sign-up", { email: `mail${i}@example.com`, password: PASSWORD })
      )
      expect((await Promise.all(signUps)).map((r) => r.statusCode)).toEqual(Array(24).fill(201))
      const total = already + 24
      await waitUntil("every mail", () => smtp.received.length >= total)
      await Promise.all(workers.map((w) => w.drain()))
      await Promise.all(workers.map((w) => w.drain()))
      expect(smtp.received).toHaveLength(total)
      expect(new Set(smtp.received.map((m) => m.to)).size).toBe(total)
    } finally {
      await Promise.all(workers.map((w) => w.stop()))
      await Promise.all(pools.map((p) => p.end()))
      await smtp.close()
    }
  })
})
