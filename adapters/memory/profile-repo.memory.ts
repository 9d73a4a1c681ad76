/** ProfileRepo in memory. */
import { Effect, Layer, Option } from "effect"
import { type Profile, ProfileRepo } from "../../domain/accounts/profile-repo.ts"
import { MemoryStore } from "./store.ts"

export const layer: Layer.Layer<ProfileRepo, never, MemoryStore> = Layer.effect(
  ProfileRepo,
  Effect.gen(function* () {
    const { tables } = yield* MemoryStore
    const change = (userId: string, f: (p: Profile) => Profile) =>
      Effect.sync(() => {
        const found = tables.profiles.get(userId)
        if (!found) return Option.none<Profile>()
        const next = f(found)
        tables.profiles.set(userId, next)
        return Option.some(next)
      })
    return ProfileRepo.of({
      find: (userId) => Effect.sync(() => Option.fromNullishOr(tables.profiles.get(userId))),
      create: (profile) =>
        Effect.sync(() => {
          const existing = tables.profiles.get(profile.userId)
          if (existing) return existing
          tables.profiles.set(profile.userId, profile)
          return profile
        }),
      update: (userId, { displayName, bio }) => change(userId, (p) => ({ ...p, displayName, bio })),
      setVisibility: (userId, concertVisibility) => change(userId, (p) => ({ ...p, concertVisibility }))
    })
  })
)
