/** Rate limits of the abuse-prone actions, per client address and per e-mail, in fixed windows. */
import { Clock, Effect } from "effect"
import { AppConfig } from "../kernel/config.ts"
import { utcMoment } from "../kernel/local-date.ts"
import { Tokens } from "../kernel/tokens.ts"
import { emailKey } from "./credentials.ts"
import { RateLimited } from "./errors.ts"
import { RateLimiter } from "./rate-limiter.ts"

export type LimitedAction = "sign-up" | "resend-confirmation" | "forgot-password" | "friend-request" | "user-search"

export interface Policy {
  readonly windowMs: number
  readonly perAddress: number
  readonly perEmail: number
}

const MINUTE = 60_000

export const policies: Record<LimitedAction, Policy> = {
  "sign-up": { windowMs: 60 * MINUTE, perAddress: 30, perEmail: 5 },
  "resend-confirmation": { windowMs: 60 * MINUTE, perAddress: 30, perEmail: 5 },
  "forgot-password": { windowMs: 60 * MINUTE, perAddress: 30, perEmail: 5 },
  // Signed-in actions: `email` is the viewer's own address, so the second limit is per user.
  "friend-request": { windowMs: 60 * MINUTE, perAddress: 300, perEmail: 50 },
  "user-search": { windowMs: 15 * MINUTE, perAddress: 300, perEmail: 60 }
}

export const windowStartOf = (now: number, windowMs: number): number => now - (now % windowMs)

/** Whole seconds until the window ends, at least 1. */
export const retryAfterSeconds = (now: number, windowMs: number): number => Math.max(1, Math.ceil((windowStartOf(now, windowMs) + windowMs - now) / 1000))

/** Counts one attempt under each key and refuses it once any key is over its (scaled) limit. */
export const countAgainst = Effect.fnUntraced(function* (action: string, windowMs: number, limits: ReadonlyArray<readonly [key: string, max: number]>) {
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
export const limitAttempt = Effect.fn("limitAttempt")(function* (action: LimitedAction, address: string, email: string) {
  const policy = policies[action]
  yield* countAgainst(action, policy.windowMs, [
    [`address:${address}`, policy.perAddress],
    [`email:${emailKey(email)}`, policy.perEmail]
  ])
})

/**
 * Sign-in counts failures only (a success is never counted, so a person who signs in often is never refused),
 * and checks the budget before any password work. A browser that signed in to the account before carries a
 * device cookie (OWASP's "device cookies"): its failures count against that device alone (`perDevice`), so
 * no stranger, on any address, and no guesser spread over many addresses, can lock the owner out of a browser
 * they have used. Any other client is refused once its address has failed `perAddress` times (any accounts),
 * `perEmailFromAddress` times for this account, or once the account has failed `perEmail` times from anywhere:
 * a guesser gets at most `perEmail` tries per window however many addresses they hold.
 */
export const signInPolicy = { windowMs: 15 * MINUTE, perAddress: 100, perEmailFromAddress: 10, perEmail: 50, perDevice: 10 } as const

/** Who is signing in: the client's address, and the device id when its cookie proved an earlier sign-in to this account. */
export interface SignInClient {
  readonly address: string
  readonly device?: string | undefined
}

/**
 * What an account's sign-in failures are counted under: its user id once the address found it, so no spelling of
 * the address can count apart; an address with no account, its key.
 */
export const signInAccount = (userId: string | undefined, email: string): string => (userId === undefined ? `key:${emailKey(email)}` : `user:${userId}`)

const signInKeys = (client: SignInClient, account: string): ReadonlyArray<string> => {
  if (client.device !== undefined) return [`sign-in-failure:device:${client.device}`]
  return [`sign-in-failure:address:${client.address}`, `sign-in-failure:email-address:${account}|${client.address}`, `sign-in-failure:email:${account}`]
}

/** Refuses a sign-in attempt, before any password work, once the failures of its device, address or account (`signInAccount`) are over. */
export const checkSignIn = Effect.fn("checkSignIn")(function* (client: SignInClient, account: string) {
  const now = yield* Clock.currentTimeMillis
  const start = windowStartOf(now, signInPolicy.windowMs)
  const limiter = yield* RateLimiter
  const scale = (yield* AppConfig).rateLimitScale
  const counts = yield* Effect.forEach(signInKeys(client, account), (key) => limiter.count(key, start))
  const limits = client.device !== undefined ? [signInPolicy.perDevice] : [signInPolicy.perAddress, signInPolicy.perEmailFromAddress, signInPolicy.perEmail]
  if (counts.some((count, n) => count >= limits[n]! * scale)) {
    return yield* new RateLimited({ action: "sign-in", retryAfterSeconds: retryAfterSeconds(now, signInPolicy.windowMs) })
  }
})

/** Counts one failed sign-in against the device, or else the address, the account from this address, and the account. */
export const countSignInFailure = Effect.fn("countSignInFailure")(function* (client: SignInClient, account: string) {
  const start = windowStartOf(yield* Clock.currentTimeMillis, signInPolicy.windowMs)
  const limiter = yield* RateLimiter
  for (const key of signInKeys(client, account)) yield* limiter.hit(key, start)
})

/** Actions that redeem a mailed token with a password: limited per client address and per token. */
export type TokenAction = "confirm-email" | "reset-password" | "accept-invitation"

export const tokenPolicies: Record<TokenAction, { readonly windowMs: number; readonly perAddress: number; readonly perToken: number }> = {
  // One confirmation per sign-up: at least the sign-up limit per address.
  "confirm-email": { windowMs: 60 * MINUTE, perAddress: 60, perToken: 5 },
  "reset-password": { windowMs: 60 * MINUTE, perAddress: 30, perToken: 5 },
  "accept-invitation": { windowMs: 60 * MINUTE, perAddress: 30, perToken: 5 }
}

/** Counts the attempt against the client address and the token (by its hash: counters never hold a token). */
export const limitTokenAttempt = Effect.fn("limitTokenAttempt")(function* (action: TokenAction, address: string, token: string) {
  const policy = tokenPolicies[action]
  const tokenHash = yield* (yield* Tokens).hash(token)
  yield* countAgainst(action, policy.windowMs, [
    [`address:${address}`, policy.perAddress],
    [`token:${tokenHash}`, policy.perToken]
  ])
})

/** A rolling day: the caps counted on what a person stored (`overDailyCap`). */
export const DAY_MS = 24 * 60 * MINUTE

/**
 * The refusal of a cap counted on what the person stored in the last 24 hours (reports, suggested concerts: issue
 * #29), not on attempts in a fixed window as above: a refused attempt counts nothing, and the count rolls back with its
 * unit of work. They may try again once the oldest of those (stored at `oldestAt`) is a day old, and are told so after
 * `cap`, the cap in words ("You can send up to 20 reports a day."): never the generic "wait a few minutes".
 */
export const overDailyCap = (action: string, cap: string, oldestAt: number, now: number): RateLimited =>
  new RateLimited({
    action,
    retryAfterSeconds: Math.max(1, Math.ceil((oldestAt + DAY_MS - now) / 1000)),
    detail: `${cap} Try again after ${utcMoment(oldestAt + DAY_MS)}.`
  })

/** A limit on a signed-in user's action, per user and per client address. */
export interface UserPolicy {
  readonly windowMs: number
  readonly perUser: number
  readonly perAddress: number
}

/** Counts a signed-in user's attempt against the user and the address; refuses it once either is over. */
export const limitPerUser = Effect.fn("limitPerUser")(function* (action: string, userId: string, address: string, policy: UserPolicy) {
  yield* countAgainst(action, policy.windowMs, [
    [`user:${userId}`, policy.perUser],
    [`address:${address}`, policy.perAddress]
  ])
})
