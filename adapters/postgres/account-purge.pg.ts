/**
 * AccountPurge on PostgreSQL (issue #30), inside the caller's transaction. `erase` deletes what the users row does
 * not cascade to (rows keyed by the address, mail, counters, feedback and invitations kept past an account by SET
 * NULL), then the users row, whose foreign keys delete or forget the rest (migrations 0001–0025: CASCADE for the
 * person's own rows, SET NULL where the row is someone else's). The audit log's trigger lets through only the
 * pseudonymising update, while `soundcheck.pseudonymising` is on in this transaction (migration 0024).
 */
import { Effect, Layer, Option, Schema } from "effect"
import { sql } from "slonik"
import { emailKey } from "../../domain/accounts/credentials.ts"
import { AccountPurge } from "../../domain/accounts/purge-repo.ts"
import { pseudonymOf } from "../crypto/pseudonym.ts"
import { noRows, PgPool, query } from "./pool.ts"
import { isUuid } from "./rows.ts"

const accountRow = sql.type(
  Schema.toStandardSchemaV1(Schema.Struct({ id: Schema.String, email: Schema.String, deletion_requested_at: Schema.NullOr(Schema.Number) }))
)
const idRow = sql.type(Schema.toStandardSchemaV1(Schema.Struct({ id: Schema.String })))

/**
 * The address as a PostgreSQL regular expression (ARE) matching itself in any letter case of A–Z, as the memory adapter
 * compares: each letter a class of its two cases, each of the pattern's own symbols escaped.
 */
const anyCasePattern = (text: string) =>
  [...text].map((c) => (/[A-Za-z]/.test(c) ? `[${c.toLowerCase()}${c.toUpperCase()}]` : /[.^$*+?()[\]{}|\\]/.test(c) ? `\\${c}` : c)).join("")

export const layer: Layer.Layer<AccountPurge, never, PgPool> = Layer.effect(
  AccountPurge,
  Effect.gen(function* () {
    const pool = yield* PgPool
    const run = <A>(f: Parameters<typeof query<A>>[0]) => Effect.provideService(query(f), PgPool, pool)
    return AccountPurge.of({
      pseudonymOf: (userId) => Effect.sync(() => pseudonymOf(userId)),
      lock: (userId) =>
        isUuid(userId)
          ? run((db) =>
              db.maybeOne(accountRow`
              SELECT id::text AS id, email, deletion_requested_at FROM users WHERE id = ${userId}::uuid FOR UPDATE`)
            ).pipe(
              Effect.map((row) => Option.map(Option.fromNullishOr(row), (r) => ({ id: r.id, email: r.email, deletionRequestedAt: r.deletion_requested_at })))
            )
          : Effect.succeed(Option.none()),
      plansMadeBy: (userId) => run((db) => db.anyFirst(idRow`SELECT id::text AS id FROM plans WHERE maker_id = ${userId}::uuid ORDER BY created_at, id`)),
      handOverPlan: (planId, heirId) =>
        run((db) => db.query(noRows`UPDATE plans SET maker_id = ${heirId}::uuid WHERE id = ${planId}::uuid`)).pipe(Effect.asVoid),
      anonymiseMessages: (userId) =>
        run((db) => db.query(noRows`UPDATE plan_messages SET author_id = NULL, text = NULL WHERE author_id = ${userId}::uuid`)).pipe(
          Effect.map((result) => result.rowCount)
        ),
      // The shown name of a report about the person is its snapshot's displayName (a profile) or authorName (a message).
      pseudonymiseReports: (userId, pseudonym) =>
        run((db) =>
          db.query(noRows`
          UPDATE reports SET
            target_id = CASE WHEN target_id = ${userId}::uuid THEN ${pseudonym}::uuid ELSE target_id END,
            subject_id = CASE WHEN subject_id = ${userId}::uuid THEN NULL ELSE subject_id END,
            snapshot = replace(
              (snapshot || coalesce((
                SELECT jsonb_object_agg(k, to_jsonb(${pseudonym}::text)) FROM jsonb_object_keys(snapshot) k WHERE k IN ('displayName', 'authorName')
              ), '{}'::jsonb))::text,
              ${userId}, ${pseudonym})::jsonb
          WHERE subject_id = ${userId}::uuid OR target_id = ${userId}::uuid`)
        ).pipe(Effect.asVoid),
      pseudonymiseAudit: ({ id, email }, pseudonym) =>
        run(async (db) => {
          const address = anyCasePattern(email)
          await db.query(noRows`SELECT set_config('soundcheck.pseudonymising', 'on', true)`)
          await db.query(noRows`
            UPDATE audit_log SET
              actor_id = CASE WHEN actor_id = ${id}::uuid THEN ${pseudonym}::uuid ELSE actor_id END,
              subject_id = regexp_replace(replace(subject_id, ${id}, ${pseudonym}), ${address}, ${pseudonym}, 'g'),
              details = regexp_replace(replace(details::text, ${id}, ${pseudonym}), ${address}, ${pseudonym}, 'g')::jsonb
            WHERE actor_id = ${id}::uuid OR strpos(subject_id, ${id}) > 0 OR strpos(details::text, ${id}) > 0
              OR subject_id ~ ${address} OR details::text ~ ${address}`)
          await db.query(noRows`SELECT set_config('soundcheck.pseudonymising', 'off', true)`)
        }),
      erase: ({ id, email }) =>
        run(async (db) => {
          const key = emailKey(email)
          await db.query(noRows`DELETE FROM feedback_requests WHERE user_id = ${id}::uuid`)
          await db.query(noRows`DELETE FROM invitations WHERE inviter_id = ${id}::uuid OR accepted_by = ${id}::uuid OR email_key = ${key}`)
          await db.query(noRows`DELETE FROM waitlist WHERE email_key = ${key}`)
          await db.query(noRows`
            DELETE FROM mail_outbox
            WHERE lower(to_address) = lower(${email})
              OR strpos(subject || text_body || coalesce(html_body, '') || headers::text, ${id}) > 0
              OR strpos(lower(subject || text_body || coalesce(html_body, '') || headers::text), lower(${email})) > 0`)
          await db.query(noRows`DELETE FROM rate_limits WHERE strpos(key, ${id}) > 0 OR strpos(key, ${key}) > 0`)
          await db.query(noRows`DELETE FROM users WHERE id = ${id}::uuid`)
        })
    })
  })
)
