/**
 * FriendshipRepo on PostgreSQL. A friendship is one row with the ids sorted; `edges` reads it from both
 * sides (a UNION ALL the planner flattens, so `src = …` uses the primary key on one branch and
 * friendships_b_idx on the other), and degree 2 is a two-hop join over it.
 */
import { Effect, Layer, Schema } from "effect"
import { sql } from "slonik"
import type { Degree } from "../../domain/friends/degree.ts"
import { FriendshipRepo } from "../../domain/friends/friendship-repo.ts"
import { hiddenFromSql } from "./hidden-sql.pg.ts"
import { noRows, PgPool, query } from "./pool.ts"
import { instant, isUuid } from "./rows.ts"

const FriendRow = Schema.Struct({ user_id: Schema.String, display_name: Schema.NullOr(Schema.String), since: Schema.Number })
const friendRow = sql.type(Schema.toStandardSchemaV1(FriendRow))
const DegreeRow = Schema.Struct({ id: Schema.String, degree: Schema.Literals(["self", "1", "2", "none"]) })
const degreeRow = sql.type(Schema.toStandardSchemaV1(DegreeRow))
const idRow = sql.type(Schema.toStandardSchemaV1(Schema.Struct({ id: Schema.String })))
const countRow = sql.type(Schema.toStandardSchemaV1(Schema.Struct({ n: Schema.Number })))

export const edges = sql.fragment`(
  SELECT user_a AS src, user_b AS dst, created_at FROM friendships
  UNION ALL
  SELECT user_b AS src, user_a AS dst, created_at FROM friendships)`

const toDegree = (value: (typeof DegreeRow.Type)["degree"]): Degree => (value === "1" ? 1 : value === "2" ? 2 : value)

export const layer: Layer.Layer<FriendshipRepo, never, PgPool> = Layer.effect(
  FriendshipRepo,
  Effect.gen(function* () {
    const pool = yield* PgPool
    const run = <A>(f: Parameters<typeof query<A>>[0]) => Effect.provideService(query(f), PgPool, pool)
    // Lower-cased first: uuids compare as bytes, which is the order of their lower-case text.
    const sorted = (a: string, b: string) => {
      const [x, y] = [a.toLowerCase(), b.toLowerCase()]
      return x < y ? ([x, y] as const) : ([y, x] as const)
    }
    const pair = (a: string, b: string) => {
      const [low, high] = sorted(a, b)
      return sql.fragment`user_a = ${low} AND user_b = ${high}`
    }
    return FriendshipRepo.of({
      friendsOf: (userId) =>
        isUuid(userId)
          ? run((db) =>
              db.any(friendRow`
              SELECT e.dst::text AS user_id, p.display_name, e.created_at AS since
              FROM ${edges} e LEFT JOIN profiles p ON p.user_id = e.dst
              WHERE e.src = ${userId}`)
            ).pipe(Effect.map((rows) => rows.map((r) => ({ userId: r.user_id, displayName: r.display_name, since: r.since }))))
          : Effect.succeed([]),
      areFriends: (a, b) =>
        isUuid(a) && isUuid(b) && a.toLowerCase() !== b.toLowerCase()
          ? run((db) => db.oneFirst(countRow`SELECT count(*)::int AS n FROM friendships WHERE ${pair(a, b)}`)).pipe(Effect.map((n) => n > 0))
          : Effect.succeed(false),
      add: (a, b, at) => {
        const [low, high] = sorted(a, b)
        return run((db) =>
          db.query(noRows`
          INSERT INTO friendships (user_a, user_b, created_at) VALUES (${low}, ${high}, ${instant(at)})
          ON CONFLICT (user_a, user_b) DO NOTHING`)
        ).pipe(Effect.asVoid)
      },
      remove: (a, b) =>
        isUuid(a) && isUuid(b) && a.toLowerCase() !== b.toLowerCase()
          ? run((db) => db.query(noRows`DELETE FROM friendships WHERE ${pair(a, b)}`)).pipe(Effect.map((r) => r.rowCount > 0))
          : Effect.succeed(false),
      degreesFrom: (viewer, targetIds, now) => {
        const unique = [...new Set(targetIds)]
        const fallback = new Map<string, Degree>(unique.map((id) => [id, id === viewer ? "self" : "none"]))
        const queried = unique.filter(isUuid)
        if (!isUuid(viewer) || queried.length === 0) return Effect.succeed(fallback)
        return run((db) =>
          db.any(degreeRow`
          WITH hidden AS MATERIALIZED (${now === undefined ? sql.fragment`SELECT NULL::uuid AS user_id WHERE false` : hiddenFromSql(viewer, now)})
          SELECT t.id::text AS id,
                 CASE WHEN t.id = ${viewer}::uuid THEN 'self'
                      WHEN t.id IN (SELECT user_id FROM hidden) THEN 'none'
                      WHEN EXISTS (SELECT 1 FROM ${edges} e WHERE e.src = ${viewer} AND e.dst = t.id) THEN '1'
                      WHEN EXISTS (SELECT 1 FROM ${edges} e1 JOIN ${edges} e2 ON e2.src = e1.dst
                                   WHERE e1.src = ${viewer} AND e2.dst = t.id AND e1.dst NOT IN (SELECT user_id FROM hidden)) THEN '2'
                      ELSE 'none' END AS degree
          FROM unnest(${sql.array(queried, "uuid")}) AS t(id)`)
        ).pipe(
          Effect.map((rows) => {
            const byId = new Map(rows.map((r) => [r.id, toDegree(r.degree)]))
            return new Map<string, Degree>(unique.map((id) => [id, byId.get(id.toLowerCase()) ?? fallback.get(id)!]))
          })
        )
      },
      secondDegreeOf: (viewer) =>
        isUuid(viewer)
          ? run((db) =>
              db.anyFirst(idRow`
              SELECT DISTINCT e2.dst::text AS id
              FROM ${edges} e1 JOIN ${edges} e2 ON e2.src = e1.dst
              WHERE e1.src = ${viewer} AND e2.dst <> ${viewer}
                AND NOT EXISTS (SELECT 1 FROM ${edges} e WHERE e.src = ${viewer} AND e.dst = e2.dst)
              ORDER BY id`)
            )
          : Effect.succeed([])
    })
  })
)
