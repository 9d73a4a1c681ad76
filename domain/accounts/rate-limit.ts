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

/** Counts one attempt under each key and refuses it once any key is over its (scaled) limit. */
export const countAgainst = Effect.fnUntraced(function*(action: string, windowMs: number, limits: ReadonlyArray<readonly [key: string, max: number]>) {
  const now = yield* Clock.currentTimeMillis
  const start = windowStartOf(now, windowMs)
  const limiter = yield* RateLimiter
  const scale = (yield* AppConfig).rateLimitScale
  let over = false
  for (const [key, max] of limits) {
    if ((yield* limiter.hit(`${action}:${key}`, start)) > max * scale) over = true
  }
  if (over) return yield* new RateLimited({ action, retryAfterSeconds: retryAfterSeconds(now, windowMs) })
})

/** Counts the attempt against the client address and the e-mail (the account) and refuses it once either is over. */
export const limitAttempt = Effect.fn("limitAttempt")(function*(action: LimitedAction, address: string, email: string) {
  const policy = policies[action]
  yield* countAgainst(action, policy.windowMs, [[`address:${address}`, policy.perAddress], [`email:${emailKey(email)}`, policy.perEmail]])
})

/** A limit on a signed-in user's action, per user and per client address. */
export interface UserPolicy {
  readonly windowMs: number
  readonly perUser: number
  readonly perAddress: number
}

/** Counts a signed-in user's attempt against the user and the address; refuses it once either is over. */
export const limitPerUser = Effect.fn("limitPerUser")(function*(action: string, userId: string, address: string, policy: UserPolicy) {
  yield* countAgainst(action, policy.windowMs, [[`user:${userId}`, policy.perUser], [`address:${address}`, policy.perAddress]])
})
