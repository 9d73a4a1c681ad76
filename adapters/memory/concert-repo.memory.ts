/** ConcertRepo in memory: the executable specification of the Postgres adapter. */
import { Effect, Layer } from "effect"
import { ConcertRepo } from "../../domain/concerts/concert-repo.ts"
import { byDateThenId, checkIdentity, curationMethods } from "./concert-curation.memory.ts"
import { MemoryStore } from "./store.ts"

export const layer: Layer.Layer<ConcertRepo, never, MemoryStore> = Layer.effect(
  ConcertRepo,
  Effect.gen(function* () {
    const { tables } = yield* MemoryStore
    return ConcertRepo.of({
      listUpcoming: ({ from, limit, after }) =>
        Effect.sync(() =>
          [...tables.concerts.values()]
            .filter((c) => c.date >= from)
            .filter((c) => !after || c.date > after.date || (c.date === after.date && c.id > after.id))
            .sort(byDateThenId)
            .slice(0, limit)
        ),
      list: ({ from, city, limit, after }) =>
        Effect.sync(() =>
          [...tables.concerts.values()]
            .filter((c) => from === undefined || c.date >= from)
            .filter((c) => city === undefined || c.city.toLowerCase() === city.toLowerCase())
            .filter((c) => !after || c.date > after.date || (c.date === after.date && c.id > after.id))
            .sort(byDateThenId)
            .slice(0, limit)
        ),
      related: (concert, from, limit) =>
        Effect.sync(() => {
          const others = [...tables.concerts.values()].filter((c) => c.id !== concert.id && c.date >= from).sort(byDateThenId)
          const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()
          return {
            sameArtist: others.filter((c) => same(c.artist, concert.artist)).slice(0, limit),
            sameVenue: others.filter((c) => same(c.venue, concert.venue) && same(c.city, concert.city)).slice(0, limit)
          }
        }),
      insertMany: (concerts) =>
        Effect.sync(() => {
          for (const concert of concerts) tables.concerts.set(concert.id, concert)
        }),
      insert: (concert) =>
        Effect.andThen(
          checkIdentity(tables, concert),
          Effect.sync(() => void tables.concerts.set(concert.id, concert))
        ),
      update: (concert) =>
        Effect.suspend(() =>
          tables.concerts.has(concert.id)
            ? Effect.andThen(
                checkIdentity(tables, concert),
                Effect.sync(() => {
                  tables.concerts.set(concert.id, concert)
                  return true
                })
              )
            : Effect.succeed(false)
        ),
      ...curationMethods(tables)
    })
  })
)
