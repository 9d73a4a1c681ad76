/** BlockRepo on PostgreSQL: `user_blocks` (migration 0021), one row per ordered pair. */
import { Effect, Layer, Schema } from "effect"
import { sql } from "slonik"
import { BlockRepo } from "../../domain/safety/block-repo.ts"
import { hiddenFromSql } from "./hidden-sql.pg.ts"
import { PgPool, query } from "./pool.ts"
import { instant, isUuid } from "./rows.ts"

const blockedRow = sql.type(
  Schema.toStandardSchemaV1(Schema.Struct({ user_id: Schema.String, display_name: Schema.NullOr(Schema.String), since: Schema.Number }))
)
const idRow = sql.type(Schema.toStandardSchemaV1(Schema.Struct({ user_id: Schema.String })))
const countRow = sql.type(Schema.toStandardSchemaV1(Schema.Struct({ n: Schema.Number })))

export const layer: Layer.Layer<BlockRepo, never, PgPool> = Layer.effect(
  BlockRepo,
  Effect.gen(function* () {
    const pool = yield* PgPool
    const run = <A>(f: Parameters<typeof query<A>>[0]) => Effect.provideService(query(f), PgPool, pool)
    return BlockRepo.of({
      block: (blockerId, blockedId, at) =>
        run((db) =>
          db.query(idRow`
            INSERT INTO user_blocks (blocker_id, blocked_id, created_at) VALUES (${blockerId}::uuid, ${blockedId}::uuid, ${instant(at)}::timestamptz)
            ON CONFLICT (blocker_id, blocked_id) DO NOTHING RETURNING blocked_id::text AS user_id`)
        ).pipe(Effect.map((r) => r.rowCount > 0)),
      unblock: (blockerId, blockedId) =>
        isUuid(blockerId) && isUuid(blockedId)
          ? run((db) =>
              db.query(idRow`
                DELETE FROM user_blocks WHERE blocker_id = ${blockerId}::uuid AND blocked_id = ${blockedId}::uuid
                RETURNING blocked_id::text AS user_id`)
            ).pipe(Effect.map((r) => r.rowCount > 0))
          : Effect.succeed(false),
      blockedBy: (blockerId) =>
        isUuid(blockerId)
          ? run((db) =>
              db.any(blockedRow`
                SELECT b.blocked_id::text AS user_id, p.display_name, b.created_at AS since
                FROM user_blocks b LEFT JOIN profiles p ON p.user_id = b.blocked_id
                WHERE b.blocker_id = ${blockerId}::uuid ORDER BY b.created_at DESC, b.blocked_id`)
            ).pipe(Effect.map((rows) => rows.map((r) => ({ userId: r.user_id, displayName: r.display_name, since: r.since }))))
          : Effect.succeed([]),
      eitherWay: (a, b) =>
        isUuid(a) && isUuid(b)
          ? run((db) =>
              db.oneFirst(countRow`
                SELECT count(*)::int AS n FROM user_blocks
                WHERE (blocker_id = ${a}::uuid AND blocked_id = ${b}::uuid) OR (blocker_id = ${b}::uuid AND blocked_id = ${a}::uuid)`)
            ).pipe(Effect.map((n) => n > 0))
          : Effect.succeed(false),
      hiddenFrom: (viewerId, now) =>
        isUuid(viewerId)
          ? run((db) => db.anyFirst(idRow`SELECT user_id::text AS user_id FROM (${hiddenFromSql(viewerId, now)}) h`)).pipe(Effect.map((ids) => new Set(ids)))
          : Effect.succeed(new Set<string>())
    })
  })
)
