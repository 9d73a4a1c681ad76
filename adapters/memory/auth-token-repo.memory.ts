/** AuthTokenRepo in memory. */
import { Effect, Layer, Option } from "effect"
import { AuthTokenRepo } from "../../domain/accounts/auth-token-repo.ts"
import { MemoryStore } from "./store.ts"

export const layer: Layer.Layer<AuthTokenRepo, never, MemoryStore> = Layer.effect(
  AuthTokenRepo,
  Effect.gen(function*() {
    const { tables } = yield* MemoryStore
    return AuthTokenRepo.of({
      create: (token) => Effect.sync(() => void tables.authTokens.set(token.id, { ...token, usedAt: null })),
      consume: (tokenHash, purpose, now) =>
        Effect.sync(() => {
          const token = [...tables.authTokens.values()].find((t) => t.tokenHash === tokenHash)
          if (!token || token.purpose !== purpose || token.usedAt !== null || now >= token.expiresAt) return Option.none()
          tables.authTokens.set(token.id, { ...token, usedAt: now })
          return Option.some(token.userId)
        })
    })
  })
)
