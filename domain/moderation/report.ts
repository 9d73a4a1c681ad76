/**
 * A fan reports a profile, a plan message or a concert (issue #29): only what they can see, with a category and a
 * comment where it needs one, at most REPORTS_PER_DAY a day and one open report per target. The target is kept as it
 * was (a snapshot), so removing it later does not destroy the evidence.
 */
import { Clock, Effect, Option, Schema } from "effect"
import { DAY_MS, overDailyCap } from "../accounts/rate-limit.ts"
import { ProfileRepo } from "../accounts/profile-repo.ts"
import { ConcertRepo } from "../concerts/concert-repo.ts"
import { displayNameOf } from "../concerts/discovery.ts"
import { ConcertId, isUuid } from "../kernel/ids.ts"
import { Tokens } from "../kernel/tokens.ts"
import { Transactions } from "../kernel/transactions.ts"
import { PlanRepo } from "../plans/plan-repo.ts"
import { BlockRepo } from "../safety/block-repo.ts"
import { REPORTS_PER_DAY, type ReportBody, type ReportCreated, type ReportTargetType } from "./contract.ts"
import { ReportTargetNotFound } from "./errors.ts"
import { ReportRepo } from "./report-repo.ts"
import { checkReport, fitSnapshot } from "./rules.ts"

/** What a report keeps of its target: the person it is about (none for a concert) and the target as it is. */
export interface ReportedTarget {
  readonly subjectId: string | null
  readonly snapshot: Readonly<Record<string, unknown>>
}

/**
 * The target as the reporter may see it, or ReportTargetNotFound: unknown, a profile hidden from them (a block either
 * way, a suspension), a message of a plan they are not in or by someone hidden from them, or their own.
 */
export const reportableTarget = Effect.fnUntraced(function* (reporterId: string, targetType: ReportTargetType, targetId: string, now: number) {
  const notFound = new ReportTargetNotFound({ targetType, targetId })
  if (!isUuid(targetId) || targetId === reporterId) return yield* notFound
  switch (targetType) {
    case "profile": {
      const profile = yield* (yield* ProfileRepo).find(targetId)
      if (Option.isNone(profile) || (yield* (yield* BlockRepo).hiddenFrom(reporterId, now)).has(targetId)) return yield* notFound
      return { subjectId: targetId, snapshot: { displayName: profile.value.displayName, bio: profile.value.bio } } satisfies ReportedTarget
    }
    case "plan_message": {
      const message = yield* (yield* ReportRepo).planMessage(targetId)
      if (Option.isNone(message) || message.value.authorId === reporterId) return yield* notFound
      const { planId, authorId, text, createdAt } = message.value
      const members = yield* (yield* PlanRepo).members(planId)
      if (!members.some((m) => m.userId === reporterId) || (yield* (yield* BlockRepo).hiddenFrom(reporterId, now)).has(authorId)) return yield* notFound
      const author = yield* (yield* ProfileRepo).find(authorId)
      const authorName = displayNameOf(authorId, Option.match(author, { onNone: () => null, onSome: (p) => p.displayName }))
      return { subjectId: authorId, snapshot: { text, authorId, authorName, planId, createdAt } } satisfies ReportedTarget
    }
    case "concert": {
      const concert = Schema.is(ConcertId)(targetId) ? yield* (yield* ConcertRepo).findById(targetId) : Option.none()
      if (Option.isNone(concert)) return yield* notFound
      const { artist, venue, city, date, description, imageUrl } = concert.value
      return { subjectId: null, snapshot: { artist, venue, city, date, description, imageUrl } } satisfies ReportedTarget
    }
  }
})

/** POST /api/reports: "Report sent" (201), or why not. */
export const submitReport = Effect.fn("submitReport")(function* (reporterId: string, body: ReportBody) {
  const comment = yield* Effect.fromResult(checkReport(body.category, body.comment))
  const now = yield* Clock.currentTimeMillis
  // One spelling of an id: PostgreSQL reads a uuid in capitals as the same id, so the rules compare the stored one.
  const targetId = body.targetId.toLowerCase()
  const target = yield* reportableTarget(reporterId, body.targetType, targetId, now)
  const id = yield* (yield* Tokens).uuid
  const report = {
    id,
    reporterId,
    targetType: body.targetType,
    targetId,
    category: body.category,
    comment,
    createdAt: now,
    subjectId: target.subjectId,
    snapshot: fitSnapshot(target.snapshot)
  }
  const added = yield* (yield* Transactions).run((yield* ReportRepo).add(report, { since: now - DAY_MS, max: REPORTS_PER_DAY }))
  if (!added.added) return yield* overDailyCap("report", `You can send up to ${REPORTS_PER_DAY} reports a day.`, added.oldestAt, now)
  return { id, status: "open" } satisfies ReportCreated
})
