/**
 * Wire schemas of concert suggestions that wait for review (issue #29): a fan's own suggestions
 * (/api/concerts/suggestions) and the staff's review (/api/admin/suggestions…), shared by the API and the web client.
 */
import { Schema } from "effect"
import { ConcertDto } from "../concerts/contract.ts"
import { BoundedString, Id } from "../kernel/limits.ts"
import { AdminConcertDto, ConcertBody } from "./contract.ts"

/** Why a suggestion was not added: what the suggester is told, one line. */
export const MAX_SUGGESTION_REASON_LENGTH = 500

/** How many suggestions one fan may send in a day (besides the hourly limiter). */
export const SUGGESTIONS_PER_DAY = 10

/** The most suggestions one list shows. */
export const SUGGESTIONS_LIST_LIMIT = 100

export const SUGGESTION_STATUSES = ["pending", "approved", "rejected", "merged"] as const
export const SuggestionStatus = Schema.Literals(SUGGESTION_STATUSES)
export type SuggestionStatus = typeof SuggestionStatus.Type

/**
 * A suggestion as its suggester (and the staff) see it: the concert as suggested, its state, the reason of a
 * rejection, and the concert it became (approved) or repeats (merged).
 */
export const SuggestionDto = Schema.Struct({
  id: Schema.String,
  artist: Schema.String,
  venue: Schema.String,
  city: Schema.String,
  date: Schema.String,
  description: Schema.NullOr(Schema.String),
  imageUrl: Schema.NullOr(Schema.String),
  status: SuggestionStatus,
  reason: Schema.NullOr(Schema.String),
  concertId: Schema.NullOr(Schema.String),
  createdAt: Schema.Number,
  decidedAt: Schema.NullOr(Schema.Number)
}).annotate({ identifier: "SuggestionDto" })
export type SuggestionDto = typeof SuggestionDto.Type

/** GET /api/concerts/suggestions: the caller's own, newest first. */
export const SuggestionList = Schema.Struct({ suggestions: Schema.Array(SuggestionDto) }).annotate({ identifier: "SuggestionList" })
export type SuggestionList = typeof SuggestionList.Type

/** What the staff see: who suggested it, and the published concerts it probably repeats (strongest first). */
export const AdminSuggestionDto = Schema.Struct({
  ...SuggestionDto.fields,
  suggestedBy: Schema.Struct({ userId: Schema.String, displayName: Schema.String }),
  candidates: Schema.Array(ConcertDto)
}).annotate({ identifier: "AdminSuggestionDto" })
export type AdminSuggestionDto = typeof AdminSuggestionDto.Type

export const AdminSuggestionList = Schema.Struct({ suggestions: Schema.Array(AdminSuggestionDto) }).annotate({ identifier: "AdminSuggestionList" })
export type AdminSuggestionList = typeof AdminSuggestionList.Type

/** pending (the default): oldest first; decided: the latest decisions first. */
export const AdminSuggestionsQuery = Schema.Struct({ status: Schema.optionalKey(Schema.Literals(["pending", "decided"])) })
export type AdminSuggestionsQuery = typeof AdminSuggestionsQuery.Type

export const SuggestionParams = Schema.Struct({ id: Id })

/** Approve, with the fields as the moderator edited them (checked with the admin form's rules); absent: as suggested. */
export const ApproveSuggestionBody = Schema.Struct({ concert: Schema.optionalKey(ConcertBody) })
export type ApproveSuggestionBody = typeof ApproveSuggestionBody.Type

export const ApproveSuggestionResult = Schema.Struct({ suggestion: SuggestionDto, concert: AdminConcertDto }).annotate({
  identifier: "ApproveSuggestionResult"
})
export type ApproveSuggestionResult = typeof ApproveSuggestionResult.Type

/** Reject, with the reason the suggester is told (one line of plain text). */
export const RejectSuggestionBody = Schema.Struct({ reason: BoundedString(MAX_SUGGESTION_REASON_LENGTH) })
export type RejectSuggestionBody = typeof RejectSuggestionBody.Type

/** Merge into the published concert it repeats. */
export const MergeSuggestionBody = Schema.Struct({ concertId: Id })
export type MergeSuggestionBody = typeof MergeSuggestionBody.Type

export const SuggestionResult = Schema.Struct({ suggestion: SuggestionDto }).annotate({ identifier: "SuggestionResult" })
export type SuggestionResult = typeof SuggestionResult.Type
