/**
 * The order of search results and suggestions, and the keyset cursor of a results page: `score~date~id` in
 * base64url, decoded strictly (a cursor this server could not have made is refused, never guessed at).
 */
import { Option, Schema } from "effect"
import { fromBase64Url, toBase64Url } from "../kernel/base64url.ts"
import { ConcertId } from "../kernel/ids.ts"
import { LocalDate } from "../kernel/local-date.ts"
import type { Suggestion, SuggestionKind } from "./contract.ts"
import { MAX_SCORE } from "./match.ts"

/** Where a result stands: best score first, then soonest, then by id. */
export interface SearchCursor {
  readonly score: number
  readonly date: LocalDate
  readonly id: ConcertId
}

const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0)

export const compareRanked = (a: SearchCursor, b: SearchCursor): number => b.score - a.score || byText(a.date, b.date) || byText(a.id, b.id)

/** Whether a result comes after the cursor in the results' order. */
export const isAfterCursor = (result: SearchCursor, cursor: SearchCursor): boolean => compareRanked(result, cursor) > 0

export const encodeSearchCursor = (c: SearchCursor): string => toBase64Url(`${c.score}~${c.date}~${c.id}`)

const Parts = Schema.Struct({ date: LocalDate, id: ConcertId })
const decodeParts = Schema.decodeUnknownOption(Parts)
const SCORE = /^(?:0|[1-9]\d{0,4})$/

export const decodeSearchCursor = (text: string): Option.Option<SearchCursor> => {
  const [score, date, id, ...rest] = (fromBase64Url(text) ?? "").split("~")
  if (rest.length > 0 || score === undefined || !SCORE.test(score) || Number(score) > MAX_SCORE) return Option.none()
  return Option.map(decodeParts({ date, id }), (parts) => ({ score: Number(score), date: parts.date, id: parts.id.toLowerCase() as ConcertId }))
}

const KIND_ORDER: Readonly<Record<SuggestionKind, number>> = { artist: 0, venue: 1, city: 2 }

/** Code point order (UTF-16 order puts astral letters before the last BMP ones; PostgreSQL's "C" collation does not). */
export const compareCodePoints = (a: string, b: string): number => {
  const x = [...a]
  const y = [...b]
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const d = x[i]!.codePointAt(0)! - y[i]!.codePointAt(0)!
    if (d !== 0) return d
  }
  return x.length - y.length
}

/** A suggestion with the score it was ranked by. */
export interface ScoredSuggestion extends Suggestion {
  readonly score: number
}

/** Artists, then venues, then cities; within each the best match, then the most upcoming concerts, then the spelling. */
export const compareSuggestions = (a: ScoredSuggestion, b: ScoredSuggestion): number =>
  KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || b.score - a.score || b.concerts - a.concerts || compareCodePoints(a.value, b.value)
