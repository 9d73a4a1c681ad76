/**
 * A wall clock the tests can move forward: the real time plus an offset. Provided in a runtime's layer,
 * it is the Clock every use case reads, so expiry can be tested through the API without waiting.
 */
import { Clock, Effect, Layer } from "effect"

export interface MovableClock {
  readonly layer: Layer.Layer<never>
  /** Moves the clock forward by `ms` milliseconds. */
  readonly advance: (ms: number) => void
  readonly now: () => number
}

export const movableClock = (): MovableClock => {
  let offset = 0
  const base = Effect.runSync(Clock.clockWith(Effect.succeed))
  const now = () => base.currentTimeMillisUnsafe() + offset
  const clock: Clock.Clock = {
    currentTimeMillisUnsafe: now,
    currentTimeMillis: Effect.sync(now),
    currentTimeNanosUnsafe: () => base.currentTimeNanosUnsafe() + BigInt(offset) * 1_000_000n,
    currentTimeNanos: Effect.sync(() => base.currentTimeNanosUnsafe() + BigInt(offset) * 1_000_000n),
    monotonicTimeNanosUnsafe: () => base.monotonicTimeNanosUnsafe(),
    monotonicTimeNanos: base.monotonicTimeNanos,
    sleep: (duration) => base.sleep(duration)
  }
  return {
    layer: Layer.succeed(Clock.Clock, clock),
    advance: (ms) => {
      offset += ms
    },
    now
  }
}

/** A clock stopped at one instant (sleeps still run on the real clock), for tests that write "now". */
export const clockAt = (at: number): Clock.Clock => {
  const base = Effect.runSync(Clock.clockWith(Effect.succeed))
  return {
    ...base,
    currentTimeMillisUnsafe: () => at,
    currentTimeMillis: Effect.succeed(at),
    currentTimeNanosUnsafe: () => BigInt(at) * 1_000_000n,
    currentTimeNanos: Effect.succeed(BigInt(at) * 1_000_000n)
  }
}
