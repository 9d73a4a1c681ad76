/**
 * DiscoveryRepo on PostgreSQL: one statement per page. The `page` CTE pages the concerts first (keyset on
 * (date, id), filters and the activity EXISTS before LIMIT), then the same statement annotates only that
 * page: the viewer's own status and a json array of the interests shown, in user id order.
 */
import { Effect, Layer, Schema } from "effect"
import { sql } from "slonik"
import { DiscoveryRepo, type PageQuery } from "../../domain/concerts/discovery-repo.ts"
import { displayNameOf } from "../../domain/concerts/discovery.ts"
import { circleCtes, keeps, LARGE_CIRCLE, shownOn } from "./discovery-sql.pg.ts"
import { ConcertRow, toConcert } from "./concert-row.ts"
import { PgPool, query } from "./pool.ts"

const Status = Schema.Literals(["not_interested", "interested", "has_tickets"])
const ShownRow = Schema.Struct({
  user_id: Schema.String,
  interest_status: Schema.Literals(["interested", "has_tickets"]),
  degree: Schema.NullOr(Schema.Literals([1, 2])),
  display_name: Schema.NullOr(Schema.String)
})
const pageRow = sql.type(
  Schema.toStandardSchemaV1(
    Schema.Struct({
      ...ConcertRow.fields,
      user_interest: Schema.NullOr(Status),
      shown: Schema.Array(ShownRow)
    })
  )
)
const countsRow = sql.type(
  Schema.toStandardSchemaV1(
    Schema.Struct({
      yours: Schema.Number,
      have_tickets: Schema.Number,
      friend_activity: Schema.Number,
      total: Schema.Number
    })
  )
)

const none = sql.fragment``

/** One page: the concerts paged first (filters and the activity test before LIMIT), then only they annotated. */
export const pageStatement = ({ viewerId: v, circle, activity, city, from, limit, after }: PageQuery, largeCircle = LARGE_CIRCLE) => sql.fragment`
  WITH ${circleCtes(v, circle)},
  page AS (
    SELECT c.id, c.artist, c.venue, c.city, c.date, c.description, c.image_url, c.created_by, c.created_at
    FROM concerts c
    WHERE ${keeps(v, circle, activity, largeCircle)}
      ${from === undefined ? none : sql.fragment`AND c.date >= ${from}::date`}
      ${city === undefined ? none : sql.fragment`AND c.city = ${city}`}
      ${after === undefined ? none : sql.fragment`AND (c.date, c.id) > (${after.date}::date, ${after.id}::uuid)`}
    ORDER BY c.date, c.id
    ${limit === undefined ? none : sql.fragment`LIMIT ${limit}`})
  SELECT page.*, mine.interest_status AS user_interest,
    COALESCE((SELECT json_agg(json_build_object('user_id', s.user_id, 'interest_status', s.interest_status,
                'degree', s.degree, 'display_name', s.display_name) ORDER BY s.user_id)
              FROM (${shownOn(v, circle, sql.fragment`page.id`)}) s), '[]'::json) AS shown
  FROM page LEFT JOIN user_concert_interests mine ON mine.user_id = ${v}::uuid AND mine.concert_id = page.id
  ORDER BY page.date, page.id`

export interface DiscoveryOptions {
  /** The circle size above which pages probe concerts rather than read the circle's activity. */
  readonly largeCircle?: number
}

export const layerWith = ({ largeCircle = LARGE_CIRCLE }: DiscoveryOptions = {}): Layer.Layer<DiscoveryRepo, never, PgPool> =>
  Layer.effect(
    DiscoveryRepo,
    Effect.gen(function* () {
      const pool = yield* PgPool
      const run = <A>(f: Parameters<typeof query<A>>[0]) => Effect.provideService(query(f), PgPool, pool)
      return DiscoveryRepo.of({
        page: (q) =>
          run((db) => db.any(pageRow`${pageStatement(q, largeCircle)}`)).pipe(
            Effect.map((rows) =>
              rows.map((r) => ({
                concert: toConcert(r),
                userInterest: r.user_interest,
                shown: r.shown.map((s) => ({
                  userId: s.user_id,
                  displayName: displayNameOf(s.user_id, s.display_name),
                  status: s.interest_status,
                  degree: s.degree
                }))
              }))
            )
          ),
        counts: (v, from) =>
          run((db) =>
            db.one(countsRow`
          WITH ${circleCtes(v, "friends_of_friends")}
          SELECT
            (SELECT count(*) FROM concerts c WHERE c.date >= ${from}::date) AS total,
            (SELECT count(*) FROM user_concert_interests m JOIN concerts c ON c.id = m.concert_id
              WHERE m.user_id = ${v}::uuid AND c.date >= ${from}::date AND m.interest_status IN ('interested', 'has_tickets')) AS yours,
            (SELECT count(*) FROM user_concert_interests m JOIN concerts c ON c.id = m.concert_id
              WHERE m.user_id = ${v}::uuid AND c.date >= ${from}::date AND m.interest_status = 'has_tickets') AS have_tickets,
            (SELECT count(*) FROM circle_activity a JOIN concerts c ON c.id = a.concert_id WHERE c.date >= ${from}::date) AS friend_activity`)
          ).pipe(Effect.map((r) => ({ yours: r.yours, haveTickets: r.have_tickets, friendActivity: r.friend_activity, total: r.total })))
      })
    })
  )

export const layer = layerWith()
