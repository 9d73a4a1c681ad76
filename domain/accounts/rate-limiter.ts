/** Port: attempt counters shared by every instance, in fixed windows. */
import { Context, type Effect } from "effect"

export class RateLimiter extends Context.Service<
  RateLimiter,
  {
    /** Counts one attempt for `key` in the window starting at `windowStart`; answers the window's count. */
    hit(key: string, windowStart: number): Effect.Effect<number>
    /** The window's count for `key` without counting (0 when nothing was counted). */
    count(key: string, windowStart: number): Effect.Effect<number>
  }
>()("domain/accounts/RateLimiter") {}
