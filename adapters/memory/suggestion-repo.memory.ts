/** SuggestionRepo in memory: the executable specification of the Postgres adapter. */
import { Effect, Layer, Option } from "effect"
import type { ConcertId } from "../../domain/kernel/ids.ts"
import { type Suggestion, SuggestionRepo } from "../../domain/curation/suggestion-repo.ts"
import { MemoryStore, type StoredSuggestion, type Tables } from "./store.ts"

/**
 * The suggestion as read, as PostgreSQL's foreign keys keep it: gone with its suggester's account (ON DELETE
 * CASCADE), its concert and its decider forgotten once they are deleted (ON DELETE SET NULL); with the suggester's
 * address and profile name.
 */
const read = (tables: Tables, s: StoredSuggestion): Option.Option<Suggestion> => {
  const user = tables.users.get(s.suggestedBy)
  if (user === undefined) return Option.none()
  return Option.some({
    ...s,
    concertId: s.concertId !== null && tables.concerts.has(s.concertId as ConcertId) ? s.concertId : null,
    decidedBy: s.decidedBy !== null && tables.users.has(s.decidedBy) ? s.decidedBy : null,
    suggesterEmail: user.email,
    suggesterName: tables.profiles.get(user.id)?.displayName ?? null
  })
}

const readAll = (tables: Tables, rows: ReadonlyArray<StoredSuggestion>, limit: number): ReadonlyArray<Suggestion> =>
  rows.flatMap((s) => Option.toArray(read(tables, s))).slice(0, limit)

const byId = (a: StoredSuggestion, b: StoredSuggestion) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)

export const layer: Layer.Layer<SuggestionRepo, never, MemoryStore> = Layer.effect(
  SuggestionRepo,
  MemoryStore.useSync(({ tables }) => {
    const find = (id: string) => Effect.sync(() => Option.flatMap(Option.fromNullishOr(tables.suggestions.get(id)), (s) => read(tables, s)))
    const all = () => [...tables.suggestions.values()]
    return SuggestionRepo.of({
      addUnderCap: (suggestion, cap) =>
        Effect.sync(() => {
          const recent = all().filter((s) => s.suggestedBy === suggestion.suggestedBy && s.createdAt > cap.since && tables.users.has(s.suggestedBy))
          if (recent.length >= cap.max) return Math.min(...recent.map((s) => s.createdAt))
          tables.suggestions.set(suggestion.id, { ...suggestion, status: "pending", concertId: null, reason: null, decidedAt: null, decidedBy: null })
          return null
        }),
      find,
      // One memory transaction runs at a time: nothing else can decide it meanwhile.
      lock: find,
      mine: (userId, limit) =>
        Effect.sync(() =>
          readAll(
            tables,
            all()
              .filter((s) => s.suggestedBy === userId)
              .sort((a, b) => b.createdAt - a.createdAt || byId(b, a)),
            limit
          )
        ),
      pending: (limit) =>
        Effect.sync(() =>
          readAll(
            tables,
            all()
              .filter((s) => s.status === "pending")
              .sort((a, b) => a.createdAt - b.createdAt || byId(a, b)),
            limit
          )
        ),
      decided: (limit) =>
        Effect.sync(() =>
          readAll(
            tables,
            all()
              .filter((s) => s.status !== "pending")
              .sort((a, b) => (b.decidedAt ?? 0) - (a.decidedAt ?? 0) || byId(b, a)),
            limit
          )
        ),
      decide: (id, decision) =>
        Effect.sync(() => {
          const found = tables.suggestions.get(id)
          if (found === undefined || found.status !== "pending" || Option.isNone(read(tables, found))) return Option.none()
          const next: StoredSuggestion = {
            ...found,
            status: decision.status,
            concertId: decision.concertId,
            reason: decision.reason,
            decidedAt: decision.at,
            decidedBy: decision.decidedBy
          }
          tables.suggestions.set(id, next)
          return read(tables, next)
        })
    })
  })
)
