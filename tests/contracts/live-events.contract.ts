/**
 * The LiveEvents contract: delivery only after commit, to the named users' streams, and for activity events
 * to exactly who may see the owner's activity (the `canSeeActivity` rule by degree), on every adapter.
 */
import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import type { Visibility } from "../../domain/accounts/contract.ts"
import { ProfileRepo } from "../../domain/accounts/profile-repo.ts"
import { UserRepo } from "../../domain/accounts/user-repo.ts"
import { FriendshipRepo } from "../../domain/friends/friendship-repo.ts"
import { Transactions } from "../../domain/kernel/transactions.ts"
import { type LiveEvent, toActivityViewers, toUsers } from "../../domain/live/events.ts"
import { LiveEvents } from "../../domain/live/live-events.ts"
import { aUser, type FreshStore, withStore } from "./fresh-store.ts"

const T0 = 1_800_000_000_000
const id = (n: number) => aUser(n).id
const marker = (requestId: string): LiveEvent => ({ type: "friend_request_received", requestId, senderId: id(0) })

/** Subscribes each user; answers what each received, and a wait for the marker event on all of them. */
const listen = (userIds: ReadonlyArray<string>) =>
  Effect.gen(function* () {
    const live = yield* LiveEvents
    const received = new Map(userIds.map((u) => [u, [] as Array<LiveEvent>]))
    const stops = yield* Effect.forEach(userIds, (u) => live.subscribe(u, { deliver: (e) => received.get(u)!.push(e), end: () => undefined }))
    /** Publishes a marker to everyone and waits until all have it: events arrive in publication order. */
    const barrier = (requestId: string) =>
      Effect.andThen(
        live.publish(toUsers(marker(requestId), ...userIds)),
        Effect.promise(async () => {
          const has = () => [...received.values()].every((events) => events.some((e) => e.type === "friend_request_received" && e.requestId === requestId))
          for (let waited = 0; !has(); waited += 5) {
            if (waited > 5_000) throw new Error(`marker ${requestId} not delivered`)
            await new Promise((r) => setTimeout(r, 5))
          }
        })
      )
    return {
      received,
      barrier,
      stop: () => {
        for (const s of stops) s()
      }
    }
  })

const without = (events: ReadonlyArray<LiveEvent>, type: LiveEvent["type"]) => events.filter((e) => e.type !== type)

export const liveEventsContract = (name: string, fresh: FreshStore) =>
  describe(`LiveEvents contract: ${name}`, () => {
    const run = withStore(fresh)

    it("delivers a committed message to the named users only, nothing of a rolled-back one, nothing after unsubscribing", async () => {
      const got = await run(
        Effect.gen(function* () {
          const live = yield* LiveEvents
          const tx = yield* Transactions
          const { received, barrier, stop } = yield* listen([id(1), id(2)])
          const removed: LiveEvent = { type: "friend_removed", userIds: [id(1), id(3)] }
          yield* tx.run(live.publish(toUsers(removed, id(1), id(3))))
          yield* Effect.exit(tx.run(Effect.andThen(live.publish(toUsers(marker("rolled back"), id(1), id(2))), Effect.fail("refused"))))
          yield* barrier("after")
          stop()
          // A stream that stays: once it has the last marker, anything published before it has been delivered.
          const witness = yield* listen([id(4)])
          yield* live.publish(toUsers(removed, id(1), id(2)))
          yield* witness.barrier("last")
          witness.stop()
          return Object.fromEntries([...received].map(([u, events]) => [u, events]))
        })
      )
      expect(got).toEqual({ [id(1)]: [{ type: "friend_removed", userIds: [id(1), id(3)] }, marker("after")], [id(2)]: [marker("after")] })
    })

    for (const [visibility, receivers] of [
      ["public", [0, 1, 2, 3]],
      ["friends_of_friends", [0, 1, 2]],
      ["friends_only", [0, 1]],
      ["private", [0]]
    ] as ReadonlyArray<[Visibility, ReadonlyArray<number>]>) {
      it(`an activity event of someone ${visibility} reaches exactly who may see it (self, friend, friend of friend, stranger)`, async () => {
        const got = await run(
          Effect.gen(function* () {
            const users = yield* UserRepo
            for (const n of [0, 1, 2, 3]) yield* users.insert(aUser(n))
            yield* (yield* ProfileRepo).create({
              userId: id(0),
              displayName: "Owner",
              bio: null,
              avatarUrl: null,
              concertVisibility: visibility,
              inviteCount: 5,
              totalInvitesSent: 0,
              createdAt: T0
            })
            const friendships = yield* FriendshipRepo
            yield* friendships.add(id(0), id(1), T0)
            yield* friendships.add(id(1), id(2), T0)
            const { received, barrier, stop } = yield* listen([0, 1, 2, 3].map(id))
            const changed: LiveEvent = { type: "interest_changed", concertId: "c", userId: id(0) }
            yield* (yield* LiveEvents).publish(toActivityViewers(changed, id(0)))
            yield* barrier("after")
            stop()
            return [0, 1, 2, 3].filter((n) => without(received.get(id(n))!, "friend_request_received").length === 1)
          })
        )
        expect(got).toEqual(receivers)
      })
    }
  })
