/**
 * RateLimiter on Redis (when REDIS_URL is set): one counter per key and window, shared by every instance.
 * SET NX creates the window's counter with an expiry, INCR counts; windows are at most a day (invitation and waitlist
 * mail), so a counter dropped a day after its first hit outlives its window. While Redis is unreachable a hit fails after one quick retry
 * (ioredis's MaxRetriesPerRequestError, which the API answers with 503).
 */
import { Effect, Layer } from "effect"
import { Redis } from "ioredis"
import { RateLimiter } from "../../domain/accounts/rate-limiter.ts"

const COUNTER_TTL_SECONDS = 24 * 60 * 60

/** A client that reconnects on its own and never keeps a caller waiting long for a Redis that is down. */
export const redisClient = (url: string): Redis =>
  new Redis(url, {
    lazyConnect: true,
    connectTimeout: 2_000,
    maxRetriesPerRequest: 1,
    retryStrategy: (attempt) => Math.min(attempt * 100, 2_000)
  }).on("error", () => {
    // Connection errors reach the caller through the failing command (and so the request log); the
    // client keeps reconnecting by itself.
  })

export const layer = (url: string): Layer.Layer<RateLimiter> =>
  Layer.effect(
    RateLimiter,
    Effect.map(
      Effect.acquireRelease(
        Effect.sync(() => redisClient(url)),
        (client) => Effect.promise(() => client.quit().catch(() => client.disconnect()))
      ),
      (client) =>
        RateLimiter.of({
          hit: (key, windowStart) =>
            Effect.promise(async () => {
              const counter = `soundcheck:rate:${key}:${windowStart}`
              const replies = await client.multi().set(counter, "0", "EX", COUNTER_TTL_SECONDS, "NX").incr(counter).exec()
              const [error, hits] = replies?.[1] ?? [new Error("Redis returned no reply to INCR"), null]
              if (error) throw error
              return Number(hits)
            }),
          count: (key, windowStart) => Effect.promise(async () => Number((await client.get(`soundcheck:rate:${key}:${windowStart}`)) ?? 0))
        })
    )
  )
