/** Rate limits of the abuse-prone actions, per client address and per e-mail, in fixed windows. */
import { Clock, Effect } from "effect"
import { AppConfig } from "../kernel/config.ts"
import { emailKey } from "./credentials.ts"
import { RateLimited } from "./errors.ts"
import { RateLimiter } from "./rate-limiter.ts"

export type LimitedAction = "sign-in" | "sign-up" | "resend-confirmation" | "forgot-password" | "friend-request" | "user-search"

export interface Policy {
  readonly windowMs: number
  readonly perAddress: number
  readonly perEmail: number
}

const MINUTE = 60_000

export const policies: Record<LimitedAction, Policy> = {
  "sign-in": { windowMs: 15 * MINUTE, perAddress: 100, perEmail: 10 },
  "sign-up": { windowMs: 60 * MINUTE, perAddress: 30, perEmail: 5 },
  "resend-confirmation": { windowMs: 60 * MINUTE, perAddress: 30, perEmail: 5 },
  "forgot-password": { windowMs: 60 * MINUTE, perAddress: 30, perEmail: 5 },
  // Signed-in actions: `email` is the viewer's own address, so the second limit is per user.
  "friend-request": { windowMs: 60 * MINUTE, perAddress: 300, perEmail: 50 },
  "user-search": { windowMs: 15 * MINUTE, perAddress: 300, perEmail: 60 }
}

export const windowStartOf = (now: number, windowMs: number): number => now - (now % windowMs)

/** Whole seconds until the window ends, at least 1. */
export const retryAfterSeconds = (now: number, windowMs: number): number =>
  Math.max(1, Math.ceil((windowStartOf(now, windowMs) + windowMs - now) / 1000))

/** Counts the attempt against both keys and refuses it once either is over its limit. */
export const limitAttempt = Effect.fn("limitAttempt")(function*(action: LimitedAction, address: string, email: string) {
  const policy = policies[action]
  const now = yield* Clock.currentTimeMillis
  const start = windowStartOf(now, policy.windowMs)
  const limiter = yield* RateLimiter
  const scale = (yield* AppConfig).rateLimitScale
  const byAddress = yield* limiter.hit(`${action}:address:${address}`, start)
  const byEmail = yield* limiter.hit(`${action}:email:${emailKey(email)}`, start)
  if (byAddress > policy.perAddress * scale || byEmail > policy.perEmail * scale) {
    return yield* new RateLimited({ action, retryAfterSeconds: retryAfterSeconds(now, policy.windowMs) })
  }
})

/** A limit on a signed-in user's action, per user. */
export interface UserPolicy {
  readonly windowMs: number
  readonly perUser: number
}

/** Counts a signed-in user's attempt and refuses it once over the (scaled) limit. */
export const limitPerUser = Effect.fn("limitPerUser")(function*(action: string, userId: string, policy: UserPolicy) {
  const now = yield* Clock.currentTimeMillis
  const scale = (yield* AppConfig).rateLimitScale
  const hits = yield* (yield* RateLimiter).hit(`${action}:user:${userId}`, windowStartOf(now, policy.windowMs))
  if (hits > policy.perUser * scale) return yield* new RateLimited({ action, retryAfterSeconds: retryAfterSeconds(now, policy.windowMs) })
})
