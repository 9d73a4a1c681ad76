/**
 * Use cases of plans (issue #22): making one for a concert, the list of mine, a plan as its members see it, the
 * maker's changes (title, meeting, members, deletion), leaving, and each member's answer and ticket. Spare tickets,
 * the thread and the friends suggested live in their own files and are exported from here too.
 *
 * Every plan route answers PlanNotFound to anyone who is not a member (`memberView`), before any other rule. Every
 * change runs in one unit of work that first locks the plan, so the rules read a state nobody else changes.
 */
import { Clock, Effect, Option, Schema } from "effect"
import { countAgainst } from "../accounts/rate-limit.ts"
import type { Concert } from "../concerts/concert.ts"
import { ConcertRepo } from "../concerts/concert-repo.ts"
import { toConcertDto } from "../concerts/to-dto.ts"
import { FriendshipRepo } from "../friends/friendship-repo.ts"
import { ConcertId } from "../kernel/ids.ts"
import { today } from "../kernel/local-date.ts"
import { Tokens } from "../kernel/tokens.ts"
import { Transactions } from "../kernel/transactions.ts"
import { notify, tellBells } from "../notifications/notify.ts"
import { hiddenNow } from "../safety/hidden.ts"
import { type MemberView, memberView, namesOf, othersOf, planDto, planFacts, requireMaker, tellPlanChanged, tellShown } from "./access.ts"
import {
  type AddPlanMembersBody,
  type CreatePlanBody,
  MAX_PLAN_MEMBERS,
  type PlanAnswerBody,
  type PlanDeleted,
  type PlanMemberRemoved,
  type PlansList,
  type PlanTicketBody,
  type UpdatePlanBody
} from "./contract.ts"
import {
  InvalidMeetAt,
  MakerCannotLeave,
  PlanConcertNotFound,
  PlanConcertPast,
  PlanFull,
  PlanInviteeNotFriend,
  PlanMemberNotFound,
  SparesNeedTicket
} from "./errors.ts"
import { type PlanMember, PlanRepo } from "./plan-repo.ts"
import { cleanPlanText, meetAtAllowed, PLANS_LIST_LIMIT, planPolicies } from "./rules.ts"

export { answerSpareRequest, requestSpare } from "./spares.ts"
export { planSuggestions } from "./suggestions.ts"
export { listPlanMessages, postPlanMessage } from "./thread.ts"

/** A meeting time the rules accept for this concert, or none. */
const checkMeetAt = (meetAt: string | null, concert: Concert): Effect.Effect<string | null, InvalidMeetAt> =>
  meetAt === null || meetAtAllowed(meetAt, concert.date) ? Effect.succeed(meetAt) : Effect.fail(new InvalidMeetAt({ meetAt }))

/**
 * A plan for a concert today or later, made by the viewer, who is its first member (going). 20 per hour per user.
 */
export const createPlan = Effect.fn("createPlan")(function* (viewerId: string, body: CreatePlanBody) {
  const title = yield* Effect.fromResult(cleanPlanText("title", body.title))
  const meetPlace = yield* Effect.fromResult(cleanPlanText("meetPlace", body.meetPlace))
  const found = Schema.is(ConcertId)(body.concertId) ? yield* (yield* ConcertRepo).findById(body.concertId) : Option.none()
  if (Option.isNone(found)) return yield* new PlanConcertNotFound({ concertId: body.concertId })
  const concert = found.value
  if (concert.date < (yield* today)) return yield* new PlanConcertPast({ concertId: concert.id })
  const meetAt = yield* checkMeetAt(body.meetAt ?? null, concert)
  const policy = planPolicies["plan-create"]
  yield* countAgainst("plan-create", policy.windowMs, [[`user:${viewerId}`, policy.perUser]])
  const id = yield* (yield* Tokens).uuid
  const now = yield* Clock.currentTimeMillis
  const plan = { id, concertId: concert.id, makerId: viewerId, title, meetPlace, meetAt, createdAt: now, updatedAt: now }
  return yield* (yield* Transactions).run(
    Effect.gen(function* () {
      yield* (yield* PlanRepo).create(plan, {
        planId: id,
        userId: viewerId,
        answer: "going",
        ticket: null,
        spares: 0,
        ticketNote: null,
        joinedAt: now
      })
      return yield* planDto(plan, concert, new Set())
    })
  )
})

/**
 * My plans whose concert is today or later, soonest concert first (then newest plan), at most 100; their counts and
 * maker without the people hidden from me (issue #29).
 */
export const listPlans = Effect.fn("listPlans")(function* (viewerId: string) {
  const now = yield* Clock.currentTimeMillis
  const hidden = yield* hiddenNow(viewerId)
  const rows = yield* (yield* PlanRepo).plansOf(viewerId, yield* today, PLANS_LIST_LIMIT, now)
  const concerts = yield* ConcertRepo
  const byId = new Map<string, Concert>()
  for (const concertId of new Set(rows.map((r) => r.plan.concertId))) {
    const concert = yield* concerts.findById(concertId)
    if (Option.isSome(concert)) byId.set(concertId, concert.value)
  }
  return {
    plans: rows.flatMap((r) => {
      const concert = byId.get(r.plan.concertId)
      return concert === undefined
        ? []
        : [
            {
              id: r.plan.id,
              concert: toConcertDto(concert),
              title: r.plan.title,
              meetPlace: r.plan.meetPlace,
              meetAt: r.plan.meetAt,
              makerId: hidden.has(r.plan.makerId) ? null : r.plan.makerId,
              memberCount: r.memberCount,
              goingCount: r.goingCount,
              answer: r.answer
            }
          ]
    })
  } satisfies PlansList
})

/** The plan, to its members only. */
export const getPlan = Effect.fn("getPlan")(function* (viewerId: string, planId: string) {
  const view = yield* memberView(viewerId, planId, "read")
  return yield* planDto(view.plan, view.concert, view.hidden)
})

/**
 * The maker renames the plan or moves the meeting: a key left out keeps its value, null or blank clears it. A new
 * meeting place or time is news to the other members (plan_meeting_changed).
 */
export const updatePlan = Effect.fn("updatePlan")(function* (viewerId: string, planId: string, body: UpdatePlanBody) {
  return yield* (yield* Transactions).run(
    Effect.gen(function* () {
      const view = yield* memberView(viewerId, planId, "lock")
      yield* requireMaker(view)
      const { plan, concert } = view
      const title = body.title === undefined ? plan.title : yield* Effect.fromResult(cleanPlanText("title", body.title))
      const meetPlace = body.meetPlace === undefined ? plan.meetPlace : yield* Effect.fromResult(cleanPlanText("meetPlace", body.meetPlace))
      const wantedAt = body.meetAt === undefined ? plan.meetAt : body.meetAt
      // A time kept as it was stays valid even if the concert moved since.
      const meetAt = wantedAt === plan.meetAt ? wantedAt : yield* checkMeetAt(wantedAt, concert)
      const updated = { ...plan, title, meetPlace, meetAt, updatedAt: yield* Clock.currentTimeMillis }
      yield* (yield* PlanRepo).update(updated)
      if (meetPlace !== plan.meetPlace || meetAt !== plan.meetAt) {
        const actorName = (yield* namesOf([viewerId])).get(viewerId)!
        for (const member of othersOf(view)) {
          yield* notify({
            recipientId: member.userId,
            actorId: viewerId,
            concertId: plan.concertId,
            subjectId: plan.id,
            data: { kind: "plan_meeting_changed", actorName, plan: planFacts(updated, concert) }
          })
        }
      }
      yield* tellShown(view)
      return yield* planDto(updated, concert, view.hidden)
    })
  )
})

/** The maker deletes the plan with its members, requests and thread; every member's page hears it. */
export const deletePlan = Effect.fn("deletePlan")(function* (viewerId: string, planId: string) {
  return yield* (yield* Transactions).run(
    Effect.gen(function* () {
      const view = yield* memberView(viewerId, planId, "lock")
      yield* requireMaker(view)
      yield* (yield* PlanRepo).remove(view.plan.id)
      yield* tellShown(view)
      return { id: view.plan.id } satisfies PlanDeleted
    })
  )
})

/** Counts one membership change by the viewer; refuses it once they made too many (rules.ts `planPolicies`). */
const limitMembershipChange = (viewerId: string) => {
  const policy = planPolicies["plan-members"]
  return countAgainst("plan-members", policy.windowMs, [[`user:${viewerId}`, policy.perUser]])
}

/**
 * The maker adds friends of theirs (degree 1) as invited members: no answer, no ticket yet, each told
 * (plan_invited; someone added again has theirs restored, never mailed twice). Members already in are ignored; the
 * maker and at most MAX_PLAN_MEMBERS others in all. Someone hidden from the maker (issue #29) is refused as a
 * stranger is (PlanInviteeNotFriend), even when already a member.
 */
export const addPlanMembers = Effect.fn("addPlanMembers")(function* (viewerId: string, planId: string, body: AddPlanMembersBody) {
  yield* limitMembershipChange(viewerId)
  return yield* (yield* Transactions).run(
    Effect.gen(function* () {
      const view = yield* memberView(viewerId, planId, "lock")
      yield* requireMaker(view)
      const already = new Set(view.shown.map((m) => m.userId))
      const added = [...new Set(body.userIds)].filter((userId) => !already.has(userId))
      if (added.length > 0) {
        const friends = new Set((yield* (yield* FriendshipRepo).friendsOf(viewerId)).map((f) => f.userId).filter((id) => !view.hidden.has(id)))
        const stranger = added.find((userId) => !friends.has(userId))
        if (stranger !== undefined) return yield* new PlanInviteeNotFriend({ userId: stranger })
      }
      if (view.members.length - 1 + added.length > MAX_PLAN_MEMBERS) return yield* new PlanFull({ limit: MAX_PLAN_MEMBERS })
      const now = yield* Clock.currentTimeMillis
      yield* (yield* PlanRepo).addMembers(
        added.map((userId) => ({ planId: view.plan.id, userId, answer: null, ticket: null, spares: 0, ticketNote: null, joinedAt: now }))
      )
      const actorName = (yield* namesOf([viewerId])).get(viewerId)!
      for (const userId of added) {
        yield* notify({
          recipientId: userId,
          actorId: viewerId,
          concertId: view.plan.concertId,
          subjectId: view.plan.id,
          data: { kind: "plan_invited", actorName, plan: planFacts(view.plan, view.concert) }
        })
      }
      yield* tellPlanChanged(view.plan.id, [...view.shown.map((m) => m.userId), ...added])
      return yield* planDto(view.plan, view.concert, view.hidden)
    })
  )
})

/**
 * The maker removes a member, or a member leaves (removes themself); the maker cannot leave (they delete the plan).
 * The spare requests the member made or was asked go with them; their news of the plan is hidden. The removed
 * member's page hears it too.
 */
export const removePlanMember = Effect.fn("removePlanMember")(function* (viewerId: string, planId: string, userId: string) {
  yield* limitMembershipChange(viewerId)
  return yield* (yield* Transactions).run(
    Effect.gen(function* () {
      const view = yield* memberView(viewerId, planId, "lock")
      if (userId === viewerId) {
        if (view.plan.makerId === viewerId) return yield* new MakerCannotLeave({ planId: view.plan.id })
      } else {
        yield* requireMaker(view)
        if (!view.shown.some((m) => m.userId === userId)) return yield* new PlanMemberNotFound({ userId })
      }
      yield* (yield* PlanRepo).removeMember(view.plan.id, userId)
      yield* tellShown(view)
      // Their news of the plan is hidden with them: an open bell drops it now, not at its next refetch.
      yield* tellBells([userId])
      return { planId: view.plan.id, userId } satisfies PlanMemberRemoved
    })
  )
})

/** Writes the viewer's own membership and tells the members who see them. */
const changeOwn = Effect.fnUntraced(function* (view: MemberView, member: PlanMember) {
  yield* (yield* PlanRepo).updateMember(member)
  yield* tellShown(view)
})

/** A member answers Going, Maybe or Can't go. */
export const setPlanAnswer = Effect.fn("setPlanAnswer")(function* (viewerId: string, planId: string, body: PlanAnswerBody) {
  return yield* (yield* Transactions).run(
    Effect.gen(function* () {
      const view = yield* memberView(viewerId, planId, "lock")
      yield* changeOwn(view, { ...view.me, answer: body.answer })
      return yield* planDto(view.plan, view.concert, view.hidden)
    })
  )
})

/**
 * A member's ticket: has one (with spares still free for others, and a note) or needs one (no spares). A note left
 * out keeps its value. Spares going from none to some is news to the members who need a ticket (plan_spare_offered).
 * Lowering spares below what was promised is fine: spares is what is still free.
 */
export const setPlanTicket = Effect.fn("setPlanTicket")(function* (viewerId: string, planId: string, body: PlanTicketBody) {
  return yield* (yield* Transactions).run(
    Effect.gen(function* () {
      const view = yield* memberView(viewerId, planId, "lock")
      if (body.status === "needs_ticket" && body.spares > 0) return yield* new SparesNeedTicket()
      const ticketNote = body.note === undefined ? view.me.ticketNote : yield* Effect.fromResult(cleanPlanText("note", body.note))
      yield* changeOwn(view, { ...view.me, ticket: body.status, spares: body.spares, ticketNote })
      if (view.me.spares === 0 && body.spares > 0) {
        const actorName = (yield* namesOf([viewerId])).get(viewerId)!
        for (const member of othersOf(view).filter((m) => m.ticket === "needs_ticket")) {
          yield* notify({
            recipientId: member.userId,
            actorId: viewerId,
            concertId: view.plan.concertId,
            subjectId: view.plan.id,
            data: { kind: "plan_spare_offered", actorName, plan: planFacts(view.plan, view.concert) }
          })
        }
      }
      return yield* planDto(view.plan, view.concert, view.hidden)
    })
  )
})
