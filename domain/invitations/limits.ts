/** Rate limits of the invitation actions, per signed-in user, in fixed windows (shared by every instance). */
import { Clock, Effect } from "effect"
import { RateLimited } from "../accounts/errors.ts"
import { retryAfterSeconds, windowStartOf } from "../accounts/rate-limit.ts"
import { RateLimiter } from "../accounts/rate-limiter.ts"

const HOUR = 60 * 60_000

export const invitationPolicies = {
  "invitation-send": { windowMs: HOUR, perUser: 30 },
  "invite-request": { windowMs: HOUR, perUser: 10 }
} as const

export type InvitationAction = keyof typeof invitationPolicies

export const limitInvitationAction = Effect.fn("limitInvitationAction")(function*(action: InvitationAction, userId: string) {
  const policy = invitationPolicies[action]
  const now = yield* Clock.currentTimeMillis
  const hits = yield* (yield* RateLimiter).hit(`${action}:user:${userId}`, windowStartOf(now, policy.windowMs))
  if (hits > policy.perUser) return yield* new RateLimited({ action, retryAfterSeconds: retryAfterSeconds(now, policy.windowMs) })
})
