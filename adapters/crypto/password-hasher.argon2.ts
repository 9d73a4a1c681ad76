/**
 * PasswordHasher with argon2id, off the event loop (the native module runs on libuv's threads), through a
 * bounded queue: each hash takes 19 MiB and tens of milliseconds of a core, so a flood of sign-ups or
 * sign-ins is refused with HasherBusy (503, Retry-After) instead of making every sign-in wait seconds.
 */
import { availableParallelism } from "node:os"
import { Effect, Layer } from "effect"
import { HasherBusy, PasswordHasher } from "../../domain/accounts/password-hasher.ts"
import { boundedQueue } from "./bounded-queue.ts"
import { hashPassword, verifyPassword } from "./passwords.argon2.ts"

export interface HasherLimits {
  /** Hashes computed at once (libuv's pool has 4 threads by default). */
  readonly running: number
  /** Hashes waiting for a slot; one more is refused. */
  readonly waiting: number
  /** What a refusal tells the client to wait. */
  readonly retryAfterSeconds: number
}

export const defaultLimits = (): HasherLimits => {
  const running = Math.min(4, 2 * availableParallelism())
  return { running, waiting: 8 * running, retryAfterSeconds: 2 }
}

export const makeLayer = (limits: HasherLimits = defaultLimits()): Layer.Layer<PasswordHasher> => {
  const queue = boundedQueue(limits)
  const queued = <A>(task: () => Promise<A>) =>
    Effect.suspend(() => {
      const offered = queue.offer(task)
      return offered === undefined ? Effect.fail(new HasherBusy({ retryAfterSeconds: limits.retryAfterSeconds })) : Effect.promise(() => offered)
    })
  return Layer.succeed(
    PasswordHasher,
    PasswordHasher.of({
      hash: (password) => queued(() => hashPassword(password)),
      verify: (passwordHash, password) => queued(() => verifyPassword(passwordHash, password))
    })
  )
}

export const layer: Layer.Layer<PasswordHasher> = makeLayer()
