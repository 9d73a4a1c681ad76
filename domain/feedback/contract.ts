/** Wire schemas of feedback and concert suggestions (/api/feedback, /api/admin/feedback, /api/concerts/suggestions). */
import { Schema } from "effect"
import { MAX_EMAIL_LENGTH } from "../accounts/credentials.ts"
import { ConcertDto } from "../concerts/contract.ts"
import { BoundedString } from "../kernel/limits.ts"

import { MAX_ADMIN_NOTES_LENGTH, MAX_FEEDBACK_DESCRIPTION_LENGTH, MAX_TITLE_LENGTH } from "../kernel/caps.ts"

export { MAX_ADMIN_NOTES_LENGTH, MAX_FEEDBACK_DESCRIPTION_LENGTH, MAX_TITLE_LENGTH }

export const FEEDBACK_TYPES = ["bug", "feature_request", "general"] as const
export const FeedbackType = Schema.Literals(FEEDBACK_TYPES)
export type FeedbackType = typeof FeedbackType.Type

export const FEEDBACK_STATUSES = ["pending", "reviewed", "resolved", "dismissed"] as const
export const FeedbackStatus = Schema.Literals(FEEDBACK_STATUSES)
export type FeedbackStatus = typeof FeedbackStatus.Type

/** The feedback form as sent; the type defaults to general, the rules are checked by the server. */
export const FeedbackBody = Schema.Struct({
  feedbackType: Schema.optionalKey(FeedbackType),
  title: BoundedString(MAX_TITLE_LENGTH),
  description: BoundedString(MAX_FEEDBACK_DESCRIPTION_LENGTH),
  contactEmail: Schema.optionalKey(Schema.NullOr(BoundedString(MAX_EMAIL_LENGTH)))
})
export type FeedbackBody = typeof FeedbackBody.Type

export const FeedbackDto = Schema.Struct({
  id: Schema.String,
  userId: Schema.NullOr(Schema.String),
  feedbackType: FeedbackType,
  title: Schema.String,
  description: Schema.String,
  contactEmail: Schema.NullOr(Schema.String),
  status: FeedbackStatus,
  adminNotes: Schema.NullOr(Schema.String),
  reviewedBy: Schema.NullOr(Schema.String),
  reviewedAt: Schema.NullOr(Schema.Number),
  updatedAt: Schema.Number,
  createdAt: Schema.Number
}).annotate({ identifier: "FeedbackDto" })
export type FeedbackDto = typeof FeedbackDto.Type

/** What the admins see: the request with its submitter's display name (null once the account is gone). */
export const AdminFeedbackDto = Schema.Struct({ ...FeedbackDto.fields, displayName: Schema.NullOr(Schema.String) }).annotate({ identifier: "AdminFeedbackDto" })
export type AdminFeedbackDto = typeof AdminFeedbackDto.Type

export const AdminFeedbackList = Schema.Struct({ requests: Schema.Array(AdminFeedbackDto) }).annotate({ identifier: "AdminFeedbackList" })
export type AdminFeedbackList = typeof AdminFeedbackList.Type

export const AdminFeedbackQuery = Schema.Struct({ status: Schema.optionalKey(FeedbackStatus) })

/** An admin's review: any status, and notes (blank clears them). */
export const FeedbackUpdateBody = Schema.Struct({
  status: FeedbackStatus,
  adminNotes: Schema.optionalKey(Schema.NullOr(BoundedString(MAX_ADMIN_NOTES_LENGTH)))
})
export type FeedbackUpdateBody = typeof FeedbackUpdateBody.Type

/** The concerts a suggestion probably repeats (same city, similar artist, similar venue or close date). */
export const SuggestionCheckDto = Schema.Struct({ candidates: Schema.Array(ConcertDto) }).annotate({ identifier: "SuggestionCheckDto" })
export type SuggestionCheckDto = typeof SuggestionCheckDto.Type
