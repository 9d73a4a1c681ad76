/** A signed-in user suggests a concert: the suggest form's rules, then a concert credited to them. */
import { Clock, Effect } from "effect"
import { Concert } from "../concerts/concert.ts"
import { ConcertRepo } from "../concerts/concert-repo.ts"
import type { ConcertInput } from "../curation/concert-form.ts"
import { validated } from "../curation/manage-concerts.ts"
import { ConcertId, UserId } from "../kernel/ids.ts"
import { Tokens } from "../kernel/tokens.ts"

/** The same artist, venue and day as a stored concert fails with ConcertAlreadyExists, and nothing is saved. */
export const suggestConcert = Effect.fn("suggestConcert")(function* (userId: string, input: ConcertInput) {
  const draft = yield* validated(input, "suggest")
  const concert = new Concert({
    ...draft,
    id: ConcertId.make(yield* (yield* Tokens).uuid),
    createdBy: UserId.make(userId),
    createdAt: yield* Clock.currentTimeMillis
  })
  yield* (yield* ConcertRepo).insert(concert)
  return concert
})
