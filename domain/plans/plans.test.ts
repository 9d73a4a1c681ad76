/** The plan use cases on the memory adapters: each rule's answer, the notifications of each plan kind, and the thread. */
import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import { TestClock } from "effect/testing"
import * as MemoryAdapters from "../../adapters/memory/adapters.ts"
import { setInterest } from "../concerts/interests.ts"
import { FriendshipRepo } from "../friends/friendship-repo.ts"
import type { LocalDate } from "../kernel/local-date.ts"
import type { LiveEvent } from "../live/events.ts"
import { LiveEvents } from "../live/live-events.ts"
import { notificationLink, notificationText } from "../notifications/kinds.ts"
import { NotificationRepo } from "../notifications/notification-repo.ts"
import { planConcert, PLAN_CONCERT, planPerson } from "./plans.arbitraries.ts"
import {
  addPlanMembers,
  answerSpareRequest,
  createPlan,
  deletePlan,
  getPlan,
  listPlanMessages,
  listPlans,
  planSuggestions,
  postPlanMessage,
  removePlanMember,
  requestSpare,
  setPlanAnswer,
  setPlanTicket,
  updatePlan
} from "./plans.ts"
import { ConcertRepo } from "../concerts/concert-repo.ts"

const CONCERT_DAY = "2026-06-15" as LocalDate
const memory = Effect.provide(MemoryAdapters.layer())

/** Ann (the maker) with friends Bo and Cy; Di is nobody's friend. The concert is on CONCERT_DAY. */
const world = Effect.gen(function* () {
  const [ann, bo, cy, di] = [yield* planPerson(0, "Ann"), yield* planPerson(1, "Bo"), yield* planPerson(2, "Cy"), yield* planPerson(3, "Di")]
  const friendships = yield* FriendshipRepo
  yield* friendships.add(ann, bo, 0)
  yield* friendships.add(ann, cy, 0)
  yield* (yield* ConcertRepo).insertMany([planConcert(CONCERT_DAY)])
  return { ann, bo, cy, di }
})

/** A plan of Ann's with Bo and Cy in it. */
const planWithThree = Effect.gen(function* () {
  const people = yield* world
  const plan = yield* createPlan(people.ann, { concertId: PLAN_CONCERT, title: "  Tacos first ", meetPlace: "   " })
  yield* addPlanMembers(people.ann, plan.id, { userIds: [people.bo, people.cy] })
  return { ...people, planId: plan.id }
})

const inbox = (userId: string) =>
  Effect.map(
    NotificationRepo.use((repo) => repo.page(userId, null, 100)),
    (list) => list.map((n) => ({ kind: n.kind, text: notificationText(n.data), link: notificationLink(n.data, n.concertId), read: n.readAt !== null }))
  )
const kindsOf = (userId: string) => Effect.map(inbox(userId), (list) => list.map((n) => n.kind).sort())

const tagOf = <A, E extends { readonly _tag: string }, R>(effect: Effect.Effect<A, E, R>) => Effect.map(Effect.flip(effect), (e) => e._tag)

const settle = Effect.promise(() => new Promise((resolve) => setTimeout(resolve, 5)))

describe("plans (memory)", () => {
  it.effect("a plan: made for a concert to come, its texts cleaned, its maker going; members only see it", () =>
    Effect.gen(function* () {
      const { ann, bo, di } = yield* world
      expect(yield* tagOf(createPlan(ann, { concertId: "nope" }))).toBe("PlanConcertNotFound")
      expect(yield* tagOf(createPlan(ann, { concertId: "00000000-0000-4000-8000-000000000bad" }))).toBe("PlanConcertNotFound")
      expect(yield* tagOf(createPlan(ann, { concertId: PLAN_CONCERT, meetAt: "2026-06-13T20:00" }))).toBe("InvalidMeetAt")
      expect(yield* tagOf(createPlan(ann, { concertId: PLAN_CONCERT, title: "a\u0007" }))).toBe("InvalidPlanText")
      const plan = yield* createPlan(ann, { concertId: PLAN_CONCERT, title: " Tacos ", meetPlace: " ", meetAt: "2026-06-14T23:30" })
      expect(plan).toMatchObject({ title: "Tacos", meetPlace: null, meetAt: "2026-06-14T23:30", makerId: ann })
      expect(plan.members).toEqual([expect.objectContaining({ userId: ann, name: "Ann", isMaker: true, answer: "going", ticket: null, spares: 0 })])
      expect((yield* listPlans(ann)).plans.map((p) => p.id)).toEqual([plan.id])
      expect((yield* listPlans(bo)).plans).toEqual([])
      expect(yield* tagOf(getPlan(di, plan.id))).toBe("PlanNotFound")
      expect(yield* tagOf(getPlan(ann, "not-a-uuid"))).toBe("PlanNotFound")
      // The day after the concert, no new plan for it, and it leaves the list.
      yield* TestClock.setTime(Date.parse("2026-06-16T00:00:00Z"))
      expect(yield* tagOf(createPlan(ann, { concertId: PLAN_CONCERT }))).toBe("PlanConcertPast")
      expect((yield* listPlans(ann)).plans).toEqual([])
    }).pipe(memory)
  )

  it.effect("the maker alone rules: members answer, leave; only friends are added; a full plan refuses more", () =>
    Effect.gen(function* () {
      const { ann, bo, cy, di, planId } = yield* planWithThree
      expect(yield* tagOf(updatePlan(bo, planId, { title: "Mine" }))).toBe("NotPlanMaker")
      expect(yield* tagOf(deletePlan(bo, planId))).toBe("NotPlanMaker")
      expect(yield* tagOf(removePlanMember(bo, planId, cy))).toBe("NotPlanMaker")
      expect(yield* tagOf(addPlanMembers(bo, planId, { userIds: [ann] }))).toBe("NotPlanMaker")
      expect(yield* tagOf(addPlanMembers(ann, planId, { userIds: [di] }))).toBe("PlanInviteeNotFriend")
      expect(yield* tagOf(removePlanMember(ann, planId, ann))).toBe("MakerCannotLeave")
      expect(yield* tagOf(removePlanMember(ann, planId, di))).toBe("PlanMemberNotFound")
      expect((yield* setPlanAnswer(bo, planId, { answer: "maybe" })).members[1]).toMatchObject({ userId: bo, answer: "maybe" })
      // Ending a friendship changes no membership.
      yield* (yield* FriendshipRepo).remove(ann, cy)
      expect((yield* getPlan(cy, planId)).members.map((m) => m.userId)).toEqual([ann, bo, cy])
      expect(yield* removePlanMember(cy, planId, cy)).toEqual({ planId, userId: cy })
      expect(yield* tagOf(getPlan(cy, planId))).toBe("PlanNotFound")
      expect(yield* tagOf(addPlanMembers(ann, planId, { userIds: [cy] }))).toBe("PlanInviteeNotFriend")
      // The maker and 30 others at most.
      const friends = []
      for (let n = 10; n < 40; n++) {
        const id = yield* planPerson(n)
        yield* (yield* FriendshipRepo).add(ann, id, 0)
        friends.push(id)
      }
      expect(yield* tagOf(addPlanMembers(ann, planId, { userIds: friends }))).toBe("PlanFull")
      expect((yield* addPlanMembers(ann, planId, { userIds: friends.slice(1) })).members).toHaveLength(31)
      expect((yield* deletePlan(ann, planId)).id).toBe(planId)
      expect(yield* tagOf(getPlan(ann, planId))).toBe("PlanNotFound")
    }).pipe(memory)
  )

  it.effect("spares: only with a ticket, asked once, given once, and the requester's other requests declined", () =>
    Effect.gen(function* () {
      const { ann, bo, cy, di, planId } = yield* planWithThree
      expect(yield* tagOf(setPlanTicket(bo, planId, { status: "needs_ticket", spares: 1 }))).toBe("SparesNeedTicket")
      yield* setPlanTicket(bo, planId, { status: "needs_ticket", spares: 0, note: "  I'll pay you back " })
      expect(yield* tagOf(requestSpare(bo, planId, { holderId: ann }))).toBe("NoSpareLeft")
      expect(yield* tagOf(requestSpare(bo, planId, { holderId: di }))).toBe("PlanMemberNotFound")
      expect(yield* tagOf(requestSpare(bo, planId, { holderId: bo }))).toBe("SpareNotNeeded")
      yield* setPlanTicket(ann, planId, { status: "has_ticket", spares: 1 })
      yield* setPlanTicket(cy, planId, { status: "has_ticket", spares: 1 })
      expect(yield* tagOf(requestSpare(cy, planId, { holderId: ann }))).toBe("SpareNotNeeded")
      const asked = yield* requestSpare(bo, planId, { holderId: ann })
      const again = yield* requestSpare(bo, planId, { holderId: ann })
      expect(again.spareRequests).toEqual(asked.spareRequests)
      yield* requestSpare(bo, planId, { holderId: cy })
      const [toAnn, toCy] = (yield* getPlan(bo, planId)).spareRequests
      expect(yield* tagOf(answerSpareRequest(cy, planId, toAnn!.id, "accept"))).toBe("SpareRequestNotFound")
      expect(yield* tagOf(answerSpareRequest(ann, planId, "nope", "accept"))).toBe("SpareRequestNotFound")
      const given = yield* answerSpareRequest(ann, planId, toAnn!.id, "accept")
      expect(given.members.map((m) => [m.userId, m.ticket, m.spares, m.ticketNote])).toEqual([
        [ann, "has_ticket", 0, null],
        [bo, "has_ticket", 0, "I'll pay you back"],
        [cy, "has_ticket", 1, null]
      ])
      expect(given.spareRequests.map((r) => [r.id, r.status])).toEqual([
        [toAnn!.id, "accepted"],
        [toCy!.id, "declined"]
      ])
      expect(yield* tagOf(answerSpareRequest(ann, planId, toAnn!.id, "decline"))).toBe("SpareRequestAnswered")
      expect(yield* tagOf(answerSpareRequest(cy, planId, toCy!.id, "accept"))).toBe("SpareRequestAnswered")
      // Answered requests show for 7 days.
      yield* TestClock.adjust("8 days")
      expect((yield* getPlan(bo, planId)).spareRequests).toEqual([])
    }).pipe(memory)
  )

  it.effect("each plan kind reaches the right people once, links to the plan, and messages are batched per plan", () =>
    Effect.gen(function* () {
      const { ann, bo, cy, di, planId } = yield* planWithThree
      const link = `/plans/${planId}`
      expect(yield* inbox(bo)).toEqual([{ kind: "plan_invited", text: 'Ann added you to "Tacos first" (Wilco at Metro on Mon, Jun 15)', link, read: false }])
      yield* addPlanMembers(ann, planId, { userIds: [bo] })
      expect(yield* kindsOf(bo)).toEqual(["plan_invited"])
      expect(yield* kindsOf(ann)).toEqual([])

      yield* setPlanTicket(bo, planId, { status: "needs_ticket", spares: 0 })
      yield* setPlanTicket(ann, planId, { status: "has_ticket", spares: 2 })
      yield* setPlanTicket(ann, planId, { status: "has_ticket", spares: 3 })
      expect(yield* kindsOf(bo)).toEqual(["plan_invited", "plan_spare_offered"])
      expect(yield* kindsOf(cy)).toEqual(["plan_invited"])

      const asked = yield* requestSpare(bo, planId, { holderId: ann })
      yield* requestSpare(bo, planId, { holderId: ann })
      expect(yield* kindsOf(ann)).toEqual(["plan_spare_requested"])
      yield* answerSpareRequest(ann, planId, asked.spareRequests[0]!.id, "accept")
      expect((yield* inbox(bo))[0]).toMatchObject({ text: 'Ann gave you a spare ticket in "Tacos first" (Wilco at Metro on Mon, Jun 15)', link })

      yield* updatePlan(ann, planId, { title: "Tacos, then Wilco" })
      expect(yield* kindsOf(cy)).toEqual(["plan_invited"])
      yield* updatePlan(ann, planId, { meetPlace: "Door 3", meetAt: "2026-06-15T19:00" })
      expect(yield* kindsOf(cy)).toEqual(["plan_invited", "plan_meeting_changed"])
      expect(yield* kindsOf(ann)).toEqual(["plan_spare_requested"])

      const messages = (userId: string) => Effect.map(inbox(userId), (list) => list.filter((n) => n.kind === "plan_message"))
      yield* postPlanMessage(bo, planId, { text: "hi" })
      yield* TestClock.adjust("2 days")
      yield* postPlanMessage(cy, planId, { text: "hey" })
      expect(yield* messages(ann)).toEqual([
        { kind: "plan_message", text: 'New messages in "Tacos, then Wilco" (Wilco at Metro on Mon, Jun 15)', link, read: false }
      ])
      expect(yield* messages(bo)).toHaveLength(1)
      expect(yield* messages(cy)).toHaveLength(1)
      // Read, the next message is news again: one unread, and the read one is replaced.
      yield* NotificationRepo.use((repo) => repo.markRead(ann, "all", 0))
      yield* postPlanMessage(bo, planId, { text: "again" })
      expect((yield* messages(ann)).map((n) => n.read)).toEqual([false])
      expect(yield* inbox(di)).toEqual([])
    }).pipe(memory)
  )

  it.effect("live: members hear plan_changed and plan_message; a removed member hears their removal and their bell; nobody else hears anything", () =>
    Effect.gen(function* () {
      const { ann, bo, cy, di, planId } = yield* planWithThree
      yield* settle
      const heard: Array<readonly [string, LiveEvent]> = []
      const live = yield* LiveEvents
      for (const userId of [ann, bo, cy, di]) yield* live.subscribe(userId, { deliver: (e) => void heard.push([userId, e]), end: () => undefined })
      const message = yield* postPlanMessage(bo, planId, { text: "see you\r\nthere" })
      expect(message).toMatchObject({ authorId: bo, authorName: "Bo", text: "see you\nthere" })
      yield* settle
      const planEvents = () => heard.filter(([, e]) => e.type === "plan_changed" || e.type === "plan_message").map(([u, e]) => [u, e])
      expect(planEvents()).toEqual([ann, bo, cy].map((u) => [u, { type: "plan_message", planId, messageId: message.id }]))
      heard.length = 0
      yield* removePlanMember(ann, planId, cy)
      yield* settle
      expect(planEvents()).toEqual([ann, bo, cy].map((u) => [u, { type: "plan_changed", planId }]))
      // The removed member's news of the plan is hidden with them: their bell hears so at once.
      expect(heard.filter(([, e]) => e.type === "notifications_changed").map(([u]) => u)).toEqual([cy])
      expect(heard.filter(([u]) => u === di)).toEqual([])
    }).pipe(memory)
  )

  it.effect("the thread: newest last in pages of 50, a cursor to older ones, blank refused, 30 a minute", () =>
    Effect.gen(function* () {
      const { ann, bo, di, planId } = yield* planWithThree
      expect(yield* tagOf(postPlanMessage(di, planId, { text: "let me in" }))).toBe("PlanNotFound")
      expect(yield* tagOf(postPlanMessage(bo, planId, { text: " \n " }))).toBe("InvalidPlanText")
      for (let n = 1; n <= 60; n++) {
        yield* postPlanMessage(n % 2 === 0 ? ann : bo, planId, { text: `message ${n}` })
        yield* TestClock.adjust("3 seconds")
      }
      const newest = yield* listPlanMessages(bo, planId)
      expect(newest.messages.map((m) => m.text)).toEqual(Array.from({ length: 50 }, (_, i) => `message ${i + 11}`))
      const older = yield* listPlanMessages(bo, planId, newest.olderCursor!)
      expect(older).toEqual({ messages: Array.from({ length: 10 }, (_, i) => expect.objectContaining({ text: `message ${i + 1}` })), olderCursor: null })
      expect(yield* tagOf(listPlanMessages(bo, planId, "garbage"))).toBe("InvalidCursor")
      expect(yield* tagOf(listPlanMessages(di, planId))).toBe("PlanNotFound")
      for (let n = 0; n < 30; n++) yield* postPlanMessage(bo, planId, { text: "spam" })
      expect(yield* tagOf(postPlanMessage(bo, planId, { text: "one more" }))).toBe("RateLimited")
    }).pipe(memory)
  )

  it.effect("20 plans an hour per person", () =>
    Effect.gen(function* () {
      const { ann } = yield* world
      for (let n = 0; n < 20; n++) yield* createPlan(ann, { concertId: PLAN_CONCERT })
      expect(yield* tagOf(createPlan(ann, { concertId: PLAN_CONCERT }))).toBe("RateLimited")
      yield* TestClock.adjust("1 hour")
      expect((yield* createPlan(ann, { concertId: PLAN_CONCERT })).makerId).toBe(ann)
    }).pipe(memory)
  )

  it.effect("suggestions: friends not in the plan, tickets first, then interested, a status only where the pages show it", () =>
    Effect.gen(function* () {
      const { ann, bo, cy, di } = yield* world
      const [eve, fay, gus] = [yield* planPerson(4, "Eve"), yield* planPerson(5, "Fay", "private"), yield* planPerson(6, "Gus")]
      for (const friend of [eve, fay, gus]) yield* (yield* FriendshipRepo).add(ann, friend, 0)
      yield* setInterest(eve, PLAN_CONCERT, "interested")
      yield* setInterest(fay, PLAN_CONCERT, "has_tickets")
      yield* setInterest(gus, PLAN_CONCERT, "has_tickets")
      const plan = yield* createPlan(ann, { concertId: PLAN_CONCERT })
      yield* addPlanMembers(ann, plan.id, { userIds: [bo] })
      expect((yield* planSuggestions(ann, plan.id)).friends).toEqual([
        { userId: gus, name: "Gus", status: "have_tickets" },
        { userId: eve, name: "Eve", status: "interested" },
        { userId: cy, name: "Cy", status: null },
        { userId: fay, name: "Fay", status: null }
      ])
      // Bo's own friends (Ann is a member): none to add.
      expect((yield* planSuggestions(bo, plan.id)).friends).toEqual([])
      expect(yield* tagOf(planSuggestions(di, plan.id))).toBe("PlanNotFound")
    }).pipe(memory)
  )
})
