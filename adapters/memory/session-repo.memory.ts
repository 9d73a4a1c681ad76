/** SessionRepo in memory. */
import { Effect, Layer, Option } from "effect"
import { type SessionRecord, SessionRepo } from "../../domain/accounts/session-repo.ts"
import { MemoryStore } from "./store.ts"

export const layer: Layer.Layer<SessionRepo, never, MemoryStore> = Layer.effect(
  SessionRepo,
  Effect.gen(function* () {
    const { tables } = yield* MemoryStore
    const revokeWhere = (match: (s: SessionRecord) => boolean, at: number) =>
      Effect.sync(() => {
        for (const s of tables.sessions.values()) {
          if (match(s) && s.revokedAt === null) tables.sessions.set(s.id, { ...s, revokedAt: at })
        }
      })
    return SessionRepo.of({
      create: (session) => Effect.sync(() => void tables.sessions.set(session.id, { ...session, rotatedAt: null, revokedAt: null })),
      findByTokenHash: (tokenHash) => Effect.sync(() => Option.fromNullishOr([...tables.sessions.values()].find((s) => s.tokenHash === tokenHash))),
      markRotated: (id, at) =>
        Effect.sync(() => {
          const s = tables.sessions.get(id)
          if (!s || s.rotatedAt !== null || s.revokedAt !== null) return false
          tables.sessions.set(id, { ...s, rotatedAt: at })
          return true
        }),
      revokeFamily: (familyId, at) => revokeWhere((s) => s.familyId === familyId, at),
      revokeFamilyOfUser: (userId, familyId, at) => revokeWhere((s) => s.familyId === familyId && s.userId === userId, at),
      revokeAllOfUser: (userId, at) => revokeWhere((s) => s.userId === userId, at)
    })
  })
)
