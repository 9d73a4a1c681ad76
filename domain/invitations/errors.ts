/** Expected failures of the invitations feature, named after the condition; the prose lives at the edges. */
import { Schema } from "effect"

export class NoInvitesRemaining extends Schema.TaggedError<NoInvitesRemaining>()("NoInvitesRemaining", {
  userId: Schema.String
}) {}

/** The inviter has a pending invitation to this address already. */
export class AlreadyInvited extends Schema.TaggedError<AlreadyInvited>()("AlreadyInvited", {
  inviterId: Schema.String,
  email: Schema.String
}) {}

/** Unknown, not pending, or not the viewer's own: all look the same from outside. */
export class InvitationNotFound extends Schema.TaggedError<InvitationNotFound>()("InvitationNotFound", {
  invitationId: Schema.String
}) {}

/** An invitation link that is unknown, used, cancelled, or names another inviter. */
export class InvalidInvitation extends Schema.TaggedError<InvalidInvitation>()("InvalidInvitation", {}) {}

export class InvitationExpired extends Schema.TaggedError<InvitationExpired>()("InvitationExpired", {
  expiresAt: Schema.Number
}) {}

export class InvalidRequestedCount extends Schema.TaggedError<InvalidRequestedCount>()("InvalidRequestedCount", {
  requestedCount: Schema.Number
}) {}

export class ReasonTooShort extends Schema.TaggedError<ReasonTooShort>()("ReasonTooShort", {
  minimum: Schema.Number
}) {}

export class InviteRequestNotFound extends Schema.TaggedError<InviteRequestNotFound>()("InviteRequestNotFound", {
  requestId: Schema.String
}) {}

export class AlreadyReviewed extends Schema.TaggedError<AlreadyReviewed>()("AlreadyReviewed", {
  requestId: Schema.String
}) {}

/** A moderator revoked the account's invitations (issue #29): none is sent and none requested until an admin restores them. */
export class InvitesRevoked extends Schema.TaggedError<InvitesRevoked>()("InvitesRevoked", {
  userId: Schema.String
}) {}
