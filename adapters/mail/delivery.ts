/**
 * Delivers the mail outbox after commit. Woken by the NOTIFY each enqueue sends (PostgreSQL delivers it
 * only when the enqueuing transaction commits) and by a timer for retries. Rows are claimed with
 * FOR UPDATE SKIP LOCKED, so several API instances never send one mail twice; the highest priority first
 * (account mail, then notifications, then digests: `mail_outbox.priority`), so a reset waits at most for the
 * batch being sent, never behind a flood of notifications (issue #35). A failed send is retried
 * with exponential backoff, up to MAX_ATTEMPTS. While SMTP is down rows stay queued with their attempts
 * counted; while PostgreSQL is down the worker's passes fail and its LISTEN connection reconnects.
 */
import { Schema } from "effect"
import { type DatabasePool, sql } from "slonik"
import { listen } from "../postgres/listener.ts"
import { noRows } from "../postgres/pool.ts"
import type { MailTransport } from "./transport.ts"

export const MAX_ATTEMPTS = 8
/** Mails claimed per transaction: what a reset may wait behind. */
export const BATCH = 20

const DueRow = Schema.Struct({
  id: Schema.Number,
  to_address: Schema.String,
  subject: Schema.String,
  text_body: Schema.String,
  html_body: Schema.NullOr(Schema.String),
  headers: Schema.Record(Schema.String, Schema.String),
  attempts: Schema.Number
})
const dueRow = sql.type(Schema.toStandardSchemaV1(DueRow))

/** Sends what is due now; returns how many were sent. */
export const deliverDue = (pool: DatabasePool, transport: MailTransport, backoffSeconds = 5): Promise<number> =>
  pool.transaction(async (t) => {
    const due = await t.any(dueRow`
      SELECT id, to_address, subject, text_body, html_body, headers, attempts FROM mail_outbox
      WHERE sent_at IS NULL AND attempts < ${MAX_ATTEMPTS} AND next_attempt_at <= now()
      ORDER BY priority, id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`)
    let sent = 0
    for (const row of due) {
      try {
        await transport.send({
          to: row.to_address,
          subject: row.subject,
          text: row.text_body,
          html: row.html_body ?? undefined,
          headers: row.headers
        })
        await t.query(noRows`UPDATE mail_outbox SET sent_at = now(), attempts = attempts + 1, last_error = NULL WHERE id = ${row.id}`)
        sent += 1
      } catch (error) {
        const delay = backoffSeconds * 2 ** row.attempts
        await t.query(noRows`
          UPDATE mail_outbox SET attempts = attempts + 1, last_error = ${String((error as Error).message ?? error).slice(0, 500)},
            next_attempt_at = now() + make_interval(secs => ${delay})
          WHERE id = ${row.id}`)
      }
    }
    return sent
  })

export interface MailDelivery {
  /** Resolves once nothing due is left (for tests). */
  readonly drain: () => Promise<void>
  readonly stop: () => Promise<void>
}

export const startMailDelivery = async (options: {
  readonly url: string
  readonly pool: DatabasePool
  readonly transport: MailTransport
  readonly pollMs?: number
  readonly backoffSeconds?: number
  readonly onError?: (error: unknown) => void
}): Promise<MailDelivery> => {
  const onError = options.onError ?? (() => undefined)
  let running: Promise<void> = Promise.resolve()
  let again = false
  const kick = (): Promise<void> => {
    again = true
    running = running.then(async () => {
      while (again) {
        again = false
        try {
          if ((await deliverDue(options.pool, options.transport, options.backoffSeconds)) > 0) again = true
        } catch (error) {
          onError(error)
        }
      }
    })
    return running
  }
  // Re-listens after the database restarts, and then looks for what was committed meanwhile.
  const listener = listen({
    url: options.url,
    channels: ["soundcheck_mail_outbox"], // the channel MailOutbox notifies (mail-outbox.pg.ts)
    onNotification: () => void kick(),
    onListening: () => void kick(),
    onError
  })
  await listener.ready
  const timer = setInterval(() => void kick(), options.pollMs ?? 5_000)
  return {
    drain: () => kick(),
    stop: async () => {
      clearInterval(timer)
      await running
      await listener.stop()
      options.transport.close()
    }
  }
}
