/**
 * Concerts a suggestion probably repeats: same city, a similar artist, and a similar venue or a date close by
 * (spec §5 scoring). Pointed out before a suggestion is saved; exact repeats are refused by the catalogue.
 */
import { Effect } from "effect"
import { Concert } from "../concerts/concert.ts"
import { ConcertRepo } from "../concerts/concert-repo.ts"
import type { ConcertDraft, ConcertInput } from "../curation/concert-form.ts"
import { validated } from "../curation/manage-concerts.ts"
import { type ConcertLike, matchOf } from "../curation/similarity.ts"
import { ConcertId } from "../kernel/ids.ts"

/** The catalogue's concerts that look like `draft`, strongest match first. */
export const likelyDuplicates = (draft: Omit<ConcertLike, "id">, sameCity: ReadonlyArray<Concert>): ReadonlyArray<Concert> =>
  sameCity
    .flatMap((concert) => {
      const match = matchOf({ ...draft, id: "" }, concert)
      return match?.reasons.includes("artist") && match.reasons.length >= 2 ? [{ concert, match }] : []
    })
    .sort((a, b) => b.match.reasons.length - a.match.reasons.length || a.concert.date.localeCompare(b.concert.date))
    .map(({ concert }) => concert)

/** No concert has this id: a draft compared with the catalogue leaves none out as itself. */
const NO_CONCERT = ConcertId.make("00000000-0000-0000-0000-000000000000")

/**
 * The catalogue's concerts that look like `draft`, strongest match first: the catalogue narrows the draft's city to
 * the concerts that may match (`ConcertRepo.duplicateCandidates`, a superset) and the rule decides, so a large
 * city's whole catalogue is never read for one suggestion.
 */
export const likelyDuplicatesOf = Effect.fn("likelyDuplicatesOf")(function* (draft: ConcertDraft) {
  const probe = new Concert({ ...draft, id: NO_CONCERT, createdBy: null, createdAt: 0 })
  return likelyDuplicates(draft, yield* (yield* ConcertRepo).duplicateCandidates(probe))
})

/** The suggest form's rules first (so the same messages), then the likely duplicates of the suggestion. */
export const checkSuggestion = Effect.fn("checkSuggestion")(function* (input: ConcertInput) {
  return yield* likelyDuplicatesOf(yield* validated(input, "suggest"))
})
