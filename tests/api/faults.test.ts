/**
 * Faults (issue #10): PostgreSQL stopped and started again under a steady load of mixed requests, and
 * SMTP down then back. While the database is down every request fails fast with 503 and the message of
 * the error table; afterwards the same app instance serves again without a restart, the mail worker
 * listens again, and the invariants hold in the data.
 */
import { Layer, ManagedRuntime } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startMailDelivery, type MailDelivery } from "../../adapters/mail/delivery.ts"
import { smtpTransport } from "../../adapters/mail/transport.ts"
import * as PostgresAdapters from "../../adapters/postgres/adapters.ts"
import { LIVE_CHANNEL } from "../../adapters/postgres/live-events.pg.ts"
import { makePool } from "../../adapters/postgres/pool.ts"
import { unavailableFailure } from "../../apps/api/error-table.ts"
import { MailOutbox } from "../../domain/kernel/mail.ts"
import { Transactions } from "../../domain/kernel/transactions.ts"
import { type LiveEvent, toUsers } from "../../domain/live/events.ts"
import { LiveEvents } from "../../domain/live/live-events.ts"
import { PASSWORD, signedInAdmin } from "../support/accounts.ts"
import { postgresAppOn, type TestApp } from "../support/app.ts"
import { type Browser, browser } from "../support/browser.ts"
import { type Fan, fan } from "../support/friends.ts"
import { queryRows as rows, testDatabase } from "../support/pg.ts"
import { type PrivatePostgres, privatePostgres } from "../support/private-postgres.ts"
import { startSmtpServer } from "../support/smtp.ts"
import { sleep, waitUntil } from "../support/wait.ts"
import { problem } from "../support/problem.ts"

const INVITES = 500
const FANS = 8
const MERGES = 40
/** A request refused for want of a database must be answered well inside the pool's 5 s connection timeout. */
const FAIL_FAST_MS = 2_500

interface Outcome {
  readonly step: string
  readonly status: number
  readonly body: string
  readonly started: number
  readonly ended: number
}

/** What each step answers when the database is up (503 is allowed in every step while it is not). */
const expectedWhenUp: Record<string, ReadonlyArray<number>> = {
  "sign-in": [200],
  refresh: [200],
  discovery: [200],
  invite: [201],
  "friend-request": [201, 409],
  accept: [200],
  merge: [200]
}

describe("PostgreSQL stopped and started again under load", () => {
  let db: PrivatePostgres
  let t: TestApp
  let admin: Browser
  let fans: Array<Fan>
  let pairs: Array<{ primary: string; duplicate: string }>
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>
  let mailPool: Awaited<ReturnType<typeof makePool>>
  let delivery: MailDelivery

  beforeAll(async () => {
    db = await privatePostgres()
    t = await postgresAppOn(db.url, { config: { inviteCountDefault: INVITES, rateLimitScale: 1_000 } })
    smtp = await startSmtpServer()
    mailPool = await makePool(db.url, { maximumPoolSize: 2 })
    // Polling is off (a minute): only the LISTEN connection wakes the worker.
    delivery = await startMailDelivery({
      url: db.url,
      pool: mailPool,
      transport: smtpTransport(smtp.url, "Soundcheck <no-reply@soundcheck.test>"),
      pollMs: 60_000
    })
    admin = await signedInAdmin(t, "admin@faults.test")
    fans = []
    for (let i = 0; i < FANS; i++) fans.push(await fan(t, `fan${i}@faults.test`, `Fan ${i}`))
    // Pairs of one concert listed twice; every fan is interested in the duplicate, so a merge moves FANS interests.
    pairs = await rows(
      db.url,
      `
      WITH made AS (
        INSERT INTO concerts (artist, venue, city, date)
        SELECT 'Band ' || n, v, 'Faultville', current_date + 30 FROM generate_series(1, ${MERGES}) n, unnest(ARRAY['Hall', 'Hall Annex']) v
        RETURNING id, artist, venue)
      SELECT p.id AS primary, d.id AS duplicate FROM made p JOIN made d ON d.artist = p.artist AND p.venue = 'Hall' AND d.venue = 'Hall Annex'`
    )
    await rows(
      db.url,
      `
      INSERT INTO user_concert_interests (user_id, concert_id, interest_status)
      SELECT p.user_id, c.id, 'interested' FROM profiles p JOIN concerts c ON c.venue = 'Hall Annex' JOIN users u ON u.id = p.user_id
      WHERE u.email LIKE 'fan%'`
    )
  })
  afterAll(async () => {
    await delivery?.stop()
    await mailPool?.end()
    await smtp?.close()
    await t?.close()
    await db?.remove()
  })

  it("fails fast with 503 while it is down, recovers without a restart, and keeps every invariant", async () => {
    const live = { events: [] as Array<LiveEvent>, ended: 0 }
    const subscribeLive = () =>
      t.runtime.runPromise(LiveEvents.use((l) => l.subscribe(fans[1]!.id, { deliver: (e) => live.events.push(e), end: () => (live.ended += 1) })))
    await subscribeLive()
    const outcomes: Array<Outcome> = []
    const record = async <R extends { statusCode: number; body: string }>(step: string, send: () => Promise<R>): Promise<R> => {
      const started = performance.now()
      const res = await send()
      outcomes.push({ step, status: res.statusCode, body: res.body, started, ended: performance.now() })
      return res
    }
    let invitations = 0
    let merges = 0
    const pick = () => Math.floor(Math.random() * FANS)
    const steps = [
      async () => {
        const b = browser(t.app, `198.51.100.${pick()}`)
        const signedIn = await record("sign-in", () => b.send("POST", "/api/auth/sign-in", { email: fans[pick()]!.email, password: PASSWORD }))
        if (signedIn.statusCode === 200) await record("refresh", () => b.send("POST", "/api/auth/refresh"))
      },
      () => record("discovery", () => fans[pick()]!.b.get("/api/concerts")),
      () => record("invite", () => fans[pick()]!.b.send("POST", "/api/invitations", { email: `guest${invitations++}@faults.test` })),
      async () => {
        const [i, j] = [pick(), pick()].sort()
        if (i === j) return
        const sent = await record("friend-request", () => fans[i!]!.b.send("POST", "/api/friend-requests", { userId: fans[j!]!.id }))
        if (sent.statusCode === 201) await record("accept", () => fans[j!]!.b.send("POST", `/api/friend-requests/${sent.json().request.id}/accept`))
      },
      async () => {
        const pair = pairs[merges++ % MERGES]!
        if (merges <= MERGES)
          await record("merge", () => admin.send("POST", "/api/admin/concerts/merge", { primaryId: pair.primary, duplicateId: pair.duplicate }))
      }
    ]
    let loading = true
    const workers = Array.from({ length: 6 }, async (_, w) => {
      for (let n = w; loading; n++) {
        await steps[n % steps.length]!()
        await sleep(2)
      }
    })
    const succeededSince = (since: number) => outcomes.filter((o) => o.started >= since && o.status < 300).length

    await waitUntil("load before the fault", () => succeededSince(0) >= 30)
    await db.stop()
    const down = performance.now()
    await waitUntil("requests while down", () => outcomes.filter((o) => o.started >= down).length >= 40)
    const health = await t.app.inject({ method: "GET", url: "/api/health" })
    expect([health.statusCode, health.json()]).toEqual([503, { status: "degraded", database: "down" }])
    const restarting = performance.now()
    await db.start()
    await waitUntil("healthy again", async () => (await t.app.inject({ method: "GET", url: "/api/health" })).statusCode === 200)
    const up = performance.now()
    await waitUntil("load after the fault", () => succeededSince(up) >= 30)
    loading = false
    await Promise.all(workers)

    // Nothing ever became a 500; with the database up each step answers as it should.
    expect(outcomes.filter((o) => o.status >= 500 && o.status !== 503)).toEqual([])
    const wrong = outcomes.filter((o) => o.status !== 503 && !expectedWhenUp[o.step]!.includes(o.status))
    expect(wrong.map((o) => `${o.step} ${o.status} ${o.body}`)).toEqual([])
    // While it was down: every request a 503 with the table's message, no stack or SQL, and fast.
    const whileDown = outcomes.filter((o) => o.started >= down && o.ended <= restarting)
    expect(whileDown.length).toBeGreaterThanOrEqual(40)
    expect(new Set(whileDown.map((o) => o.status))).toEqual(new Set([503]))
    expect(new Set(whileDown.map((o) => o.body))).toEqual(new Set([JSON.stringify(problem(503, "Unavailable", unavailableFailure.message))]))
    const slowest = Math.max(...whileDown.map((o) => o.ended - o.started))
    const inFlight = outcomes.filter((o) => o.started < down && o.ended >= down)
    console.log(
      `faults: ${outcomes.length} requests, ${inFlight.length} in flight at the stop (${inFlight.filter((o) => o.status === 503).length} got 503), ${whileDown.length} while down (slowest ${slowest.toFixed(0)} ms), healthy ${(up - restarting).toFixed(0)} ms after the restart began`
    )
    expect(slowest).toBeLessThan(FAIL_FAST_MS)
    // After: every kind of step succeeds again on the same instance.
    const after = new Set(outcomes.filter((o) => o.started >= up && o.status < 300).map((o) => o.step))
    expect([...after].sort()).toEqual(expect.arrayContaining(["discovery", "invite", "refresh", "sign-in"]))

    // The mail worker and live updates listen again. Streams open before the fault were ended (their clients
    // reconnect and refetch, as notifications meanwhile are lost); a new one gets events again.
    for (const channel of ["soundcheck_mail_outbox", LIVE_CHANNEL]) {
      await waitUntil(
        `LISTEN ${channel} again`,
        async () => (await rows(db.url, `SELECT 1 FROM pg_stat_activity WHERE query LIKE 'LISTEN %${channel}%'`)).length === 1
      )
    }
    await waitUntil("the stream open before the fault to end", () => live.ended > 0)
    await subscribeLive()
    await t.runtime.runPromise(
      LiveEvents.use((l) => l.publish(toUsers({ type: "friend_request_received", requestId: "after-the-fault", senderId: fans[0]!.id }, fans[1]!.id)))
    )
    await waitUntil(
      "a live event after the fault",
      () => live.events.some((e) => e.type === "friend_request_received" && e.requestId === "after-the-fault"),
      5_000
    )
    // With polling off, a mail queued now still goes out promptly.
    const invited = await fans[0]!.b.send("POST", "/api/invitations", { email: "after.the.fault@faults.test" })
    expect(invited.statusCode, invited.body).toBe(201)
    await waitUntil("the mail after the fault", () => smtp.received.some((m) => m.to === "after.the.fault@faults.test"), 5_000)

    // Invite counts: each profile's spent and left add up, and spent matches the invitations sent.
    expect(
      await rows(
        db.url,
        `
      SELECT p.user_id FROM profiles p
      WHERE p.invite_count + p.total_invites_sent <> ${INVITES}
         OR p.total_invites_sent <> (SELECT count(*) FROM invitations i WHERE i.inviter_id = p.user_id)`
      )
    ).toEqual([])
    // Single-use refresh tokens: at most one live (unrotated, unrevoked) token per session family.
    expect(
      await rows(
        db.url,
        `
      SELECT family_id FROM sessions WHERE rotated_at IS NULL AND revoked_at IS NULL GROUP BY family_id HAVING count(*) > 1`
      )
    ).toEqual([])
    // One friendship per pair, and no pending request between friends or accepted request without a friendship.
    expect(
      await rows(
        db.url,
        `
      SELECT LEAST(user_a, user_b), GREATEST(user_a, user_b) FROM friendships GROUP BY 1, 2 HAVING count(*) > 1`
      )
    ).toEqual([])
    expect(
      await rows(
        db.url,
        `
      SELECT r.id, r.status FROM friend_requests r
      LEFT JOIN friendships f ON f.user_a = LEAST(r.sender_id, r.receiver_id) AND f.user_b = GREATEST(r.sender_id, r.receiver_id)
      WHERE (r.status = 'pending' AND f.user_a IS NOT NULL) OR (r.status = 'accepted' AND f.user_a IS NULL)`
      )
    ).toEqual([])
    // No half-merged concert: each pair is either untouched or merged whole, with exactly one audit record.
    const states = await rows<{ state: string }>(
      db.url,
      `
      SELECT CASE
        WHEN d.id IS NOT NULL AND pi = 0 AND di = ${FANS} AND audits = 0 THEN 'untouched'
        WHEN d.id IS NULL AND pi = ${FANS} AND audits = 1 THEN 'merged'
        ELSE 'half: ' || x.primary_id END AS state
      FROM (VALUES ${pairs.map((p) => `('${p.primary}'::uuid, '${p.duplicate}'::uuid)`).join(", ")}) x(primary_id, duplicate_id)
      JOIN concerts p ON p.id = x.primary_id
      LEFT JOIN concerts d ON d.id = x.duplicate_id
      CROSS JOIN LATERAL (SELECT
        (SELECT count(*) FROM user_concert_interests WHERE concert_id = x.primary_id) AS pi,
        (SELECT count(*) FROM user_concert_interests WHERE concert_id = x.duplicate_id) AS di,
        (SELECT count(*) FROM audit_log WHERE action = 'concerts.merged' AND details->>'duplicateId' = x.duplicate_id::text) AS audits) n`
    )
    expect(states.filter((s) => s.state !== "untouched" && s.state !== "merged")).toEqual([])
    expect(states).toHaveLength(MERGES)
  }, 60_000)
})

describe("SMTP down, then back", () => {
  it("keeps mail queued with its attempts counted, then sends each message exactly once", async () => {
    const db = await testDatabase()
    const runtime = ManagedRuntime.make(Layer.fresh(PostgresAdapters.layer(db.url, { maximumPoolSize: 2 })))
    const pool = await makePool(db.url, { maximumPoolSize: 2 })
    const first = await startSmtpServer()
    await first.close() // down: connections are refused
    const delivery = await startMailDelivery({
      url: db.url,
      pool,
      transport: smtpTransport(first.url, "Soundcheck <no-reply@soundcheck.test>"),
      pollMs: 20,
      backoffSeconds: 0.02
    })
    let back: Awaited<ReturnType<typeof startSmtpServer>> | undefined
    try {
      for (const n of [1, 2, 3]) {
        await runtime.runPromise(
          Transactions.use((tx) => tx.run(MailOutbox.use((o) => o.enqueue({ to: `fan${n}@example.com`, subject: `queued ${n}`, text: "hello" }))))
        )
      }
      const queued = () =>
        rows<{ attempts: number; sent_at: Date | null; last_error: string | null }>(db.url, "SELECT attempts, sent_at, last_error FROM mail_outbox ORDER BY id")
      await waitUntil("failed attempts", async () => (await queued()).every((r) => r.attempts >= 2), 10_000)
      const down = await queued()
      expect(down.map((r) => r.sent_at)).toEqual([null, null, null])
      expect(down.every((r) => /ECONNREFUSED/.test(r.last_error ?? ""))).toBe(true)

      back = await startSmtpServer({ port: first.port })
      await waitUntil("delivery", () => back!.received.length >= 3, 10_000)
      await delivery.drain()
      await sleep(100) // a few more polls: nothing is sent again
      await delivery.drain()
      expect(back.received.map((m) => m.subject).sort()).toEqual(["queued 1", "queued 2", "queued 3"])
      const sent = await queued()
      expect(sent.every((r) => r.sent_at !== null && r.last_error === null && r.attempts >= 3)).toBe(true)
    } finally {
      await delivery.stop()
      await back?.close()
      await pool.end()
      await runtime.dispose()
      await db.drop()
    }
  })
})
