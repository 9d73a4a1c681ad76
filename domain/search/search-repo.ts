/** Port: concert search, ranked as `ranking.ts` orders results, and the suggestions offered as one types. */
import { Context, type Effect } from "effect"
import type { Concert } from "../concerts/concert.ts"
import type { LocalDate } from "../kernel/local-date.ts"
import type { ScoredSuggestion, SearchCursor } from "./ranking.ts"

export interface SearchRequest {
  /** The query's words (`queryWords`): folded, distinct, 1 to `MAX_QUERY_WORDS`. */
  readonly words: ReadonlyArray<string>
  /** Concerts on or after this day; past ones too when undefined. */
  readonly from?: LocalDate | undefined
  readonly after?: SearchCursor | undefined
  readonly limit: number
}

export interface RankedConcert {
  readonly concert: Concert
  /** `matchScore` of the query against the concert's words (its artist's, venue's and city's). */
  readonly score: number
}

export interface SuggestRequest {
  /** The words typed so far (`queryWords`); the last one may be the start of a word. */
  readonly words: ReadonlyArray<string>
  /** The day from which concerts are counted (upcoming: today). */
  readonly from: LocalDate
  readonly limit: number
}

export class SearchRepo extends Context.Service<
  SearchRepo,
  {
    /** The concerts every query word matches (`matchScore`), after the cursor in `compareRanked` order. */
    search(request: SearchRequest): Effect.Effect<ReadonlyArray<RankedConcert>>
    /**
     * Distinct artists, venues and cities (as spelt) with concerts on or after `from`, whose own words every query
     * word matches, the last also as a prefix; in `compareSuggestions` order, with how many such concerts each has.
     */
    suggest(request: SuggestRequest): Effect.Effect<ReadonlyArray<ScoredSuggestion>>
  }
>()("domain/search/SearchRepo") {}
