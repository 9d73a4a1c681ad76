/** Wire schemas of concert search (issue #28): the results page and the suggestions as you type. */
import { Schema } from "effect"
import { ActivityFilter, BooleanFromString, DiscoveryConcert, FriendsFilter } from "../concerts/discovery-contract.ts"
import { MAX_SEARCH_QUERY_LENGTH } from "../kernel/caps.ts"
import { BoundedString, Cursor } from "../kernel/limits.ts"

export { MAX_SEARCH_QUERY_LENGTH }

/** The words typed: capped before anything reads them; blank is refused by the rules (`EmptySearch`). */
export const SearchWords = BoundedString(MAX_SEARCH_QUERY_LENGTH)

/** A results page unless the query asks for another size. */
export const SEARCH_PAGE_SIZE = 20
/** Suggestions shown as you type, at most. */
export const MAX_SUGGESTIONS = 8
/**
 * The shortest single word that suggestions are looked up for: one letter begins a large share of the catalogue's
 * words, so it would read most of the vocabulary on each first key press for nothing a person can pick.
 */
export const MIN_SUGGEST_LENGTH = 2

/**
 * GET /api/search: concerts whose artist, venue or city match every word (case, accents and a typo or two
 * forgiven), best match first, then soonest; upcoming unless past=true; the concerts page's friends and
 * activity filters; keyset pages (cursor = the previous page's nextCursor).
 */
export const SearchQuery = Schema.Struct({
  q: SearchWords,
  past: Schema.optionalKey(BooleanFromString),
  friends: Schema.optionalKey(FriendsFilter),
  activity: Schema.optionalKey(ActivityFilter),
  limit: Schema.optionalKey(Schema.FiniteFromString.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: 100 }))),
  cursor: Schema.optionalKey(Cursor)
})
export type SearchQuery = typeof SearchQuery.Type

/** Each concert annotated as on the concerts page. */
export const SearchPage = Schema.Struct({
  concerts: Schema.Array(DiscoveryConcert),
  nextCursor: Schema.NullOr(Schema.String)
}).annotate({ identifier: "SearchPage" })
export type SearchPage = typeof SearchPage.Type

/** GET /api/search/suggest: the words typed so far (the last one may be a prefix). */
export const SuggestQuery = Schema.Struct({ q: SearchWords })
export type SuggestQuery = typeof SuggestQuery.Type

export const SuggestionKind = Schema.Literals(["artist", "venue", "city"])
export type SuggestionKind = typeof SuggestionKind.Type

/** An artist, venue or city that exists, as the catalogue spells it, with how many upcoming concerts it has. */
export const Suggestion = Schema.Struct({
  kind: SuggestionKind,
  value: Schema.String,
  concerts: Schema.Number
}).annotate({ identifier: "Suggestion" })
export type Suggestion = typeof Suggestion.Type

/** At most `MAX_SUGGESTIONS`, artists first, then venues, then cities; within a kind best match first. */
export const Suggestions = Schema.Struct({ suggestions: Schema.Array(Suggestion) }).annotate({ identifier: "Suggestions" })
export type Suggestions = typeof Suggestions.Type
