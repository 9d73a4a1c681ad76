/**
 * PlanRepo in memory: the executable specification of the Postgres adapter. Memory transactions already run one at
 * a time, so `lock` only reads; the store refuses what PostgreSQL's CHECKs and unique index refuse (negative spares,
 * spares without a ticket, two pending requests between the same two members) by dying, as a constraint would.
 */
import { Clock, Effect, Layer, Option } from "effect"
import type { LocalDate } from "../../domain/kernel/local-date.ts"
import type { PlanAnswer } from "../../domain/plans/contract.ts"
import { type Plan, type PlanMember, type PlanOfMember, PlanRepo, type SpareRequest, type ThreadMessage } from "../../domain/plans/plan-repo.ts"
import { recordActivity } from "./analytics-events.ts"
import { hiddenFrom } from "./block-repo.memory.ts"
import { MemoryStore, type Tables } from "./store.ts"

const memberKey = (planId: string, userId: string) => `${planId}|${userId}`

const byId = (a: { readonly id: string }, b: { readonly id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)

/** Deletes these plans with their members, requests and messages (a plan's cascade, and its concert's). */
export const dropPlans = (tables: Tables, planIds: ReadonlySet<string>): void => {
  for (const id of planIds) tables.plans.delete(id)
  for (const [key, m] of tables.planMembers) if (planIds.has(m.planId)) tables.planMembers.delete(key)
  for (const [id, r] of tables.planSpareRequests) if (planIds.has(r.planId)) tables.planSpareRequests.delete(id)
  for (const [id, m] of tables.planMessages) if (planIds.has(m.planId)) tables.planMessages.delete(id)
  // notifications.plan_id's cascade (migration 0015).
  for (const [id, n] of tables.notifications) if ("plan" in n.data && planIds.has(n.data.plan.planId)) tables.notifications.delete(id)
}

/** The plans of this concert (for its deletion). */
export const plansOfConcert = (tables: Tables, concertId: string): Set<string> =>
  new Set([...tables.plans.values()].filter((p) => p.concertId === concertId).map((p) => p.id))

const checkMember = (m: PlanMember): void => {
  if (m.spares < 0 || m.spares > 10 || (m.spares > 0 && m.ticket !== "has_ticket")) {
    throw new Error(`plan_members check violated: spares ${m.spares} with ticket ${m.ticket}`)
  }
}

export const layer: Layer.Layer<PlanRepo, never, MemoryStore> = Layer.effect(
  PlanRepo,
  Effect.gen(function* () {
    const { tables } = yield* MemoryStore
    const membersOf = (planId: string): Array<PlanMember> => {
      const makerId = tables.plans.get(planId)?.makerId
      return [...tables.planMembers.values()]
        .filter((m) => m.planId === planId)
        .sort(
          (a, b) =>
            Number(b.userId === makerId) - Number(a.userId === makerId) || a.joinedAt - b.joinedAt || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0)
        )
    }
    const concertDate = (plan: Plan): LocalDate | undefined => tables.concerts.get(plan.concertId)?.date
    const plansWith = (userId: string): Array<Plan> =>
      [...tables.plans.values()].filter((p) => tables.planMembers.has(memberKey(p.id, userId)) && concertDate(p) !== undefined)
    const answeredOneOf = (plan: Plan, userId: string, answers: ReadonlyArray<PlanAnswer>): boolean => {
      const answer = tables.planMembers.get(memberKey(plan.id, userId))?.answer
      return answer != null && answers.includes(answer)
    }
    return PlanRepo.of({
      create: (plan, maker) =>
        Effect.sync(() => {
          tables.plans.set(plan.id, plan)
          tables.planMembers.set(memberKey(plan.id, maker.userId), maker)
          if (maker.answer !== null) recordActivity(tables, maker.userId, maker.joinedAt)
        }),
      find: (planId) => Effect.sync(() => Option.fromNullishOr(tables.plans.get(planId))),
      lock: (planId) => Effect.sync(() => Option.fromNullishOr(tables.plans.get(planId))),
      update: (plan) =>
        Effect.sync(() => {
          const stored = tables.plans.get(plan.id)
          if (stored) {
            tables.plans.set(plan.id, { ...stored, title: plan.title, meetPlace: plan.meetPlace, meetAt: plan.meetAt, updatedAt: plan.updatedAt })
          }
        }),
      remove: (planId) => Effect.sync(() => dropPlans(tables, new Set([planId]))),
      members: (planId) => Effect.sync(() => membersOf(planId)),
      addMembers: (members) =>
        Effect.sync(() => {
          for (const m of members) {
            const key = memberKey(m.planId, m.userId)
            if (tables.plans.has(m.planId) && !tables.planMembers.has(key)) {
              tables.planMembers.set(key, m)
              if (m.answer !== null) recordActivity(tables, m.userId, m.joinedAt)
            }
          }
        }),
      removeMember: (planId, userId) =>
        Effect.map(Clock.currentTimeMillis, (now) => {
          const was = tables.planMembers.delete(memberKey(planId, userId))
          if (was) {
            // Hidden, not deleted: the key stays taken, so adding them again restores it instead of mailing anew.
            for (const [id, n] of tables.notifications) {
              if (n.recipientId === userId && "plan" in n.data && n.data.plan.planId === planId && n.withdrawnAt === null) {
                tables.notifications.set(id, { ...n, withdrawnAt: now })
              }
            }
          }
          for (const [id, r] of tables.planSpareRequests) {
            if (r.planId === planId && (r.requesterId === userId || r.holderId === userId)) tables.planSpareRequests.delete(id)
          }
          return was
        }),
      updateMember: (member) =>
        Effect.map(Clock.currentTimeMillis, (now) => {
          const key = memberKey(member.planId, member.userId)
          const stored = tables.planMembers.get(key)
          if (!stored) return
          const updated = { ...stored, answer: member.answer, ticket: member.ticket, spares: member.spares, ticketNote: member.ticketNote }
          checkMember(updated)
          tables.planMembers.set(key, updated)
          // A member's answer is their activity (issue #34); the row keeps no time of it, so now is when.
          recordActivity(tables, member.userId, now)
        }),
      plansOf: (userId, from, limit, now) =>
        Effect.sync(() => {
          const hidden = now === undefined ? new Set<string>() : hiddenFrom(tables, userId, now)
          return plansWith(userId)
            .filter((p) => concertDate(p)! >= from)
            .sort((a, b) => concertDate(a)!.localeCompare(concertDate(b)!) || b.createdAt - a.createdAt || byId(a, b))
            .slice(0, limit)
            .map((plan): PlanOfMember => {
              const members = membersOf(plan.id).filter((m) => !hidden.has(m.userId))
              return {
                plan,
                concertDate: concertDate(plan)!,
                memberCount: members.length,
                goingCount: members.filter((m) => m.answer === "going").length,
                answer: members.find((m) => m.userId === userId)?.answer ?? null
              }
            })
        }),
      plansForConcert: (userId, concertId, answers) =>
        Effect.sync(() =>
          [...tables.plans.values()]
            .filter((p) => p.concertId === concertId && answeredOneOf(p, userId, answers))
            .sort((a, b) => b.createdAt - a.createdAt || byId(a, b))
        ),
      meetingsOf: (userId, from, answers, limit) =>
        Effect.sync(() =>
          plansWith(userId)
            .filter((p) => p.meetAt !== null && concertDate(p)! >= from && answeredOneOf(p, userId, answers))
            .sort((a, b) => concertDate(a)!.localeCompare(concertDate(b)!) || a.meetAt!.localeCompare(b.meetAt!) || byId(a, b))
            .slice(0, limit)
        ),
      addSpareRequest: (request) =>
        Effect.sync(() => {
          const members = [request.requesterId, request.holderId].every((u) => tables.planMembers.has(memberKey(request.planId, u)))
          const twice = [...tables.planSpareRequests.values()].some(
            (r) => r.planId === request.planId && r.status === "pending" && r.requesterId === request.requesterId && r.holderId === request.holderId
          )
          if (!members || twice || request.requesterId === request.holderId) throw new Error("plan_spare_requests constraint violated")
          tables.planSpareRequests.set(request.id, request)
        }),
      spareRequests: (planId, answeredSince) =>
        Effect.sync(() =>
          [...tables.planSpareRequests.values()]
            .filter((r) => r.planId === planId && (r.status === "pending" || (r.answeredAt ?? 0) >= answeredSince))
            .sort((a, b) => a.createdAt - b.createdAt || byId(a, b))
        ),
      findSpareRequest: (planId, requestId) =>
        Effect.sync(() => Option.filter(Option.fromNullishOr(tables.planSpareRequests.get(requestId)), (r: SpareRequest) => r.planId === planId)),
      updateSpareRequest: (request) =>
        Effect.sync(() => {
          const stored = tables.planSpareRequests.get(request.id)
          if (stored) tables.planSpareRequests.set(request.id, { ...stored, status: request.status, answeredAt: request.answeredAt })
        }),
      addMessage: (message) =>
        Effect.sync(() => {
          tables.planMessages.set(message.id, message)
          if (message.authorId !== null) recordActivity(tables, message.authorId, message.createdAt)
        }),
      planIdsOfConcert: (concertId) =>
        Effect.sync(() =>
          [...tables.plans.values()]
            .filter((p) => p.concertId === concertId)
            .sort((a, b) => a.createdAt - b.createdAt || byId(a, b))
            .map((p) => p.id)
        ),
      messages: (planId, before, limit, seenBy) =>
        Effect.sync(() => {
          const hidden = seenBy === undefined ? new Set<string>() : hiddenFrom(tables, seenBy.viewerId, seenBy.now)
          return [...tables.planMessages.values()]
            .filter((m) => m.planId === planId && (m.authorId === null || !hidden.has(m.authorId)))
            .filter((m) => before === null || m.createdAt < before.createdAt || (m.createdAt === before.createdAt && m.id < before.id))
            .sort((a: ThreadMessage, b: ThreadMessage) => b.createdAt - a.createdAt || byId(b, a))
            .slice(0, limit)
        })
    })
  })
)
