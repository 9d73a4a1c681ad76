/** How the viewer stands to another person: the profile's action button and the search result say it. */
import { Effect, Option } from "effect"
import { FriendRequestRepo } from "./friend-request-repo.ts"
import { FriendshipRepo } from "./friendship-repo.ts"

export type Relationship = "self" | "friend" | "request_sent" | "request_received" | "none"

/** Shown where a friend or a request's party has no profile name (spec §3). */
export const UNKNOWN_USER = "Unknown User"

export const nameOf = (displayName: string | null): string => displayName ?? UNKNOWN_USER

export interface Standing {
  readonly relationship: Relationship
  /** The pending request between the two, when there is one. */
  readonly pendingRequestId: string | null
}

export const relationshipBetween = Effect.fn("relationshipBetween")(function* (viewerId: string, otherId: string) {
  if (viewerId === otherId) return { relationship: "self", pendingRequestId: null } satisfies Standing
  if (yield* (yield* FriendshipRepo).areFriends(viewerId, otherId)) {
    return { relationship: "friend", pendingRequestId: null } satisfies Standing
  }
  const pending = yield* (yield* FriendRequestRepo).pendingBetween(viewerId, otherId)
  if (Option.isNone(pending)) return { relationship: "none", pendingRequestId: null } satisfies Standing
  const relationship: Relationship = pending.value.senderId === viewerId ? "request_sent" : "request_received"
  return { relationship, pendingRequestId: pending.value.id } satisfies Standing
})
