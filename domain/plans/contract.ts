/**
 * Wire schemas of plans (issue #22): a night out around one concert, its members' answers and tickets, spare
 * tickets passed between members, and a short thread. Shared by the API, its OpenAPI document and the web client.
 */
import { Schema } from "effect"
import { ConcertDto } from "../concerts/contract.ts"
import { MAX_PLAN_MEET_PLACE_LENGTH, MAX_PLAN_MESSAGE_LENGTH, MAX_PLAN_TICKET_NOTE_LENGTH, MAX_PLAN_TITLE_LENGTH } from "../kernel/caps.ts"
import { BoundedArray, BoundedString, Cursor, Id } from "../kernel/limits.ts"

export { MAX_PLAN_MEET_PLACE_LENGTH, MAX_PLAN_MESSAGE_LENGTH, MAX_PLAN_TICKET_NOTE_LENGTH, MAX_PLAN_TITLE_LENGTH }

/** A plan holds its maker and at most this many others. */
export const MAX_PLAN_MEMBERS = 30
/** Friends added in one request. */
export const MAX_PLAN_INVITES_PER_REQUEST = 30
/** Spare tickets one member may hold for others. */
export const MAX_PLAN_SPARES = 10

export const PLAN_ANSWERS = ["going", "maybe", "cant_go"] as const
export const PlanAnswer = Schema.Literals(PLAN_ANSWERS)
export type PlanAnswer = typeof PlanAnswer.Type

export const TICKET_STATUSES = ["has_ticket", "needs_ticket"] as const
export const TicketStatus = Schema.Literals(TICKET_STATUSES)
export type TicketStatus = typeof TicketStatus.Type

export const SPARE_REQUEST_STATUSES = ["pending", "accepted", "declined"] as const
export const SpareRequestStatus = Schema.Literals(SPARE_REQUEST_STATUSES)
export type SpareRequestStatus = typeof SpareRequestStatus.Type

/**
 * A meeting time: a wall-clock time where the concert is, `YYYY-MM-DDTHH:MM` without a zone (the venue's local
 * time; a concert has a day and no zone). The rules accept only the concert's day or the day before.
 */
export const MeetAt = Schema.String.check(
  Schema.isMaxLength(16),
  Schema.makeFilter((s: string) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(s) || "a local time as YYYY-MM-DDTHH:MM")
)

/** `POST /api/plans`. Blank texts are stored as none. */
export const CreatePlanBody = Schema.Struct({
  concertId: Id,
  title: Schema.optionalKey(Schema.NullOr(BoundedString(MAX_PLAN_TITLE_LENGTH))),
  meetPlace: Schema.optionalKey(Schema.NullOr(BoundedString(MAX_PLAN_MEET_PLACE_LENGTH))),
  meetAt: Schema.optionalKey(Schema.NullOr(MeetAt))
})
export type CreatePlanBody = typeof CreatePlanBody.Type

/** `PATCH /api/plans/:id` (the maker only): a key left out keeps its value, null (or blank) clears it. */
export const UpdatePlanBody = CreatePlanBody.mapFields(({ concertId: _, ...rest }) => rest)
export type UpdatePlanBody = typeof UpdatePlanBody.Type

export const PlanParams = Schema.Struct({ id: Id })
export const PlanMemberParams = Schema.Struct({ id: Id, userId: Id })
export const SpareRequestParams = Schema.Struct({ id: Id, requestId: Id })

/** `POST /api/plans/:id/members` (the maker only): friends of the maker (degree 1), added as invited members. */
export const AddPlanMembersBody = Schema.Struct({ userIds: BoundedArray(Id, MAX_PLAN_INVITES_PER_REQUEST).check(Schema.isMinLength(1)) })
export type AddPlanMembersBody = typeof AddPlanMembersBody.Type

/** `PUT /api/plans/:id/answer`. */
export const PlanAnswerBody = Schema.Struct({ answer: PlanAnswer })
export type PlanAnswerBody = typeof PlanAnswerBody.Type

/** `PUT /api/plans/:id/ticket`: spares only with a ticket (needs_ticket with spares > 0 is refused). */
export const PlanTicketBody = Schema.Struct({
  status: TicketStatus,
  spares: Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: MAX_PLAN_SPARES })),
  note: Schema.optionalKey(Schema.NullOr(BoundedString(MAX_PLAN_TICKET_NOTE_LENGTH)))
})
export type PlanTicketBody = typeof PlanTicketBody.Type

/** `POST /api/plans/:id/spare-requests`: "I'll take a spare" from this member. */
export const SpareRequestBody = Schema.Struct({ holderId: Id })
export type SpareRequestBody = typeof SpareRequestBody.Type

/** `POST /api/plans/:id/messages`: plain text, newlines kept, other control characters refused. */
export const PlanMessageBody = Schema.Struct({ text: BoundedString(MAX_PLAN_MESSAGE_LENGTH) })
export type PlanMessageBody = typeof PlanMessageBody.Type

/** `GET /api/plans/:id/messages?before=`: the newest page, or the page older than the cursor. */
export const PlanMessagesQuery = Schema.Struct({ before: Schema.optionalKey(Cursor) })

export const PlanMemberDto = Schema.Struct({
  userId: Schema.String,
  /** The shown name (display name, or the spec's fallback). */
  name: Schema.String,
  isMaker: Schema.Boolean,
  /** null: invited, not answered yet. */
  answer: Schema.NullOr(PlanAnswer),
  /** null: not said yet. */
  ticket: Schema.NullOr(TicketStatus),
  spares: Schema.Int,
  ticketNote: Schema.NullOr(Schema.String),
  joinedAt: Schema.Number
}).annotate({ identifier: "PlanMemberDto" })
export type PlanMemberDto = typeof PlanMemberDto.Type

export const SpareRequestDto = Schema.Struct({
  id: Schema.String,
  requesterId: Schema.String,
  holderId: Schema.String,
  status: SpareRequestStatus,
  createdAt: Schema.Number,
  answeredAt: Schema.NullOr(Schema.Number)
}).annotate({ identifier: "SpareRequestDto" })
export type SpareRequestDto = typeof SpareRequestDto.Type

/** A plan as its members see it. */
export const PlanDto = Schema.Struct({
  id: Schema.String,
  concert: ConcertDto,
  title: Schema.NullOr(Schema.String),
  meetPlace: Schema.NullOr(Schema.String),
  meetAt: Schema.NullOr(Schema.String),
  /** Null when the maker is hidden from the viewer (a block either way, a suspended account: issue #29). */
  makerId: Schema.NullOr(Schema.String),
  createdAt: Schema.Number,
  updatedAt: Schema.Number,
  /** The maker first, then by when they joined. */
  members: Schema.Array(PlanMemberDto),
  /** Requests still pending, and the ones answered in the last 7 days, oldest first. */
  spareRequests: Schema.Array(SpareRequestDto)
}).annotate({ identifier: "PlanDto" })
export type PlanDto = typeof PlanDto.Type

/** `GET /api/plans`: a line per plan of mine. */
export const PlanSummaryDto = Schema.Struct({
  id: Schema.String,
  concert: ConcertDto,
  title: Schema.NullOr(Schema.String),
  meetPlace: Schema.NullOr(Schema.String),
  meetAt: Schema.NullOr(Schema.String),
  /** Null when the maker is hidden from the viewer (issue #29); the counts leave out the members hidden from them. */
  makerId: Schema.NullOr(Schema.String),
  memberCount: Schema.Int,
  goingCount: Schema.Int,
  /** The viewer's own answer. */
  answer: Schema.NullOr(PlanAnswer)
}).annotate({ identifier: "PlanSummaryDto" })
export type PlanSummaryDto = typeof PlanSummaryDto.Type

/** Plans whose concert is today or later, soonest concert first (then newest plan), at most 100. */
export const PlansList = Schema.Struct({ plans: Schema.Array(PlanSummaryDto) }).annotate({ identifier: "PlansList" })
export type PlansList = typeof PlansList.Type

/** `GET /api/plans/:id/suggestions` (members): the viewer's friends who are not members yet, to invite. */
export const PlanSuggestionDto = Schema.Struct({
  userId: Schema.String,
  name: Schema.String,
  /** The friend's status for the plan's concert when the viewer may see it; null otherwise. */
  status: Schema.NullOr(Schema.Literals(["interested", "have_tickets"]))
}).annotate({ identifier: "PlanSuggestionDto" })
/** Tickets first, then interested, then the other friends, each by name; at most 200. */
export const PlanSuggestions = Schema.Struct({ friends: Schema.Array(PlanSuggestionDto) }).annotate({ identifier: "PlanSuggestions" })
export type PlanSuggestions = typeof PlanSuggestions.Type

/**
 * A message of the thread. A purged author's message (issue #30) keeps its place: `authorId` and `text` are null and
 * `authorName` is "Deleted user".
 */
export const PlanMessageDto = Schema.Struct({
  id: Schema.String,
  authorId: Schema.NullOr(Schema.String),
  authorName: Schema.String,
  text: Schema.NullOr(Schema.String),
  /** A line from Soundcheck itself (issue #31; authorName "Soundcheck", no author or text): the concert was cancelled. */
  event: Schema.NullOr(Schema.Literals(["concert_cancelled"])),
  createdAt: Schema.Number
}).annotate({ identifier: "PlanMessageDto" })
export type PlanMessageDto = typeof PlanMessageDto.Type

/** Oldest first within the page (newest last); `olderCursor` fetches the page before it. */
export const PlanMessagesPage = Schema.Struct({
  messages: Schema.Array(PlanMessageDto),
  olderCursor: Schema.NullOr(Schema.String)
}).annotate({ identifier: "PlanMessagesPage" })
export type PlanMessagesPage = typeof PlanMessagesPage.Type

/** `DELETE` answers and leaving. */
export const PlanDeleted = Schema.Struct({ id: Schema.String }).annotate({ identifier: "PlanDeleted" })
export type PlanDeleted = typeof PlanDeleted.Type

/** `DELETE /api/plans/:id/members/:userId`: the maker removed a member, or a member left. */
export const PlanMemberRemoved = Schema.Struct({ planId: Schema.String, userId: Schema.String }).annotate({ identifier: "PlanMemberRemoved" })
export type PlanMemberRemoved = typeof PlanMemberRemoved.Type
