/** A clock stopped at one instant, for tests that write "now" (Effect's TestClock would also stop sleeps). */
import { Clock, Effect } from "effect"

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
