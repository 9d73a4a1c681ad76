/** Rate limits of feedback and suggestions, per signed-in user, in fixed windows (shared by every instance). */
import { Clock, Effect } from "effect"
import { RateLimited } from "../accounts/errors.ts"
import { retryAfterSeconds, windowStartOf } from "../accounts/rate-limit.ts"
import { RateLimiter } from "../accounts/rate-limiter.ts"

const HOUR = 60 * 60_000

export const feedbackPolicies = {
  "feedback": { windowMs: HOUR, perUser: 20 },
  "concert-suggestion": { windowMs: HOUR, perUser: 20 }
} as const

export type FeedbackAction = keyof typeof feedbackPolicies

export const limitFeedbackAction = Effect.fn("limitFeedbackAction")(function*(action: FeedbackAction, userId: string) {
  const policy = feedbackPolicies[action]
  const now = yield* Clock.currentTimeMillis
  const hits = yield* (yield* RateLimiter).hit(`${action}:user:${userId}`, windowStartOf(now, policy.windowMs))
  if (hits > policy.perUser) return yield* new RateLimited({ action, retryAfterSeconds: retryAfterSeconds(now, policy.windowMs) })
})
