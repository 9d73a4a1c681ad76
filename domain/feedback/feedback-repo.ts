/** Port: feedback requests; users add them, admins read them newest first and review them. */
import { Context, type Effect, type Option } from "effect"
import type { FeedbackStatus, FeedbackType } from "./contract.ts"

export interface NewFeedback {
  readonly id: string
  readonly userId: string
  readonly feedbackType: FeedbackType
  readonly title: string
  readonly description: string
  readonly contactEmail: string | null
  readonly createdAt: number
}

/** A stored request with its submitter's address and profile name (null when the account is gone). */
export interface Feedback extends Omit<NewFeedback, "userId"> {
  readonly userId: string | null
  readonly email: string | null
  readonly displayName: string | null
  readonly status: FeedbackStatus
  readonly adminNotes: string | null
  readonly reviewedBy: string | null
  readonly reviewedAt: number | null
  readonly updatedAt: number
}

export interface FeedbackReview {
  readonly status: FeedbackStatus
  readonly adminNotes: string | null
  readonly reviewedBy: string | null
  readonly at: number
}

export class FeedbackRepo extends Context.Service<
  FeedbackRepo,
  {
    create(feedback: NewFeedback): Effect.Effect<void>
    find(id: string): Effect.Effect<Option.Option<Feedback>>
    /** Every request, or those in one status, newest first. */
    list(status?: FeedbackStatus): Effect.Effect<ReadonlyArray<Feedback>>
    /** Sets status and notes, stamping reviewed_by, reviewed_at and updated_at; None for an unknown id. */
    review(id: string, review: FeedbackReview): Effect.Effect<Option.Option<Feedback>>
  }
>()("domain/feedback/FeedbackRepo") {}
