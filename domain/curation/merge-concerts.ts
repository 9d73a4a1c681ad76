/** Merge (spec §4): the duplicate's interests move to the primary, then the duplicate is deleted, in one unit of work. */
import { Effect } from "effect"
import { ConcertRepo } from "../concerts/concert-repo.ts"
import { Transactions } from "../kernel/transactions.ts"
import { type Actor, auditConcert, authorizeAdmin } from "./actor.ts"
import { CannotMergeIntoItself } from "./errors.ts"
import { getConcert, snapshotOf } from "./manage-concerts.ts"

export const mergeConcerts = Effect.fn("mergeConcerts")(function* (actor: Actor, primaryId: string, duplicateId: string) {
  yield* authorizeAdmin(actor)
  if (primaryId.toLowerCase() === duplicateId.toLowerCase()) return yield* new CannotMergeIntoItself({ concertId: primaryId })
  return yield* (yield* Transactions).run(
    Effect.gen(function* () {
      const primary = yield* getConcert(primaryId)
      const duplicate = yield* getConcert(duplicateId)
      // Ids as stored are canonical: two spellings of one id name one concert, which must never be merged away.
      if (primary.id === duplicate.id) return yield* new CannotMergeIntoItself({ concertId: primary.id })
      const { moved } = yield* (yield* ConcertRepo).merge(primary.id, duplicate.id)
      yield* auditConcert(actor, "concerts.merged", primary.id, {
        before: snapshotOf(duplicate),
        after: snapshotOf(primary),
        duplicateId: duplicate.id,
        interestsMoved: moved
      })
      return { primary, duplicateId: duplicate.id, interestsMoved: moved }
    })
  )
})
