/** The NotificationRepo contract: every adapter must pass it. */
import { Effect } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { PlanRepo } from "../../domain/plans/plan-repo.ts"
import { UserRepo } from "../../domain/accounts/user-repo.ts"
import { catalogueArb } from "../../domain/concerts/concert.arbitraries.ts"
import { ConcertRepo } from "../../domain/concerts/concert-repo.ts"
import type { Concert } from "../../domain/concerts/concert.ts"
import { type NewNotification, NotificationRepo } from "../../domain/notifications/notification-repo.ts"
import { BlockRepo } from "../../domain/safety/block-repo.ts"
import { aUser, anId, type FreshStore, withStore } from "./fresh-store.ts"
import { suspendInStore } from "./suspensions.ts"

const T0 = 1_800_000_000_000
const HOUR = 3_600_000
const DAY = 24 * HOUR

const [me, bea, cy] = [aUser(1).id, aUser(2).id, aUser(3).id]

/** Two users' worth of people and one concert, as the foreign keys need. */
const setUp = Effect.gen(function* () {
  const users = yield* UserRepo
  for (const n of [1, 2, 3]) yield* users.insert(aUser(n))
  const concert: Concert = fc.sample(catalogueArb(1, 1), { numRuns: 1, seed: 7 })[0]![0]!
  yield* (yield* ConcertRepo).insertMany([concert])
  // The plans the plan kinds below are about (a plan's news goes with it: migration 0015).
  const plans = yield* PlanRepo
  for (const id of [anId(6001), anId(6002)]) {
    const plan = { id, concertId: concert.id, makerId: me, title: null, meetPlace: null, meetAt: null, createdAt: T0, updatedAt: T0 }
    yield* plans.create(plan, { planId: id, userId: me, answer: "going", ticket: null, spares: 0, ticketNote: null, joinedAt: T0 })
  }
  return { repo: yield* NotificationRepo, concert }
})

const tickets = (n: number, concert: Concert, at: number, recipientId = me, actorId = bea): NewNotification => ({
  id: anId(7000 + n),
  kind: "friend_has_tickets",
  recipientId,
  actorId,
  concertId: concert.id,
  at,
  data: { kind: "friend_has_tickets", actorName: "Bea", concert: { artist: concert.artist, venue: concert.venue, city: concert.city, date: concert.date } }
})

const request = (n: number, at: number, recipientId = me, actorId = bea): NewNotification => ({
  id: anId(7000 + n),
  kind: "friend_request_received",
  recipientId,
  actorId,
  concertId: null,
  at,
  data: { kind: "friend_request_received", actorName: "Bea" }
})

const reviewed = (n: number, at: number): NewNotification => ({
  id: anId(7000 + n),
  kind: "invite_request_reviewed",
  recipientId: me,
  actorId: null,
  concertId: null,
  at,
  data: { kind: "invite_request_reviewed", outcome: "approved", requestedCount: 3 }
})

/** A plan's new messages: a batched kind, one per recipient and plan (the subject). */
const planMessage = (n: number, concert: Concert, at: number, actorId: string, planId = anId(6001)): NewNotification => ({
  id: anId(7000 + n),
  kind: "plan_message",
  recipientId: me,
  actorId,
  concertId: concert.id,
  subjectId: planId,
  at,
  data: {
    kind: "plan_message",
    plan: { planId, title: null, concert: { artist: concert.artist, venue: concert.venue, city: concert.city, date: concert.date } }
  }
})

export const notificationRepoContract = (name: string, fresh: FreshStore) =>
  describe(`NotificationRepo contract: ${name}`, () => {
    const run = withStore(fresh)

    it("keeps one per key and day, null actor and concert included; restores a withdrawn one unread, once", async () => {
      const got = await run(
        Effect.gen(function* () {
          const { repo, concert } = yield* setUp
          const added = [
            yield* repo.add(tickets(1, concert, T0)),
            yield* repo.add(tickets(2, concert, T0 + HOUR)),
            yield* repo.add(tickets(3, concert, T0 + DAY)),
            yield* repo.add(reviewed(4, T0)),
            yield* repo.add(reviewed(5, T0 + HOUR)),
            yield* repo.add(tickets(6, concert, T0, cy))
          ]
          yield* repo.markRead(me, [anId(7001)], T0 + 2 * HOUR)
          const read = yield* repo.add(tickets(7, concert, T0 + 3 * HOUR))
          yield* repo.withdraw([anId(7003)], T0 + DAY + HOUR)
          const withdrawnPage = yield* repo.page(me, null, 10)
          const restored = [yield* repo.add(tickets(8, concert, T0 + DAY + 2 * HOUR)), yield* repo.add(tickets(9, concert, T0 + DAY + 3 * HOUR))]
          return { added, read, withdrawnPage, restored, page: yield* repo.page(me, null, 10), unread: yield* repo.unreadCount(me) }
        })
      )
      expect(got.added).toEqual(["created", "skipped", "created", "created", "skipped", "created"])
      expect(got.read).toBe("skipped")
      expect(got.withdrawnPage.map((n) => n.id)).toEqual([anId(7004), anId(7001)])
      expect(got.restored).toEqual(["restored", "skipped"])
      const back = got.page.find((n) => n.id === anId(7003))
      expect(back).toMatchObject({ at: T0 + DAY, readAt: null, withdrawnAt: null, kind: "friend_has_tickets", actorId: bea })
      expect(got.unread).toBe(2)
    })

    it("a batched kind keeps one unread per subject whoever wrote and whenever; once read, the next one renews it as news", async () => {
      const got = await run(
        Effect.gen(function* () {
          const { repo, concert } = yield* setUp
          const unread = [
            yield* repo.add(planMessage(1, concert, T0, bea)),
            yield* repo.add(planMessage(2, concert, T0 + HOUR, cy)),
            yield* repo.add(planMessage(3, concert, T0 + 2 * DAY, bea)),
            yield* repo.add(planMessage(4, concert, T0, bea, anId(6002)))
          ]
          yield* repo.markRead(me, [anId(7001)], T0 + 3 * DAY)
          const renewed = yield* repo.add(planMessage(5, concert, T0 + 4 * DAY, cy))
          const page = yield* repo.page(me, null, 10)
          yield* repo.withdraw([anId(7005)], T0 + 5 * DAY)
          const restored = yield* repo.add(planMessage(6, concert, T0 + 6 * DAY, bea))
          return { unread, renewed, page, restored, after: yield* repo.page(me, null, 10), count: yield* repo.unreadCount(me), concert }
        })
      )
      expect(got.unread).toEqual(["created", "skipped", "skipped", "created"])
      expect(got.renewed).toBe("created")
      expect(got.page.map((n) => [n.id, n.actorId, n.at, n.readAt])).toEqual([
        [anId(7005), cy, T0 + 4 * DAY, null],
        [anId(7004), bea, T0, null]
      ])
      expect(got.page[0]).toMatchObject({ kind: "plan_message", concertId: got.concert.id, data: planMessage(5, got.concert, 0, cy).data })
      expect(got.restored).toBe("restored")
      expect(got.after.map((n) => [n.id, n.actorId, n.readAt])).toEqual([
        [anId(7005), cy, null],
        [anId(7004), bea, null]
      ])
      expect(got.count).toBe(2)
    })

    it("pages the recipient's standing ones newest first after a keyset cursor, ids breaking ties; data round-trips", async () => {
      const got = await run(
        Effect.gen(function* () {
          const { repo, concert } = yield* setUp
          // Added out of order; 2, 3 and 4 share one instant (different actors or kinds, so different keys).
          yield* repo.add(request(3, T0 + HOUR, me, cy))
          yield* repo.add(tickets(1, concert, T0))
          yield* repo.add(reviewed(2, T0 + HOUR))
          yield* repo.add(request(4, T0 + HOUR))
          yield* repo.add(request(5, T0 + DAY))
          yield* repo.add(request(6, T0 + 3 * HOUR, cy))
          const all = yield* repo.page(me, null, 10)
          const first = yield* repo.page(me, null, 2)
          const last = first.at(-1)!
          const second = yield* repo.page(me, { at: last.at, id: last.id }, 2)
          const end = second.at(-1)!
          return { all, first, second, rest: yield* repo.page(me, { at: end.at, id: end.id }, 10), concert }
        })
      )
      const ids = (ns: ReadonlyArray<{ id: string }>) => ns.map((n) => n.id)
      expect(ids(got.all)).toEqual([anId(7005), anId(7004), anId(7003), anId(7002), anId(7001)])
      expect([...ids(got.first), ...ids(got.second), ...ids(got.rest)]).toEqual(ids(got.all))
      expect(got.all.at(-1)).toEqual({ ...tickets(1, got.concert, T0), readAt: null, withdrawnAt: null })
      expect(got.all.find((n) => n.id === anId(7002))).toEqual({ ...reviewed(2, T0 + HOUR), readAt: null, withdrawnAt: null })
    })

    it("with `now`, the page and the unread count leave out, in the query, news whose actor is hidden from the recipient then", async () => {
      const got = await run(
        Effect.gen(function* () {
          const { repo } = yield* setUp
          const dee = aUser(4).id
          yield* (yield* UserRepo).insert(aUser(4))
          yield* repo.add(request(1, T0, me, bea))
          yield* repo.add(request(2, T0 + HOUR, me, cy))
          yield* repo.add(request(3, T0 + 2 * HOUR, me, dee))
          yield* repo.add(reviewed(4, T0 + 3 * HOUR))
          // Bea blocked me (hidden either way); Cy is suspended for a day; Dee's suspension lapsed after an hour.
          yield* (yield* BlockRepo).block(bea, me, T0)
          yield* suspendInStore(cy, T0, T0 + DAY)
          yield* suspendInStore(dee, T0, T0 + HOUR)
          const now = T0 + 5 * HOUR
          const first = yield* repo.page(me, null, 1, now)
          const second = yield* repo.page(me, { at: first[0]!.at, id: first[0]!.id }, 1, now)
          const third = yield* repo.page(me, { at: second[0]!.at, id: second[0]!.id }, 1, now)
          return {
            first,
            second,
            third,
            whole: yield* repo.page(me, null, 10, now),
            raw: yield* repo.page(me, null, 10),
            later: yield* repo.page(me, null, 10, T0 + 2 * DAY),
            counts: [yield* repo.unreadCount(me, now), yield* repo.unreadCount(me), yield* repo.unreadCount(me, T0 + 2 * DAY)]
          }
        })
      )
      const ids = (ns: ReadonlyArray<{ id: string }>) => ns.map((n) => n.id)
      expect([...ids(got.first), ...ids(got.second), ...ids(got.third)]).toEqual([anId(7004), anId(7003)])
      expect(ids(got.whole)).toEqual([anId(7004), anId(7003)])
      expect(ids(got.raw)).toEqual([anId(7004), anId(7003), anId(7002), anId(7001)])
      expect(ids(got.later)).toEqual([anId(7004), anId(7003), anId(7002)])
      expect(got.counts).toEqual([2, 4, 3])
    })

    it("marks only one's own unread ones read, by id or all; counts the unread; withdraws only unread standing news", async () => {
      const got = await run(
        Effect.gen(function* () {
          const { repo, concert } = yield* setUp
          yield* repo.add(tickets(1, concert, T0))
          yield* repo.add(request(2, T0))
          yield* repo.add(reviewed(3, T0))
          yield* repo.add(tickets(4, concert, T0, cy))
          yield* repo.add(tickets(5, concert, T0, me, cy))
          const before = yield* repo.unreadCount(me)
          const others = yield* repo.markRead(me, [anId(7004), "not-a-uuid"], T0 + HOUR)
          const some = yield* repo.markRead(me, [anId(7002), anId(7002)], T0 + HOUR)
          const again = yield* repo.markRead(me, [anId(7002)], T0 + 2 * HOUR)
          const about = yield* repo.unreadAbout(bea, concert.id)
          yield* repo.withdraw([anId(7005)], T0 + HOUR)
          const rest = yield* repo.markRead(me, "all", T0 + 3 * HOUR)
          return {
            before,
            others,
            some,
            again,
            about,
            rest,
            after: yield* repo.unreadCount(me),
            cy: yield* repo.unreadCount(cy),
            page: yield* repo.page(me, null, 10),
            aboutAfter: yield* repo.unreadAbout(bea, concert.id)
          }
        })
      )
      expect([got.before, got.others, got.some, got.again]).toEqual([4, 0, 1, 0])
      expect(got.about.map((n) => n.id).sort()).toEqual([anId(7001), anId(7004)])
      expect([got.rest, got.after, got.cy]).toEqual([2, 0, 1])
      expect(got.page.map((n) => [n.id, n.readAt])).toEqual([
        [anId(7003), T0 + 3 * HOUR],
        [anId(7002), T0 + HOUR],
        [anId(7001), T0 + 3 * HOUR]
      ])
      expect(got.aboutAfter.map((n) => n.id)).toEqual([anId(7004)])
    })
  })
