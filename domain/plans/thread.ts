/**
 * A plan's thread: plain-text messages, newest last, in keyset pages of 50, to its members only. A message is live
 * to the members' pages (plan_message) and news to the others, batched: at most one unread per recipient and plan.
 */
import { Clock, Effect, Option } from "effect"
import { DELETED_USER_NAME } from "../accounts/deletion-contract.ts"
import { countAgainst } from "../accounts/rate-limit.ts"
import { InvalidCursor } from "../concerts/errors.ts"
import { displayNameOf } from "../concerts/discovery.ts"
import type { ConcertId } from "../kernel/ids.ts"
import { Tokens } from "../kernel/tokens.ts"
import { Transactions } from "../kernel/transactions.ts"
import { toUsers } from "../live/events.ts"
import { LiveEvents } from "../live/live-events.ts"
import { notify } from "../notifications/notify.ts"
import { memberView, namesOf, othersOf, planFacts } from "./access.ts"
import type { PlanMessageBody, PlanMessageDto, PlanMessagesPage } from "./contract.ts"
import { PlanRepo, type ThreadMessage } from "./plan-repo.ts"
import { cleanPlanMessage, decodePlanMessageCursor, encodePlanMessageCursor, PLAN_MESSAGES_PAGE_SIZE, planPolicies } from "./rules.ts"

/** Who a line from Soundcheck itself is from (issue #31). */
export const SOUNDCHECK_NAME = "Soundcheck"

const toMessageDto = (m: ThreadMessage, names: ReadonlyMap<string, string>): PlanMessageDto => {
  const event = "event" in m ? m.event : null
  return {
    id: m.id,
    authorId: m.authorId,
    authorName: event !== null ? SOUNDCHECK_NAME : m.authorId === null ? DELETED_USER_NAME : (names.get(m.authorId) ?? displayNameOf(m.authorId, null)),
    text: m.text,
    event,
    createdAt: m.createdAt
  }
}

/**
 * Issue #31, inside the unit of work that tells a cancellation: every plan for the concert gets a line from Soundcheck
 * in its thread, live to its members' open pages.
 */
export const tellPlansCancelled = Effect.fnUntraced(function* (concertId: ConcertId, at: number) {
  const plans = yield* PlanRepo
  for (const planId of yield* plans.planIdsOfConcert(concertId)) {
    const id = yield* (yield* Tokens).uuid
    yield* plans.addMessage({ id, planId, authorId: null, text: null, event: "concert_cancelled", createdAt: at })
    const members = yield* plans.members(planId)
    yield* (yield* LiveEvents).publish(toUsers({ type: "plan_message", planId, messageId: id }, ...members.map((m) => m.userId)))
  }
})

/**
 * The newest page, or the page older than `before`; oldest first within the page. The messages of members hidden from
 * the viewer (issue #29) are not in it; a purged author's are, as "Deleted user" without their text (issue #30).
 */
export const listPlanMessages = Effect.fn("listPlanMessages")(function* (viewerId: string, planId: string, before?: string) {
  const view = yield* memberView(viewerId, planId, "read")
  const cursor = before === undefined ? Option.none() : decodePlanMessageCursor(before)
  if (before !== undefined && Option.isNone(cursor)) return yield* new InvalidCursor({ cursor: before })
  const seenBy = { viewerId, now: yield* Clock.currentTimeMillis }
  const rows = yield* (yield* PlanRepo).messages(view.plan.id, Option.getOrNull(cursor), PLAN_MESSAGES_PAGE_SIZE + 1, seenBy)
  const page = rows.slice(0, PLAN_MESSAGES_PAGE_SIZE)
  const oldest = page.at(-1)
  const names = yield* namesOf(page.flatMap((m) => (m.authorId === null ? [] : [m.authorId])))
  return {
    messages: page.map((m) => toMessageDto(m, names)).reverse(),
    olderCursor: rows.length > PLAN_MESSAGES_PAGE_SIZE && oldest ? encodePlanMessageCursor(oldest) : null
  } satisfies PlanMessagesPage
})

/**
 * A member writes in the thread: trimmed plain text, line breaks kept; 30 messages per minute per user. It reaches
 * (live and as news) only the members who see the author.
 */
export const postPlanMessage = Effect.fn("postPlanMessage")(function* (viewerId: string, planId: string, body: PlanMessageBody) {
  yield* memberView(viewerId, planId, "read")
  const text = yield* Effect.fromResult(cleanPlanMessage(body.text))
  const policy = planPolicies["plan-message"]
  yield* countAgainst("plan-message", policy.windowMs, [[`user:${viewerId}`, policy.perUser]])
  const id = yield* (yield* Tokens).uuid
  return yield* (yield* Transactions).run(
    Effect.gen(function* () {
      const view = yield* memberView(viewerId, planId, "lock")
      const message = { id, planId: view.plan.id, authorId: viewerId, text, createdAt: yield* Clock.currentTimeMillis }
      yield* (yield* PlanRepo).addMessage(message)
      yield* (yield* LiveEvents).publish(toUsers({ type: "plan_message", planId: view.plan.id, messageId: id }, ...view.shown.map((m) => m.userId)))
      for (const member of othersOf(view)) {
        yield* notify({
          recipientId: member.userId,
          actorId: viewerId,
          concertId: view.plan.concertId,
          subjectId: view.plan.id,
          data: { kind: "plan_message", plan: planFacts(view.plan, view.concert) }
        })
      }
      return toMessageDto(message, yield* namesOf([viewerId]))
    })
  )
})
