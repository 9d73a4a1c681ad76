/** Expected failures of reports and moderation (issue #29), named after the condition; the prose lives at the edges. */
import { Schema } from "effect"

const Issues = Schema.Array(Schema.Struct({ field: Schema.String, message: Schema.String }))

/**
 * Nothing the reporter may report: no such target, a profile hidden from them (a block, a suspension), a message of
 * a plan they are not in, or their own profile or message. All look alike, so a report tells nobody what exists.
 */
export class ReportTargetNotFound extends Schema.TaggedError<ReportTargetNotFound>()("ReportTargetNotFound", {
  targetType: Schema.String,
  targetId: Schema.String
}) {}

/** The report form refused the input: one issue per field (a comment missing where the category needs one, control characters). */
export class InvalidReport extends Schema.TaggedError<InvalidReport>()("InvalidReport", { issues: Issues }) {}

/** The reporter's report of this target is still open. */
export class ReportAlreadyOpen extends Schema.TaggedError<ReportAlreadyOpen>()("ReportAlreadyOpen", {
  targetType: Schema.String,
  targetId: Schema.String
}) {}

export class ReportNotFound extends Schema.TaggedError<ReportNotFound>()("ReportNotFound", { reportId: Schema.String }) {}

/** The report was closed already (by another moderator, say): there is nothing left to assign or resolve. */
export class ReportAlreadyResolved extends Schema.TaggedError<ReportAlreadyResolved>()("ReportAlreadyResolved", {
  reportId: Schema.String
}) {}

/** The action does not fit the reported target's type (removing a message of a profile report, say). */
export class ActionNotAllowed extends Schema.TaggedError<ActionNotAllowed>()("ActionNotAllowed", {
  action: Schema.String,
  targetType: Schema.String
}) {}

/** A moderator's action refused as typed: one issue per field (a reason missing, an end date that is not a later day). */
export class InvalidModeration extends Schema.TaggedError<InvalidModeration>()("InvalidModeration", { issues: Issues }) {}

/**
 * The account is beyond the actor's reach: moderators act only on fans, admins also on moderators, nobody on an
 * admin or on themself.
 */
export class ProtectedAccount extends Schema.TaggedError<ProtectedAccount>()("ProtectedAccount", { userId: Schema.String }) {}
