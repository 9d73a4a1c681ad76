/**
 * MailOutbox on PostgreSQL: a row in mail_outbox, written on the unit of work's connection, and a
 * NOTIFY that PostgreSQL delivers only when that transaction commits, waking the delivery worker.
 */
import { Effect, Layer, Schema } from "effect"
import { sql } from "slonik"
import { MailOutbox, type QueuedMail } from "../../domain/kernel/mail.ts"
import { noRows, PgPool, query } from "./pool.ts"

export const MAIL_CHANNEL = "soundcheck_mail_outbox"

const MailRow = Schema.Struct({
  id: Schema.Number,
  to_address: Schema.String,
  subject: Schema.String,
  text_body: Schema.String,
  html_body: Schema.NullOr(Schema.String),
  headers: Schema.Record(Schema.String, Schema.String),
  created_at: Schema.Number,
  sent_at: Schema.NullOr(Schema.Number),
  attempts: Schema.Number
})
const mailRow = sql.type(Schema.toStandardSchemaV1(MailRow))

const toMail = (row: typeof MailRow.Type): QueuedMail => ({
  id: row.id,
  to: row.to_address,
  subject: row.subject,
  text: row.text_body,
  html: row.html_body ?? undefined,
  headers: row.headers,
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
            INSERT INTO mail_outbox (to_address, subject, text_body, html_body, headers)
            VALUES (${message.to}, ${message.subject}, ${message.text}, ${message.html ?? null}, ${sql.jsonb(message.headers ?? {})})`)
          await db.query(noRows`SELECT pg_notify(${MAIL_CHANNEL}, '')`)
        }),
      list: ({ limit, to }) =>
        run((db) =>
          db.any(mailRow`
            SELECT id, to_address, subject, text_body, html_body, headers, created_at, sent_at, attempts
            FROM mail_outbox
            ${to === undefined ? sql.fragment`` : sql.fragment`WHERE lower(to_address) = lower(${to})`}
            ORDER BY id DESC LIMIT ${limit}`)
        ).pipe(Effect.map((rows) => rows.map(toMail)))
    })
  })
)
