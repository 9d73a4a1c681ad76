/** LiveEvents in memory: an in-process bus; a message is delivered once its memory transaction commits. */
import { Clock, Effect, Layer } from "effect"
import { LiveEvents } from "../../domain/live/live-events.ts"
import { neighbourhoodOf } from "../../domain/live/audience.ts"
import { makeHub } from "../live/hub.ts"
import { hiddenFrom, isAway } from "./block-repo.memory.ts"
import { neighbours } from "./friendship-repo.memory.ts"
import { afterCommit, MemoryStore } from "./store.ts"

export const layer: Layer.Layer<LiveEvents, never, MemoryStore> = Layer.effect(
  LiveEvents,
  Effect.gen(function* () {
    const { tables } = yield* MemoryStore
    const clock = yield* Clock.clockWith(Effect.succeed)
    const hub = makeHub(async (ownerId) => {
      // Who is hidden is read when the event is delivered, as PostgreSQL's adapter reads it.
      const now = clock.currentTimeMillisUnsafe()
      return neighbourhoodOf(
        (id: string) => neighbours(tables, id),
        ownerId,
        tables.profiles.get(ownerId)?.concertVisibility ?? "friends_of_friends",
        tables.users.keys(),
        hiddenFrom(tables, ownerId, now),
        isAway(tables, ownerId, now)
      )
    })
    return LiveEvents.of({
      publish: (message) => afterCommit(() => void hub.dispatch(message)),
      subscribe: (userId, sink) => Effect.sync(() => hub.add(userId, sink))
    })
  })
)
