/** ChangeNoticeRepo on PostgreSQL: `concert_change_notices` (migration 0026). */
import { Effect, Layer, Option, Schema } from "effect"
import { sql } from "slonik"
import { type PendingNotice, ChangeNoticeRepo } from "../../domain/concerts/change-notice-repo.ts"
import { ShowChange } from "../../domain/concerts/show.ts"
import { ConcertId } from "../../domain/kernel/ids.ts"
import { noRows, PgPool, query } from "./pool.ts"

const NoticeRow = Schema.Struct({
  concert_id: ConcertId,
  changes: Schema.Array(ShowChange),
  reason: Schema.NullOr(Schema.String),
  first_at: Schema.Finite,
  due_at: Schema.Finite
})
const noticeRow = sql.type(Schema.toStandardSchemaV1(NoticeRow))

const toNotice = (r: typeof NoticeRow.Type): PendingNotice => ({
  concertId: r.concert_id,
  changes: r.changes,
  reason: r.reason,
  firstAt: r.first_at,
  dueAt: r.due_at
})

const columns = sql.fragment`concert_id, changes, reason, first_at, due_at`

export const layer: Layer.Layer<ChangeNoticeRepo, never, PgPool> = Layer.effect(
  ChangeNoticeRepo,
  Effect.gen(function* () {
    const pool = yield* PgPool
    const run = <A>(f: Parameters<typeof query<A>>[0]) => Effect.provideService(query(f), PgPool, pool)
    return ChangeNoticeRepo.of({
      lock: (concertId) =>
        run((db) => db.maybeOne(noticeRow`SELECT ${columns} FROM concert_change_notices WHERE concert_id = ${concertId}::uuid FOR UPDATE`)).pipe(
          Effect.map((row) => Option.map(Option.fromNullishOr(row), toNotice))
        ),
      // A concert deleted meanwhile keeps no notice: the insert selects it from concerts.
      save: (n) =>
        run((db) =>
          db.query(noRows`
            INSERT INTO concert_change_notices (${columns})
            SELECT id, ${JSON.stringify(n.changes)}::jsonb, ${n.reason}, ${new Date(n.firstAt).toISOString()}::timestamptz,
                   ${new Date(n.dueAt).toISOString()}::timestamptz
            FROM concerts WHERE id = ${n.concertId}::uuid
            ON CONFLICT (concert_id) DO UPDATE SET changes = EXCLUDED.changes, reason = EXCLUDED.reason,
              first_at = EXCLUDED.first_at, due_at = EXCLUDED.due_at`)
        ).pipe(Effect.asVoid),
      remove: (concertId) => run((db) => db.query(noRows`DELETE FROM concert_change_notices WHERE concert_id = ${concertId}::uuid`)).pipe(Effect.asVoid),
      firstDue: (now) =>
        run((db) =>
          db.maybeOne(noticeRow`
            SELECT ${columns} FROM concert_change_notices WHERE due_at <= ${new Date(now).toISOString()}::timestamptz
            ORDER BY due_at, concert_id LIMIT 1 FOR UPDATE SKIP LOCKED`)
        ).pipe(Effect.map((row) => Option.map(Option.fromNullishOr(row), toNotice))),
      takeDue: (now, limit) =>
        run((db) =>
          db.any(noticeRow`
            DELETE FROM concert_change_notices WHERE concert_id IN (
              SELECT concert_id FROM concert_change_notices WHERE due_at <= ${new Date(now).toISOString()}::timestamptz
              ORDER BY due_at, concert_id LIMIT ${limit} FOR UPDATE SKIP LOCKED)
            RETURNING ${columns}`)
        ).pipe(Effect.map((rows) => rows.map(toNotice).sort((a, b) => a.dueAt - b.dueAt || (a.concertId < b.concertId ? -1 : 1))))
    })
  })
)
