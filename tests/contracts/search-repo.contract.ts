/**
 * The SearchRepo contract: every adapter must pass it. Results are held to the domain's rules computed here
 * (`matchScore`, `compareRanked`, `compareSuggestions`) on random catalogues, page by page, and to the issue's
 * examples; writes (insert, edit, delete, merge) show in the next search.
 */
import { Effect } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { BASE_DAY } from "../../domain/concerts/concert.arbitraries.ts"
import { Concert } from "../../domain/concerts/concert.ts"
import { ConcertRepo } from "../../domain/concerts/concert-repo.ts"
import type { ConcertId } from "../../domain/kernel/ids.ts"
import { addDays, type LocalDate } from "../../domain/kernel/local-date.ts"
import type { SuggestionKind } from "../../domain/search/contract.ts"
import { words } from "../../domain/search/fold.ts"
import { matchScore, prepareQuery, queryWords } from "../../domain/search/match.ts"
import { compareRanked, compareSuggestions, type ScoredSuggestion } from "../../domain/search/ranking.ts"
import { queryFor, searchCatalogueArb } from "../../domain/search/search.arbitraries.ts"
import { type RankedConcert, SearchRepo } from "../../domain/search/search-repo.ts"
import type { AppServices } from "../../domain/services.ts"
import { type FreshStore, withStore } from "./fresh-store.ts"

const cursorOf = (r: RankedConcert) => ({ score: r.score, date: r.concert.date, id: r.concert.id })

/** The rules' answer: every concert the words match, from the day, best first. */
export const expectedResults = (catalogue: ReadonlyArray<Concert>, query: ReadonlyArray<string>, from: LocalDate | undefined): ReadonlyArray<RankedConcert> => {
  const prepared = prepareQuery(query)
  return catalogue
    .filter((c) => from === undefined || c.date >= from)
    .flatMap((concert) => {
      const score = matchScore(prepared, [...words(concert.artist), ...words(concert.venue), ...words(concert.city)])
      return score === null ? [] : [{ concert, score }]
    })
    .sort((a, b) => compareRanked(cursorOf(a), cursorOf(b)))
}

/** The rules' suggestions: distinct spellings with concerts from the day whose own words match, the last word as a prefix too. */
export const expectedSuggestions = (catalogue: ReadonlyArray<Concert>, query: ReadonlyArray<string>, from: LocalDate, limit: number) => {
  const prepared = prepareQuery(query, true)
  const found = new Map<string, ScoredSuggestion>()
  for (const c of catalogue.filter((c) => c.date >= from))
    for (const kind of ["artist", "venue", "city"] as ReadonlyArray<SuggestionKind>) {
      const score = matchScore(prepared, words(c[kind]))
      const key = `${kind}|${c[kind]}`
      if (score !== null) found.set(key, { kind, value: c[kind], score, concerts: (found.get(key)?.concerts ?? 0) + 1 })
    }
  return [...found.values()].sort(compareSuggestions).slice(0, limit)
}

/** Every page of a search, `limit` at a time, each after the last result of the one before. */
export const allPages = (query: ReadonlyArray<string>, from: LocalDate | undefined, limit: number) =>
  Effect.gen(function* () {
    const repo = yield* SearchRepo
    const pages: Array<ReadonlyArray<RankedConcert>> = []
    for (;;) {
      const last = pages.at(-1)?.at(-1)
      const page = yield* repo.search({ words: query, from, limit, after: last && cursorOf(last) })
      pages.push(page)
      if (page.length < limit) return pages
    }
  })

const concert = (n: number, artist: string, venue: string, city: string, days: number) =>
  new Concert({
    id: `c0000000-0000-4000-8000-${n.toString(16).padStart(12, "0")}` as ConcertId,
    artist,
    venue,
    city,
    date: addDays(BASE_DAY, days),
    description: null,
    imageUrl: null,
    createdBy: null,
    createdAt: 1_750_000_000_000
  })

/** The catalogue: its three examples, and their near neighbours. */
const examples = [
  concert(1, "Mötley Crüe", "The Forum", "Los Angeles", 10),
  concert(2, "Sigur Rós", "Harpa", "Reykjavík", 20),
  concert(3, "The Midnight Owls", "Mohawk", "Austin", 30),
  concert(4, "The Midnight Owls", "Metro", "Chicago", 5),
  concert(5, "Midnight Wolves", "Owl Hall", "Austin", 1),
  concert(6, "The Midnight Owls", "Mohawk", "Austin", -3),
  concert(7, "Motley Zoo", "The Crue Club", "Москва", 2)
]
const ids = (results: ReadonlyArray<RankedConcert>) => results.map((r) => Number.parseInt(r.concert.id.slice(-4), 16))

export const searchRepoContract = (name: string, fresh: FreshStore, runs = 25) =>
  describe(`SearchRepo contract: ${name}`, () => {
    const run = <A, E>(program: Effect.Effect<A, E, AppServices>) => withStore(fresh)(program)

    it("finds the issue's examples whatever the letter case, the accents and a typo, best match first, then soonest", async () => {
      const found = await run(
        Effect.gen(function* () {
          yield* (yield* ConcertRepo).insertMany(examples)
          const repo = yield* SearchRepo
          const search = (q: string, past = false) => repo.search({ words: queryWords(q), from: past ? undefined : BASE_DAY, limit: 20 })
          return {
            motley: yield* search("motley crue"),
            sigur: yield* search("SIGUR ROS"),
            owls: yield* search("midnite owls"),
            owlsPast: yield* search("midnite owls", true),
            moscow: yield* search("москва"),
            nothing: yield* search("zeppelin")
          }
        })
      )
      // "Motley Zoo" at "The Crue Club" has both words too, and comes sooner.
      expect(found.motley.map((r) => [ids([r])[0], r.score, r.concert.artist])).toEqual([
        [7, 2000, "Motley Zoo"],
        [1, 2000, "Mötley Crüe"]
      ])
      expect(ids(found.sigur)).toEqual([2])
      // 416 + 1000 for The Midnight Owls (midnite ~ midnight, owls), soonest first; then Midnight Wolves at the Owl Hall (owls ~ owl: 500).
      expect(found.owls.map((r) => [ids([r])[0], r.score])).toEqual([
        [4, 1416],
        [3, 1416],
        [5, 916]
      ])
      expect(ids(found.owlsPast)).toEqual([6, 4, 3, 5])
      expect(ids(found.moscow)).toEqual([7])
      expect(found.nothing).toEqual([])
    })

    it("suggests artists, then venues, then cities, as spelt, with their upcoming concerts, best match first", async () => {
      const found = await run(
        Effect.gen(function* () {
          yield* (yield* ConcertRepo).insertMany(examples)
          const repo = yield* SearchRepo
          return {
            mid: yield* repo.suggest({ words: ["mid"], from: BASE_DAY, limit: 8 }),
            mo: yield* repo.suggest({ words: ["mo"], from: BASE_DAY, limit: 8 }),
            two: yield* repo.suggest({ words: ["mo"], from: BASE_DAY, limit: 2 }),
            owls: yield* repo.suggest({ words: ["midnite", "ow"], from: BASE_DAY, limit: 8 })
          }
        })
      )
      expect(found.mid).toEqual([
        { kind: "artist", value: "The Midnight Owls", concerts: 2, score: 1000 },
        { kind: "artist", value: "Midnight Wolves", concerts: 1, score: 1000 }
      ])
      // Equal scores and counts: by code point, so "Motley Zoo" before "Mötley Crüe"; the past concert at the Mohawk is not counted.
      expect(found.mo.map((s) => [s.kind, s.value, s.concerts])).toEqual([
        ["artist", "Motley Zoo", 1],
        ["artist", "Mötley Crüe", 1],
        ["venue", "Mohawk", 1]
      ])
      expect(found.two).toEqual(found.mo.slice(0, 2))
      // Every word must match the same artist, venue or city: "ow" begins no word of "Midnight Wolves".
      expect(found.owls).toEqual([{ kind: "artist", value: "The Midnight Owls", concerts: 2, score: 1416 }])
    })

    it("on random catalogues: exactly the rules' results, page by page without a repeat or a gap, and the rules' suggestions", async () => {
      const world = searchCatalogueArb().chain((catalogue) =>
        fc.tuple(fc.constant(catalogue), fc.array(queryFor(catalogue), { minLength: 1, maxLength: 4 }), fc.integer({ min: 1, max: 4 }))
      )
      await fc.assert(
        fc.asyncProperty(world, async ([catalogue, queries, limit]) => {
          const answers = await run(
            Effect.gen(function* () {
              yield* (yield* ConcertRepo).insertMany(catalogue)
              const repo = yield* SearchRepo
              const out: Array<{
                query: ReadonlyArray<string>
                from: LocalDate | undefined
                pages: Array<ReadonlyArray<RankedConcert>>
                suggestions: unknown
              }> = []
              for (const q of queries) {
                const query = queryWords(q)
                if (query.length === 0) continue
                for (const from of [BASE_DAY, undefined])
                  out.push({
                    query,
                    from,
                    pages: yield* allPages(query, from, limit),
                    suggestions: from === undefined ? null : yield* repo.suggest({ words: query, from, limit: 8 })
                  })
              }
              return out
            })
          )
          for (const a of answers) {
            const whole = expectedResults(catalogue, a.query, a.from)
            expect(a.pages.flat(), `${a.query.join(" ")} from ${a.from}`).toEqual(whole)
            expect(a.pages.every((page, i) => i === a.pages.length - 1 || page.length === limit)).toBe(true)
            if (a.from !== undefined) expect(a.suggestions).toEqual(expectedSuggestions(catalogue, a.query, a.from, 8))
          }
        }),
        { numRuns: runs }
      )
    }, 120_000)

    it("writes show in the next search: a concert added, renamed (to other letters or to other words), deleted, merged, moved to another day", async () => {
      const found = await run(
        Effect.gen(function* () {
          const concerts = yield* ConcertRepo
          const repo = yield* SearchRepo
          const search = (q: string) => repo.search({ words: queryWords(q), limit: 20 }).pipe(Effect.map(ids))
          yield* concerts.insert(examples[0]!)
          yield* concerts.insert(examples[1]!)
          const added = yield* search("crue")
          yield* concerts.update(new Concert({ ...examples[0]!, artist: "MÖTLEY CRÜE" }))
          const recased = yield* search("motley")
          yield* concerts.update(new Concert({ ...examples[0]!, artist: "Кино" }))
          const renamed = [yield* search("motley"), yield* search("кино")]
          yield* concerts.delete(examples[0]!.id)
          const deleted = yield* search("forum")
          yield* concerts.insert(examples[6]!)
          yield* concerts.merge(examples[1]!.id, examples[6]!.id)
          const merged = [yield* search("motley zoo"), yield* search("sigur")]
          const upcoming = () => repo.search({ words: ["sigur"], from: BASE_DAY, limit: 20 }).pipe(Effect.map(ids))
          const before = yield* upcoming()
          yield* concerts.update(new Concert({ ...examples[1]!, date: addDays(BASE_DAY, -1) }))
          const moved = [yield* upcoming(), yield* search("sigur")]
          return { added, recased, renamed, deleted, merged, before, moved }
        })
      )
      expect(found).toEqual({ added: [1], recased: [1], renamed: [[], [1]], deleted: [], merged: [[], [2]], before: [2], moved: [[], [2]] })
    })
  })
