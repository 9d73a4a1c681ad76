/**
 * Resolving a report (issue #29): the action is done on the target and every open report of the target is closed,
 * in one unit of work with its audit entry. The person acted on is told what was done and why; each reporter is told
 * whether action was taken. Nobody is told who decided.
 */
import { Clock, Effect, Option, Schema } from "effect"
import { ProfileRepo } from "../accounts/profile-repo.ts"
import { ensureProfile } from "../accounts/profiles.ts"
import { displayNameFor } from "../accounts/rules.ts"
import { type UserRecord, UserRepo } from "../accounts/user-repo.ts"
import { AuditLog, type AuditScalar } from "../audit/audit-log.ts"
import { ConcertRepo } from "../concerts/concert-repo.ts"
import { actorIdOf, type Actor, authorizeStaff } from "../curation/actor.ts"
import { ConcertId } from "../kernel/ids.ts"
import { LocalDate, today } from "../kernel/local-date.ts"
import { Transactions } from "../kernel/transactions.ts"
import { toUsers } from "../live/events.ts"
import { LiveEvents } from "../live/live-events.ts"
import type { ConcertFacts } from "../notifications/kinds.ts"
import { notify } from "../notifications/notify.ts"
import { PlanRepo } from "../plans/plan-repo.ts"
import type { ReportsResolved, ResolveReportBody } from "./contract.ts"
import { InvalidModeration, ReportAlreadyResolved } from "./errors.ts"
import { findReport } from "./queue.ts"
import { type Report, ReportRepo } from "./report-repo.ts"
import {
  actsOnPerson,
  CONCERT_UNCHANGED_MESSAGE,
  checkActionFits,
  checkDecision,
  closedStatusOf,
  concertUnchanged,
  type Decision,
  SUBJECT_GONE_MESSAGE
} from "./rules.ts"
import { applyRevocation, applySuspension, type Change, guardTarget, tellActedOn } from "./standing.ts"

const NO_CHANGE: Change = { before: null, after: null }

/** The scalars of a snapshot, for the audit log's "before" (a snapshot is a flat object of scalars). */
const scalars = (snapshot: Readonly<Record<string, unknown>>): Record<string, AuditScalar> =>
  Object.fromEntries(
    Object.entries(snapshot).filter((entry): entry is [string, AuditScalar] => entry[1] === null || ["string", "number", "boolean"].includes(typeof entry[1]))
  )

/** The reported concert's facts for its reporters' news, when the snapshot holds them. */
const concertFacts = (report: Report): ConcertFacts | null => {
  const { artist, venue, city, date } = report.snapshot
  return typeof artist === "string" && typeof venue === "string" && typeof city === "string" && Schema.is(LocalDate)(date)
    ? { artist, venue, city, date }
    : null
}

/** Removes the message (the snapshot keeps it); its plan's open threads refetch, its author is told. */
const removeMessage = Effect.fnUntraced(function* (report: Report, reason: string) {
  const removed = yield* (yield* ReportRepo).removePlanMessage(report.targetId)
  if (Option.isNone(removed)) return NO_CHANGE
  const { planId, authorId, text } = removed.value
  const members = yield* (yield* PlanRepo).members(planId)
  yield* (yield* LiveEvents).publish(toUsers({ type: "plan_message", planId, messageId: report.targetId }, ...members.map((m) => m.userId)))
  yield* tellActedOn(authorId, { action: "remove_message", reason })
  return { before: { text, authorId, planId }, after: { removed: true } } satisfies Change
})

/** Clears the display name (to the spec's fallback: the e-mail's local part, else "User") or the bio (to none). */
const clearProfileText = Effect.fnUntraced(function* (user: UserRecord, what: "clear_display_name" | "clear_bio", reason: string) {
  const profile = yield* ensureProfile(user)
  const displayName = what === "clear_display_name" ? displayNameFor(null, user.email) : (profile.displayName ?? displayNameFor(null, user.email))
  const bio = what === "clear_bio" ? null : profile.bio
  yield* (yield* ProfileRepo).update(user.id, { displayName, bio })
  yield* tellActedOn(user.id, { action: what, reason })
  const change: Change =
    what === "clear_display_name"
      ? { before: { displayName: profile.displayName }, after: { displayName } }
      : { before: { bio: profile.bio }, after: { bio: null } }
  return change
})

/** The reported concert's fields as they are now (the snapshot's fields); null once it was deleted. */
const concertNow = Effect.fnUntraced(function* (report: Report) {
  const now = Schema.is(ConcertId)(report.targetId) ? yield* (yield* ConcertRepo).findById(report.targetId) : Option.none()
  return Option.match(now, {
    onNone: () => null,
    onSome: (c) => ({ artist: c.artist, venue: c.venue, city: c.city, date: c.date, description: c.description, imageUrl: c.imageUrl })
  })
})

/**
 * A moderator corrected the concert through the concert form (or an admin deleted it): recorded, from the report's
 * snapshot to now. A concert still as it was reported was not corrected: refused, so no reporter is told of an action
 * that never happened.
 */
const concertCorrected = Effect.fnUntraced(function* (report: Report) {
  const now = yield* concertNow(report)
  if (concertUnchanged(report.snapshot, now)) {
    return yield* new InvalidModeration({ issues: [{ field: "action", message: CONCERT_UNCHANGED_MESSAGE }] })
  }
  return { before: scalars(report.snapshot), after: now ?? { deleted: true } } satisfies Change
})

/** Does the action on the target (in the caller's unit of work) and answers what it changed. */
const perform = (actor: Actor, report: Report, subject: UserRecord | null, action: ResolveReportBody["action"], decision: Decision) => {
  const reason = decision.reason ?? ""
  switch (action) {
    case "dismiss":
      return Effect.succeed(NO_CHANGE)
    case "concert_corrected":
      return concertCorrected(report)
    case "remove_message":
      return removeMessage(report, reason)
    case "clear_display_name":
    case "clear_bio":
      return subject === null ? Effect.succeed(NO_CHANGE) : clearProfileText(subject, action, reason)
    case "suspend":
      return subject === null ? Effect.succeed(NO_CHANGE) : applySuspension(subject, reason, decision.until)
    case "revoke_invites":
      return subject === null ? Effect.succeed(NO_CHANGE) : applyRevocation(actor, subject, reason)
  }
}

/**
 * The person an action on the report's target acts on, checked to be within the actor's reach. Once their account is
 * deleted (the report keeps no subject) nothing of theirs is left to act on: only a dismissal closes the report.
 */
const subjectOf = Effect.fnUntraced(function* (actor: Actor, report: Report) {
  const user = report.subjectId === null ? Option.none<UserRecord>() : yield* (yield* UserRepo).findById(report.subjectId)
  if (Option.isNone(user)) return yield* new InvalidModeration({ issues: [{ field: "action", message: SUBJECT_GONE_MESSAGE }] })
  yield* guardTarget(actor, user.value)
  return user.value
})

/** POST /api/admin/reports/:id/resolve and `soundcheck reports resolve`. */
export const resolveReport = Effect.fn("resolveReport")(function* (actor: Actor, reportId: string, body: ResolveReportBody) {
  yield* authorizeStaff(actor)
  const decision = yield* Effect.fromResult(checkDecision(body.action, body, yield* today))
  const report = yield* findReport(reportId)
  if (report.status !== "open") return yield* new ReportAlreadyResolved({ reportId })
  yield* Effect.fromResult(checkActionFits(body.action, report.targetType))
  const subject = actsOnPerson(body.action) ? yield* subjectOf(actor, report) : null
  const at = yield* Clock.currentTimeMillis
  return yield* (yield* Transactions).run(
    Effect.gen(function* () {
      // Closing first holds the target's reports: a second moderator at the same moment closes none, and is refused.
      const closed = yield* (yield* ReportRepo).close(report.targetType, report.targetId, {
        status: closedStatusOf(body.action),
        action: body.action,
        reason: decision.reason,
        by: actorIdOf(actor),
        at
      })
      if (!closed.some((r) => r.id === reportId)) return yield* new ReportAlreadyResolved({ reportId })
      const change: Change = yield* perform(actor, report, subject, body.action, decision)
      yield* (yield* AuditLog).record({
        actorId: actorIdOf(actor),
        action: "report.resolved",
        subjectType: report.targetType,
        subjectId: report.targetId,
        details: {
          action: body.action,
          reason: decision.reason,
          reports: closed.length,
          userId: subject?.id ?? null,
          ...(decision.until === null ? {} : { until: decision.until }),
          before: change.before,
          after: change.after,
          via: actor.kind
        }
      })
      const outcome = body.action === "dismiss" ? "dismissed" : "actioned"
      const concert = report.targetType === "concert" ? concertFacts(report) : null
      const concertStill =
        report.targetType === "concert" && Schema.is(ConcertId)(report.targetId) && Option.isSome(yield* (yield* ConcertRepo).findById(report.targetId))
      for (const r of closed) {
        yield* notify({
          recipientId: r.reporterId,
          actorId: null,
          concertId: concertStill ? report.targetId : null,
          subjectId: r.id,
          data: { kind: "report_resolved", targetType: report.targetType, outcome, concert }
        })
      }
      return { resolved: closed.length } satisfies ReportsResolved
    })
  )
})
