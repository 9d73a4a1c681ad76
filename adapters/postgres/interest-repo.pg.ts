/** InterestRepo on PostgreSQL: user_concert_interests joined to its concerts. */
import { Effect, Layer, Option, Schema } from "effect"
import { sql } from "slonik"
import { InterestRepo } from "../../domain/concerts/interest-repo.ts"
import { ConcertRow, concertColumnsOf, toConcert } from "./concert-row.ts"
import { circleCtes, visibleToViewer } from "./discovery-sql.pg.ts"
import { edges } from "./friendship-repo.pg.ts"
import { awayUsersSql } from "./hidden-sql.pg.ts"
import { PgPool, query } from "./pool.ts"
import { readRunner } from "./read-routing.ts"
import { instant, isUuid } from "./rows.ts"

const ActivityRow = Schema.Struct({
  ...ConcertRow.fields,
  interest_status: Schema.Literals(["interested", "has_tickets"])
})
const activityRow = sql.type(Schema.toStandardSchemaV1(ActivityRow))
const Status = Schema.Literals(["not_interested", "interested", "has_tickets"])
const friendInterestRow = sql.type(Schema.toStandardSchemaV1(Schema.Struct({ user_id: Schema.String, interest_status: Status })))
const Visibility = Schema.Literals(["public", "friends_of_friends", "friends_only", "private"])
const nearbyRow = sql.type(
  Schema.toStandardSchemaV1(
    Schema.Struct({
      user_id: Schema.String,
      degree: Schema.Literals([1, 2]),
      holders: Schema.Array(
        Schema.Struct({ user_id: Schema.String, degree: Schema.Literals([1, 2]), visibility: Visibility, display_name: Schema.NullOr(Schema.String) })
      )
    })
  )
)
const userIdRow = sql.type(Schema.toStandardSchemaV1(Schema.Struct({ user_id: Schema.String })))
const setRow = sql.type(Schema.toStandardSchemaV1(Schema.Struct({ saved: Schema.Boolean, previous: Schema.NullOr(Status) })))

export const layer: Layer.Layer<InterestRepo, never, PgPool> = Layer.effect(
  InterestRepo,
  Effect.gen(function* () {
    const pool = yield* PgPool
    const run = <A>(f: Parameters<typeof query<A>>[0]) => Effect.provideService(query(f), PgPool, pool)
    /** Lag-tolerant reads (read-routing.ts). */
    const read = yield* readRunner
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
          ? read((db) =>
              db.any(activityRow`
              SELECT ${concertColumnsOf("c")}, i.interest_status
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
          : Effect.succeed([]),
      // One statement: the interests by their concert index, the plans by theirs, the accounts away anti-joined.
      // A page in id order: `after` bounds both halves, so each reads from its index onwards.
      goingTo: (concertId, now, after, limit) =>
        after !== null && !isUuid(after)
          ? Effect.succeed([])
          : run((db) => {
              const from = (column: ReturnType<typeof sql.identifier>) => (after === null ? sql.fragment`TRUE` : sql.fragment`${column} > ${after}::uuid`)
              return db.any(userIdRow`
                SELECT going.user_id::text AS user_id FROM (
                  SELECT i.user_id FROM user_concert_interests i
                  WHERE i.concert_id = ${concertId}::uuid AND i.interest_status IN ('interested', 'has_tickets')
                    AND ${from(sql.identifier(["i", "user_id"]))}
                  UNION
                  SELECT m.user_id FROM plans p JOIN plan_members m ON m.plan_id = p.id
                  WHERE p.concert_id = ${concertId}::uuid AND ${from(sql.identifier(["m", "user_id"]))}
                ) going
                WHERE going.user_id NOT IN (SELECT user_id FROM (${awayUsersSql(now)}) a)
                ORDER BY going.user_id LIMIT ${limit}`)
            }).pipe(Effect.map((rows) => rows.map((r) => r.user_id))),
      // The user's circle (the discovery CTEs) and its people interested in the concert (by the primary key); then who
      // of the concert's ticket holders each is shown, met in the middle: their friends (`near_edges`) joined to the
      // holders (degree 1) and to the holders' friends (`holder_edges`, degree 2), so a popular concert costs one index
      // read per holder, not one walk of the friends of friends per person.
      interestedNear: (userId, concertId, { degree, people, holders }, now) =>
        isUuid(userId)
          ? run((db) =>
              db.any(nearbyRow`
              WITH ${circleCtes(userId, "friends_of_friends", now)},
              away AS MATERIALIZED (${awayUsersSql(now)}),
              near AS MATERIALIZED (
                SELECT n.user_id, n.degree FROM circle n
                JOIN user_concert_interests i ON i.user_id = n.user_id AND i.concert_id = ${concertId} AND i.interest_status = 'interested'
                WHERE n.degree <= ${degree}
                ORDER BY n.user_id LIMIT ${people}),
              near_edges AS MATERIALIZED (
                SELECT near.user_id AS viewer, f.dst AS mid
                FROM near CROSS JOIN LATERAL (SELECT e.dst FROM ${edges} e WHERE e.src = near.user_id OFFSET 0) f
                WHERE f.dst NOT IN (SELECT user_id FROM away)),
              holders AS MATERIALIZED (
                SELECT h.user_id FROM user_concert_interests h
                WHERE h.concert_id = ${concertId} AND h.interest_status = 'has_tickets' AND h.user_id <> ${userId}::uuid
                  AND h.user_id NOT IN (SELECT user_id FROM away)),
              holder_edges AS MATERIALIZED (
                SELECT holders.user_id AS holder, f.dst AS mid
                FROM holders CROSS JOIN LATERAL (SELECT e.dst FROM ${edges} e WHERE e.src = holders.user_id OFFSET 0) f
                WHERE f.dst NOT IN (SELECT user_id FROM away)),
              seen AS (
                SELECT x.viewer, x.holder, min(x.degree) AS degree FROM (
                  SELECT ne.viewer, ne.mid AS holder, 1 AS degree FROM near_edges ne WHERE ne.mid IN (SELECT user_id FROM holders)
                  UNION ALL
                  SELECT ne.viewer, he.holder, 2 FROM near_edges ne JOIN holder_edges he ON he.mid = ne.mid WHERE he.holder <> ne.viewer) x
                GROUP BY x.viewer, x.holder),
              shown AS (
                SELECT ci.viewer, ci.holder, ci.degree, COALESCE(p.concert_visibility, 'friends_of_friends') AS visibility, p.display_name,
                  row_number() OVER (PARTITION BY ci.viewer ORDER BY ci.holder) AS n
                FROM seen ci
                LEFT JOIN LATERAL (SELECT pr.concert_visibility, pr.display_name FROM profiles pr WHERE pr.user_id = ci.holder OFFSET 0) p ON true
                WHERE ${visibleToViewer})
              SELECT near.user_id::text, near.degree, COALESCE(json_agg(json_build_object('user_id', shown.holder, 'degree', shown.degree,
                'visibility', shown.visibility, 'display_name', shown.display_name) ORDER BY shown.holder) FILTER (WHERE shown.holder IS NOT NULL), '[]'::json) AS holders
              FROM near LEFT JOIN shown ON shown.viewer = near.user_id AND shown.n <= ${holders}
              GROUP BY near.user_id, near.degree ORDER BY near.user_id`)
            ).pipe(
              Effect.map((rows) =>
                rows.map((r) => ({
                  userId: r.user_id,
                  degree: r.degree,
                  ticketHolders: r.holders.map((h) => ({
                    userId: h.user_id,
                    status: "has_tickets" as const,
                    degree: h.degree,
                    visibility: h.visibility,
                    displayName: h.display_name
                  }))
                }))
              )
            )
          : Effect.succeed([])
    })
  })
)
