/**
 * DiscoveryRepo on PostgreSQL: one statement per page. The `page` CTE pages the concerts first (keyset on
 * (date, id), filters and the activity EXISTS before LIMIT), then the same statement annotates only that
 * page: the viewer's own status and a json array of the interests shown, in user id order.
 */
import { Effect, Layer, Option, Schema } from "effect"
import { type FragmentSqlToken, sql } from "slonik"
import { type AnnotatedConcert, DiscoveryRepo, type PageQuery } from "../../domain/concerts/discovery-repo.ts"
import { displayNameOf, OPPORTUNITY_THRESHOLD, type ShownInterest } from "../../domain/concerts/discovery.ts"
import { circleCtes, keepsShown, LARGE_CIRCLE, mayKeep, shownOn, visibleToViewer } from "./discovery-sql.pg.ts"
import { ConcertRow, concertColumnsOf, toConcert } from "./concert-row.ts"
import type { PgPool } from "./pool.ts"
import { readRunner } from "./read-routing.ts"

const Status = Schema.Literals(["not_interested", "interested", "has_tickets"])
const ShownRow = Schema.Struct({
  user_id: Schema.String,
  interest_status: Schema.Literals(["interested", "has_tickets"]),
  degree: Schema.NullOr(Schema.Literals([1, 2])),
  display_name: Schema.NullOr(Schema.String)
})
const PageRow = Schema.Struct({
  ...ConcertRow.fields,
  user_interest: Schema.NullOr(Status),
  friends_interested: Schema.Number,
  friends_tickets: Schema.Number,
  fof_interested: Schema.Number,
  fof_tickets: Schema.Number,
  others_interested: Schema.Number,
  others_tickets: Schema.Number,
  shown: Schema.Array(ShownRow)
})
const pageRow = sql.type(Schema.toStandardSchemaV1(PageRow))
const shownPageRow = sql.type(Schema.toStandardSchemaV1(Schema.Struct({ shown: Schema.Array(ShownRow) })))
const opportunityRow = sql.type(
  Schema.toStandardSchemaV1(
    Schema.Struct({ kind: Schema.Literals(["ready_to_go", "building_interest"]), total: Schema.Number, first: Schema.Array(Schema.String) })
  )
)
const countsRow = sql.type(
  Schema.toStandardSchemaV1(
    Schema.Struct({
      yours: Schema.Number,
      have_tickets: Schema.Number,
      total: Schema.Number
    })
  )
)

const none = sql.fragment``

const toShown = (s: typeof ShownRow.Type): ShownInterest => ({
  userId: s.user_id,
  displayName: displayNameOf(s.user_id, s.display_name),
  status: s.interest_status,
  degree: s.degree
})

const toAnnotated = (r: (typeof PageRow)["Type"]): AnnotatedConcert => ({
  concert: toConcert(r),
  userInterest: r.user_interest,
  shown: r.shown.map(toShown),
  counts: {
    friends: { interested: r.friends_interested, hasTickets: r.friends_tickets },
    friendsOfFriends: { interested: r.fof_interested, hasTickets: r.fof_tickets },
    others: { interested: r.others_interested, hasTickets: r.others_tickets }
  }
})

/** `shownRank` in SQL over `s` (a shown interest): friends, friends of friends, others; tickets first within each. */
export const rankOf = sql.fragment`((CASE s.degree WHEN 1 THEN 0 WHEN 2 THEN 2 ELSE 4 END) + (CASE WHEN s.interest_status = 'has_tickets' THEN 0 ELSE 1 END))`

const countOf = (degree: FragmentSqlToken, status: "interested" | "has_tickets") =>
  sql.fragment`(count(*) FILTER (WHERE ${degree} AND s.interest_status = ${status}))::int`

/**
 * One page in one pass: concerts in (date, id) order, each annotated as it is reached (its shown interests
 * counted by degree and status, and the first `shownLimit` of them, closest first, as json; all when unset),
 * kept or not on those counts, until LIMIT. d1 and d2 are hashed once for the statement, where testing the
 * activity first and annotating the page after hashed them twice. `mayKeep` skips concerts that cannot be
 * kept before they are annotated.
 */
export const pageStatement = (
  { viewerId: v, circle, activity, city, from, to, concertId, ids, limit, after, shownLimit, now, withoutCancelled, artistKey, cities }: PageQuery,
  largeCircle = LARGE_CIRCLE,
  only: ReadonlyArray<string> | undefined = ids
) => sql.fragment`
  WITH ${circleCtes(v, circle, now)},
  page AS (
    SELECT ${concertColumnsOf("c")}, s.*
    FROM concerts c
    CROSS JOIN LATERAL (
      SELECT ${countOf(sql.fragment`s.degree = 1`, "interested")} AS friends_interested,
        ${countOf(sql.fragment`s.degree = 1`, "has_tickets")} AS friends_tickets,
        ${countOf(sql.fragment`s.degree = 2`, "interested")} AS fof_interested,
        ${countOf(sql.fragment`s.degree = 2`, "has_tickets")} AS fof_tickets,
        ${countOf(sql.fragment`s.degree IS NULL`, "interested")} AS others_interested,
        ${countOf(sql.fragment`s.degree IS NULL`, "has_tickets")} AS others_tickets,
        COALESCE(json_agg(json_build_object('user_id', s.user_id, 'interest_status', s.interest_status,
                  'degree', s.degree, 'display_name', s.display_name) ORDER BY s.rank, s.user_id)
                 ${shownLimit === undefined ? none : sql.fragment`FILTER (WHERE s.place <= ${shownLimit})`}, '[]'::json) AS shown
      FROM (SELECT s.*, ${rankOf} AS rank, row_number() OVER (ORDER BY ${rankOf}, s.user_id) AS place
            FROM (${shownOn(v, circle, sql.fragment`c.id`, sql.fragment`true`, concertId === undefined ? "hashed" : "probed")}) s) s) s
    WHERE ${mayKeep(v, circle, activity, largeCircle)} AND ${keepsShown(activity)}
      ${from === undefined ? none : sql.fragment`AND c.date >= ${from}::date`}
      ${to === undefined ? none : sql.fragment`AND c.date <= ${to}::date`}
      ${concertId === undefined ? none : sql.fragment`AND c.id = ${concertId}::uuid`}
      ${withoutCancelled === true ? sql.fragment`AND c.status <> 'cancelled'` : none}
      ${city === undefined ? none : sql.fragment`AND c.city = ${city}`}
      ${artistKey === undefined ? none : sql.fragment`AND c.artist_key = ${artistKey}`}
      ${cities === undefined ? none : sql.fragment`AND (CASE WHEN c.city_folded = '' THEN c.city ELSE c.city_folded END) = ANY(${sql.array(cities, "text")})`}
      ${after === undefined ? none : sql.fragment`AND (c.date, c.id) > (${after.date}::date, ${after.id}::uuid)`}
      ${only === undefined ? none : sql.fragment`AND c.id = ANY(${sql.array(only, "uuid")})`}
    ORDER BY c.date, c.id
    ${limit === undefined ? none : sql.fragment`LIMIT ${limit}`})
  SELECT page.*, mine.interest_status AS user_interest
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
      // Every discovery read tolerates lag: on the replica when the caller allows it (read-routing.ts).
      const run = yield* readRunner
      return DiscoveryRepo.of({
        shownOn: ({ viewerId: v, concertId, circle, limit, after, now }) =>
          run((db) =>
            db.maybeOne(shownPageRow`
              WITH ${circleCtes(v, circle, now)}
              SELECT COALESCE((SELECT json_agg(x ORDER BY x.rank, x.user_id) FROM (
                SELECT s.user_id, s.interest_status, s.degree, s.display_name, ${rankOf} AS rank
                FROM (${shownOn(v, circle, sql.fragment`c.id`)}) s
                ${after === undefined ? none : sql.fragment`WHERE (${rankOf}, s.user_id) > (${after.rank}, ${after.userId}::uuid)`}
                ORDER BY 5, s.user_id LIMIT ${limit}) x), '[]'::json) AS shown
              FROM (SELECT ${concertId}::uuid AS id) c WHERE EXISTS (SELECT 1 FROM concerts k WHERE k.id = c.id)`)
          ).pipe(Effect.map((row) => (row === null ? Option.none() : Option.some(row.shown.map(toShown))))),
        page: (q) => run((db) => db.any(pageRow`${pageStatement(q, largeCircle)}`)).pipe(Effect.map((rows) => rows.map(toAnnotated))),
        opportunities: (v, from, perKind, now) =>
          Effect.gen(function* () {
            // classifyOpportunity on counts of the circle's shown interests per concert: the circle's people
            // filtered by visibility once, then their interests by the primary key on user, grouped by concert.
            const kinds = yield* run((db) =>
              db.any(opportunityRow`
                WITH ${circleCtes(v, "friends_of_friends", now)},
                visible AS MATERIALIZED (
                  SELECT ci.user_id FROM circle ci LEFT JOIN profiles p ON p.user_id = ci.user_id WHERE ${visibleToViewer}),
                counted AS (
                  SELECT i.concert_id, count(*) FILTER (WHERE i.interest_status = 'has_tickets') AS tickets,
                    count(*) FILTER (WHERE i.interest_status = 'interested') AS interested
                  FROM visible ci JOIN user_concert_interests i ON i.user_id = ci.user_id
                  WHERE i.interest_status <> 'not_interested'
                  GROUP BY i.concert_id),
                classified AS (
                  SELECT c.id, c.date, CASE WHEN k.tickets >= ${OPPORTUNITY_THRESHOLD} THEN 'ready_to_go'
                    WHEN k.tickets + k.interested >= ${OPPORTUNITY_THRESHOLD} AND k.interested >= ${OPPORTUNITY_THRESHOLD}
                    THEN 'building_interest' END AS kind
                  FROM counted k JOIN concerts c ON c.id = k.concert_id
                  WHERE c.date >= ${from}::date AND c.status <> 'cancelled')
                SELECT kind, count(*)::int AS total, (array_agg(id::text ORDER BY date, id))[1:${perKind}] AS first
                FROM classified WHERE kind IS NOT NULL GROUP BY kind`)
            )
            const ids = kinds.flatMap((k) => k.first)
            const annotated =
              ids.length === 0
                ? []
                : yield* run((db) =>
                    db.any(pageRow`${pageStatement({ viewerId: v, circle: "friends_of_friends", activity: "all", now }, LARGE_CIRCLE, ids)}`)
                  ).pipe(Effect.map((rows) => rows.map(toAnnotated)))
            const ofKind = (kind: (typeof kinds)[number]["kind"]) => {
              const first = new Set(kinds.find((k) => k.kind === kind)?.first ?? [])
              return annotated.filter((a) => first.has(a.concert.id))
            }
            return {
              readyToGo: ofKind("ready_to_go"),
              buildingInterest: ofKind("building_interest"),
              total: kinds.reduce((sum, k) => sum + k.total, 0)
            }
          }),
        counts: (v, from) =>
          run((db) =>
            db.one(countsRow`
          SELECT
            (SELECT count(*) FROM concerts c WHERE c.date >= ${from}::date) AS total,
            (SELECT count(*) FROM user_concert_interests m JOIN concerts c ON c.id = m.concert_id
              WHERE m.user_id = ${v}::uuid AND c.date >= ${from}::date AND m.interest_status IN ('interested', 'has_tickets')) AS yours,
            (SELECT count(*) FROM user_concert_interests m JOIN concerts c ON c.id = m.concert_id
              WHERE m.user_id = ${v}::uuid AND c.date >= ${from}::date AND m.interest_status = 'has_tickets') AS have_tickets`)
          ).pipe(Effect.map((r) => ({ yours: r.yours, haveTickets: r.have_tickets, total: r.total })))
      })
    })
  )

export const layer = layerWith()
