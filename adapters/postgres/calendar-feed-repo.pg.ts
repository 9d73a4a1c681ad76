/** CalendarFeedRepo on PostgreSQL: calendar_feeds, one row per user, keyed by the token's hash. */
import { Effect, Layer, Option, Schema } from "effect"
import { sql } from "slonik"
import { CalendarFeedRepo } from "../../domain/concerts/calendar-feed-repo.ts"
import { noRows, PgPool, query } from "./pool.ts"
import { instant, isUuid } from "./rows.ts"

const OwnerRow = sql.type(Schema.toStandardSchemaV1(Schema.Struct({ user_id: Schema.String })))

export const layer: Layer.Layer<CalendarFeedRepo, never, PgPool> = Layer.effect(
  CalendarFeedRepo,
  Effect.gen(function* () {
    const pool = yield* PgPool
    const run = <A>(f: Parameters<typeof query<A>>[0]) => Effect.provideService(query(f), PgPool, pool)
    return CalendarFeedRepo.of({
      set: (userId, tokenHash, at) =>
        run((db) =>
          db.query(noRows`
          INSERT INTO calendar_feeds (user_id, token_hash, created_at) VALUES (${userId}, ${tokenHash}, ${instant(at)})
          ON CONFLICT (user_id) DO UPDATE SET token_hash = excluded.token_hash, created_at = excluded.created_at`)
        ).pipe(Effect.asVoid),
      remove: (userId) =>
        isUuid(userId)
          ? run((db) => db.any(OwnerRow`DELETE FROM calendar_feeds WHERE user_id = ${userId} RETURNING user_id::text`)).pipe(
              Effect.map((rows) => rows.length > 0)
            )
          : Effect.succeed(false),
      exists: (userId) =>
        isUuid(userId)
          ? run((db) => db.maybeOne(OwnerRow`SELECT user_id::text FROM calendar_feeds WHERE user_id = ${userId}`)).pipe(Effect.map((row) => row !== null))
          : Effect.succeed(false),
      ownerOf: (tokenHash) =>
        run((db) => db.maybeOne(OwnerRow`SELECT user_id::text FROM calendar_feeds WHERE token_hash = ${tokenHash}`)).pipe(
          Effect.map((row) => Option.map(Option.fromNullishOr(row), (r) => r.user_id))
        )
    })
  })
)
