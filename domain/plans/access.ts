/**
 * What every plan use case shares: the plan as a member sees it (anyone else is told it does not exist), the maker's
 * authority, the plan's wire form with its members' shown names, and telling the members live.
 *
 * Each member sees the plan without the members hidden from them (a block either way, a suspended account: issue
 * #29): not in the member list or its counts, not their spare requests, messages or news, and none of the viewer's
 * changes reaches them live or as news. The rules that hold for the whole plan (its size) still count everyone.
 */
import { Clock, Effect, Option } from "effect"
import { ProfileRepo } from "../accounts/profile-repo.ts"
import { isUuid } from "../kernel/ids.ts"
import type { Concert } from "../concerts/concert.ts"
import { ConcertRepo } from "../concerts/concert-repo.ts"
import { displayNameOf } from "../concerts/discovery.ts"
import { toConcertDto } from "../concerts/to-dto.ts"
import { toUsers } from "../live/events.ts"
import { LiveEvents } from "../live/live-events.ts"
import { hiddenNow } from "../safety/hidden.ts"
import type { PlanFacts } from "../notifications/kinds.ts"
import type { PlanDto, SpareRequestDto } from "./contract.ts"
import { NotPlanMaker, PlanNotFound } from "./errors.ts"
import { type Plan, type PlanMember, PlanRepo, type SpareRequest } from "./plan-repo.ts"
import { ANSWERED_REQUESTS_SHOWN_MS } from "./rules.ts"

/** Ids are UUIDs; anything else names no plan, member or request (and never reaches the store). */
export { isUuid }

/** A plan as one of its members sees it. */
export interface MemberView {
  readonly plan: Plan
  readonly concert: Concert
  /** Every member, the maker first, then by when they joined: for the rules of the whole plan. */
  readonly members: ReadonlyArray<PlanMember>
  /** The members the viewer sees (the viewer among them), in the same order. */
  readonly shown: ReadonlyArray<PlanMember>
  /** The people hidden from the viewer now. */
  readonly hidden: ReadonlySet<string>
  /** The viewer's own membership. */
  readonly me: PlanMember
}

/**
 * The plan, when the viewer is one of its members; PlanNotFound otherwise (no such plan, not a member, or its
 * concert is gone), so nobody else can tell a plan exists. `lock` holds the plan for the surrounding unit of work.
 */
export const memberView = Effect.fnUntraced(function* (viewerId: string, planId: string, how: "read" | "lock") {
  if (!isUuid(planId)) return yield* new PlanNotFound({ planId })
  const repo = yield* PlanRepo
  const found = how === "lock" ? yield* repo.lock(planId) : yield* repo.find(planId)
  if (Option.isNone(found)) return yield* new PlanNotFound({ planId })
  const members = yield* repo.members(planId)
  const me = members.find((m) => m.userId === viewerId)
  if (me === undefined) return yield* new PlanNotFound({ planId })
  const concert = yield* (yield* ConcertRepo).findById(found.value.concertId)
  if (Option.isNone(concert)) return yield* new PlanNotFound({ planId })
  const hidden = yield* hiddenNow(viewerId)
  const shown = members.filter((m) => !hidden.has(m.userId))
  return { plan: found.value, concert: concert.value, members, shown, hidden, me } satisfies MemberView
})

/** Only the maker renames, moves the meeting, adds or removes members and deletes. */
export const requireMaker = (view: MemberView): Effect.Effect<void, NotPlanMaker> =>
  view.plan.makerId === view.me.userId ? Effect.void : Effect.fail(new NotPlanMaker({ planId: view.plan.id }))

/** The shown name (`displayNameOf`) of each of these users, one profile read per distinct id. */
export const namesOf = Effect.fnUntraced(function* (userIds: ReadonlyArray<string>) {
  const profiles = yield* ProfileRepo
  const names = new Map<string, string>()
  for (const userId of new Set(userIds)) {
    const profile = yield* profiles.find(userId)
    names.set(userId, displayNameOf(userId, Option.match(profile, { onNone: () => null, onSome: (p) => p.displayName })))
  }
  return names as ReadonlyMap<string, string>
})

export const toSpareRequestDto = (r: SpareRequest): SpareRequestDto => ({
  id: r.id,
  requesterId: r.requesterId,
  holderId: r.holderId,
  status: r.status,
  createdAt: r.createdAt,
  answeredAt: r.answeredAt
})

/**
 * The plan's wire form as a viewer sees it: its members as stored now, and the requests pending or answered in the
 * last 7 days, without the people `hidden` from the viewer (nor the maker's id when the maker is one of them).
 */
export const planDto = Effect.fnUntraced(function* (plan: Plan, concert: Concert, hidden: ReadonlySet<string>) {
  const repo = yield* PlanRepo
  const members = (yield* repo.members(plan.id)).filter((m) => !hidden.has(m.userId))
  const now = yield* Clock.currentTimeMillis
  const requests = (yield* repo.spareRequests(plan.id, now - ANSWERED_REQUESTS_SHOWN_MS)).filter((r) => !hidden.has(r.requesterId) && !hidden.has(r.holderId))
  const names = yield* namesOf(members.map((m) => m.userId))
  return {
    id: plan.id,
    concert: toConcertDto(concert),
    title: plan.title,
    meetPlace: plan.meetPlace,
    meetAt: plan.meetAt,
    makerId: hidden.has(plan.makerId) ? null : plan.makerId,
    createdAt: plan.createdAt,
    updatedAt: plan.updatedAt,
    members: members.map((m) => ({
      userId: m.userId,
      name: names.get(m.userId) ?? displayNameOf(m.userId, null),
      isMaker: m.userId === plan.makerId,
      answer: m.answer,
      ticket: m.ticket,
      spares: m.spares,
      ticketNote: m.ticketNote,
      joinedAt: m.joinedAt
    })),
    spareRequests: requests.map(toSpareRequestDto)
  } satisfies PlanDto
})

/** Tells these users' open pages that the plan changed (they refetch it through the rules). */
export const tellPlanChanged = (planId: string, userIds: ReadonlyArray<string>) =>
  userIds.length === 0 ? Effect.void : LiveEvents.use((live) => live.publish(toUsers({ type: "plan_changed", planId }, ...userIds)))

/** The viewer's change reaches the members who see them (the viewer's other tabs too), never one hidden from them. */
export const tellShown = (view: MemberView) =>
  tellPlanChanged(
    view.plan.id,
    view.shown.map((m) => m.userId)
  )

/** What a plan's notifications say of it. */
export const planFacts = (plan: Plan, concert: Concert): PlanFacts => ({
  planId: plan.id,
  title: plan.title,
  concert: { artist: concert.artist, venue: concert.venue, city: concert.city, date: concert.date }
})

/** The members other than the viewer whom the viewer sees (news of the viewer reaches only them). */
export const othersOf = (view: MemberView): Array<PlanMember> => view.shown.filter((m) => m.userId !== view.me.userId)
