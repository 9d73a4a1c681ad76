/** The FriendshipRepo contract: every adapter must pass it, and agree with the pure degree rule on random graphs. */
import { Effect, ManagedRuntime } from "effect"
import fc from "fast-check"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { ProfileRepo } from "../../domain/accounts/profile-repo.ts"
import { UserRepo } from "../../domain/accounts/user-repo.ts"
import { friendDegree } from "../../domain/friends/degree.ts"
import { FriendshipRepo } from "../../domain/friends/friendship-repo.ts"
import { friendsOfGraph, graphArb } from "../../domain/friends/graph.arbitraries.ts"
import type { AppServices } from "../../domain/services.ts"
import { BlockRepo } from "../../domain/safety/block-repo.ts"
import { aUser, type FreshStore, withStore } from "./fresh-store.ts"
import { suspendInStore } from "./suspensions.ts"

const T0 = 1_800_000_000_000
const id = (n: number) => aUser(n).id
const PEOPLE = 12

export const friendshipRepoContract = (name: string, fresh: FreshStore, runs: number) =>
  describe(`FriendshipRepo contract: ${name}`, () => {
    const run = withStore(fresh)

    it("one friendship per pair, read from either side; adding it again keeps the first; either side removes it", async () => {
      const got = await run(
        Effect.gen(function* () {
          const users = yield* UserRepo
          for (const n of [1, 2, 3]) yield* users.insert(aUser(n))
          yield* (yield* ProfileRepo).create({
            userId: id(2),
            displayName: "Bea",
            bio: null,
            avatarUrl: null,
            concertVisibility: "public",
            inviteCount: 5,
            totalInvitesSent: 0,
            createdAt: T0
          })
          const friendships = yield* FriendshipRepo
          yield* friendships.add(id(2), id(1), T0)
          yield* friendships.add(id(1), id(2), T0 + 5)
          yield* friendships.add(id(1), id(3), T0 + 9)
          const before = {
            of1: yield* friendships.friendsOf(id(1)),
            of2: yield* friendships.friendsOf(id(2)),
            both: [yield* friendships.areFriends(id(1), id(2)), yield* friendships.areFriends(id(2), id(1))],
            strangers: yield* friendships.areFriends(id(2), id(3)),
            self: yield* friendships.areFriends(id(1), id(1))
          }
          const removed = [yield* friendships.remove(id(2), id(1)), yield* friendships.remove(id(1), id(2))]
          return { before, removed, after: yield* friendships.friendsOf(id(2)), still: yield* friendships.areFriends(id(3), id(1)) }
        })
      )
      expect([...got.before.of1].sort((a, b) => a.since - b.since)).toEqual([
        { userId: id(2), displayName: "Bea", since: T0 },
        { userId: id(3), displayName: null, since: T0 + 9 }
      ])
      expect(got.before.of2).toEqual([{ userId: id(1), displayName: null, since: T0 }])
      expect(got.before.both).toEqual([true, true])
      expect([got.before.strangers, got.before.self]).toEqual([false, false])
      expect(got.removed).toEqual([true, false])
      expect(got.after).toEqual([])
      expect(got.still).toBe(true)
    })

    it("ids that are not users' ids are nobody's friends", async () => {
      const got = await run(
        Effect.gen(function* () {
          const friendships = yield* FriendshipRepo
          return {
            friends: yield* friendships.friendsOf("not-a-uuid"),
            removed: yield* friendships.remove("not-a-uuid", id(1)),
            degrees: [...(yield* friendships.degreesFrom(id(1), ["not-a-uuid", id(1), id(2)]))],
            second: yield* friendships.secondDegreeOf("not-a-uuid")
          }
        })
      )
      expect(got).toEqual({
        friends: [],
        removed: false,
        degrees: [
          ["not-a-uuid", "none"],
          [id(1), "self"],
          [id(2), "none"]
        ],
        second: []
      })
    })

    it("with `now`, degrees go through nobody hidden from the viewer then, and nobody hidden is a friend or a friend of one", async () => {
      const got = await run(
        Effect.gen(function* () {
          const users = yield* UserRepo
          for (const n of [1, 2, 3, 4, 5, 6]) yield* users.insert(aUser(n))
          const friendships = yield* FriendshipRepo
          // 1's friends: 2 (suspended for a day), 3 (suspension lapsed), 4 (who blocked 1); 5 is 2's friend, 6 is 3's.
          for (const [a, b] of [
            [1, 2],
            [1, 3],
            [1, 4],
            [2, 5],
            [3, 6]
          ] as const)
            yield* friendships.add(id(a), id(b), T0)
          yield* suspendInStore(id(2), T0, T0 + 86_400_000)
          yield* suspendInStore(id(3), T0, T0 + 1000)
          yield* (yield* BlockRepo).block(id(4), id(1), T0)
          const degrees = (now?: number) =>
            Effect.map(friendships.degreesFrom(id(1), [2, 3, 4, 5, 6].map(id), now), (found) => [2, 3, 4, 5, 6].map((n) => found.get(id(n))))
          return { now: yield* degrees(T0 + 60_000), raw: yield* degrees() }
        })
      )
      expect(got.now).toEqual(["none", 1, "none", "none", 2])
      expect(got.raw).toEqual([1, 1, 1, 2, 2])
    })

    describe("on random graphs, degrees and friends agree with the pure friendDegree rule", () => {
      let runtime: ManagedRuntime.ManagedRuntime<AppServices, never>
      let dispose: () => Promise<void>
      beforeAll(async () => {
        const store = await fresh()
        runtime = ManagedRuntime.make(store.layer)
        dispose = store.dispose
        await runtime.runPromise(
          Effect.gen(function* () {
            const users = yield* UserRepo
            for (let n = 0; n < PEOPLE; n++) yield* users.insert(aUser(n))
          })
        )
      })
      afterAll(async () => {
        await runtime.dispose()
        await dispose()
      })

      it("degreesFrom, secondDegreeOf and friendsOf for every viewer", async () => {
        await fc.assert(
          fc.asyncProperty(graphArb(PEOPLE), async (graph) => {
            const people = Array.from({ length: graph.size }, (_, n) => n)
            const got = await runtime.runPromise(
              Effect.gen(function* () {
                const friendships = yield* FriendshipRepo
                for (const [a, b] of graph.edges) yield* friendships.add(id(a), id(b), T0)
                const answers = yield* Effect.forEach(people, (viewer) =>
                  Effect.all({
                    degrees: friendships.degreesFrom(id(viewer), people.map(id)),
                    second: friendships.secondDegreeOf(id(viewer)),
                    friends: friendships.friendsOf(id(viewer))
                  })
                )
                // Removed from the other side than added, so the next example starts from no friendships.
                for (const [a, b] of graph.edges) yield* friendships.remove(id(b), id(a))
                return answers
              })
            )
            const friendsOf = friendsOfGraph(graph)
            for (const viewer of people) {
              const expected = people.map((target) => [id(target), friendDegree(friendsOf, viewer, target)])
              expect([...got[viewer]!.degrees]).toEqual(expected)
              expect(got[viewer]!.second).toEqual(
                people
                  .filter((t) => friendDegree(friendsOf, viewer, t) === 2)
                  .map(id)
                  .sort()
              )
              expect(got[viewer]!.friends.map((f) => f.userId).sort()).toEqual([...friendsOf(viewer)].map(id).sort())
            }
          }),
          { numRuns: runs }
        )
      })
    })
  })
