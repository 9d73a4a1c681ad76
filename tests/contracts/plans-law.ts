/**
 * The laws of plans (issue #22) on random worlds, for any adapter: after any history of plan operations by anyone,
 * every plan use case answers PlanNotFound to whoever is not a member and the plan to its members; only the maker
 * renames, moves, adds, removes and deletes; spares never go below zero; a friendship ended changes no membership;
 * and under concurrent requests and accepts, a holder's k spares go to exactly min(N, k) of N requesters, once each.
 */
import { Effect, Option, Result } from "effect"
import fc from "fast-check"
import { expect, it } from "vitest"
import { FriendshipRepo } from "../../domain/friends/friendship-repo.ts"
import { addDays, today } from "../../domain/kernel/local-date.ts"
import { PLAN_CONCERT, type PlanOp, planOpArb, type PlanWorld, planWorldArb, loadPlanWorld } from "../../domain/plans/plans.arbitraries.ts"
import { PlanRepo } from "../../domain/plans/plan-repo.ts"
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
} from "../../domain/plans/plans.ts"
import { type FreshStore, withStore } from "./fresh-store.ts"

/** A well-formed id of no plan. */
const NO_PLAN = "00000000-0000-4000-8000-0000000dead0"

/** What a use case answered: "ok", or its failure's tag. */
const outcome = <A, E extends { readonly _tag: string }, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.map(Effect.result(effect), (r) => (Result.isFailure(r) ? r.failure._tag : "ok"))

/** Every plan's members, read under the use cases (the store as it is). */
const memberships = (planIds: ReadonlyArray<string>) =>
  Effect.gen(function* () {
    const repo = yield* PlanRepo
    const all = new Map<string, { readonly makerId: string; readonly members: ReadonlyArray<{ userId: string; spares: number; ticket: string | null }> }>()
    for (const planId of new Set(planIds)) {
      const plan = yield* repo.find(planId)
      if (Option.isSome(plan)) all.set(planId, { makerId: plan.value.makerId, members: yield* repo.members(planId) })
    }
    return all
  })

const MAKER_ONLY = new Set(["update", "delete", "add"])

/** Runs one operation as its actor; answers what the use case answered. */
const run = (op: PlanOp, ids: ReadonlyArray<string>, planId: string) =>
  Effect.gen(function* () {
    const actor = ids[op.actor]!
    switch (op.op) {
      case "create": {
        const made = yield* Effect.result(createPlan(actor, { concertId: PLAN_CONCERT, title: "Night out" }))
        return Result.isFailure(made) ? made.failure._tag : made.success.id
      }
      case "get":
        return yield* outcome(getPlan(actor, planId))
      case "delete":
        return yield* outcome(deletePlan(actor, planId))
      case "leave":
        return yield* outcome(removePlanMember(actor, planId, actor))
      case "messages":
        return yield* outcome(listPlanMessages(actor, planId))
      case "suggestions":
        return yield* outcome(planSuggestions(actor, planId))
      case "update":
        return yield* outcome(updatePlan(actor, planId, { meetPlace: op.meetPlace }))
      case "add":
        return yield* outcome(addPlanMembers(actor, planId, { userIds: [ids[op.target]!] }))
      case "remove":
        return yield* outcome(removePlanMember(actor, planId, ids[op.target]!))
      case "requestSpare":
        return yield* outcome(requestSpare(actor, planId, { holderId: ids[op.target]! }))
      case "answer":
        return yield* outcome(setPlanAnswer(actor, planId, { answer: op.answer }))
      case "ticket":
        return yield* outcome(setPlanTicket(actor, planId, { status: op.status, spares: op.spares }))
      case "post":
        return yield* outcome(postPlanMessage(actor, planId, { text: op.text }))
      case "accept": {
        // The actor answers the first pending request asked of them, or a made-up one when they have none.
        const requests = Option.isSome(yield* (yield* PlanRepo).find(planId)) ? yield* (yield* PlanRepo).spareRequests(planId, 0) : []
        const mine = requests.find((r) => r.status === "pending" && r.holderId === actor)
        return yield* outcome(answerSpareRequest(actor, planId, mine?.id ?? NO_PLAN, op.accept ? "accept" : "decline"))
      }
      case "unfriend":
        yield* (yield* FriendshipRepo).remove(actor, ids[op.target]!)
        return "ok"
    }
  })

/** One random history, checking the laws after every step. */
const history = (world: PlanWorld, ops: ReadonlyArray<PlanOp>) =>
  Effect.gen(function* () {
    const ids = yield* loadPlanWorld(world, addDays(yield* today, 10))
    const plans: Array<string> = []
    for (const op of ops) {
      const planId = op.op === "create" || op.op === "unfriend" ? NO_PLAN : (plans[op.plan] ?? NO_PLAN)
      const before = yield* memberships([...plans, NO_PLAN])
      const actor = ids[op.actor]!
      const answered = yield* run(op, ids, planId)
      const state = before.get(planId)
      const isMember = state?.members.some((m) => m.userId === actor) ?? false
      const context = { op, answered }
      if (op.op === "create") {
        // Answers the new plan's id.
        expect(answered, JSON.stringify(context)).not.toBe("RateLimited")
        plans.push(answered)
      } else if (op.op === "unfriend") {
        // A friendship ended changes no membership.
        expect([...(yield* memberships(plans)).entries()]).toEqual([...before.entries()])
      } else if (!isMember) {
        expect(answered, JSON.stringify(context)).toBe("PlanNotFound")
      } else {
        const isMaker = state!.makerId === actor
        const makerOnly = MAKER_ONLY.has(op.op) || (op.op === "remove" && ids[op.target] !== actor)
        if (makerOnly && !isMaker) expect(answered, JSON.stringify(context)).toBe("NotPlanMaker")
        if ((op.op === "leave" || (op.op === "remove" && ids[op.target] === actor)) && isMaker) expect(answered).toBe("MakerCannotLeave")
        if (["get", "messages", "suggestions", "answer"].includes(op.op)) expect(answered, JSON.stringify(context)).toBe("ok")
        if (op.op === "update" || op.op === "delete") expect(answered).toBe(isMaker ? "ok" : "NotPlanMaker")
      }
      // After every step: spares never negative (and only with a ticket); each person sees exactly their plans.
      const after = yield* memberships(plans)
      for (const { members } of after.values()) {
        for (const m of members) {
          expect(m.spares).toBeGreaterThanOrEqual(0)
          if (m.spares > 0) expect(m.ticket).toBe("has_ticket")
        }
      }
      for (const person of ids) {
        const mine = new Set([...after.entries()].filter(([, p]) => p.members.some((m) => m.userId === person)).map(([id]) => id))
        expect(new Set((yield* listPlans(person)).plans.map((p) => p.id))).toEqual(mine)
        for (const planId of new Set(plans)) {
          expect(yield* outcome(getPlan(person, planId))).toBe(mine.has(planId) ? "ok" : "PlanNotFound")
        }
      }
    }
  })

/** Requesters (indexes into the people; repeats: one person asking twice at once) of a holder with `spares` spares. */
const spareRaceArb = fc.record({
  spares: fc.integer({ min: 0, max: 4 }),
  requesters: fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 8 })
})

/** Everyone asks the holder for a spare and the holder accepts, all at once; answers the plan as the holder sees it. */
const spareRace = (spares: number, requesters: ReadonlyArray<number>) =>
  Effect.gen(function* () {
    const everyone = Array.from({ length: 7 }, (_, n) => [0, n] as const).slice(1)
    const ids = yield* loadPlanWorld({ people: 7, friendships: everyone }, addDays(yield* today, 10))
    const holder = ids[0]!
    const plan = yield* createPlan(holder, { concertId: PLAN_CONCERT })
    yield* addPlanMembers(holder, plan.id, { userIds: ids.slice(1) })
    yield* setPlanTicket(holder, plan.id, { status: "has_ticket", spares })
    const take = (requester: string) =>
      Effect.gen(function* () {
        const asked = yield* requestSpare(requester, plan.id, { holderId: holder })
        // Lets the others ask too before the holder answers (the memory store would otherwise run each pair alone).
        yield* Effect.yieldNow
        const request = asked.spareRequests.find((r) => r.requesterId === requester && r.status === "pending")
        if (request !== undefined) yield* answerSpareRequest(holder, plan.id, request.id, "accept")
      })
    const outcomes = yield* Effect.all(
      requesters.map((n) => outcome(take(ids[n]!))),
      { concurrency: "unbounded" }
    )
    for (const answered of outcomes) expect(["ok", "NoSpareLeft", "SpareRequestAnswered", "SpareNotNeeded"]).toContain(answered)
    return { final: yield* getPlan(holder, plan.id), ids }
  })

/**
 * Registers the laws for one adapter (`fresh` gives an empty store per example). `runs`: examples of each law (the
 * histories are longer on memory, where they cost nothing).
 */
export const planLaws = (fresh: FreshStore, runs: { readonly histories: number; readonly races: number; readonly steps: number }) => {
  it("on random histories, plans are seen by their members only, the maker alone rules, spares never go negative", async () => {
    await fc.assert(
      fc.asyncProperty(planWorldArb(4), fc.array(planOpArb(4, 2), { minLength: 5, maxLength: runs.steps, size: "max" }), (world, ops) =>
        withStore(fresh)(history(world, ops))
      ),
      { numRuns: runs.histories }
    )
  }, 60_000)

  it("N concurrent requests and accepts against k spares: exactly min(N, k) accepted, once each, spares k minus that", async () => {
    await fc.assert(
      fc.asyncProperty(spareRaceArb, async ({ spares, requesters }) => {
        const { final, ids } = await withStore(fresh)(spareRace(spares, requesters))
        const distinct = new Set(requesters).size
        const accepted = final.spareRequests.filter((r) => r.status === "accepted")
        expect(accepted.length).toBe(Math.min(distinct, spares))
        expect(new Set(accepted.map((r) => r.requesterId)).size).toBe(accepted.length)
        expect(final.members.find((m) => m.userId === ids[0])!.spares).toBe(spares - accepted.length)
        for (const r of accepted) expect(final.members.find((m) => m.userId === r.requesterId)!.ticket).toBe("has_ticket")
      }),
      { numRuns: runs.races }
    )
  }, 60_000)
}
