/**
 * Use cases of blocks (issue #29): a fan blocks someone, lifts the block, and lists whom they blocked.
 *
 * A block ends whatever tied the two: the friendship, a pending friend request either way, and every notification
 * one received about the other, in one unit of work; from then on each is hidden from the other (BlockRepo
 * `hiddenFrom`). Blocks are private: nothing tells the blocked person (no notification, no audit entry), and an
 * answer never says more than the profile page would (someone already hidden from the blocker reads as unknown).
 */
import { Clock, Effect, Option } from "effect"
import { ProfileNotFound } from "../accounts/errors.ts"
import { countAgainst } from "../accounts/rate-limit.ts"
import { UserRepo } from "../accounts/user-repo.ts"
import { FriendRequestRepo } from "../friends/friend-request-repo.ts"
import { FriendshipRepo } from "../friends/friendship-repo.ts"
import { nameOf } from "../friends/relationship.ts"
import { isUuid } from "../kernel/ids.ts"
import { Transactions } from "../kernel/transactions.ts"
import { toUsers } from "../live/events.ts"
import { LiveEvents } from "../live/live-events.ts"
import { NotificationRepo } from "../notifications/notification-repo.ts"
import { type BlockedPerson, BlockRepo } from "./block-repo.ts"
import type { BlockedPersonDto, BlocksList } from "./contract.ts"
import { CannotBlockSelf } from "./errors.ts"

const MINUTE = 60_000

/** Block changes (a block or an unblock) per person: a block/unblock loop would churn friendships and notifications. */
export const blockPolicy = { windowMs: 10 * MINUTE, perUser: 30 } as const

/** Counts one block change by the viewer; refuses it once they made too many. */
const limitBlockChange = (viewerId: string) => countAgainst("block", blockPolicy.windowMs, [[`user:${viewerId}`, blockPolicy.perUser]])

const toDto = (b: BlockedPerson): BlockedPersonDto => ({ userId: b.userId, displayName: nameOf(b.displayName), since: b.since })

/** An id from outside as the stores key it: a UUID in lower case; anything else names nobody. */
const keyOf = (userId: string): Option.Option<string> => (isUuid(userId) ? Option.some(userId.toLowerCase()) : Option.none())

/**
 * The viewer blocks someone: refused for oneself (CannotBlockSelf) and, as for an unknown profile (ProfileNotFound),
 * for an unknown id or someone already hidden from the viewer that the viewer did not block (who blocked them, or a
 * suspended account: the answer must not tell them apart from a deleted one). Blocking again is a success that
 * changes nothing.
 */
export const blockPerson = Effect.fn("blockPerson")(function* (blockerId: string, userId: string) {
  yield* limitBlockChange(blockerId)
  const blockedId = Option.getOrUndefined(keyOf(userId))
  if (blockedId === blockerId) return yield* new CannotBlockSelf()
  const blocks = yield* BlockRepo
  const live = yield* LiveEvents
  return yield* (yield* Transactions).run(
    Effect.gen(function* () {
      const notFound = new ProfileNotFound({ userId })
      if (blockedId === undefined || Option.isNone(yield* (yield* UserRepo).findById(blockedId))) return yield* notFound
      const already = (yield* blocks.blockedBy(blockerId)).find((b) => b.userId === blockedId)
      if (already !== undefined) return toDto(already)
      const now = yield* Clock.currentTimeMillis
      if ((yield* blocks.hiddenFrom(blockerId, now)).has(blockedId)) return yield* notFound
      yield* blocks.block(blockerId, blockedId, now)
      const wereFriends = yield* (yield* FriendshipRepo).remove(blockerId, blockedId)
      const requests = yield* FriendRequestRepo
      // At most one request is pending between two people, whichever sent it (FriendRequestRepo).
      const pending = yield* requests.pendingBetween(blockerId, blockedId)
      if (Option.isSome(pending)) yield* requests.delete(pending.value.id)
      yield* (yield* NotificationRepo).deleteBetween(blockerId, blockedId)
      // Open pages refetch: the friendship's end as any unfriending tells it, and both bells (their notifications
      // of each other are gone). Nothing says a block happened.
      if (wereFriends) yield* live.publish(toUsers({ type: "friend_removed", userIds: [blockerId, blockedId] }, blockerId, blockedId))
      yield* live.publish(toUsers({ type: "notifications_changed" }, blockerId, blockedId))
      const made = (yield* blocks.blockedBy(blockerId)).find((b) => b.userId === blockedId)
      return toDto(made ?? { userId: blockedId, displayName: null, since: now })
    })
  )
})

/** The viewer lifts their block; lifting one that is not there is a success too. What the block ended stays ended. */
export const unblockPerson = Effect.fn("unblockPerson")(function* (blockerId: string, userId: string) {
  yield* limitBlockChange(blockerId)
  const blockedId = keyOf(userId)
  if (Option.isNone(blockedId)) return
  yield* (yield* BlockRepo).unblock(blockerId, blockedId.value)
})

/** The viewer's own blocks, newest first, for /settings. Nobody else ever reads them. */
export const listBlocked = Effect.fn("listBlocked")(function* (viewerId: string) {
  return { blocked: (yield* (yield* BlockRepo).blockedBy(viewerId)).map(toDto) } satisfies BlocksList
})
