/**
 * ExportRepo on PostgreSQL: `data_exports` (migration 0025), the archive in its bytea column, read back in slices.
 * `addUnlessSince` takes a transaction-scoped advisory lock per person, so two requests of one person are counted one
 * after the other; `claimStale` skips rows another sweep holds, so two instances never take over one build together.
 */
import { Effect, Layer, Option, Schema } from "effect"
import { type FragmentSqlToken, sql } from "slonik"
import { EXPORT_STATUSES } from "../../domain/own-data/contract.ts"
import { type DataExport, ExportRepo } from "../../domain/own-data/export-repo.ts"
import { noRows, PgPool, query } from "./pool.ts"
import { instant, isUuid } from "./rows.ts"

const ExportRow = Schema.Struct({
  id: Schema.String,
  user_id: Schema.String,
  status: Schema.Literals(EXPORT_STATUSES),
  created_at: Schema.Number,
  ready_at: Schema.NullOr(Schema.Number),
  expires_at: Schema.NullOr(Schema.Number),
  size: Schema.NullOr(Schema.Number),
  build_started_at: Schema.Number,
  attempts: Schema.Number
})
const exportRow = sql.type(Schema.toStandardSchemaV1(ExportRow))
const sliceRow = sql.type(Schema.toStandardSchemaV1(Schema.Struct({ bytes: Schema.Uint8Array })))
const latestRow = sql.type(Schema.toStandardSchemaV1(Schema.Struct({ added: Schema.Boolean, latest: Schema.NullOr(Schema.Number) })))
const idRow = sql.type(Schema.toStandardSchemaV1(Schema.Struct({ id: Schema.String })))

const columns = sql.fragment`
  id::text AS id, user_id::text AS user_id, status, created_at, ready_at, expires_at, size, build_started_at, attempts`

const toExport = (r: typeof ExportRow.Type): DataExport => ({
  id: r.id,
  userId: r.user_id,
  status: r.status,
  createdAt: r.created_at,
  readyAt: r.ready_at,
  expiresAt: r.expires_at,
  size: r.size,
  buildStartedAt: r.build_started_at,
  attempts: r.attempts
})

/** Kept at `now`: building, failed, or ready and not yet expired. */
const keptAt = (now: number): FragmentSqlToken => sql.fragment`(status <> 'ready' OR expires_at > ${instant(now)}::timestamptz)`

export const layer: Layer.Layer<ExportRepo, never, PgPool> = Layer.effect(
  ExportRepo,
  Effect.gen(function* () {
    const pool = yield* PgPool
    const run = <A>(f: Parameters<typeof query<A>>[0]) => Effect.provideService(query(f), PgPool, pool)
    return ExportRepo.of({
      addUnlessSince: (entry, since) =>
        run(async (db) => {
          // Held until the unit of work ends: the person's next request counts this one.
          await db.query(noRows`SELECT 1 FROM (SELECT pg_advisory_xact_lock(hashtextextended(${`data_exports:${entry.userId}`}, 0))) AS held`)
          return db.one(latestRow`
            WITH recent AS (
              SELECT max(created_at) AS latest FROM data_exports
              WHERE user_id = ${entry.userId}::uuid AND status <> 'failed' AND created_at > ${instant(since)}::timestamptz),
            added AS (
              INSERT INTO data_exports (id, user_id, status, created_at, build_started_at)
              SELECT ${entry.id}::uuid, ${entry.userId}::uuid, 'building', ${instant(entry.createdAt)}::timestamptz,
                     ${instant(entry.createdAt)}::timestamptz
              FROM recent WHERE latest IS NULL
              RETURNING id)
            SELECT EXISTS (SELECT 1 FROM added) AS added, (SELECT latest FROM recent) AS latest`)
        }).pipe(Effect.map((r) => (r.added ? null : r.latest))),
      find: (id) =>
        isUuid(id)
          ? run((db) => db.maybeOne(exportRow`SELECT ${columns} FROM data_exports WHERE id = ${id}::uuid`)).pipe(
              Effect.map((row) => Option.map(Option.fromNullishOr(row), toExport))
            )
          : Effect.succeed(Option.none()),
      latest: (userId, now) =>
        isUuid(userId)
          ? run((db) =>
              db.maybeOne(exportRow`
                SELECT ${columns} FROM data_exports WHERE user_id = ${userId}::uuid AND ${keptAt(now)}
                ORDER BY created_at DESC, id DESC LIMIT 1`)
            ).pipe(Effect.map((row) => Option.map(Option.fromNullishOr(row), toExport)))
          : Effect.succeed(Option.none()),
      downloadable: (id, userId, now) =>
        isUuid(id) && isUuid(userId)
          ? run((db) =>
              db.maybeOne(exportRow`
                SELECT ${columns} FROM data_exports
                WHERE id = ${id}::uuid AND user_id = ${userId}::uuid AND status = 'ready' AND ${keptAt(now)}`)
            ).pipe(Effect.map((row) => Option.map(Option.fromNullishOr(row), toExport)))
          : Effect.succeed(Option.none()),
      // The slice is cut in the database: only its bytes travel to this process, never the whole archive.
      archiveSlice: (id, userId, offset, length) =>
        isUuid(id) && isUuid(userId)
          ? run((db) =>
              db.maybeOne(sliceRow`
                SELECT substring(archive FROM ${offset + 1}::integer FOR ${length}::integer) AS bytes FROM data_exports
                WHERE id = ${id}::uuid AND user_id = ${userId}::uuid AND status = 'ready'`)
            ).pipe(Effect.map((row) => row?.bytes ?? new Uint8Array(0)))
          : Effect.succeed(new Uint8Array(0)),
      complete: (id, bytes, at, expiresAt) =>
        run((db) =>
          db.query(idRow`
            UPDATE data_exports
            SET status = 'ready', archive = ${sql.binary(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))},
                size = ${bytes.byteLength}, ready_at = ${instant(at)}::timestamptz, expires_at = ${instant(expiresAt)}::timestamptz
            WHERE id = ${id}::uuid AND status = 'building'
            RETURNING id::text AS id`)
        ).pipe(Effect.map((r) => r.rowCount > 0)),
      fail: (id) =>
        run((db) => db.query(idRow`UPDATE data_exports SET status = 'failed' WHERE id = ${id}::uuid AND status = 'building' RETURNING id::text AS id`)).pipe(
          Effect.map((r) => r.rowCount > 0)
        ),
      claimStale: (before, now, limit) =>
        run((db) =>
          db.any(exportRow`
            UPDATE data_exports SET build_started_at = ${instant(now)}::timestamptz, attempts = attempts + 1
            WHERE id IN (
              SELECT id FROM data_exports WHERE status = 'building' AND build_started_at < ${instant(before)}::timestamptz
              ORDER BY build_started_at, id LIMIT ${limit} FOR UPDATE SKIP LOCKED)
            RETURNING ${columns}`)
        ).pipe(Effect.map((rows) => rows.map(toExport).sort((a, b) => (a.id < b.id ? -1 : 1)))),
      deleteExpired: (now, failedBefore, limit) =>
        run((db) =>
          db.query(idRow`
            DELETE FROM data_exports WHERE id IN (
              SELECT id FROM data_exports WHERE status = 'ready' AND expires_at <= ${instant(now)}::timestamptz
              UNION ALL
              SELECT id FROM data_exports WHERE status = 'failed' AND created_at < ${instant(failedBefore)}::timestamptz
              LIMIT ${limit})
            RETURNING id::text AS id`)
        ).pipe(Effect.map((r) => r.rowCount))
    })
  })
)
