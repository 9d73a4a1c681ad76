/**
 * MailOutbox on PostgreSQL: a row in mail_outbox, written on the unit of work's connection, and a
 * NOTIFY that PostgreSQL delivers only when that transaction commits, waking the delivery worker.
 */
import { Effect, Layer, Schema } from "effect"
import { sql } from "slonik"
import { MAIL_PRIORITIES, MailOutbox, type MailPriority, type QueuedMail } from "../../domain/kernel/mail.ts"
import { noRows, PgPool, query } from "./pool.ts"
import { instant } from "./rows.ts"

export const MAIL_CHANNEL = "soundcheck_mail_outbox"

/** `mail_outbox.priority` (migration 0018): the position in `MAIL_PRIORITIES`, so the delivery's `ORDER BY priority` sends account mail first. */
export const priorityColumn = (priority: MailPriority): number => MAIL_PRIORITIES.indexOf(priority)

const MailRow = Schema.Struct({
  id: Schema.Number,
  to_address: Schema.String,
  subject: Schema.String,
  text_body: Schema.String,
  html_body: Schema.NullOr(Schema.String),
  headers: Schema.Record(Schema.String, Schema.String),
  priority: Schema.Number,
  created_at: Schema.Number,
  sent_at: Schema.NullOr(Schema.Number),
  attempts: Schema.Number
})
const mailRow = sql.type(Schema.toStandardSchemaV1(MailRow))
const countRow = sql.type(Schema.toStandardSchemaV1(Schema.Struct({ count: Schema.Number })))

const toMail = (row: typeof MailRow.Type): QueuedMail => ({
  id: row.id,
  to: row.to_address,
  subject: row.subject,
  text: row.text_body,
  html: row.html_body ?? undefined,
  headers: row.headers,
  priority: MAIL_PRIORITIES[row.priority]!,
  createdAt: row.created_at,
  sentAt: row.sent_at,
  attempts: row.attempts
})

export const layer: Layer.Layer<MailOutbox, never, PgPool> = Layer.effect(
  MailOutbox,
  Effect.gen(function* () {
    const pool = yield* PgPool
    const run = <A>(f: Parameters<typeof query<A>>[0]) => Effect.provideService(query(f), PgPool, pool)
    return MailOutbox.of({
      enqueue: (message) =>
        run(async (db) => {
          await db.query(noRows`
            INSERT INTO mail_outbox (to_address, subject, text_body, html_body, headers, priority)
            VALUES (${message.to}, ${message.subject}, ${message.text}, ${message.html ?? null}, ${sql.jsonb(message.headers ?? {})},
                    ${priorityColumn(message.priority ?? "account")})`)
          await db.query(noRows`SELECT pg_notify(${MAIL_CHANNEL}, '')`)
        }),
      list: ({ limit, to }) =>
        run((db) =>
          db.any(mailRow`
            SELECT id, to_address, subject, text_body, html_body, headers, priority, created_at, sent_at, attempts
            FROM mail_outbox
            ${to === undefined ? sql.fragment`` : sql.fragment`WHERE lower(to_address COLLATE "C") = lower(${to} COLLATE "C")`}
            ORDER BY id DESC LIMIT ${limit}`)
        ).pipe(Effect.map((rows) => rows.map(toMail))),
      // mail_outbox_recipient_idx (to_address, created_at) of notification mail serves the per-recipient cap.
      countQueued: (to, priority, since) =>
        run((db) =>
          db.oneFirst(countRow`
            SELECT count(*)::int AS count FROM mail_outbox
            WHERE to_address = ${to} AND priority = ${priorityColumn(priority)} AND created_at >= ${instant(since)}`)
        ),
      deleteQueuedBefore: (before, limit) =>
        run((db) =>
          db.query(noRows`
            DELETE FROM mail_outbox WHERE id IN (SELECT id FROM mail_outbox WHERE created_at < ${instant(before)} LIMIT ${limit})`)
        ).pipe(Effect.map((result) => result.rowCount))
    })
  })
)
