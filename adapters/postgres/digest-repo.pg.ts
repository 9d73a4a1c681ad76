/** DigestRepo on PostgreSQL: `profiles.time_zone` and `digest_runs` (migration 0011). */
import { Effect, Layer, Schema } from "effect"
import { sql } from "slonik"
import { DigestRepo } from "../../domain/notifications/digest-repo.ts"
import { noRows, PgPool, query } from "./pool.ts"
import { awayUsersSql } from "./hidden-sql.pg.ts"
import { isUuid } from "./rows.ts"

const zoneRow = sql.type(Schema.toStandardSchemaV1(Schema.Struct({ time_zone: Schema.NullOr(Schema.String) })))
const recipientRow = sql.type(
  Schema.toStandardSchemaV1(
    Schema.Struct({ user_id: Schema.String, email: Schema.String, time_zone: Schema.NullOr(Schema.String), last_week: Schema.NullOr(Schema.String) })
  )
)
const weekRow = sql.type(Schema.toStandardSchemaV1(Schema.Struct({ week: Schema.String })))

export const layer: Layer.Layer<DigestRepo, never, PgPool> = Layer.effect(
  DigestRepo,
  Effect.gen(function* () {
    const pool = yield* PgPool
    const run = <A>(f: Parameters<typeof query<A>>[0]) => Effect.provideService(query(f), PgPool, pool)
    return DigestRepo.of({
      timeZone: (userId) =>
        isUuid(userId)
          ? run((db) => db.maybeOne(zoneRow`SELECT time_zone FROM profiles WHERE user_id = ${userId}`)).pipe(Effect.map((row) => row?.time_zone ?? null))
          : Effect.succeed(null),
      setTimeZone: (userId, zone) =>
        isUuid(userId)
          ? run((db) => db.query(noRows`UPDATE profiles SET time_zone = ${zone}, updated_at = now() WHERE user_id = ${userId}`)).pipe(Effect.asVoid)
          : Effect.void,
      recipients: (now) =>
        run((db) =>
          db.any(recipientRow`
            SELECT p.user_id::text AS user_id, u.email, p.time_zone,
                   (SELECT max(r.week) FROM digest_runs r WHERE r.user_id = p.user_id) AS last_week
            FROM profiles p JOIN users u ON u.id = p.user_id
            WHERE p.user_id NOT IN (SELECT user_id FROM (${awayUsersSql(now)}) a)
            ORDER BY p.user_id`)
        ).pipe(Effect.map((rows) => rows.map((r) => ({ userId: r.user_id, email: r.email, timeZone: r.time_zone, lastWeek: r.last_week })))),
      // Inside the caller's transaction: a second instance's insert waits for this one's commit, then finds the row.
      claim: (userId, week) =>
        isUuid(userId)
          ? run((db) => db.maybeOne(weekRow`INSERT INTO digest_runs (user_id, week) VALUES (${userId}, ${week}) ON CONFLICT DO NOTHING RETURNING week`)).pipe(
              Effect.map((row) => row !== null)
            )
          : Effect.succeed(false)
    })
  })
)
