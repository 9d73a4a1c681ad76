/**
 * Concerts a suggestion probably repeats: same city, a similar artist, and a similar venue or a date close by
 * (spec §5 scoring). Pointed out before a suggestion is saved; exact repeats are refused by the catalogue.
 */
import { Effect } from "effect"
import type { Concert } from "../concerts/concert.ts"
import { ConcertRepo } from "../concerts/concert-repo.ts"
import type { ConcertInput } from "../curation/concert-form.ts"
import { validated } from "../curation/manage-concerts.ts"
import { type ConcertLike, matchOf } from "../curation/similarity.ts"

/** The catalogue's concerts that look like `draft`, strongest match first. */
export const likelyDuplicates = (draft: Omit<ConcertLike, "id">, sameCity: ReadonlyArray<Concert>): ReadonlyArray<Concert> =>
  sameCity
    .flatMap((concert) => {
      const match = matchOf({ ...draft, id: "" }, concert)
      return match?.reasons.includes("artist") && match.reasons.length >= 2 ? [{ concert, match }] : []
    })
    .sort((a, b) => b.match.reasons.length - a.match.reasons.length || a.concert.date.localeCompare(b.concert.date))
    .map(({ concert }) => concert)

/** The suggest form's rules first (so the same messages), then the likely duplicates of the suggestion. */
export const checkSuggestion = Effect.fn("checkSuggestion")(function* (input: ConcertInput) {
  const draft = yield* validated(input, "suggest")
  return likelyDuplicates(draft, yield* (yield* ConcertRepo).byCity(draft.city))
})
