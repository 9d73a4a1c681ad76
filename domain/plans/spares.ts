/**
 * Spare tickets passed between a plan's members: "I'll take a spare" is a request to a holder, who accepts (one of
 * their spares becomes the requester's ticket) or declines. Under the plan's lock, so however many ask and answer at
 * once, spares never go below zero and a spare goes to one person once.
 */
import { Clock, Effect, Option } from "effect"
import { Tokens } from "../kernel/tokens.ts"
import { Transactions } from "../kernel/transactions.ts"
import { notify } from "../notifications/notify.ts"
import { isUuid, memberView, namesOf, planDto, planFacts, tellShown } from "./access.ts"
import type { SpareRequestBody } from "./contract.ts"
import { NoSpareLeft, PlanMemberNotFound, SpareNotNeeded, SpareRequestAnswered, SpareRequestNotFound } from "./errors.ts"
import { PlanRepo } from "./plan-repo.ts"
import { ANSWERED_REQUESTS_SHOWN_MS } from "./rules.ts"

/**
 * The viewer asks a member who holds spares for one (plan_spare_requested to the holder). Not of oneself, not with a
 * ticket already (SpareNotNeeded); a request already pending to the same holder is answered as it is. A member hidden
 * from the viewer (issue #29) is not one they can ask (PlanMemberNotFound).
 */
export const requestSpare = Effect.fn("requestSpare")(function* (viewerId: string, planId: string, body: SpareRequestBody) {
  return yield* (yield* Transactions).run(
    Effect.gen(function* () {
      const view = yield* memberView(viewerId, planId, "lock")
      if (body.holderId === viewerId) return yield* new SpareNotNeeded()
      const holder = view.shown.find((m) => m.userId === body.holderId)
      if (holder === undefined) return yield* new PlanMemberNotFound({ userId: body.holderId })
      if (view.me.ticket === "has_ticket") return yield* new SpareNotNeeded()
      const repo = yield* PlanRepo
      const now = yield* Clock.currentTimeMillis
      const pending = (yield* repo.spareRequests(view.plan.id, now - ANSWERED_REQUESTS_SHOWN_MS)).find(
        (r) => r.status === "pending" && r.requesterId === viewerId && r.holderId === holder.userId
      )
      if (pending !== undefined) return yield* planDto(view.plan, view.concert, view.hidden)
      if (holder.spares === 0) return yield* new NoSpareLeft({ holderId: holder.userId })
      const id = yield* (yield* Tokens).uuid
      yield* repo.addSpareRequest({
        id,
        planId: view.plan.id,
        requesterId: viewerId,
        holderId: holder.userId,
        status: "pending",
        createdAt: now,
        answeredAt: null
      })
      yield* notify({
        recipientId: holder.userId,
        actorId: viewerId,
        concertId: view.plan.concertId,
        subjectId: id,
        data: { kind: "plan_spare_requested", actorName: (yield* namesOf([viewerId])).get(viewerId)!, plan: planFacts(view.plan, view.concert) }
      })
      yield* tellShown(view)
      return yield* planDto(view.plan, view.concert, view.hidden)
    })
  )
})

/**
 * The holder answers a pending request asked of them (plan_spare_answered to the requester). Accepting gives one of
 * their spares (none left: NoSpareLeft, and the request stays pending) to a requester who still needs it (else
 * SpareNotNeeded): the requester then has a ticket, and their other pending requests in the plan are declined. A
 * request from someone hidden from the holder (issue #29) is not theirs to answer (SpareRequestNotFound).
 */
export const answerSpareRequest = Effect.fn("answerSpareRequest")(function* (
  viewerId: string,
  planId: string,
  requestId: string,
  decision: "accept" | "decline"
) {
  return yield* (yield* Transactions).run(
    Effect.gen(function* () {
      const view = yield* memberView(viewerId, planId, "lock")
      const repo = yield* PlanRepo
      const found = isUuid(requestId) ? yield* repo.findSpareRequest(view.plan.id, requestId) : Option.none()
      if (Option.isNone(found) || found.value.holderId !== viewerId || view.hidden.has(found.value.requesterId)) {
        return yield* new SpareRequestNotFound({ requestId })
      }
      const request = found.value
      if (request.status !== "pending") return yield* new SpareRequestAnswered({ requestId })
      const now = yield* Clock.currentTimeMillis
      if (decision === "accept") {
        const requester = view.members.find((m) => m.userId === request.requesterId)
        if (view.me.spares === 0) return yield* new NoSpareLeft({ holderId: viewerId })
        if (requester === undefined || requester.ticket === "has_ticket") return yield* new SpareNotNeeded()
        yield* repo.updateMember({ ...view.me, spares: view.me.spares - 1 })
        yield* repo.updateMember({ ...requester, ticket: "has_ticket" })
        yield* repo.updateSpareRequest({ ...request, status: "accepted", answeredAt: now })
        const others = (yield* repo.spareRequests(view.plan.id, now)).filter(
          (r) => r.status === "pending" && r.requesterId === request.requesterId && r.id !== request.id
        )
        for (const other of others) yield* repo.updateSpareRequest({ ...other, status: "declined", answeredAt: now })
      } else {
        yield* repo.updateSpareRequest({ ...request, status: "declined", answeredAt: now })
      }
      yield* notify({
        recipientId: request.requesterId,
        actorId: viewerId,
        concertId: view.plan.concertId,
        subjectId: request.id,
        data: {
          kind: "plan_spare_answered",
          actorName: (yield* namesOf([viewerId])).get(viewerId)!,
          plan: planFacts(view.plan, view.concert),
          outcome: decision === "accept" ? "accepted" : "declined"
        }
      })
      yield* tellShown(view)
      return yield* planDto(view.plan, view.concert, view.hidden)
    })
  )
})
