/** Wire schemas of the invitations endpoints (invitations, the invite economy, invite requests). */
import { Schema } from "effect"
import { DisplayNameInput, EmailInput, SessionDto } from "../accounts/contract.ts"
import { BoundedString, Id, Password, Token } from "../kernel/limits.ts"

import { MAX_REASON_LENGTH } from "../kernel/caps.ts"

export { MAX_REASON_LENGTH }

export const InvitationDto = Schema.Struct({
  id: Schema.String,
  email: Schema.String,
  status: Schema.Literals(["pending", "accepted"]),
  createdAt: Schema.Number,
  expiresAt: Schema.Number
}).annotate({ identifier: "InvitationDto" })
export type InvitationDto = typeof InvitationDto.Type

/** The viewer's invite economy and their pending invitations (the Sent tab, /invite). */
export const InvitationsOverview = Schema.Struct({
  inviteCount: Schema.Number,
  totalInvitesSent: Schema.Number,
  invitations: Schema.Array(InvitationDto)
}).annotate({ identifier: "InvitationsOverview" })
export type InvitationsOverview = typeof InvitationsOverview.Type

export const InviteBody = Schema.Struct({ email: EmailInput })

/** An invitation sent (201), with the viewer's invites left. */
export const InvitationSent = Schema.Struct({
  outcome: Schema.Literal("invitation_sent"),
  invitation: InvitationDto,
  inviteCount: Schema.Number
}).annotate({ identifier: "InvitationSent" })

/** The address has an account: a friend request went to its owner instead (200). */
export const FriendRequestSentInstead = Schema.Struct({
  outcome: Schema.Literal("friend_request_sent"),
  displayName: Schema.String
}).annotate({ identifier: "FriendRequestSentInstead" })

/** Inviting an address that already has an account sends a friend request instead. */
export const InviteResult = Schema.Union([InvitationSent, FriendRequestSentInstead])
export type InviteResult = typeof InviteResult.Type

/** POST /api/invitations/:id/resend: the invitation with its new link's dates. */
export const InvitationResent = Schema.Struct({ invitation: InvitationDto }).annotate({ identifier: "InvitationResent" })
export type InvitationResent = typeof InvitationResent.Type

/** What an invitation link shows before sign-up. */
export const InvitationPreview = Schema.Struct({ email: Schema.String, inviterName: Schema.String }).annotate({ identifier: "InvitationPreview" })
export type InvitationPreview = typeof InvitationPreview.Type

export const AcceptInvitationBody = Schema.Struct({
  token: Token,
  inviter: Id,
  displayName: DisplayNameInput,
  password: Password
})
export type AcceptInvitationBody = typeof AcceptInvitationBody.Type

export const AcceptedInvitation = SessionDto

export const InviteRequestDto = Schema.Struct({
  id: Schema.String,
  userId: Schema.String,
  displayName: Schema.String,
  requestedCount: Schema.Number,
  reason: Schema.NullOr(Schema.String),
  status: Schema.Literals(["pending", "approved", "rejected"]),
  createdAt: Schema.Number,
  reviewedAt: Schema.NullOr(Schema.Number)
}).annotate({ identifier: "InviteRequestDto" })
export type InviteRequestDto = typeof InviteRequestDto.Type

export const InviteRequestBody = Schema.Struct({ requestedCount: Schema.Number, reason: BoundedString(MAX_REASON_LENGTH) })
export type InviteRequestBody = typeof InviteRequestBody.Type

export const OwnInviteRequests = Schema.Struct({ requests: Schema.Array(InviteRequestDto) }).annotate({ identifier: "OwnInviteRequests" })

/** The admin Invite Requests page: every pending request, and the 10 most recently reviewed. */
export const AdminInviteRequests = Schema.Struct({
  pending: Schema.Array(InviteRequestDto),
  reviewed: Schema.Array(InviteRequestDto)
}).annotate({ identifier: "AdminInviteRequests" })
export type AdminInviteRequests = typeof AdminInviteRequests.Type

/** The query of an invitation link, as the /invite page passes it on to the preview. */
export const InvitationLinkQuery = Schema.Struct({ token: Token, inviter: Id })
