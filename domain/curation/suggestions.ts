/**
 * A fan's suggested concerts (issue #29): a suggestion waits, pending, out of the catalogue until the staff decide
 * (review-suggestions.ts); its suggester sees their own with their state. At most SUGGESTIONS_PER_DAY a day per fan.
 */
import { Clock, Effect } from "effect"
import { DAY_MS, overDailyCap } from "../accounts/rate-limit.ts"
import { ConcertRepo } from "../concerts/concert-repo.ts"
import { ConcertAlreadyExists } from "../concerts/errors.ts"
import { Tokens } from "../kernel/tokens.ts"
import { Transactions } from "../kernel/transactions.ts"
import type { ConcertInput } from "./concert-form.ts"
import { validated } from "./manage-concerts.ts"
import type { Suggestion } from "./suggestion-repo.ts"
import { SuggestionRepo } from "./suggestion-repo.ts"
import { SUGGESTIONS_LIST_LIMIT, SUGGESTIONS_PER_DAY, type SuggestionDto } from "./suggestions-contract.ts"

/** The limiter's name of the daily cap, in a RateLimited refusal. */
export const SUGGESTION_DAY_ACTION = "concert-suggestion-day"

/** What a suggestion's wire form shows (never who suggested or decided it). */
type ShownSuggestion = Omit<Suggestion, "suggestedBy" | "decidedBy" | "suggesterEmail" | "suggesterName">

export const toSuggestionDto = (s: ShownSuggestion): SuggestionDto => ({
  id: s.id,
  artist: s.artist,
  venue: s.venue,
  city: s.city,
  date: s.date,
  description: s.description,
  imageUrl: s.imageUrl,
  status: s.status,
  reason: s.reason,
  concertId: s.concertId,
  createdAt: s.createdAt,
  decidedAt: s.decidedAt
})

/**
 * The suggest form's rules, then: the same artist, venue and day as a published concert is ConcertAlreadyExists;
 * more than SUGGESTIONS_PER_DAY in the last 24 hours is RateLimited (until the oldest of them is a day old).
 * Nothing is published: the suggestion waits for the staff.
 */
export const submitSuggestion = Effect.fn("submitSuggestion")(function* (userId: string, input: ConcertInput) {
  const draft = yield* validated(input, "suggest")
  if ((yield* (yield* ConcertRepo).existingIdentities([draft])).size > 0) return yield* new ConcertAlreadyExists()
  const now = yield* Clock.currentTimeMillis
  const repo = yield* SuggestionRepo
  const suggestion = { ...draft, id: yield* (yield* Tokens).uuid, suggestedBy: userId, createdAt: now }
  const oldest = yield* (yield* Transactions).run(repo.addUnderCap(suggestion, { since: now - DAY_MS, max: SUGGESTIONS_PER_DAY }))
  if (oldest !== null) return yield* overDailyCap(SUGGESTION_DAY_ACTION, `You can suggest up to ${SUGGESTIONS_PER_DAY} concerts a day.`, oldest, now)
  return toSuggestionDto({ ...suggestion, status: "pending", concertId: null, reason: null, decidedAt: null })
})

/** The caller's own suggestions, newest first. */
export const mySuggestions = Effect.fn("mySuggestions")(function* (userId: string) {
  return (yield* (yield* SuggestionRepo).mine(userId, SUGGESTIONS_LIST_LIMIT)).map(toSuggestionDto)
})
