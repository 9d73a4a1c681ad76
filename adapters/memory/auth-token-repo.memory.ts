/** AuthTokenRepo in memory. */
import { Effect, Layer, Option } from "effect"
import { AuthTokenRepo } from "../../domain/accounts/auth-token-repo.ts"
import { MemoryStore } from "./store.ts"

export const layer: Layer.Layer<AuthTokenRepo, never, MemoryStore> = Layer.effect(
  AuthTokenRepo,
  Effect.gen(function* () {
    const { tables } = yield* MemoryStore
    const usable = (tokenHash: string, purpose: string, now: number) => {
      const token = [...tables.authTokens.values()].find((t) => t.tokenHash === tokenHash)
      return !token || token.purpose !== purpose || token.usedAt !== null || now >= token.expiresAt ? undefined : token
    }
    return AuthTokenRepo.of({
      create: (token) => Effect.sync(() => void tables.authTokens.set(token.id, { ...token, usedAt: null })),
      consume: (tokenHash, purpose, now) =>
        Effect.sync(() => {
          const token = usable(tokenHash, purpose, now)
          if (!token) return Option.none()
          tables.authTokens.set(token.id, { ...token, usedAt: now })
          return Option.some(token.userId)
        }),
      findUsable: (tokenHash, purpose, now) => Effect.sync(() => Option.map(Option.fromNullishOr(usable(tokenHash, purpose, now)), (t) => t.userId)),
      endAllOfUser: (userId, now) =>
        Effect.sync(() => {
          for (const t of tables.authTokens.values()) {
            if (t.userId === userId && t.usedAt === null) tables.authTokens.set(t.id, { ...t, usedAt: now })
          }
        })
    })
  })
)
