/** Port: friend requests. At most one pending request between two people, in either direction. */
import { Context, type Effect, type Option } from "effect"
import type { FriendRequestAlreadyExists } from "./errors.ts"

export type FriendRequestStatus = "pending" | "accepted" | "rejected"

export interface NewFriendRequest {
  readonly id: string
  readonly senderId: string
  readonly receiverId: string
  readonly createdAt: number
}

/** A stored request with both people's profile names, when they have one. */
export interface FriendRequest extends NewFriendRequest {
  readonly status: FriendRequestStatus
  readonly senderName: string | null
  readonly receiverName: string | null
}

export class FriendRequestRepo extends Context.Service<
  FriendRequestRepo,
  {
    /** Adds a pending request; one pending between the two already (either direction) is refused. */
    create(request: NewFriendRequest): Effect.Effect<void, FriendRequestAlreadyExists>
    find(id: string): Effect.Effect<Option.Option<FriendRequest>>
    /** The pending request between the two, whoever sent it. */
    pendingBetween(a: string, b: string): Effect.Effect<Option.Option<FriendRequest>>
    /** Pending requests to the user, newest first. */
    incoming(userId: string): Effect.Effect<ReadonlyArray<FriendRequest>>
    /** Pending requests from the user, newest first. */
    outgoing(userId: string): Effect.Effect<ReadonlyArray<FriendRequest>>
    /** Answers a pending request; answers whether it was still pending (an answered one never changes). */
    setStatus(id: string, status: "accepted" | "rejected", at: number): Effect.Effect<boolean>
    /** Deletes a pending request; answers whether it was still pending. */
    delete(id: string): Effect.Effect<boolean>
  }
>()("domain/friends/FriendRequestRepo") {}
