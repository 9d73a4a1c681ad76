/** Use cases of friendships: the viewer's friends and requests, ending a friendship, finding a user. */
import { Effect, Option } from "effect"
import { emailKey, parseEmail } from "../accounts/credentials.ts"
import { UserRepo } from "../accounts/user-repo.ts"
import type { FriendRequestsList, FriendsList, UserSearchResult } from "./contract.ts"
import { Transactions } from "../kernel/transactions.ts"
import { toUsers } from "../live/events.ts"
import { LiveEvents } from "../live/live-events.ts"
import { hiddenNow, isHiddenFrom } from "../safety/hidden.ts"
import { NotFriends } from "./errors.ts"
import { FriendRequestRepo } from "./friend-request-repo.ts"
import { FriendshipRepo } from "./friendship-repo.ts"
import { nameOf, relationshipBetween } from "./relationship.ts"
import { toRequestDto } from "./requests.ts"

const byName = (a: { displayName: string; userId: string }, b: { displayName: string; userId: string }) =>
  a.displayName.localeCompare(b.displayName, "en") || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0)

/**
 * The viewer's friends, by name. A friend hidden from the viewer (a suspended account: issue #29) is left out; the
 * friendship stays, so lifting the suspension brings them back.
 */
export const listFriends = Effect.fn("listFriends")(function* (viewerId: string) {
  const hidden = yield* hiddenNow(viewerId)
  const friends = (yield* (yield* FriendshipRepo).friendsOf(viewerId)).filter((f) => !hidden.has(f.userId))
  return {
    friends: friends.map((f) => ({ userId: f.userId, displayName: nameOf(f.displayName), since: f.since })).sort(byName)
  } satisfies FriendsList
})

/** Either friend ends the friendship, for both; a friend hidden from the viewer (issue #29) is not a friend to end. */
export const removeFriend = Effect.fn("removeFriend")(function* (viewerId: string, friendId: string) {
  const friendships = yield* FriendshipRepo
  const live = yield* LiveEvents
  yield* (yield* Transactions).run(
    Effect.gen(function* () {
      const notFriends = new NotFriends({ userId: viewerId, otherId: friendId })
      if (yield* isHiddenFrom(viewerId, friendId)) return yield* notFriends
      if (!(yield* friendships.remove(viewerId, friendId))) return yield* notFriends
      yield* live.publish(toUsers({ type: "friend_removed", userIds: [viewerId, friendId] }, viewerId, friendId))
    })
  )
})

/**
 * Pending requests both ways; a sent request whose receiver is already a friend is hidden (spec §4), and so is one
 * whose other party is hidden from the viewer (issue #29: a suspended account; a block deletes the request).
 */
export const listRequests = Effect.fn("listRequests")(function* (viewerId: string) {
  const requests = yield* FriendRequestRepo
  const friends = new Set((yield* (yield* FriendshipRepo).friendsOf(viewerId)).map((f) => f.userId))
  const hidden = yield* hiddenNow(viewerId)
  const incoming = (yield* requests.incoming(viewerId)).filter((r) => !hidden.has(r.senderId))
  const outgoing = (yield* requests.outgoing(viewerId)).filter((r) => !friends.has(r.receiverId) && !hidden.has(r.receiverId))
  return { incoming: incoming.map(toRequestDto), outgoing: outgoing.map(toRequestDto) } satisfies FriendRequestsList
})

/**
 * An exact, case-insensitive match on a whole address; the address itself is never echoed back. The address of
 * someone hidden from the viewer (issue #29) answers as an address without an account.
 */
export const searchUser = Effect.fn("searchUser")(function* (viewerId: string, email: string) {
  const address = yield* Effect.fromResult(parseEmail(email))
  const found = yield* (yield* UserRepo).findByEmail(emailKey(address))
  if (Option.isNone(found) || (yield* isHiddenFrom(viewerId, found.value.id))) return { user: null } satisfies UserSearchResult
  const { relationship } = yield* relationshipBetween(viewerId, found.value.id)
  return {
    user: { userId: found.value.id, displayName: nameOf(found.value.displayName), relationship }
  } satisfies UserSearchResult
})
