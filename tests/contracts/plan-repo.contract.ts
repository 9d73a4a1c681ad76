/** The PlanRepo contract (issue #22): every adapter must pass it. */
import { Effect, Option } from "effect"
import { describe, expect, it } from "vitest"
import { UserRepo } from "../../domain/accounts/user-repo.ts"
import { ConcertRepo } from "../../domain/concerts/concert-repo.ts"
import { Concert } from "../../domain/concerts/concert.ts"
import type { ConcertId } from "../../domain/kernel/ids.ts"
import type { LocalDate } from "../../domain/kernel/local-date.ts"
import { Transactions } from "../../domain/kernel/transactions.ts"
import { type NewNotification, NotificationRepo } from "../../domain/notifications/notification-repo.ts"
import { type Plan, type PlanMember, type PlanMessage, PlanRepo, type SpareRequest } from "../../domain/plans/plan-repo.ts"
import { BlockRepo } from "../../domain/safety/block-repo.ts"
import { aUser, anId, type FreshStore, withStore } from "./fresh-store.ts"
import { suspendInStore } from "./suspensions.ts"

const T0 = 1_800_000_000_000
const MINUTE = 60_000
const DAY = 86_400_000

const [me, bea, cy, dan] = [aUser(1).id, aUser(2).id, aUser(3).id, aUser(4).id]

const aConcert = (n: number, date: string) =>
  new Concert({
    id: anId(5000 + n) as ConcertId,
    artist: `Artist ${n}`,
    venue: `Venue ${n}`,
    city: "Chicago",
    date: date as LocalDate,
    description: null,
    imageUrl: null,
    createdBy: null,
    createdAt: T0
  })
const [early, late, past] = [aConcert(1, "2030-03-01"), aConcert(2, "2030-04-01"), aConcert(3, "2020-01-01")]

const planId = (n: number) => anId(6000 + n)

const aPlan = (n: number, concert: Concert, makerId = me, createdAt = T0 + n * MINUTE): Plan => ({
  id: planId(n),
  concertId: concert.id,
  makerId,
  title: `Plan ${n}`,
  meetPlace: null,
  meetAt: null,
  createdAt,
  updatedAt: createdAt
})

const aMember = (plan: Plan, userId: string, joinedAt: number, answer: PlanMember["answer"] = null): PlanMember => ({
  planId: plan.id,
  userId,
  answer,
  ticket: null,
  spares: 0,
  ticketNote: null,
  joinedAt
})

const makerOf = (plan: Plan): PlanMember => aMember(plan, plan.makerId, plan.createdAt, "going")

const aRequest = (n: number, plan: Plan, requesterId: string, holderId: string, createdAt = T0 + n * MINUTE): SpareRequest => ({
  id: anId(7000 + n),
  planId: plan.id,
  requesterId,
  holderId,
  status: "pending",
  createdAt,
  answeredAt: null
})

const aMessage = (n: number, plan: Plan, createdAt: number, authorId = me): PlanMessage => ({
  id: anId(8000 + n),
  planId: plan.id,
  authorId,
  text: `message ${n}\nsecond line`,
  createdAt
})

/** Four people and three concerts, as the foreign keys need; answers the repository. */
const setUp = Effect.gen(function* () {
  const users = yield* UserRepo
  for (const n of [1, 2, 3, 4]) yield* users.insert(aUser(n))
  yield* (yield* ConcertRepo).insertMany([early, late, past])
  return yield* PlanRepo
})

/** A plan with its maker, and these others as members who joined one minute apart. */
const withPlan = (repo: PlanRepo["Service"], plan: Plan, others: ReadonlyArray<string> = []) =>
  Effect.gen(function* () {
    yield* repo.create(plan, makerOf(plan))
    yield* repo.addMembers(others.map((userId, i) => aMember(plan, userId, plan.createdAt + (i + 1) * MINUTE)))
  })

const ids = (items: ReadonlyArray<{ readonly id: string }>) => items.map((i) => i.id)

export const planRepoContract = (name: string, fresh: FreshStore) =>
  describe(`PlanRepo contract: ${name}`, () => {
    const run = withStore(fresh)

    it("stores a plan with its maker as the first member, going; finds and locks it; an unknown or malformed id is none", async () => {
      const plan = { ...aPlan(1, early), meetPlace: "The bar across the street", meetAt: "2030-03-01T19:30" }
      const got = await run(
        Effect.gen(function* () {
          const repo = yield* setUp
          yield* repo.create(plan, makerOf(plan))
          const locked = yield* (yield* Transactions).run(repo.lock(plan.id))
          return {
            found: yield* repo.find(plan.id),
            locked,
            members: yield* repo.members(plan.id),
            unknown: [yield* repo.find(planId(99)), yield* repo.lock(planId(99)), yield* repo.find("not-a-uuid"), yield* repo.lock("not-a-uuid")],
            noMembers: yield* repo.members("not-a-uuid")
          }
        })
      )
      expect(got.found).toEqual(Option.some(plan))
      expect(got.locked).toEqual(Option.some(plan))
      expect(got.members).toEqual([makerOf(plan)])
      expect(got.unknown.every(Option.isNone)).toBe(true)
      expect(got.noMembers).toEqual([])
    })

    it("update writes title, meeting place, meeting time and updatedAt; the rest stays", async () => {
      const plan = aPlan(1, early)
      const changed: Plan = { ...plan, title: null, meetPlace: "Gate B", meetAt: "2030-02-28T22:15", updatedAt: T0 + DAY }
      const got = await run(
        Effect.gen(function* () {
          const repo = yield* setUp
          yield* repo.create(plan, makerOf(plan))
          yield* repo.update({ ...changed, makerId: bea, createdAt: 0 })
          const first = yield* repo.find(plan.id)
          yield* repo.update({ ...changed, title: "Back again", meetPlace: null, meetAt: null, updatedAt: T0 + 2 * DAY })
          return { first, second: yield* repo.find(plan.id) }
        })
      )
      expect(got.first).toEqual(Option.some(changed))
      expect(got.second).toEqual(Option.some({ ...changed, title: "Back again", meetPlace: null, meetAt: null, updatedAt: T0 + 2 * DAY }))
    })

    it("members: the maker first, then by joining time, then id; adding a member again leaves them as they are", async () => {
      const plan = aPlan(1, early, bea)
      const got = await run(
        Effect.gen(function* () {
          const repo = yield* setUp
          yield* repo.create(plan, makerOf(plan))
          // cy and me join at the same instant (ordered by id), dan earlier; the maker joined last of all.
          yield* repo.addMembers([aMember(plan, cy, T0 + DAY), aMember(plan, me, T0 + DAY), aMember(plan, dan, T0)])
          yield* repo.updateMember({ ...aMember(plan, dan, T0), answer: "maybe", ticket: "has_ticket", spares: 3, ticketNote: "Row F" })
          yield* repo.addMembers([aMember(plan, dan, T0 + 5 * DAY), aMember(plan, bea, T0 + 5 * DAY)])
          yield* repo.addMembers([])
          return yield* repo.members(plan.id)
        })
      )
      const [first, second] = [me, cy].sort()
      expect(got).toEqual([
        makerOf(plan),
        { ...aMember(plan, dan, T0), answer: "maybe", ticket: "has_ticket", spares: 3, ticketNote: "Row F" },
        aMember(plan, first!, T0 + DAY),
        aMember(plan, second!, T0 + DAY)
      ])
    })

    it("updateMember writes answer, ticket, spares and note of that member in that plan only", async () => {
      const [one, two] = [aPlan(1, early), aPlan(2, late)]
      const got = await run(
        Effect.gen(function* () {
          const repo = yield* setUp
          yield* withPlan(repo, one, [bea])
          yield* withPlan(repo, two, [bea])
          yield* repo.updateMember({ ...aMember(one, bea, 0), answer: "cant_go", ticket: "needs_ticket", spares: 0, ticketNote: "Anywhere" })
          yield* repo.updateMember({ ...makerOf(one), ticket: "has_ticket", spares: 2 })
          yield* repo.updateMember({ ...makerOf(one), ticket: "has_ticket", spares: 1 })
          return { one: yield* repo.members(one.id), two: yield* repo.members(two.id) }
        })
      )
      expect(got.one).toEqual([
        { ...makerOf(one), ticket: "has_ticket", spares: 1 },
        { ...aMember(one, bea, one.createdAt + MINUTE), answer: "cant_go", ticket: "needs_ticket", ticketNote: "Anywhere" }
      ])
      expect(got.two).toEqual([makerOf(two), aMember(two, bea, two.createdAt + MINUTE)])
    })

    it("removing a member takes the requests they made or were asked with them, in that plan; others stay", async () => {
      const [plan, other] = [aPlan(1, early), aPlan(2, late)]
      const got = await run(
        Effect.gen(function* () {
          const repo = yield* setUp
          yield* withPlan(repo, plan, [bea, cy, dan])
          yield* withPlan(repo, other, [bea, cy])
          yield* repo.addSpareRequest(aRequest(1, plan, bea, me))
          yield* repo.addSpareRequest({ ...aRequest(2, plan, cy, bea), status: "declined", answeredAt: T0 + DAY })
          yield* repo.addSpareRequest(aRequest(3, plan, cy, me))
          yield* repo.addSpareRequest(aRequest(4, plan, dan, me))
          yield* repo.addSpareRequest(aRequest(5, other, cy, bea))
          const removed = yield* repo.removeMember(plan.id, bea)
          const again = yield* repo.removeMember(plan.id, bea)
          const malformed = yield* repo.removeMember("not-a-uuid", bea)
          return {
            removed,
            again,
            malformed,
            members: (yield* repo.members(plan.id)).map((m) => m.userId),
            requests: ids(yield* repo.spareRequests(plan.id, 0)),
            other: ids(yield* repo.spareRequests(other.id, 0)),
            gone: yield* repo.findSpareRequest(plan.id, anId(7001))
          }
        })
      )
      expect([got.removed, got.again, got.malformed]).toEqual([true, false, false])
      expect(got.members).toEqual([me, cy, dan])
      expect(got.requests).toEqual([anId(7003), anId(7004)])
      expect(got.other).toEqual([anId(7005)])
      expect(Option.isNone(got.gone)).toBe(true)
    })

    it("plansOf: the member's plans whose concert is on `from` or later, soonest concert first, then newest plan, with counts and their answer", async () => {
      const plans = [aPlan(1, late), aPlan(2, early, bea), aPlan(3, early), aPlan(4, past), aPlan(5, late, bea), aPlan(6, early, cy)]
      const got = await run(
        Effect.gen(function* () {
          const repo = yield* setUp
          yield* withPlan(repo, plans[0]!, [bea, cy])
          yield* withPlan(repo, plans[1]!, [me, dan])
          yield* withPlan(repo, plans[2]!)
          yield* withPlan(repo, plans[3]!, [bea])
          yield* withPlan(repo, plans[4]!, [cy]) // not mine
          yield* withPlan(repo, plans[5]!, [me])
          yield* repo.updateMember({ ...aMember(plans[1]!, me, 0), answer: "maybe" })
          yield* repo.updateMember({ ...aMember(plans[1]!, dan, 0), answer: "going" })
          yield* repo.updateMember({ ...aMember(plans[0]!, cy, 0), answer: "cant_go" })
          return {
            all: yield* repo.plansOf(me, "2030-01-01" as LocalDate, 100),
            two: yield* repo.plansOf(me, "2030-01-01" as LocalDate, 2),
            fromLate: yield* repo.plansOf(me, "2030-04-01" as LocalDate, 100),
            withPast: (yield* repo.plansOf(me, "2019-01-01" as LocalDate, 100)).map((p) => p.plan.id),
            nobody: yield* repo.plansOf(dan, "2030-03-02" as LocalDate, 100),
            malformed: yield* repo.plansOf("not-a-uuid", "2019-01-01" as LocalDate, 100)
          }
        })
      )
      expect(got.all).toEqual([
        { plan: plans[5], concertDate: "2030-03-01", memberCount: 2, goingCount: 1, answer: null },
        { plan: plans[2], concertDate: "2030-03-01", memberCount: 1, goingCount: 1, answer: "going" },
        { plan: plans[1], concertDate: "2030-03-01", memberCount: 3, goingCount: 2, answer: "maybe" },
        { plan: plans[0], concertDate: "2030-04-01", memberCount: 3, goingCount: 1, answer: "going" }
      ])
      expect(got.two).toEqual(got.all.slice(0, 2))
      expect(got.fromLate).toEqual(got.all.slice(3))
      expect(got.withPast).toEqual([planId(4), planId(6), planId(3), planId(2), planId(1)])
      expect(got.nobody).toEqual([])
      expect(got.malformed).toEqual([])
    })

    it("plansForConcert: the member's plans for that concert with one of the answers asked, newest first; meetingsOf: those with a meeting time from `from` on, soonest meeting first", async () => {
      const meeting = (n: number, concert: Concert, meetAt: string | null, makerId = me) => ({ ...aPlan(n, concert, makerId), meetAt })
      const plans = [
        meeting(1, early, "2030-03-01T20:00"),
        meeting(2, early, null),
        meeting(3, late, "2030-03-31T18:00"),
        meeting(4, early, "2030-02-28T21:00", bea), // I said maybe
        meeting(5, early, "2030-03-01T19:00", bea), // not mine
        meeting(6, past, "2020-01-01T18:00"),
        meeting(7, early, "2030-03-01T18:00", bea), // I can't go
        meeting(8, late, "2030-03-31T17:00", bea) // I never answered
      ]
      const answers = new Map([
        [planId(4), "maybe"],
        [planId(7), "cant_go"]
      ] as const)
      const calendar = ["going", "maybe"] as const
      const got = await run(
        Effect.gen(function* () {
          const repo = yield* setUp
          for (const plan of plans) {
            yield* withPlan(repo, plan, plan.makerId === bea ? [me] : [])
            const answer = answers.get(plan.id)
            if (answer !== undefined) yield* repo.updateMember(aMember(plan, me, plan.createdAt + MINUTE, answer))
          }
          return {
            forEarly: ids(yield* repo.plansForConcert(me, early.id, calendar)),
            anyAnswer: ids(yield* repo.plansForConcert(me, early.id, ["going", "maybe", "cant_go"])),
            forPast: ids(yield* repo.plansForConcert(me, past.id, calendar)),
            forBea: ids(yield* repo.plansForConcert(bea, early.id, calendar)),
            meetings: yield* repo.meetingsOf(me, "2030-01-01" as LocalDate, calendar, 10),
            goingOnly: ids(yield* repo.meetingsOf(me, "2030-01-01" as LocalDate, ["going"], 10)),
            declined: ids(yield* repo.meetingsOf(me, "2030-01-01" as LocalDate, ["cant_go"], 10)),
            firstTwo: ids(yield* repo.meetingsOf(me, "2030-01-01" as LocalDate, calendar, 2)),
            fromLate: ids(yield* repo.meetingsOf(me, "2030-04-01" as LocalDate, calendar, 10)),
            malformed: [yield* repo.plansForConcert("not-a-uuid", early.id, calendar), yield* repo.meetingsOf("nope", "2030-01-01" as LocalDate, calendar, 10)]
          }
        })
      )
      expect(got.forEarly).toEqual([planId(4), planId(2), planId(1)])
      expect(got.anyAnswer).toEqual([planId(7), planId(4), planId(2), planId(1)])
      expect(got.forPast).toEqual([planId(6)])
      expect(got.forBea).toEqual([planId(7), planId(5), planId(4)])
      expect(got.meetings).toEqual([plans[3], plans[0], plans[2]])
      expect(got.goingOnly).toEqual([planId(1), planId(3)])
      expect(got.declined).toEqual([planId(7)])
      expect(got.firstTwo).toEqual([planId(4), planId(1)])
      expect(got.fromLate).toEqual([planId(3)])
      expect(got.malformed).toEqual([[], []])
    })

    it("spare requests: found in their own plan only, updated, and listed oldest first: pending ones and those answered since", async () => {
      const [plan, other] = [aPlan(1, early), aPlan(2, late)]
      const got = await run(
        Effect.gen(function* () {
          const repo = yield* setUp
          yield* withPlan(repo, plan, [bea, cy, dan])
          yield* withPlan(repo, other, [bea])
          // Created out of order; 3 and 4 at the same instant (ordered by id).
          yield* repo.addSpareRequest(aRequest(4, plan, dan, me, T0 + 3 * MINUTE))
          yield* repo.addSpareRequest(aRequest(1, plan, bea, me))
          yield* repo.addSpareRequest(aRequest(3, plan, cy, me, T0 + 3 * MINUTE))
          yield* repo.addSpareRequest(aRequest(2, plan, cy, bea))
          yield* repo.addSpareRequest(aRequest(5, other, bea, me))
          const found = yield* repo.findSpareRequest(plan.id, anId(7002))
          yield* repo.updateSpareRequest({ ...aRequest(2, plan, cy, bea), status: "declined", answeredAt: T0 + DAY })
          yield* repo.updateSpareRequest({ ...aRequest(1, plan, bea, me), status: "accepted", answeredAt: T0 + 3 * DAY })
          return {
            found,
            answered: yield* repo.findSpareRequest(plan.id, anId(7001)),
            elsewhere: yield* repo.findSpareRequest(other.id, anId(7001)),
            malformed: [yield* repo.findSpareRequest(plan.id, "nope"), yield* repo.findSpareRequest("nope", anId(7001))],
            all: ids(yield* repo.spareRequests(plan.id, 0)),
            recent: ids(yield* repo.spareRequests(plan.id, T0 + 2 * DAY)),
            exactly: ids(yield* repo.spareRequests(plan.id, T0 + DAY)),
            other: yield* repo.spareRequests(other.id, T0 + 10 * DAY)
          }
        })
      )
      expect(got.found).toEqual(Option.some(aRequest(2, plan, cy, bea)))
      expect(got.answered).toEqual(Option.some({ ...aRequest(1, plan, bea, me), status: "accepted", answeredAt: T0 + 3 * DAY }))
      expect(Option.isNone(got.elsewhere)).toBe(true)
      expect(got.malformed.every(Option.isNone)).toBe(true)
      expect(got.all).toEqual([anId(7001), anId(7002), anId(7003), anId(7004)])
      expect(got.recent).toEqual([anId(7001), anId(7003), anId(7004)])
      expect(got.exactly).toEqual([anId(7001), anId(7002), anId(7003), anId(7004)])
      expect(got.other).toEqual([aRequest(5, other, bea, me)])
    })

    it("messages: newest first in keyset pages, one instant ordered by id, the plan's own only", async () => {
      const [plan, other] = [aPlan(1, early), aPlan(2, late)]
      const got = await run(
        Effect.gen(function* () {
          const repo = yield* setUp
          yield* withPlan(repo, plan, [bea])
          yield* withPlan(repo, other, [bea])
          // Added out of order; 2, 3 and 4 share one instant.
          for (const n of [3, 1, 5, 2, 4]) yield* repo.addMessage(aMessage(n, plan, n >= 2 && n <= 4 ? T0 + 2000 : T0 + n * 1000, n % 2 === 0 ? bea : me))
          yield* repo.addMessage(aMessage(6, other, T0 + 9000))
          const all = yield* repo.messages(plan.id, null, 10)
          const first = yield* repo.messages(plan.id, null, 2)
          const last = first.at(-1)!
          const second = yield* repo.messages(plan.id, { createdAt: last.createdAt, id: last.id }, 2)
          const end = second.at(-1)!
          return {
            all,
            first: ids(first),
            second: ids(second),
            rest: ids(yield* repo.messages(plan.id, { createdAt: end.createdAt, id: end.id }, 10)),
            malformed: [yield* repo.messages("nope", null, 10), yield* repo.messages(plan.id, { createdAt: T0, id: "nope" }, 10)]
          }
        })
      )
      expect(ids(got.all)).toEqual([anId(8005), anId(8004), anId(8003), anId(8002), anId(8001)])
      expect(got.all[1]).toEqual(aMessage(4, plan, T0 + 2000, bea))
      expect(got.first).toEqual([anId(8005), anId(8004)])
      expect(got.second).toEqual([anId(8003), anId(8002)])
      expect(got.rest).toEqual([anId(8001)])
      expect(got.malformed).toEqual([[], []])
    })

    it("seen by a viewer, the thread and the plans' counts leave out, in the query, the people hidden from them then", async () => {
      const plan = aPlan(1, early)
      const got = await run(
        Effect.gen(function* () {
          const repo = yield* setUp
          yield* withPlan(repo, plan, [bea, cy, dan])
          for (const member of [bea, cy, dan]) yield* repo.updateMember({ ...aMember(plan, member, 0), answer: "going" })
          // Bea blocked me; Cy is suspended for a day; Dan's suspension lapsed after a minute.
          yield* (yield* BlockRepo).block(bea, me, T0)
          yield* suspendInStore(cy, T0, T0 + DAY)
          yield* suspendInStore(dan, T0, T0 + MINUTE)
          for (const [n, author] of [me, bea, cy, dan, bea, cy].entries()) yield* repo.addMessage(aMessage(n + 1, plan, T0 + (n + 1) * 1000, author))
          const seenBy = { viewerId: me, now: T0 + 10 * MINUTE }
          const first = yield* repo.messages(plan.id, null, 1, seenBy)
          const last = first.at(-1)!
          const summary = (now?: number) => Effect.map(repo.plansOf(me, "2029-01-01" as LocalDate, 10, now), ([p]) => [p!.memberCount, p!.goingCount])
          return {
            first: ids(first),
            rest: ids(yield* repo.messages(plan.id, { createdAt: last.createdAt, id: last.id }, 10, seenBy)),
            raw: ids(yield* repo.messages(plan.id, null, 10)),
            bea: ids(yield* repo.messages(plan.id, null, 10, { viewerId: bea, now: T0 + 10 * MINUTE })),
            counts: [yield* summary(seenBy.now), yield* summary(), yield* summary(T0 + 2 * DAY)]
          }
        })
      )
      expect([...got.first, ...got.rest]).toEqual([anId(8004), anId(8001)])
      expect(got.raw).toEqual([anId(8006), anId(8005), anId(8004), anId(8003), anId(8002), anId(8001)])
      expect(got.bea).toEqual([anId(8005), anId(8004), anId(8002)])
      expect(got.counts).toEqual([
        [2, 2],
        [4, 4],
        [3, 3]
      ])
    })

    it("remove deletes the plan with its members, requests and messages, and no other plan's", async () => {
      const [plan, other] = [aPlan(1, early), aPlan(2, early)]
      const got = await run(
        Effect.gen(function* () {
          const repo = yield* setUp
          for (const p of [plan, other]) {
            yield* withPlan(repo, p, [bea])
            yield* repo.addSpareRequest(aRequest(p === plan ? 1 : 2, p, bea, me))
            yield* repo.addMessage(aMessage(p === plan ? 1 : 2, p, T0))
          }
          yield* repo.remove(plan.id)
          yield* repo.remove("not-a-uuid")
          const gone = {
            plan: yield* repo.find(plan.id),
            members: yield* repo.members(plan.id),
            requests: yield* repo.spareRequests(plan.id, 0),
            request: yield* repo.findSpareRequest(plan.id, anId(7001)),
            messages: yield* repo.messages(plan.id, null, 10)
          }
          return {
            gone,
            mine: ids((yield* repo.plansOf(me, "2030-01-01" as LocalDate, 10)).map((p) => p.plan)),
            kept: [(yield* repo.members(other.id)).length, (yield* repo.spareRequests(other.id, 0)).length, (yield* repo.messages(other.id, null, 10)).length]
          }
        })
      )
      expect(Option.isNone(got.gone.plan) && Option.isNone(got.gone.request)).toBe(true)
      expect([got.gone.members, got.gone.requests, got.gone.messages]).toEqual([[], [], []])
      expect(got.mine).toEqual([planId(2)])
      expect(got.kept).toEqual([2, 1, 1])
    })

    it("a plan's notifications go with the plan, and a removed member's with their membership; others stay", async () => {
      const [plan, other] = [aPlan(1, early), aPlan(2, late)]
      const got = await run(
        Effect.gen(function* () {
          const repo = yield* setUp
          const notifications = yield* NotificationRepo
          yield* withPlan(repo, plan, [bea, cy])
          yield* withPlan(repo, other, [bea, cy])
          let n = 0
          for (const p of [plan, other]) for (const who of [bea, cy]) yield* notifications.add(aPlanNotification(++n, p, who))
          const news = (userId: string) => notifications.page(userId, null, 10).pipe(Effect.map((page) => page.map((x) => x.id)))
          yield* repo.removeMember(plan.id, bea)
          const afterRemoval = { bea: yield* news(bea), cy: yield* news(cy) }
          yield* repo.remove(plan.id)
          return { afterRemoval, afterDeletion: { bea: yield* news(bea), cy: yield* news(cy) } }
        })
      )
      // bea: plan 1 (9001) went with her membership, plan 2 (9003) stays; cy keeps both until plan 1 goes.
      expect(got.afterRemoval).toEqual({ bea: [anId(9003)], cy: [anId(9004), anId(9002)] })
      expect(got.afterDeletion).toEqual({ bea: [anId(9003)], cy: [anId(9004)] })
    })

    it("a removed member's news of the plan is hidden, not deleted: added again days later, their notice is restored unread, never created anew", async () => {
      const plan = aPlan(1, early)
      const got = await run(
        Effect.gen(function* () {
          const repo = yield* setUp
          const notifications = yield* NotificationRepo
          yield* withPlan(repo, plan, [bea])
          const invited = { ...aPlanNotification(1, plan, bea), subjectId: plan.id }
          const meeting = aPlanNotification(2, plan, bea)
          const facts = { actorName: "Maker", plan: { planId: plan.id, title: plan.title, concert: { artist: "A", venue: "V", city: "C", date: early.date } } }
          const added = [
            yield* notifications.add(invited),
            yield* notifications.add({ ...meeting, kind: "plan_meeting_changed", data: { kind: "plan_meeting_changed", ...facts } })
          ]
          yield* notifications.markRead(bea, [invited.id], T0 + 3 * MINUTE)
          const shown = () => notifications.page(bea, null, 10).pipe(Effect.map((page) => page.map((n) => [n.id, n.kind, n.readAt])))
          yield* repo.removeMember(plan.id, bea)
          const whileRemoved = { page: yield* shown(), unread: yield* notifications.unreadCount(bea) }
          yield* repo.addMembers([aMember(plan, bea, T0 + DAY)])
          const again = yield* notifications.add({ ...aPlanNotification(3, plan, bea), subjectId: plan.id, at: T0 + 3 * DAY })
          return { added, whileRemoved, again, back: yield* shown(), unread: yield* notifications.unreadCount(bea) }
        })
      )
      expect(got.added).toEqual(["created", "created"])
      expect(got.whileRemoved).toEqual({ page: [], unread: 0 })
      expect(got.again).toBe("restored")
      // The first notice, unread again; the meeting news stays hidden.
      expect(got.back).toEqual([[anId(9001), "plan_invited", null]])
      expect(got.unread).toBe(1)
    })

    it("a plan goes with its deleted concert, and follows a merged one to the concert kept", async () => {
      const [onEarly, onLate] = [aPlan(1, early), aPlan(2, late)]
      const got = await run(
        Effect.gen(function* () {
          const repo = yield* setUp
          const concerts = yield* ConcertRepo
          yield* withPlan(repo, onEarly, [bea])
          yield* withPlan(repo, onLate, [bea])
          yield* (yield* Transactions).run(concerts.merge(early.id, late.id))
          const merged = yield* repo.find(onLate.id)
          const forEarly = ids(yield* repo.plansForConcert(me, early.id, ["going"]))
          yield* concerts.delete(early.id)
          return {
            merged,
            forEarly,
            deleted: [yield* repo.find(onEarly.id), yield* repo.find(onLate.id)],
            mine: yield* repo.plansOf(bea, "2000-01-01" as LocalDate, 10)
          }
        })
      )
      expect(got.merged).toEqual(Option.some({ ...onLate, concertId: early.id }))
      expect(got.forEarly).toEqual([planId(2), planId(1)])
      expect(got.deleted.every(Option.isNone)).toBe(true)
      expect(got.mine).toEqual([])
    })
  })

/** A notification of a plan kind about `plan` for `recipientId` (what the use cases write). */
export const aPlanNotification = (n: number, plan: Plan, recipientId: string): NewNotification => ({
  id: anId(9000 + n),
  recipientId,
  kind: "plan_invited",
  actorId: plan.makerId,
  concertId: plan.concertId,
  at: T0 + n * MINUTE,
  data: {
    kind: "plan_invited",
    actorName: "Maker",
    plan: { planId: plan.id, title: plan.title, concert: { artist: "A", venue: "V", city: "C", date: "2030-03-01" as LocalDate } }
  }
})
