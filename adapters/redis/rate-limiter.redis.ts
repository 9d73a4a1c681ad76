/**
 * RateLimiter on Redis (when REDIS_URL is set): one counter per key and window, shared by every instance.
 * SET NX creates the window's counter with an expiry, INCR counts; windows are at most an hour, so a
 * counter is dropped a day after it starts.
 */
import { Effect, Layer } from "effect"
import { RateLimiter } from "../../domain/accounts/rate-limiter.ts"
import { redisClient } from "./resp-client.ts"

const COUNTER_TTL_SECONDS = 24 * 60 * 60

export const layer = (url: string): Layer.Layer<RateLimiter> =>
  Layer.effect(
    RateLimiter,
    Effect.map(
      Effect.acquireRelease(Effect.sync(() => redisClient(url)), (client) => Effect.promise(() => client.close())),
      (client) =>
        RateLimiter.of({
          hit: (key, windowStart) =>
            Effect.promise(async () => {
              const counter = `soundcheck:rate:${key}:${windowStart}`
              const [, hits] = await client.pipeline([["SET", counter, "0", "EX", String(COUNTER_TTL_SECONDS), "NX"], ["INCR", counter]])
              return Number(hits)
            })
        })
    )
  )
