import { Effect, Layer, ManagedRuntime } from "effect"
import pg from "pg"
import { afterEach, describe, expect, it } from "vitest"
import { MailOutbox, type MailPriority } from "../../domain/kernel/mail.ts"
import { Transactions } from "../../domain/kernel/transactions.ts"
import { testDatabase } from "../../tests/support/pg.ts"
import { slowTransport } from "../../tests/support/slow-transport.ts"
import { startSmtpServer } from "../../tests/support/smtp.ts"
import * as PostgresAdapters from "../postgres/adapters.ts"
import { makePool } from "../postgres/pool.ts"
import { BATCH, deliverDue, startMailDelivery } from "./delivery.ts"
import { smtpTransport } from "./transport.ts"

const cleanups: Array<() => Promise<void>> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

const oneClick = (token: string) => ({
  "List-Unsubscribe": `<http://localhost/api/unsubscribe?token=${token}>`,
  "List-Unsubscribe-Post": "List-Unsubscribe=One-Click"
})

const setup = async (failFirst = 0) => {
  const db = await testDatabase()
  const runtime = ManagedRuntime.make(Layer.fresh(PostgresAdapters.layer(db.url, { maximumPoolSize: 2 })))
  const pool = await makePool(db.url, { maximumPoolSize: 4 })
  const smtp = await startSmtpServer({ failFirst })
  cleanups.push(
    db.drop,
    () => runtime.dispose(),
    () => pool.end(),
    smtp.close
  )
  const enqueue = (to: string, subject: string, fail = false) =>
    runtime.runPromise(
      Transactions.use((tx) =>
        tx.run(
          Effect.andThen(
            MailOutbox.use((o) => o.enqueue({ to, subject, text: `Follow http://localhost/x?token=${subject}`, headers: oneClick(subject) })),
            fail ? Effect.fail("rolled back") : Effect.void
          )
        )
      ).pipe(Effect.ignore)
    )
  return { db, runtime, pool, smtp, enqueue }
}

const waitFor = async (check: () => boolean, ms = 5_000) => {
  const until = Date.now() + ms
  while (!check()) {
    if (Date.now() > until) throw new Error("timed out waiting")
    await new Promise((r) => setTimeout(r, 20))
  }
}

describe("mail delivery", () => {
  it("sends committed mail over real SMTP soon after commit, and never mail whose transaction rolled back", async () => {
    const { db, pool, smtp, enqueue } = await setup()
    const delivery = await startMailDelivery({ url: db.url, pool, transport: smtpTransport(smtp.url, "Soundcheck <no-reply@test>"), pollMs: 60_000 })
    cleanups.push(delivery.stop)
    await enqueue("ann@example.com", "kept")
    await enqueue("ben@example.com", "dropped", true)
    await waitFor(() => smtp.received.length >= 1)
    await delivery.drain()
    expect(smtp.received.map((m) => [m.to, m.subject])).toEqual([["ann@example.com", "kept"]])
    expect(smtp.received[0]!.text).toContain("token=kept")
    expect(smtp.received[0]!.head).toContain("List-Unsubscribe: <http://localhost/api/unsubscribe?token=kept>")
    expect(smtp.received[0]!.head).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click")
  })

  it("retries a refused send later with backoff, then delivers it once", async () => {
    const { pool, smtp, enqueue, db } = await setup(1)
    const transport = smtpTransport(smtp.url, "Soundcheck <no-reply@test>")
    cleanups.push(async () => transport.close())
    await enqueue("ann@example.com", "retry")
    expect(await deliverDue(pool, transport, 0)).toBe(0)
    const client = new pg.Client({ connectionString: db.url })
    await client.connect()
    const row = (await client.query("SELECT attempts, sent_at, last_error FROM mail_outbox")).rows[0]
    expect(row.attempts).toBe(1)
    expect(row.sent_at).toBeNull()
    expect(row.last_error).toMatch(/busy/)
    expect(await deliverDue(pool, transport, 0)).toBe(1)
    expect(await deliverDue(pool, transport, 0)).toBe(0)
    await client.end()
    expect(smtp.received).toHaveLength(1)
  })

  it("two workers racing over the same outbox send each mail exactly once", async () => {
    const { pool, smtp, enqueue } = await setup()
    const transport = smtpTransport(smtp.url, "Soundcheck <no-reply@test>")
    cleanups.push(async () => transport.close())
    for (let i = 0; i < 30; i++) await enqueue(`fan${i}@example.com`, `m${i}`)
    const counts = await Promise.all([deliverDue(pool, transport), deliverDue(pool, transport), deliverDue(pool, transport)])
    const rest = await deliverDue(pool, transport)
    expect(counts.reduce((a, b) => a + b, 0) + rest).toBeLessThanOrEqual(30)
    while ((await deliverDue(pool, transport)) > 0);
    expect(smtp.received).toHaveLength(30)
    expect(new Set(smtp.received.map((m) => m.subject)).size).toBe(30)
  })

  it("sends account mail first, then notifications, then digests: a reset queued behind a flood goes right after the batch in flight", async () => {
    const { db, runtime, pool } = await setup()
    const queue = (subject: string, priority: MailPriority) =>
      runtime.runPromise(MailOutbox.use((o) => o.enqueue({ to: "bob@example.com", subject, text: subject, priority })))
    await queue("digest", "digest")
    const flood = 3 * BATCH
    for (let n = 0; n < flood; n++) await queue(`news ${n}`, "notification")
    const transport = slowTransport()
    const delivery = await startMailDelivery({ url: db.url, pool, transport, pollMs: 60_000 })
    cleanups.push(delivery.stop)
    // The first batch of the flood is claimed and being sent when the reset is queued.
    await transport.started
    await queue("reset", "account")
    transport.release()
    await waitFor(() => transport.sent.length === flood + 2)
    expect(transport.sent.indexOf("reset")).toBe(BATCH)
    expect(transport.sent.filter((subject) => subject.startsWith("news"))).toEqual(Array.from({ length: flood }, (_, n) => `news ${n}`))
    expect(transport.sent.at(-1)).toBe("digest")
  })
})
