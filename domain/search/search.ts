/**
 * Use cases of search (issue #28): the results page (each concert annotated as on the concerts page, with its
 * friends and activity filters), the suggestions offered as one types, the admin's catalogue search (CLI), and
 * their rate limits.
 */
import { Clock, Effect, Option } from "effect"
import type { RateLimited } from "../accounts/errors.ts"
import type { RateLimiter } from "../accounts/rate-limiter.ts"
import type { AppConfig } from "../kernel/config.ts"
import { limitPerUser, type UserPolicy } from "../accounts/rate-limit.ts"
import { FIRST_SHOWN, toDiscoveryConcert } from "../concerts/discover.ts"
import type { ActivityFilter, FriendsFilter } from "../concerts/discovery-contract.ts"
import { type AnnotatedConcert, DiscoveryRepo } from "../concerts/discovery-repo.ts"
import { InvalidCursor } from "../concerts/errors.ts"
import { type LocalDate, today } from "../kernel/local-date.ts"
import { MAX_SUGGESTIONS, MIN_SUGGEST_LENGTH, SEARCH_PAGE_SIZE, type SearchPage, type Suggestions } from "./contract.ts"
import { EmptySearch } from "./errors.ts"
import { queryWords } from "./match.ts"
import { decodeSearchCursor, encodeSearchCursor, type SearchCursor } from "./ranking.ts"
import { type RankedConcert, SearchRepo } from "./search-repo.ts"

/** Searching is cheap for one person and costly in bulk: a person pages at most a few times a second. */
export const searchPolicy: UserPolicy = { windowMs: 60_000, perUser: 120, perAddress: 600 }
/** Suggestions follow the keys: one request per pause in typing. */
export const suggestPolicy: UserPolicy = { windowMs: 60_000, perUser: 300, perAddress: 1200 }

export const limitSearch = (userId: string, address: string) => limitPerUser("search", userId, address, searchPolicy)
export const limitSuggest = (userId: string, address: string) => limitPerUser("suggest", userId, address, suggestPolicy)

/**
 * Ranked results a filter may drop are read in batches of this many pages' worth, at most `MAX_BATCHES` times per
 * request; a page that the filter keeps short of full still carries the cursor of the last result read.
 */
const BATCH_PAGES = 3
const MAX_BATCHES = 5

const wordsOf = (q: string) =>
  Effect.gen(function* () {
    const words = queryWords(q)
    if (words.length === 0) return yield* new EmptySearch()
    return words
  })

const cursorOf = (r: RankedConcert): SearchCursor => ({ score: r.score, date: r.concert.date, id: r.concert.id })

/** A caller's rate limit, run by a use case once the input is known good. */
type Admit = Effect.Effect<void, RateLimited, RateLimiter | AppConfig>

export interface SearchOptions {
  readonly past?: boolean | undefined
  readonly friends?: FriendsFilter | undefined
  readonly activity?: ActivityFilter | undefined
  readonly limit?: number | undefined
  readonly cursor?: string | undefined
  /** The caller's rate limit, counted once the words and the cursor are known good (a refused request counts nothing). */
  readonly admit?: Admit | undefined
}

/** Upcoming concerts unless `past`: the concerts page's today. */
const fromOf = (past: boolean | undefined): Effect.Effect<LocalDate | undefined> => (past === true ? Effect.succeed(undefined) : today)

/**
 * GET /api/search: the concerts every word of `q` matches, best match first, then soonest, each annotated for
 * the viewer as on the concerts page and kept by the same friends and activity filters. The filters apply
 * after ranking, so results are read in batches until the page (and one more, which decides `nextCursor`) is
 * full or the matches run out.
 */
export const searchConcerts = Effect.fn("searchConcerts")(function* (viewerId: string, q: string, options: SearchOptions = {}) {
  const words = yield* wordsOf(q)
  const start = options.cursor === undefined ? Option.none() : decodeSearchCursor(options.cursor)
  if (options.cursor !== undefined && Option.isNone(start)) return yield* new InvalidCursor({ cursor: options.cursor })
  if (options.admit !== undefined) yield* options.admit
  const limit = options.limit ?? SEARCH_PAGE_SIZE
  const activity = options.activity ?? "all"
  const from = yield* fromOf(options.past)
  const search = yield* SearchRepo
  const discovery = yield* DiscoveryRepo
  const kept: Array<{ readonly ranked: RankedConcert; readonly annotated: AnnotatedConcert }> = []
  let after = Option.getOrUndefined(start)
  let exhausted = false
  for (let batch = 0; batch < MAX_BATCHES && !exhausted && kept.length <= limit; batch++) {
    const wanted = limit + 1 - kept.length
    const size = activity === "all" ? wanted : wanted * BATCH_PAGES
    const ranked = yield* search.search({ words, from, after, limit: size })
    exhausted = ranked.length < size
    if (ranked.length === 0) break
    const annotated = yield* discovery.page({
      viewerId,
      circle: options.friends ?? "anyone",
      activity,
      ids: ranked.map((r) => r.concert.id),
      shownLimit: FIRST_SHOWN,
      now: yield* Clock.currentTimeMillis
    })
    const byId = new Map(annotated.map((a) => [a.concert.id, a]))
    for (const r of ranked) {
      after = cursorOf(r)
      const a = byId.get(r.concert.id)
      if (a !== undefined) kept.push({ ranked: r, annotated: a })
      if (kept.length > limit) break
    }
  }
  const page = kept.slice(0, limit)
  const last = page.at(-1)
  // A full page continues after its last concert; a page the filters kept short, after the last result read.
  const next = kept.length > limit && last !== undefined ? cursorOf(last.ranked) : exhausted ? undefined : after
  return {
    concerts: page.map((k) => toDiscoveryConcert(k.annotated)),
    nextCursor: next === undefined ? null : encodeSearchCursor(next)
  } satisfies SearchPage
})

/**
 * GET /api/search/suggest: artists, venues and cities that exist with upcoming concerts, for the words typed so far;
 * a last word shorter than `MIN_SUGGEST_LENGTH` is left out (alone, no store is asked and none are answered). `admit` is the caller's rate limit,
 * counted once the words are known good.
 */
export const suggestConcerts = Effect.fn("suggestConcerts")(function* (q: string, admit: Admit = Effect.void) {
  const typed = yield* wordsOf(q)
  // A one-letter last word is a key press, not yet a word: its prefix would read a large share of the vocabulary.
  const words = [...typed.at(-1)!].length < MIN_SUGGEST_LENGTH ? typed.slice(0, -1) : typed
  if (words.length === 0) return { suggestions: [] } satisfies Suggestions
  yield* admit
  const found = yield* (yield* SearchRepo).suggest({ words, from: yield* today, limit: MAX_SUGGESTIONS })
  return { suggestions: found.map(({ kind, value, concerts }) => ({ kind, value, concerts })) } satisfies Suggestions
})

/** `soundcheck concerts search`: the catalogue's best matches (upcoming unless `past`), no viewer's annotations. */
export const searchCatalogue = Effect.fn("searchCatalogue")(function* (q: string, options: { readonly past?: boolean; readonly limit: number }) {
  const words = yield* wordsOf(q)
  return yield* (yield* SearchRepo).search({ words, from: yield* fromOf(options.past), limit: options.limit })
})
