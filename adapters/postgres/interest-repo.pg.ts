/** InterestRepo on PostgreSQL: user_concert_interests joined to its concerts. */
import { Effect, Layer, Option, Schema } from "effect"
import { sql } from "slonik"
import { InterestRepo } from "../../domain/concerts/interest-repo.ts"
import { ConcertRow, toConcert } from "./concert-row.ts"
import { edges } from "./friendship-repo.pg.ts"
import { PgPool, query } from "./pool.ts"
import { instant, isUuid } from "./rows.ts"

const ActivityRow = Schema.Struct({
  ...ConcertRow.fields,
  interest_status: Schema.Literals(["interested", "has_tickets"])
})
const activityRow = sql.type(Schema.toStandardSchemaV1(ActivityRow))
const Status = Schema.Literals(["not_interested", "interested", "has_tickets"])
const friendInterestRow = sql.type(Schema.toStandardSchemaV1(Schema.Struct({ user_id: Schema.String, interest_status: Status })))
const setRow = sql.type(Schema.toStandardSchemaV1(Schema.Struct({ saved: Schema.Boolean, previous: Schema.NullOr(Status) })))

export const layer: Layer.Layer<InterestRepo, never, PgPool> = Layer.effect(
  InterestRepo,
  Effect.gen(function* () {
    const pool = yield* PgPool
    const run = <A>(f: Parameters<typeof query<A>>[0]) => Effect.provideService(query(f), PgPool, pool)
    return InterestRepo.of({
      // The concert row is read under KEY SHARE: a merge or delete holding it makes this wait, and once that
      // commits the row is gone, nothing is inserted and the caller hears so (no foreign-key error, no lost click).
      // The replaced status is read from the statement's snapshot, before its own update (a row lock there would
      // see the row this statement updates and find nothing); two clicks at once may both report the older one.
      set: (userId, concertId, status, at) =>
        run((db) =>
          db.one(setRow`
          WITH previous AS (
            SELECT interest_status FROM user_concert_interests WHERE user_id = ${userId} AND concert_id = ${concertId}
          ), saved AS (
            INSERT INTO user_concert_interests (user_id, concert_id, interest_status, created_at, updated_at)
            SELECT ${userId}, c.id, ${status}, ${instant(at)}, ${instant(at)}
            FROM concerts c WHERE c.id = ${concertId} FOR KEY SHARE
            ON CONFLICT (user_id, concert_id) DO UPDATE SET interest_status = excluded.interest_status, updated_at = excluded.updated_at
            RETURNING 1
          )
          SELECT EXISTS (SELECT 1 FROM saved) AS saved, (SELECT interest_status FROM previous) AS previous`)
        ).pipe(Effect.map((row) => (row.saved ? Option.some(row.previous) : Option.none()))),
      activityOf: (userId) =>
        isUuid(userId)
          ? run((db) =>
              db.any(activityRow`
              SELECT c.id, c.artist, c.venue, c.city, c.date, c.description, c.image_url, c.created_by, c.created_at, i.interest_status
              FROM user_concert_interests i JOIN concerts c ON c.id = i.concert_id
              WHERE i.user_id = ${userId} AND i.interest_status IN ('interested', 'has_tickets')
              ORDER BY c.date, c.id`)
            ).pipe(
              Effect.map((rows) =>
                rows.map((r) => ({
                  concert: toConcert(r),
                  status: r.interest_status
                }))
              )
            )
          : Effect.succeed([]),
      friendsInterestIn: (userId, concertId) =>
        isUuid(userId)
          ? run((db) =>
              db.any(friendInterestRow`
              SELECT e.dst::text AS user_id, i.interest_status
              FROM ${edges} e JOIN user_concert_interests i ON i.user_id = e.dst AND i.concert_id = ${concertId}
              WHERE e.src = ${userId}
              ORDER BY e.dst`)
            ).pipe(Effect.map((rows) => rows.map((r) => ({ userId: r.user_id, status: r.interest_status }))))
          : Effect.succeed([])
    })
  })
)
