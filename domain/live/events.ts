/**
 * The live-update contract: what a signed-in user's event stream carries. Payloads are a type and ids
 * only, never private data; the client refetches through the normal endpoints, which apply every rule.
 */
import { Schema } from "effect"

const Id = Schema.String

/** A person (the viewer, or someone whose activity the viewer may see) changed their interest in a concert. */
export const InterestChanged = Schema.Struct({ type: Schema.Literal("interest_changed"), concertId: Id, userId: Id })
/** To the receiver: someone sent them a friend request. */
export const FriendRequestReceived = Schema.Struct({ type: Schema.Literal("friend_request_received"), requestId: Id, senderId: Id })
/** To both parties: a pending request was accepted, rejected (by the receiver) or cancelled (by the sender). */
export const FriendRequestAnswered = Schema.Struct({
  type: Schema.Literal("friend_request_answered"),
  requestId: Id,
  outcome: Schema.Literals(["accepted", "rejected", "cancelled"])
})
/** To both former friends. */
export const FriendRemoved = Schema.Struct({ type: Schema.Literal("friend_removed"), userIds: Schema.Tuple([Id, Id]) })
/** To the inviter: their invitation was accepted; the new member is their friend. */
export const InvitationAccepted = Schema.Struct({ type: Schema.Literal("invitation_accepted"), invitationId: Id, userId: Id })
/** To the requester: an admin approved or rejected their request for more invites. */
export const InviteRequestReviewed = Schema.Struct({
  type: Schema.Literal("invite_request_reviewed"),
  requestId: Id,
  status: Schema.Literals(["approved", "rejected"])
})
/** To the recipient: their notifications changed (one was added, restored, withdrawn or read); the bell refetches. */
export const NotificationsChanged = Schema.Struct({ type: Schema.Literal("notifications_changed") })

/** To a plan's members (and a member just removed, and every member when it is deleted): the plan changed; refetch it. */
export const PlanChanged = Schema.Struct({ type: Schema.Literal("plan_changed"), planId: Id })
/** To a plan's members: a message was posted in its thread; refetch the newest page. */
export const PlanMessagePosted = Schema.Struct({ type: Schema.Literal("plan_message"), planId: Id, messageId: Id })

/**
 * To the user whose sessions ended (sign-out, sign-out everywhere, a password reset, a reused refresh token):
 * the API closes the streams of those sessions instead of forwarding it. `sessionId` null means all of them.
 */
export const SessionsEnded = Schema.Struct({ type: Schema.Literal("sessions_ended"), sessionId: Schema.NullOr(Id) })

export const LiveEvent = Schema.Union([
  InterestChanged,
  FriendRequestReceived,
  FriendRequestAnswered,
  FriendRemoved,
  InvitationAccepted,
  InviteRequestReviewed,
  NotificationsChanged,
  PlanChanged,
  PlanMessagePosted,
  SessionsEnded
])
export type LiveEvent = typeof LiveEvent.Type
export type LiveEventType = LiveEvent["type"]

/**
 * Who receives an event: named users, or everyone who may see a person's concert activity on the pages
 * (resolved when the event is delivered, by the rules in `audience.ts`).
 */
export const Audience = Schema.Union([
  Schema.Struct({ kind: Schema.Literal("users"), userIds: Schema.Array(Id) }),
  Schema.Struct({ kind: Schema.Literal("activity_of"), userId: Id })
])
export type Audience = typeof Audience.Type

/** What is published: the event and its audience. */
export const LiveMessage = Schema.Struct({ event: LiveEvent, audience: Audience })
export type LiveMessage = typeof LiveMessage.Type

export const toUsers = (event: LiveEvent, ...userIds: ReadonlyArray<string>): LiveMessage => ({
  event,
  audience: { kind: "users", userIds: [...new Set(userIds)] }
})

export const toActivityViewers = (event: LiveEvent, ownerId: string): LiveMessage => ({
  event,
  audience: { kind: "activity_of", userId: ownerId }
})
