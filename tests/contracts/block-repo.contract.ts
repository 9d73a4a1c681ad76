/**
 * The BlockRepo contract (issue #29): every adapter must pass it, and agree with the rule of `hiddenFrom` (a block
 * either way, or an account suspended at the instant asked) on random blocks and suspensions. And the
 * NotificationRepo's part of a block: `deleteBetween` takes exactly the notifications one of the two got about the other.
 */
import { Effect, ManagedRuntime } from "effect"
import fc from "fast-check"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { ProfileRepo } from "../../domain/accounts/profile-repo.ts"
import { UserRepo } from "../../domain/accounts/user-repo.ts"
import { type NewNotification, NotificationRepo } from "../../domain/notifications/notification-repo.ts"
import { BlockRepo } from "../../domain/safety/block-repo.ts"
import type { AppServices } from "../../domain/services.ts"
import { aUser, anId, type FreshStore, withStore } from "./fresh-store.ts"
import { liftInStore, suspendInStore } from "./suspensions.ts"

const T0 = 1_800_000_000_000
const HOUR = 3_600_000
const id = (n: number) => aUser(n).id
const PEOPLE = 6

const people = (count: number) =>
  Effect.gen(function* () {
    const users = yield* UserRepo
    for (let n = 0; n < count; n++) yield* users.insert(aUser(n))
  })

/** When a suspension ends: never (until lifted), before the instant asked, exactly at it (over), or after it. */
const UNTILS = [null, T0 - HOUR, T0, T0 + HOUR] as const

interface Safety {
  readonly blocks: ReadonlyArray<readonly [number, number]>
  readonly suspensions: ReadonlyArray<{ readonly person: number; readonly until: number | null }>
}

const safetyArb: fc.Arbitrary<Safety> = fc.record({
  blocks: fc.uniqueArray(
    fc.tuple(fc.nat(PEOPLE - 1), fc.nat(PEOPLE - 1)).filter(([a, b]) => a !== b),
    { maxLength: 8, selector: ([a, b]) => `${a}>${b}` }
  ),
  suspensions: fc.uniqueArray(fc.record({ person: fc.nat(PEOPLE - 1), until: fc.constantFrom(...UNTILS) }), { maxLength: 3, selector: (s) => s.person })
})

/** The rule, on the numbers: whom `viewer` may not see at T0. */
const hiddenModel = ({ blocks, suspensions }: Safety, viewer: number): ReadonlyArray<string> =>
  [
    ...new Set([
      ...blocks.filter(([a, b]) => a === viewer || b === viewer).map(([a, b]) => (a === viewer ? b : a)),
      ...suspensions.filter((s) => s.person !== viewer && (s.until === null || s.until > T0)).map((s) => s.person)
    ])
  ]
    .map(id)
    .sort()

const request = (n: number, recipientId: string, actorId: string | null): NewNotification => ({
  id: anId(7100 + n),
  kind: actorId === null ? "invite_request_reviewed" : "friend_request_received",
  recipientId,
  actorId,
  concertId: null,
  at: T0 + n,
  data:
    actorId === null ? { kind: "invite_request_reviewed", outcome: "approved", requestedCount: 3 } : { kind: "friend_request_received", actorName: "Someone" }
})

export const blockRepoContract = (name: string, fresh: FreshStore, runs: number) =>
  describe(`BlockRepo contract: ${name}`, () => {
    const run = withStore(fresh)

    it("a block per ordered pair: again keeps the first instant; the blocker's list newest first with names; either way reads both orders; unblock lifts it once", async () => {
      const got = await run(
        Effect.gen(function* () {
          yield* people(4)
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
          const blocks = yield* BlockRepo
          const made = [yield* blocks.block(id(1), id(2), T0), yield* blocks.block(id(1), id(2), T0 + 5), yield* blocks.block(id(1), id(3), T0 + 9)]
          const reverse = yield* blocks.block(id(2), id(1), T0 + 20)
          const listed = { of1: yield* blocks.blockedBy(id(1)), of2: yield* blocks.blockedBy(id(2)), of3: yield* blocks.blockedBy(id(3)) }
          const either = [
            yield* blocks.eitherWay(id(1), id(3)),
            yield* blocks.eitherWay(id(3), id(1)),
            yield* blocks.eitherWay(id(2), id(3)),
            yield* blocks.eitherWay(id(0), id(0))
          ]
          const lifted = [yield* blocks.unblock(id(1), id(3)), yield* blocks.unblock(id(1), id(3)), yield* blocks.unblock(id(3), id(1))]
          const odd = {
            unblock: yield* blocks.unblock("not-a-uuid", id(1)),
            list: yield* blocks.blockedBy("not-a-uuid"),
            either: yield* blocks.eitherWay("x", id(1))
          }
          return { made, reverse, listed, either, lifted, after: yield* blocks.blockedBy(id(1)), still: yield* blocks.eitherWay(id(1), id(2)), odd }
        })
      )
      expect(got.made).toEqual([true, false, true])
      expect(got.reverse).toBe(true)
      expect(got.listed.of1).toEqual([
        { userId: id(3), displayName: null, since: T0 + 9 },
        { userId: id(2), displayName: "Bea", since: T0 }
      ])
      expect(got.listed.of2).toEqual([{ userId: id(1), displayName: null, since: T0 + 20 }])
      expect(got.listed.of3).toEqual([])
      expect(got.either).toEqual([true, true, false, false])
      expect(got.lifted).toEqual([true, false, false])
      expect(got.after).toEqual([{ userId: id(2), displayName: "Bea", since: T0 }])
      expect(got.still).toBe(true)
      expect(got.odd).toEqual({ unblock: false, list: [], either: false })
    })

    it("hiddenFrom: both sides of the viewer's blocks, every account suspended at the instant or waiting to be purged, never the viewer; others' blocks are not the viewer's", async () => {
      const got = await run(
        Effect.gen(function* () {
          yield* people(PEOPLE + 1)
          const blocks = yield* BlockRepo
          yield* blocks.block(id(0), id(1), T0)
          yield* blocks.block(id(2), id(0), T0)
          yield* blocks.block(id(3), id(4), T0)
          yield* suspendInStore(id(0), T0 - HOUR, null)
          yield* suspendInStore(id(3), T0 - HOUR, T0 + HOUR)
          yield* suspendInStore(id(5), T0 - HOUR, T0)
          // Issue #30: an account waiting to be purged is hidden from everyone else, whenever asked, until restored.
          yield* (yield* UserRepo).requestDeletion(id(6), T0 + HOUR)
          const sorted = (s: ReadonlySet<string>) => [...s].sort()
          return {
            viewer: sorted(yield* blocks.hiddenFrom(id(0), T0)),
            // An hour later the suspension of 3 is over; the one of 0 (until lifted) is not.
            later: sorted(yield* blocks.hiddenFrom(id(0), T0 + HOUR)),
            // Before it ended, 5 was hidden too.
            earlier: sorted(yield* blocks.hiddenFrom(id(0), T0 - 1)),
            four: sorted(yield* blocks.hiddenFrom(id(4), T0))
          }
        })
      )
      expect(got.viewer).toEqual([id(1), id(2), id(3), id(6)].sort())
      expect(got.later).toEqual([id(1), id(2), id(6)].sort())
      expect(got.earlier).toEqual([id(1), id(2), id(3), id(5), id(6)].sort())
      expect(got.four).toEqual([id(0), id(3), id(6)].sort())
    })

    describe("on random blocks and suspensions", () => {
      let runtime: ManagedRuntime.ManagedRuntime<AppServices, never>
      let dispose: () => Promise<void>
      beforeAll(async () => {
        const store = await fresh()
        runtime = ManagedRuntime.make(store.layer)
        dispose = store.dispose
        await runtime.runPromise(people(PEOPLE))
      })
      afterAll(async () => {
        await runtime.dispose()
        await dispose()
      })

      it("hiddenFrom agrees with the rule, for every viewer", async () => {
        await fc.assert(
          fc.asyncProperty(safetyArb, async (safety) => {
            const got = await runtime.runPromise(
              Effect.gen(function* () {
                const blocks = yield* BlockRepo
                for (const [a, b] of safety.blocks) yield* blocks.block(id(a), id(b), T0)
                for (const s of safety.suspensions) yield* suspendInStore(id(s.person), T0 - HOUR, s.until)
                const hidden: Array<ReadonlyArray<string>> = []
                for (let v = 0; v < PEOPLE; v++) hidden.push([...(yield* blocks.hiddenFrom(id(v), T0))].sort())
                // Lifted again, so the next example starts from none.
                for (const [a, b] of safety.blocks) yield* blocks.unblock(id(a), id(b))
                for (const s of safety.suspensions) yield* liftInStore(id(s.person))
                return hidden
              })
            )
            expect(got).toEqual(Array.from({ length: PEOPLE }, (_, v) => hiddenModel(safety, v)))
          }),
          { numRuns: runs }
        )
      })
    })

    it("NotificationRepo.deleteBetween: what each of the two got about the other goes, both ways; the rest stays", async () => {
      const got = await run(
        Effect.gen(function* () {
          yield* people(3)
          const notifications = yield* NotificationRepo
          yield* notifications.add(request(1, id(0), id(1)))
          yield* notifications.add(request(2, id(1), id(0)))
          yield* notifications.add(request(3, id(0), id(2)))
          yield* notifications.add(request(4, id(2), id(1)))
          yield* notifications.add(request(5, id(0), null))
          yield* notifications.deleteBetween(id(1), id(0))
          yield* notifications.deleteBetween("not-a-uuid", id(0))
          const ids = (recipient: number) => Effect.map(notifications.page(id(recipient), null, 10), (page) => page.map((n) => n.id))
          return { zero: yield* ids(0), one: yield* ids(1), two: yield* ids(2), unread: yield* notifications.unreadCount(id(0)) }
        })
      )
      expect(got).toEqual({ zero: [anId(7105), anId(7103)], one: [], two: [anId(7104)], unread: 2 })
    })
  })
