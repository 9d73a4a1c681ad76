/** A signed-in user sends feedback: the form's rules, then a pending request for the admins. */
import { Clock, Effect, Option } from "effect"
import { Tokens } from "../kernel/tokens.ts"
import type { FeedbackBody, FeedbackDto } from "./contract.ts"
import { InvalidFeedback } from "./errors.ts"
import { validateFeedback } from "./feedback-form.ts"
import { type Feedback, FeedbackRepo } from "./feedback-repo.ts"

export const toFeedbackDto = (f: Feedback): FeedbackDto => ({
  id: f.id,
  userId: f.userId,
  feedbackType: f.feedbackType,
  title: f.title,
  description: f.description,
  contactEmail: f.contactEmail,
  status: f.status,
  adminNotes: f.adminNotes,
  reviewedBy: f.reviewedBy,
  reviewedAt: f.reviewedAt,
  updatedAt: f.updatedAt,
  createdAt: f.createdAt
})

export const submitFeedback = Effect.fn("submitFeedback")(function* (userId: string, body: FeedbackBody) {
  const result = validateFeedback(body)
  if (!result.ok) return yield* new InvalidFeedback({ issues: result.issues })
  const repo = yield* FeedbackRepo
  const id = yield* (yield* Tokens).uuid
  yield* repo.create({ ...result.draft, id, userId, createdAt: yield* Clock.currentTimeMillis })
  return toFeedbackDto(Option.getOrThrow(yield* repo.find(id)))
})
