/** Admin use cases of invite requests: list them, approve (adds the invites) or reject; each review audit-logged. */
import { Clock, Effect, Option } from "effect"
import type { Actor } from "../accounts/admin.ts"
import { Forbidden } from "../accounts/errors.ts"
import { AuditLog } from "../audit/audit-log.ts"
import { Transactions } from "../kernel/transactions.ts"
import { toUsers } from "../live/events.ts"
import { LiveEvents } from "../live/live-events.ts"
import { notify } from "../notifications/notify.ts"
import type { AdminInviteRequests } from "./contract.ts"
import { AlreadyReviewed, InviteRequestNotFound } from "./errors.ts"
import { InviteCounts } from "./invite-counts.ts"
import { InviteRequestRepo, type RequestFilter } from "./invite-request-repo.ts"
import { toRequestDto } from "./requests.ts"

/** Spec §9: the reviewed table shows the first 10. */
export const REVIEWED_SHOWN = 10
const ALL = 10_000

export const authorize = (actor: Actor) => (actor.kind === "cli" || actor.user.role === "admin" ? Effect.void : Effect.fail(new Forbidden()))

const actorId = (actor: Actor) => (actor.kind === "user" ? actor.user.id : null)

export const adminInviteRequests = Effect.fn("adminInviteRequests")(function* (actor: Actor) {
  yield* authorize(actor)
  const requests = yield* InviteRequestRepo
  return {
    pending: (yield* requests.list({ status: "pending", limit: ALL })).map(toRequestDto),
    reviewed: (yield* requests.list({ status: "reviewed", limit: REVIEWED_SHOWN })).map(toRequestDto)
  } satisfies AdminInviteRequests
})

/** Every request, or those in one state, newest first, with the requester's address (the CLI listing). */
export const listInviteRequests = Effect.fn("listInviteRequests")(function* (actor: Actor, status?: RequestFilter) {
  yield* authorize(actor)
  return (yield* (yield* InviteRequestRepo).list({ status, limit: ALL })).map((r) => ({ ...toRequestDto(r), email: r.email }))
})

/**
 * One conditional update decides the review, so two admins at the same moment review a request once;
 * an approval adds the requested count in the same unit of work, and the audit entry commits with it.
 */
const review = Effect.fnUntraced(function* (actor: Actor, requestId: string, status: "approved" | "rejected") {
  yield* authorize(actor)
  const requests = yield* InviteRequestRepo
  const at = yield* Clock.currentTimeMillis
  return yield* (yield* Transactions).run(
    Effect.gen(function* () {
      const reviewed = yield* requests.review(requestId, { status, reviewedBy: actorId(actor), at })
      if (Option.isNone(reviewed)) {
        return Option.isSome(yield* requests.find(requestId)) ? yield* new AlreadyReviewed({ requestId }) : yield* new InviteRequestNotFound({ requestId })
      }
      const request = reviewed.value
      if (status === "approved") yield* (yield* InviteCounts).grant(request.userId, request.requestedCount)
      yield* (yield* AuditLog).record({
        actorId: actorId(actor),
        action: `invite_request.${status}`,
        subjectType: "invite_request",
        subjectId: request.id,
        details: { userId: request.userId, requestedCount: request.requestedCount, via: actor.kind }
      })
      yield* (yield* LiveEvents).publish(toUsers({ type: "invite_request_reviewed", requestId: request.id, status }, request.userId))
      // News from nobody, as it names nobody: who reviewed is not the person's to know, nor may a block or a
      // suspension of that admin keep the outcome from them (notify skips news of someone hidden from the recipient).
      yield* notify({
        recipientId: request.userId,
        actorId: null,
        concertId: null,
        subjectId: request.id,
        data: { kind: "invite_request_reviewed", outcome: status, requestedCount: request.requestedCount }
      })
      return toRequestDto(request)
    })
  )
})

export const approveInviteRequest = (actor: Actor, requestId: string) => review(actor, requestId, "approved").pipe(Effect.withSpan("approveInviteRequest"))

export const rejectInviteRequest = (actor: Actor, requestId: string) => review(actor, requestId, "rejected").pipe(Effect.withSpan("rejectInviteRequest"))
