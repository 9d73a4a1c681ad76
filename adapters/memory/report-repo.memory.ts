/** ReportRepo in memory: the executable specification of the Postgres adapter. */
import { Effect, Layer, Option } from "effect"
import { ReportAlreadyOpen } from "../../domain/moderation/errors.ts"
import { type Added, type Report, ReportRepo, type ReportGroup, type ReportView } from "../../domain/moderation/report-repo.ts"
import { REPORTS_SHOWN_PER_GROUP } from "../../domain/moderation/rules.ts"
import type { PlanMessage, ThreadMessage } from "../../domain/plans/plan-repo.ts"
import { MemoryStore, type Tables } from "./store.ts"

const nameOf = (tables: Tables, userId: string | null): string | null => (userId === null ? null : (tables.profiles.get(userId)?.displayName ?? null))

/** A person's id as the report keeps it: null once their account is gone (PostgreSQL's ON DELETE SET NULL). */
const living = (tables: Tables, userId: string | null): string | null => (userId !== null && tables.users.has(userId) ? userId : null)

const view = (tables: Tables, r: Report): ReportView => {
  const assignedTo = living(tables, r.assignedTo)
  return {
    ...r,
    subjectId: living(tables, r.subjectId),
    assignedTo,
    resolvedBy: living(tables, r.resolvedBy),
    reporterName: nameOf(tables, r.reporterId),
    assignedToName: nameOf(tables, assignedTo)
  }
}

/** The message when it still has its author and text. */
const writtenMessage = (m: ThreadMessage | undefined): Option.Option<PlanMessage> => (m === undefined || m.authorId === null ? Option.none() : Option.some(m))

const newestFirst = (a: Report, b: Report) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1)

const targetKey = (r: Pick<Report, "targetType" | "targetId">) => `${r.targetType}|${r.targetId}`

export const layer: Layer.Layer<ReportRepo, never, MemoryStore> = Layer.effect(
  ReportRepo,
  Effect.gen(function* () {
    const { tables } = yield* MemoryStore
    // A reporter's reports go with their account (ON DELETE CASCADE).
    const all = () => [...tables.reports.values()].filter((r) => tables.users.has(r.reporterId))
    const openOf = (targetType: string, targetId: string) => all().filter((r) => r.status === "open" && r.targetType === targetType && r.targetId === targetId)
    return ReportRepo.of({
      add: (report, cap) =>
        Effect.suspend((): Effect.Effect<Added, ReportAlreadyOpen> => {
          // The cap first, then the open report: PostgreSQL counts before the insert meets the unique index.
          const mine = all().filter((r) => r.reporterId === report.reporterId)
          const recent = mine.filter((r) => r.createdAt >= cap.since).map((r) => r.createdAt)
          if (recent.length >= cap.max) return Effect.succeed({ added: false as const, oldestAt: Math.min(...recent) })
          if (mine.some((r) => r.status === "open" && r.targetType === report.targetType && r.targetId === report.targetId)) {
            return Effect.fail(new ReportAlreadyOpen({ targetType: report.targetType, targetId: report.targetId }))
          }
          tables.reports.set(report.id, {
            ...report,
            status: "open",
            assignedTo: null,
            resolvedAt: null,
            resolvedBy: null,
            action: null,
            reason: null
          })
          return Effect.succeed({ added: true as const })
        }),
      find: (id) =>
        Effect.sync(() => {
          const r = tables.reports.get(id)
          return r !== undefined && tables.users.has(r.reporterId) ? Option.some(view(tables, r)) : Option.none()
        }),
      assign: (targetType, targetId, userId) =>
        Effect.sync(() => {
          const open = openOf(targetType, targetId)
          for (const r of open) tables.reports.set(r.id, { ...r, assignedTo: userId })
          return open.length
        }),
      close: (targetType, targetId, { status, action, reason, by, at }) =>
        Effect.sync(() =>
          openOf(targetType, targetId)
            .sort(newestFirst)
            .map((r) => {
              const closed: Report = { ...r, status, action, reason, resolvedBy: by, resolvedAt: at }
              tables.reports.set(r.id, closed)
              return closed
            })
        ),
      queue: (status, after, limit) =>
        Effect.sync(() => {
          const groups = new Map<string, Array<Report>>()
          for (const r of all()) {
            if ((status === "open") !== (r.status === "open")) continue
            const key = targetKey(r)
            groups.set(key, [...(groups.get(key) ?? []), r])
          }
          return [...groups.values()]
            .map((reports): ReportGroup => {
              const sorted = reports.sort(newestFirst)
              const newest = sorted[0]!
              const subjectId = living(tables, newest.subjectId)
              return {
                targetType: newest.targetType,
                targetId: newest.targetId,
                subjectId,
                subjectName: nameOf(tables, subjectId),
                count: sorted.length,
                latestAt: newest.createdAt,
                reports: sorted.slice(0, REPORTS_SHOWN_PER_GROUP).map((r) => view(tables, r))
              }
            })
            .filter((g) => after === null || g.latestAt < after.at || (g.latestAt === after.at && g.targetId < after.targetId))
            .sort((a, b) => b.latestAt - a.latestAt || (a.targetId < b.targetId ? 1 : a.targetId > b.targetId ? -1 : 0))
            .slice(0, limit)
        }),
      // A purged author's message (issue #30) has nothing left to report or remove: it is not found.
      planMessage: (id) => Effect.sync(() => writtenMessage(tables.planMessages.get(id))),
      removePlanMessage: (id) =>
        Effect.sync(() => {
          const found = writtenMessage(tables.planMessages.get(id))
          if (Option.isSome(found)) tables.planMessages.delete(id)
          return found
        })
    })
  })
)
