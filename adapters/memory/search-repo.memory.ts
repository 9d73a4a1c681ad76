/** SearchRepo in memory: the executable specification of the SQL search, computed with the domain's rules over every concert. */
import { Effect, Layer } from "effect"
import type { Concert } from "../../domain/concerts/concert.ts"
import type { SuggestionKind } from "../../domain/search/contract.ts"
import { words } from "../../domain/search/fold.ts"
import { matchScore, prepareQuery } from "../../domain/search/match.ts"
import { compareRanked, compareSuggestions, isAfterCursor, type ScoredSuggestion } from "../../domain/search/ranking.ts"
import { type RankedConcert, SearchRepo } from "../../domain/search/search-repo.ts"
import { MemoryStore } from "./store.ts"

const KINDS: ReadonlyArray<SuggestionKind> = ["artist", "venue", "city"]

/** A concert's words: its artist's, venue's and city's. */
const concertWords = (c: Concert): ReadonlyArray<string> => [...new Set([...words(c.artist), ...words(c.venue), ...words(c.city)])]

export const layer: Layer.Layer<SearchRepo, never, MemoryStore> = Layer.effect(
  SearchRepo,
  Effect.gen(function* () {
    const { tables } = yield* MemoryStore
    return SearchRepo.of({
      search: ({ words: query, from, after, limit }) =>
        Effect.sync(() => {
          const prepared = prepareQuery(query)
          const found: Array<RankedConcert> = []
          for (const concert of tables.concerts.values()) {
            if (from !== undefined && concert.date < from) continue
            const score = matchScore(prepared, concertWords(concert))
            if (score !== null) found.push({ concert, score })
          }
          const cursorOf = (r: RankedConcert) => ({ score: r.score, date: r.concert.date, id: r.concert.id })
          return found
            .filter((r) => after === undefined || isAfterCursor(cursorOf(r), after))
            .sort((a, b) => compareRanked(cursorOf(a), cursorOf(b)))
            .slice(0, limit)
        }),
      suggest: ({ words: query, from, limit }) =>
        Effect.sync(() => {
          const prepared = prepareQuery(query, true)
          const found = new Map<string, ScoredSuggestion>()
          for (const concert of tables.concerts.values()) {
            if (concert.date < from) continue
            for (const kind of KINDS) {
              const value = concert[kind]
              const key = `${kind}|${value}`
              const seen = found.get(key)
              if (seen !== undefined) {
                found.set(key, { ...seen, concerts: seen.concerts + 1 })
                continue
              }
              const score = matchScore(prepared, words(value))
              if (score !== null) found.set(key, { kind, value, concerts: 1, score })
            }
          }
          return [...found.values()].sort(compareSuggestions).slice(0, limit)
        })
    })
  })
)
