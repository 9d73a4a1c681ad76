/** ConcertRepo in memory: the executable specification of the Postgres adapter. */
import { Effect, Layer } from "effect"
import { ConcertRepo } from "../../domain/concerts/concert-repo.ts"
import { MemoryStore } from "./store.ts"

export const layer: Layer.Layer<ConcertRepo, never, MemoryStore> = Layer.effect(
  ConcertRepo,
  Effect.gen(function*() {
    const { tables } = yield* MemoryStore
    return ConcertRepo.of({
      listUpcoming: ({ from, limit, after }) =>
        Effect.sync(() =>
          [...tables.concerts.values()]
            .filter((c) => c.date >= from)
            .filter((c) => !after || c.date > after.date || (c.date === after.date && c.id > after.id))
            .sort((a, b) => (a.date === b.date ? (a.id < b.id ? -1 : 1) : a.date < b.date ? -1 : 1))
            .slice(0, limit)
        ),
      insertMany: (concerts) =>
        Effect.sync(() => {
          for (const concert of concerts) tables.concerts.set(concert.id, concert)
        })
    })
  })
)
