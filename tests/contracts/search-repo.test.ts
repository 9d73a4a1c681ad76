/**
 * Runs the SearchRepo contract on the memory adapter and on PostgreSQL, and holds PostgreSQL to the memory
 * adapter (the specification) on random catalogues: the same pages for random queries, the same suggestions.
 */
import { Effect, ManagedRuntime } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { BASE_DAY } from "../../domain/concerts/concert.arbitraries.ts"
import type { Concert } from "../../domain/concerts/concert.ts"
import { ConcertRepo } from "../../domain/concerts/concert-repo.ts"
import { queryWords } from "../../domain/search/match.ts"
import { queryFor, searchCatalogueArb } from "../../domain/search/search.arbitraries.ts"
import { SearchRepo } from "../../domain/search/search-repo.ts"
import type { AppServices } from "../../domain/services.ts"
import { type FreshStore, memoryStore, postgresStore } from "./fresh-store.ts"
import { allPages, searchRepoContract } from "./search-repo.contract.ts"

searchRepoContract("memory", memoryStore, 60)
searchRepoContract("postgres", postgresStore, 15)

/** Every answer one adapter gives for the catalogue: each query's pages from today and with the past, and its suggestions. */
const answers = async (fresh: FreshStore, catalogue: ReadonlyArray<Concert>, queries: ReadonlyArray<string>, limit: number) => {
  const store = await fresh()
  const runtime = ManagedRuntime.make(store.layer)
  try {
    return await runtime.runPromise(
      Effect.gen(function* () {
        yield* (yield* ConcertRepo).insertMany(catalogue)
        const repo = yield* SearchRepo
        const out: Array<unknown> = []
        for (const q of queries) {
          const words = queryWords(q)
          if (words.length === 0) continue
          out.push({
            q,
            upcoming: yield* allPages(words, BASE_DAY, limit),
            all: yield* allPages(words, undefined, limit),
            suggestions: yield* repo.suggest({ words, from: BASE_DAY, limit: 8 }),
            fewer: yield* repo.suggest({ words, from: BASE_DAY, limit: 2 })
          })
        }
        return out
      }) as Effect.Effect<Array<unknown>, never, AppServices>
    )
  } finally {
    await runtime.dispose()
    await store.dispose()
  }
}

describe("SearchRepo: PostgreSQL agrees with the memory adapter", () => {
  it("on random catalogues and random queries (typos, accents, letter case, words cut short), page by page", async () => {
    const world = searchCatalogueArb().chain((catalogue) =>
      fc.tuple(fc.constant(catalogue), fc.array(queryFor(catalogue), { minLength: 2, maxLength: 6 }), fc.integer({ min: 1, max: 3 }))
    )
    await fc.assert(
      fc.asyncProperty(world, async ([catalogue, queries, limit]) => {
        const memory = await answers(memoryStore, catalogue, queries, limit)
        expect(await answers(postgresStore, catalogue, queries, limit)).toEqual(memory)
      }),
      { numRuns: 20 }
    )
  }, 180_000)
})
