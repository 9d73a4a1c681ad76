/**
 * ReportRepo on PostgreSQL: `reports` (migration 0021). A report is added with its reporter's row held, so the daily
 * cap is counted by one writer at a time; one open report per reporter and target is a unique index; closing a
 * target's reports is one conditional update.
 */
import { Effect, Layer, Option, Schema } from "effect"
import { type FragmentSqlToken, type SerializableValue, sql } from "slonik"
import { ReportCategory, ReportStatus, ReportTargetType } from "../../domain/moderation/contract.ts"
import { ReportAlreadyOpen } from "../../domain/moderation/errors.ts"
import { type Report, ReportRepo, type ReportGroup, type ReportView } from "../../domain/moderation/report-repo.ts"
import { REPORTS_SHOWN_PER_GROUP } from "../../domain/moderation/rules.ts"
import type { PlanMessage } from "../../domain/plans/plan-repo.ts"
import { noRows, PgPool, query } from "./pool.ts"
import { instant, isUuid, queryUnique } from "./rows.ts"

const ReportRow = Schema.Struct({
  id: Schema.String,
  reporter_id: Schema.String,
  target_type: ReportTargetType,
  target_id: Schema.String,
  subject_id: Schema.NullOr(Schema.String),
  category: ReportCategory,
  comment: Schema.NullOr(Schema.String),
  snapshot: Schema.Record(Schema.String, Schema.Unknown),
  status: ReportStatus,
  assigned_to: Schema.NullOr(Schema.String),
  created_at: Schema.Number,
  resolved_at: Schema.NullOr(Schema.Number),
  resolved_by: Schema.NullOr(Schema.String),
  action: Schema.NullOr(Schema.String),
  reason: Schema.NullOr(Schema.String)
})
const ViewRow = Schema.Struct({
  ...ReportRow.fields,
  reporter_name: Schema.NullOr(Schema.String),
  assigned_to_name: Schema.NullOr(Schema.String),
  subject_name: Schema.NullOr(Schema.String)
})
const reportRow = sql.type(Schema.toStandardSchemaV1(ReportRow))
const viewRow = sql.type(Schema.toStandardSchemaV1(ViewRow))
const groupRow = sql.type(
  Schema.toStandardSchemaV1(Schema.Struct({ target_type: ReportTargetType, target_id: Schema.String, count: Schema.Number, latest_at: Schema.Number }))
)
const recentRow = sql.type(Schema.toStandardSchemaV1(Schema.Struct({ n: Schema.Number, oldest: Schema.NullOr(Schema.Number) })))
const idRow = sql.type(Schema.toStandardSchemaV1(Schema.Struct({ id: Schema.String })))
const MessageRow = Schema.Struct({ id: Schema.String, plan_id: Schema.String, author_id: Schema.String, text: Schema.String, created_at: Schema.Number })
const messageRow = sql.type(Schema.toStandardSchemaV1(MessageRow))

const columns = sql.fragment`
  r.id::text AS id, r.reporter_id::text AS reporter_id, r.target_type, r.target_id::text AS target_id, r.subject_id::text AS subject_id,
  r.category, r.comment, r.snapshot, r.status, r.assigned_to::text AS assigned_to, r.created_at, r.resolved_at,
  r.resolved_by::text AS resolved_by, r.action, r.reason`

/** The reports in `r` with the names of their reporter, assignee and subject. */
const withNames = (r: FragmentSqlToken) => sql.fragment`
  SELECT ${columns}, rp.display_name AS reporter_name, ap.display_name AS assigned_to_name, sp.display_name AS subject_name
  FROM ${r} r
  LEFT JOIN profiles rp ON rp.user_id = r.reporter_id
  LEFT JOIN profiles ap ON ap.user_id = r.assigned_to
  LEFT JOIN profiles sp ON sp.user_id = r.subject_id`

const toReport = (r: typeof ReportRow.Type): Report => ({
  id: r.id,
  reporterId: r.reporter_id,
  targetType: r.target_type,
  targetId: r.target_id,
  subjectId: r.subject_id,
  category: r.category,
  comment: r.comment,
  snapshot: r.snapshot,
  createdAt: r.created_at,
  status: r.status,
  assignedTo: r.assigned_to,
  resolvedAt: r.resolved_at,
  resolvedBy: r.resolved_by,
  action: r.action,
  reason: r.reason
})

const toView = (r: typeof ViewRow.Type): ReportView => ({ ...toReport(r), reporterName: r.reporter_name, assignedToName: r.assigned_to_name })

const toMessage = (r: typeof MessageRow.Type): PlanMessage => ({ id: r.id, planId: r.plan_id, authorId: r.author_id, text: r.text, createdAt: r.created_at })

const inState = (status: "open" | "closed") => (status === "open" ? sql.fragment`r.status = 'open'` : sql.fragment`r.status <> 'open'`)

export const layer: Layer.Layer<ReportRepo, never, PgPool> = Layer.effect(
  ReportRepo,
  Effect.gen(function* () {
    const pool = yield* PgPool
    const run = <A>(f: Parameters<typeof query<A>>[0]) => Effect.provideService(query(f), PgPool, pool)
    return ReportRepo.of({
      // Its own transaction (a savepoint inside a unit of work): the reporter's row is held while the cap is counted.
      add: (report, cap) =>
        Effect.provideService(
          queryUnique(
            (db) =>
              db.transaction(async (tx) => {
                await tx.query(idRow`SELECT id::text AS id FROM users WHERE id = ${report.reporterId} FOR NO KEY UPDATE`)
                const recent = await tx.one(recentRow`
                  SELECT count(*)::int AS n, min(created_at) AS oldest FROM reports
                  WHERE reporter_id = ${report.reporterId} AND created_at >= ${instant(cap.since)}::timestamptz`)
                if (recent.n >= cap.max) return { added: false as const, oldestAt: recent.oldest ?? cap.since }
                await tx.query(noRows`
                  INSERT INTO reports (id, reporter_id, target_type, target_id, subject_id, category, comment, snapshot, created_at)
                  VALUES (${report.id}, ${report.reporterId}, ${report.targetType}, ${report.targetId}, ${report.subjectId}, ${report.category},
                          ${report.comment}, ${sql.jsonb(report.snapshot as SerializableValue)}, ${instant(report.createdAt)})`)
                return { added: true as const }
              }),
            () => new ReportAlreadyOpen({ targetType: report.targetType, targetId: report.targetId })
          ),
          PgPool,
          pool
        ),
      find: (id) =>
        isUuid(id)
          ? run((db) => db.maybeOne(viewRow`${withNames(sql.fragment`reports`)} WHERE r.id = ${id}`)).pipe(
              Effect.map((row) => Option.map(Option.fromNullishOr(row), toView))
            )
          : Effect.succeed(Option.none()),
      assign: (targetType, targetId, userId) =>
        isUuid(targetId)
          ? run((db) =>
              db.query(noRows`
              UPDATE reports SET assigned_to = ${userId} WHERE target_type = ${targetType} AND target_id = ${targetId} AND status = 'open'`)
            ).pipe(Effect.map((result) => result.rowCount))
          : Effect.succeed(0),
      close: (targetType, targetId, { status, action, reason, by, at }) =>
        isUuid(targetId)
          ? run((db) =>
              db.any(reportRow`
              WITH closed AS (
                UPDATE reports SET status = ${status}, action = ${action}, reason = ${reason}, resolved_by = ${by}, resolved_at = ${instant(at)}
                WHERE target_type = ${targetType} AND target_id = ${targetId} AND status = 'open'
                RETURNING *)
              SELECT ${columns} FROM closed r ORDER BY r.created_at DESC, r.id DESC`)
            ).pipe(Effect.map((rows) => rows.map(toReport)))
          : Effect.succeed([]),
      // Two statements: the page of targets (grouped, keyset by newest report), then at most the newest
      // REPORTS_SHOWN_PER_GROUP reports of each, with the names.
      queue: (status, after, limit) =>
        run(async (db) => {
          const groups = await db.any(groupRow`
            SELECT g.target_type, g.target_id::text AS target_id, g.count, g.latest_at FROM (
              SELECT r.target_type, r.target_id, count(*)::int AS count, max(r.created_at) AS latest_at
              FROM reports r WHERE ${inState(status)} GROUP BY r.target_type, r.target_id) g
            ${after === null ? sql.fragment`` : sql.fragment`WHERE (g.latest_at, g.target_id) < (${instant(after.at)}::timestamptz, ${after.targetId}::uuid)`}
            ORDER BY g.latest_at DESC, g.target_id DESC LIMIT ${limit}`)
          if (groups.length === 0) return []
          const rows = await db.any(viewRow`
            SELECT v.id, v.reporter_id, v.target_type, v.target_id, v.subject_id, v.category, v.comment, v.snapshot, v.status, v.assigned_to,
                   v.created_at, v.resolved_at, v.resolved_by, v.action, v.reason, v.reporter_name, v.assigned_to_name, v.subject_name
            FROM (
              SELECT n.*, row_number() OVER (PARTITION BY n.target_type, n.target_id ORDER BY n.created_at DESC, n.id DESC) AS place
              FROM (${withNames(sql.fragment`reports`)}
                    WHERE ${inState(status)} AND (r.target_type, r.target_id) IN (
                      SELECT * FROM unnest(${sql.array(
                        groups.map((g) => g.target_type),
                        "text"
                      )}::text[], ${sql.array(
                        groups.map((g) => g.target_id),
                        "uuid"
                      )}::uuid[]))) n) v
            WHERE v.place <= ${REPORTS_SHOWN_PER_GROUP}
            ORDER BY v.created_at DESC, v.id DESC`)
          return groups.map((g): ReportGroup => {
            const reports = rows.filter((r) => r.target_type === g.target_type && r.target_id === g.target_id)
            return {
              targetType: g.target_type,
              targetId: g.target_id,
              subjectId: reports[0]?.subject_id ?? null,
              subjectName: reports[0]?.subject_name ?? null,
              count: g.count,
              latestAt: g.latest_at,
              reports: reports.map(toView)
            }
          })
        }),
      planMessage: (id) =>
        isUuid(id)
          ? run((db) =>
              db.maybeOne(messageRow`
              SELECT id::text AS id, plan_id::text AS plan_id, author_id::text AS author_id, text, created_at FROM plan_messages
              WHERE id = ${id} AND author_id IS NOT NULL`)
            ).pipe(Effect.map((row) => Option.map(Option.fromNullishOr(row), toMessage)))
          : Effect.succeed(Option.none()),
      removePlanMessage: (id) =>
        isUuid(id)
          ? run((db) =>
              db.maybeOne(messageRow`
              DELETE FROM plan_messages WHERE id = ${id} AND author_id IS NOT NULL
              RETURNING id::text AS id, plan_id::text AS plan_id, author_id::text AS author_id, text, created_at`)
            ).pipe(Effect.map((row) => Option.map(Option.fromNullishOr(row), toMessage)))
          : Effect.succeed(Option.none())
    })
  })
)
