/** Use cases of friend requests: send, and the receiver accepts or rejects, the sender cancels. */
import { Clock, Effect, Option } from "effect"
import type { FriendDto, FriendRequestDto, SendFriendRequestBody } from "./contract.ts"
import { parseEmail } from "../accounts/credentials.ts"
import { UserNotFound } from "../accounts/errors.ts"
import { type UserRecord, UserRepo } from "../accounts/user-repo.ts"
import { displayNameOf } from "../concerts/discovery.ts"
import { Tokens } from "../kernel/tokens.ts"
import { Transactions } from "../kernel/transactions.ts"
import { toUsers } from "../live/events.ts"
import { LiveEvents } from "../live/live-events.ts"
import { notify } from "../notifications/notify.ts"
import { isHiddenFrom } from "../safety/hidden.ts"
import { AlreadyFriends, CannotFriendYourself, FriendRequestAlreadyExists, FriendRequestNotFound } from "./errors.ts"
import { type FriendRequest, FriendRequestRepo } from "./friend-request-repo.ts"
import { FriendshipRepo } from "./friendship-repo.ts"
import { nameOf } from "./relationship.ts"

export const toRequestDto = (r: FriendRequest): FriendRequestDto => ({
  id: r.id,
  senderId: r.senderId,
  senderName: nameOf(r.senderName),
  receiverId: r.receiverId,
  receiverName: nameOf(r.receiverName),
  status: r.status,
  createdAt: r.createdAt
})

/**
 * The person a request is for. Someone hidden from the sender (a block either way, a suspended account: issue #29)
 * is UserNotFound, exactly as an unknown id or address: the Add Friends form then invites the address without
 * reaching them (invitations/send.ts `inviteByEmail`).
 */
const receiverOf = Effect.fnUntraced(function* (senderId: string, target: SendFriendRequestBody) {
  const users = yield* UserRepo
  const found: Option.Option<UserRecord> =
    "email" in target ? yield* users.findByEmail(yield* Effect.fromResult(parseEmail(target.email))) : yield* users.findById(target.userId)
  if (Option.isNone(found) || (found.value.id !== senderId && (yield* isHiddenFrom(senderId, found.value.id)))) {
    return yield* new UserNotFound({ target: "email" in target ? target.email : target.userId })
  }
  return found.value
})

/** Spec §5 and §8: not to oneself, not to a friend, not while a request is pending either way. */
export const sendFriendRequest = Effect.fn("sendFriendRequest")(function* (viewerId: string, target: SendFriendRequestBody) {
  const receiver = yield* receiverOf(viewerId, target)
  if (receiver.id === viewerId) return yield* new CannotFriendYourself()
  if (yield* (yield* FriendshipRepo).areFriends(viewerId, receiver.id)) {
    return yield* new AlreadyFriends({ userId: viewerId, friendId: receiver.id })
  }
  const requests = yield* FriendRequestRepo
  if (Option.isSome(yield* requests.pendingBetween(viewerId, receiver.id))) {
    return yield* new FriendRequestAlreadyExists({ senderId: viewerId, receiverId: receiver.id })
  }
  const id = yield* (yield* Tokens).uuid
  const live = yield* LiveEvents
  const createdAt = yield* Clock.currentTimeMillis
  const created = yield* (yield* Transactions).run(
    Effect.gen(function* () {
      yield* requests.create({ id, senderId: viewerId, receiverId: receiver.id, createdAt })
      yield* live.publish(toUsers({ type: "friend_request_received", requestId: id, senderId: viewerId }, receiver.id))
      const request = Option.getOrThrow(yield* requests.find(id))
      yield* notify({
        recipientId: receiver.id,
        actorId: viewerId,
        concertId: null,
        data: { kind: "friend_request_received", actorName: displayNameOf(viewerId, request.senderName) }
      })
      return request
    })
  )
  return { request: toRequestDto(created) }
})

/**
 * The pending request with this id, if the viewer is the one who may act on it as `party` and its other party is not
 * hidden from them (issue #29: their lists leave such a request out).
 */
const pendingFor = Effect.fnUntraced(function* (viewerId: string, requestId: string, party: "senderId" | "receiverId") {
  const found = yield* (yield* FriendRequestRepo).find(requestId)
  if (Option.isNone(found) || found.value.status !== "pending" || found.value[party] !== viewerId) {
    return yield* new FriendRequestNotFound({ requestId })
  }
  const other = party === "senderId" ? found.value.receiverId : found.value.senderId
  if (yield* isHiddenFrom(viewerId, other)) return yield* new FriendRequestNotFound({ requestId })
  return found.value
})

/** Both parties' pages change when a request is answered or cancelled. */
const tellParties = (request: FriendRequest, outcome: "accepted" | "rejected" | "cancelled") =>
  LiveEvents.use((live) => live.publish(toUsers({ type: "friend_request_answered", requestId: request.id, outcome }, request.senderId, request.receiverId)))

/** Only the receiver accepts; the friendship is created in the same unit of work. */
export const acceptFriendRequest = Effect.fn("acceptFriendRequest")(function* (viewerId: string, requestId: string) {
  const friendships = yield* FriendshipRepo
  return yield* (yield* Transactions).run(
    Effect.gen(function* () {
      const request = yield* pendingFor(viewerId, requestId, "receiverId")
      const now = yield* Clock.currentTimeMillis
      if (!(yield* (yield* FriendRequestRepo).setStatus(requestId, "accepted", now))) {
        return yield* new FriendRequestNotFound({ requestId })
      }
      yield* friendships.add(request.senderId, request.receiverId, now)
      yield* tellParties(request, "accepted")
      yield* notify({
        recipientId: request.senderId,
        actorId: viewerId,
        concertId: null,
        data: { kind: "friend_request_accepted", actorName: displayNameOf(viewerId, request.receiverName) }
      })
      const friend = (yield* friendships.friendsOf(viewerId)).find((f) => f.userId === request.senderId)
      return {
        friend: { userId: request.senderId, displayName: nameOf(request.senderName), since: friend?.since ?? now } satisfies FriendDto
      }
    })
  )
})

/** Only the receiver rejects. */
export const rejectFriendRequest = Effect.fn("rejectFriendRequest")(function* (viewerId: string, requestId: string) {
  const request = yield* pendingFor(viewerId, requestId, "receiverId")
  const now = yield* Clock.currentTimeMillis
  const requests = yield* FriendRequestRepo
  yield* (yield* Transactions).run(
    Effect.gen(function* () {
      if (!(yield* requests.setStatus(requestId, "rejected", now))) return yield* new FriendRequestNotFound({ requestId })
      yield* tellParties(request, "rejected")
    })
  )
})

/** Only the sender cancels, and cancelling deletes the request. */
export const cancelFriendRequest = Effect.fn("cancelFriendRequest")(function* (viewerId: string, requestId: string) {
  const request = yield* pendingFor(viewerId, requestId, "senderId")
  const requests = yield* FriendRequestRepo
  yield* (yield* Transactions).run(
    Effect.gen(function* () {
      if (!(yield* requests.delete(requestId))) return yield* new FriendRequestNotFound({ requestId })
      yield* tellParties(request, "cancelled")
    })
  )
})
