/** The staff's (moderators' and admins') use cases of feedback: list it newest first, and set any status with notes (kept when not given; audit-logged with before and after). */
import { Clock, Effect, Option } from "effect"
import { displayNameFor } from "../accounts/rules.ts"
import { AuditLog } from "../audit/audit-log.ts"
import { type Actor, actorIdOf, authorizeStaff } from "../curation/actor.ts"
import { Transactions } from "../kernel/transactions.ts"
import type { AdminFeedbackDto, FeedbackStatus, FeedbackUpdateBody } from "./contract.ts"
import { FeedbackNotFound } from "./errors.ts"
import { type Feedback, FeedbackRepo } from "./feedback-repo.ts"
import { toFeedbackDto } from "./submit-feedback.ts"

export const toAdminFeedbackDto = (f: Feedback): AdminFeedbackDto => ({
  ...toFeedbackDto(f),
  displayName: f.email === null ? null : displayNameFor(f.displayName, f.email)
})

/** Notes as stored: trimmed, blank as none. */
const blankToNull = (text: string | null): string | null => ((text?.trim() ?? "") === "" ? null : text!.trim())

const snapshotOf = (f: Feedback) => ({ status: f.status, adminNotes: f.adminNotes })

export const listFeedback = Effect.fn("listFeedback")(function* (actor: Actor, status?: FeedbackStatus) {
  yield* authorizeStaff(actor)
  return (yield* (yield* FeedbackRepo).list(status)).map(toAdminFeedbackDto)
})

export const updateFeedback = Effect.fn("updateFeedback")(function* (actor: Actor, id: string, body: FeedbackUpdateBody) {
  yield* authorizeStaff(actor)
  const repo = yield* FeedbackRepo
  const at = yield* Clock.currentTimeMillis
  return yield* (yield* Transactions).run(
    Effect.gen(function* () {
      const before = yield* repo.find(id)
      if (Option.isNone(before)) return yield* new FeedbackNotFound({ feedbackId: id })
      const after = yield* repo.review(id, {
        status: body.status,
        adminNotes: body.adminNotes === undefined ? before.value.adminNotes : blankToNull(body.adminNotes),
        reviewedBy: actorIdOf(actor),
        at
      })
      if (Option.isNone(after)) return yield* new FeedbackNotFound({ feedbackId: id })
      yield* (yield* AuditLog).record({
        actorId: actorIdOf(actor),
        action: "feedback.updated",
        subjectType: "feedback_request",
        subjectId: id,
        details: { before: snapshotOf(before.value), after: snapshotOf(after.value), via: actor.kind }
      })
      return toAdminFeedbackDto(after.value)
    })
  )
})
