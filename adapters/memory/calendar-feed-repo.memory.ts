/** CalendarFeedRepo in memory: the executable specification of the Postgres adapter. */
import { Effect, Layer, Option } from "effect"
import { CalendarFeedRepo } from "../../domain/concerts/calendar-feed-repo.ts"
import { MemoryStore } from "./store.ts"

export const layer: Layer.Layer<CalendarFeedRepo, never, MemoryStore> = Layer.effect(
  CalendarFeedRepo,
  MemoryStore.useSync(({ tables }) =>
    CalendarFeedRepo.of({
      set: (userId, tokenHash, at) => Effect.sync(() => void tables.calendarFeeds.set(userId, { userId, tokenHash, createdAt: at })),
      remove: (userId) => Effect.sync(() => tables.calendarFeeds.delete(userId)),
      exists: (userId) => Effect.sync(() => tables.calendarFeeds.has(userId)),
      ownerOf: (tokenHash) =>
        Effect.sync(() => Option.map(Option.fromNullishOr([...tables.calendarFeeds.values()].find((f) => f.tokenHash === tokenHash)), (f) => f.userId))
    })
  )
)
