/**
 * Wire schemas of reports and the moderators' queue (issue #29): a fan's report (/api/reports), the queue and its
 * actions (/api/admin/reports…), suspensions and revoked invites (/api/admin/users/:userId/…), shared by the API,
 * the CLI and the web client.
 */
import { Schema } from "effect"
import { BoundedString, Cursor, Id } from "../kernel/limits.ts"

/** A reporter's comment: a few lines about what is wrong. */
export const MAX_REPORT_COMMENT_LENGTH = 1000
/** Why a moderator acted: what the person acted on (and the audit log) reads, one line. */
export const MAX_MODERATION_REASON_LENGTH = 500
/** An end date as typed (YYYY-MM-DD is 10; room for a stray space, which the rules then refuse). */
export const MAX_UNTIL_LENGTH = 32
/** How many reports one person may send in a day (a rolling 24 hours). */
export const REPORTS_PER_DAY = 20
/** The most targets one page of the queue shows. */
export const REPORT_GROUPS_PAGE_SIZE = 25

export const REPORT_TARGET_TYPES = ["profile", "plan_message", "concert"] as const
export const ReportTargetType = Schema.Literals(REPORT_TARGET_TYPES)
export type ReportTargetType = typeof ReportTargetType.Type

export const REPORT_CATEGORIES = ["spam", "harassment", "wrong_details", "illegal", "other"] as const
export const ReportCategory = Schema.Literals(REPORT_CATEGORIES)
export type ReportCategory = typeof ReportCategory.Type

/** Categories whose report needs a comment saying what is wrong. */
export const COMMENT_REQUIRED: ReadonlySet<ReportCategory> = new Set<ReportCategory>(["illegal", "other"])

export const REPORT_STATUSES = ["open", "actioned", "dismissed"] as const
export const ReportStatus = Schema.Literals(REPORT_STATUSES)
export type ReportStatus = typeof ReportStatus.Type

export const MODERATION_ACTIONS = ["dismiss", "remove_message", "clear_display_name", "clear_bio", "suspend", "revoke_invites", "concert_corrected"] as const
export const ModerationAction = Schema.Literals(MODERATION_ACTIONS)
export type ModerationAction = typeof ModerationAction.Type

/** Which actions fit which target: anything else is refused (ActionNotAllowed). */
export const ACTIONS_BY_TARGET: Readonly<Record<ReportTargetType, ReadonlyArray<ModerationAction>>> = {
  profile: ["dismiss", "clear_display_name", "clear_bio", "suspend", "revoke_invites"],
  plan_message: ["dismiss", "remove_message", "suspend", "revoke_invites"],
  concert: ["dismiss", "concert_corrected"]
}

/** POST /api/reports: what is reported, why, and (required for illegal and other) what is wrong, in plain text with line breaks. */
export const ReportBody = Schema.Struct({
  targetType: ReportTargetType,
  targetId: Id,
  category: ReportCategory,
  comment: Schema.optionalKey(BoundedString(MAX_REPORT_COMMENT_LENGTH))
})
export type ReportBody = typeof ReportBody.Type

/** 201 to POST /api/reports: "Report sent". */
export const ReportCreated = Schema.Struct({ id: Schema.String, status: Schema.Literal("open") }).annotate({ identifier: "ReportCreated" })
export type ReportCreated = typeof ReportCreated.Type

/** A person as the queue names them: their profile's name (null when they have none). */
export const PersonRef = Schema.Struct({ userId: Schema.String, displayName: Schema.NullOr(Schema.String) }).annotate({
  identifier: "PersonRef"
})
export type PersonRef = typeof PersonRef.Type

/**
 * One report as the staff see it. `snapshot` is the target as it was when reported: a profile's {displayName, bio};
 * a plan message's {text, authorId, authorName, planId, createdAt}; a concert's {artist, venue, city, date,
 * description, imageUrl}. `action` and `reason` say how it was closed (null while open).
 */
export const ReportDto = Schema.Struct({
  id: Schema.String,
  targetType: ReportTargetType,
  targetId: Schema.String,
  category: ReportCategory,
  comment: Schema.NullOr(Schema.String),
  snapshot: Schema.Record(Schema.String, Schema.Unknown),
  reporter: PersonRef,
  status: ReportStatus,
  assignedTo: Schema.NullOr(PersonRef),
  createdAt: Schema.Number,
  resolvedAt: Schema.NullOr(Schema.Number),
  action: Schema.NullOr(Schema.String),
  reason: Schema.NullOr(Schema.String)
}).annotate({ identifier: "ReportDto" })
export type ReportDto = typeof ReportDto.Type

/** The reports of one target, newest first: the person it is about (null for a concert), how many, and the latest's time. */
export const ReportGroupDto = Schema.Struct({
  targetType: ReportTargetType,
  targetId: Schema.String,
  subject: Schema.NullOr(PersonRef),
  count: Schema.Number,
  latestAt: Schema.Number,
  reports: Schema.Array(ReportDto)
}).annotate({ identifier: "ReportGroupDto" })
export type ReportGroupDto = typeof ReportGroupDto.Type

/** GET /api/admin/reports: targets with the newest report first; `nextCursor` fetches the next page (null: the last). */
export const ReportQueueDto = Schema.Struct({ groups: Schema.Array(ReportGroupDto), nextCursor: Schema.NullOr(Schema.String) }).annotate({
  identifier: "ReportQueueDto"
})
export type ReportQueueDto = typeof ReportQueueDto.Type

/** open (the default): waiting for a decision; closed: actioned or dismissed. */
export const ReportQueueQuery = Schema.Struct({
  status: Schema.optionalKey(Schema.Literals(["open", "closed"])),
  cursor: Schema.optionalKey(Cursor)
})
export type ReportQueueQuery = typeof ReportQueueQuery.Type

/**
 * POST /api/admin/reports/:id/resolve: the action on the target (it must fit the target's type), why (required for
 * every action but dismiss: the person acted on reads it), and for a suspension an optional last day (YYYY-MM-DD:
 * the suspension lapses when that day begins, UTC).
 */
export const ResolveReportBody = Schema.Struct({
  action: ModerationAction,
  reason: Schema.optionalKey(BoundedString(MAX_MODERATION_REASON_LENGTH)),
  until: Schema.optionalKey(BoundedString(MAX_UNTIL_LENGTH))
})
export type ResolveReportBody = typeof ResolveReportBody.Type

/** How many open reports of the target the action closed. */
export const ReportsResolved = Schema.Struct({ resolved: Schema.Number }).annotate({ identifier: "ReportsResolved" })
export type ReportsResolved = typeof ReportsResolved.Type

/** PUT /api/admin/users/:userId/suspension: why, and optionally until when (YYYY-MM-DD, UTC; left out: until lifted). */
export const SuspensionBody = Schema.Struct({
  reason: BoundedString(MAX_MODERATION_REASON_LENGTH),
  until: Schema.optionalKey(BoundedString(MAX_UNTIL_LENGTH))
})
export type SuspensionBody = typeof SuspensionBody.Type

/** A suspension as set: `suspendedUntil` the instant it lapses (epoch ms), null until lifted. */
export const SuspensionDto = Schema.Struct({
  userId: Schema.String,
  suspendedUntil: Schema.NullOr(Schema.Number),
  reason: Schema.String
}).annotate({ identifier: "SuspensionDto" })
export type SuspensionDto = typeof SuspensionDto.Type

/** PUT /api/admin/users/:userId/invites-revocation: why (the person reads it). */
export const InvitesRevocationBody = Schema.Struct({ reason: BoundedString(MAX_MODERATION_REASON_LENGTH) })
export type InvitesRevocationBody = typeof InvitesRevocationBody.Type

/** Revoked invites as set: the account's invite count is 0 until an admin restores them. */
export const InvitesRevocationDto = Schema.Struct({
  userId: Schema.String,
  revokedAt: Schema.Number,
  reason: Schema.String
}).annotate({ identifier: "InvitesRevocationDto" })
export type InvitesRevocationDto = typeof InvitesRevocationDto.Type
