/** InterestRepo in memory: the executable specification of the Postgres adapter. */
import { Effect, Layer, Option } from "effect"
import { type ConcertInterest, InterestRepo } from "../../domain/concerts/interest-repo.ts"
import { neighbours } from "./friendship-repo.memory.ts"
import { MemoryStore } from "./store.ts"

export const layer: Layer.Layer<InterestRepo, never, MemoryStore> = Layer.effect(
  InterestRepo,
  Effect.gen(function* () {
    const { tables } = yield* MemoryStore
    return InterestRepo.of({
      set: (userId, concertId, status, at) =>
        Effect.sync(() => {
          if (!tables.concerts.has(concertId)) return Option.none()
          const key = `${userId}:${concertId}`
          const previous = tables.interests.get(key)?.status ?? null
          tables.interests.set(key, { userId, concertId, status, updatedAt: at })
          return Option.some(previous)
        }),
      activityOf: (userId) =>
        Effect.sync(() =>
          [...tables.interests.values()]
            .filter((i) => i.userId === userId)
            .flatMap((i): Array<ConcertInterest> => {
              const concert = tables.concerts.get(i.concertId)
              return concert && i.status !== "not_interested" ? [{ concert, status: i.status }] : []
            })
            .sort((a, b) => (a.concert.date === b.concert.date ? (a.concert.id < b.concert.id ? -1 : 1) : a.concert.date < b.concert.date ? -1 : 1))
        ),
      friendsInterestIn: (userId, concertId) =>
        Effect.sync(() =>
          [...neighbours(tables, userId)]
            .flatMap((friendId) => {
              const stored = tables.interests.get(`${friendId}:${concertId}`)
              return stored ? [{ userId: friendId, status: stored.status }] : []
            })
            .sort((a, b) => (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0))
        )
    })
  })
)
