/**
 * The moderators' queue (issue #29): reports grouped by target, the target with the newest report first, each with
 * the target as it was reported; a report's details; assigning a target's open reports to oneself. Staff only; the
 * staff's views are not filtered by anyone's blocks.
 */
import { Effect, Option } from "effect"
import { actorIdOf, type Actor, authorizeStaff } from "../curation/actor.ts"
import { InvalidCursor } from "../concerts/errors.ts"
import type { ReportDto, ReportGroupDto, ReportQueueDto, ReportQueueQuery } from "./contract.ts"
import { REPORT_GROUPS_PAGE_SIZE } from "./contract.ts"
import { ReportAlreadyResolved, ReportNotFound } from "./errors.ts"
import { ReportRepo, type ReportGroup, type ReportView } from "./report-repo.ts"
import { decodeQueueCursor, encodeQueueCursor } from "./rules.ts"

export const toReportDto = (r: ReportView): ReportDto => ({
  id: r.id,
  targetType: r.targetType,
  targetId: r.targetId,
  category: r.category,
  comment: r.comment,
  snapshot: r.snapshot,
  reporter: { userId: r.reporterId, displayName: r.reporterName },
  status: r.status,
  assignedTo: r.assignedTo === null ? null : { userId: r.assignedTo, displayName: r.assignedToName },
  createdAt: r.createdAt,
  resolvedAt: r.resolvedAt,
  action: r.action,
  reason: r.reason
})

const toGroupDto = (g: ReportGroup): ReportGroupDto => ({
  targetType: g.targetType,
  targetId: g.targetId,
  subject: g.subjectId === null ? null : { userId: g.subjectId, displayName: g.subjectName },
  count: g.count,
  latestAt: g.latestAt,
  reports: g.reports.map(toReportDto)
})

/** GET /api/admin/reports and `soundcheck reports list`: one page of targets (open by default). */
export const listReports = Effect.fn("listReports")(function* (actor: Actor, query: ReportQueueQuery = {}) {
  yield* authorizeStaff(actor)
  const after = query.cursor === undefined ? Option.none() : decodeQueueCursor(query.cursor)
  if (query.cursor !== undefined && Option.isNone(after)) return yield* new InvalidCursor({ cursor: query.cursor })
  const groups = yield* (yield* ReportRepo).queue(query.status ?? "open", Option.getOrNull(after), REPORT_GROUPS_PAGE_SIZE + 1)
  const page = groups.slice(0, REPORT_GROUPS_PAGE_SIZE)
  const last = page.at(-1)
  return {
    groups: page.map(toGroupDto),
    nextCursor: groups.length > REPORT_GROUPS_PAGE_SIZE && last ? encodeQueueCursor({ at: last.latestAt, targetId: last.targetId }) : null
  } satisfies ReportQueueDto
})

/** The report, or ReportNotFound. */
export const findReport = Effect.fnUntraced(function* (reportId: string) {
  const found = yield* (yield* ReportRepo).find(reportId)
  if (Option.isNone(found)) return yield* new ReportNotFound({ reportId })
  return found.value
})

/** GET /api/admin/reports/:id and `soundcheck reports show`. */
export const getReport = Effect.fn("getReport")(function* (actor: Actor, reportId: string) {
  yield* authorizeStaff(actor)
  return toReportDto(yield* findReport(reportId))
})

/** POST /api/admin/reports/:id/assign: every open report of the target goes to the caller (a moderator takes the case). */
export const assignReport = Effect.fn("assignReport")(function* (actor: Actor, reportId: string) {
  yield* authorizeStaff(actor)
  const report = yield* findReport(reportId)
  const assignee = actorIdOf(actor)
  if (report.status !== "open") return yield* new ReportAlreadyResolved({ reportId })
  if (assignee !== null) yield* (yield* ReportRepo).assign(report.targetType, report.targetId, assignee)
  return toReportDto(yield* findReport(reportId))
})
