/** DigestRepo in memory. */
import { Effect, Layer } from "effect"
import { DigestRepo } from "../../domain/notifications/digest-repo.ts"
import { isAway } from "./block-repo.memory.ts"
import { MemoryStore } from "./store.ts"

export const layer: Layer.Layer<DigestRepo, never, MemoryStore> = Layer.effect(
  DigestRepo,
  Effect.gen(function* () {
    const { tables } = yield* MemoryStore
    const lastWeek = (userId: string) =>
      [...tables.digestRuns.values()]
        .filter((run) => run.userId === userId)
        .map((run) => run.week)
        .sort()
        .at(-1) ?? null
    return DigestRepo.of({
      timeZone: (userId) => Effect.sync(() => tables.timeZones.get(userId) ?? null),
      setTimeZone: (userId, zone) =>
        Effect.sync(() => {
          if (zone === null) tables.timeZones.delete(userId)
          else if (tables.profiles.has(userId)) tables.timeZones.set(userId, zone)
        }),
      recipients: (now) =>
        Effect.sync(() =>
          [...tables.profiles.keys()].flatMap((userId) => {
            const user = tables.users.get(userId)
            return user && !isAway(tables, userId, now)
              ? [{ userId, email: user.email, timeZone: tables.timeZones.get(userId) ?? null, lastWeek: lastWeek(userId) }]
              : []
          })
        ),
      claim: (userId, week) =>
        Effect.sync(() => {
          const key = `${userId}|${week}`
          if (tables.digestRuns.has(key) || !tables.users.has(userId)) return false
          tables.digestRuns.set(key, { userId, week })
          return true
        })
    })
  })
)
