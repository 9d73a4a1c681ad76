/** Use cases: setting one's own interest in a concert, and the cities of the concerts page's filter. */
import { Clock, Effect, Option, Schema } from "effect"
import { ConcertNotFound } from "../curation/errors.ts"
import { ConcertId } from "../kernel/ids.ts"
import { Transactions } from "../kernel/transactions.ts"
import { toActivityViewers } from "../live/events.ts"
import { LiveEvents } from "../live/live-events.ts"
import { ConcertRepo } from "./concert-repo.ts"
import { InterestRepo, type InterestStatus } from "./interest-repo.ts"

/**
 * Saves the viewer's status for the concert (insert or update); an unknown concert is ConcertNotFound.
 * Everyone who may see the viewer's activity hears of it once the change commits.
 */
export const setInterest = Effect.fn("setInterest")(function*(viewerId: string, concertId: string, status: InterestStatus) {
  const found = Schema.is(ConcertId)(concertId) ? yield* (yield* ConcertRepo).findById(concertId) : Option.none()
  if (Option.isNone(found)) return yield* new ConcertNotFound({ concertId })
  const concert = found.value.id
  const interests = yield* InterestRepo
  const live = yield* LiveEvents
  const now = yield* Clock.currentTimeMillis
  yield* (yield* Transactions).run(Effect.gen(function*() {
    // The concert may have been merged or deleted since it was read: then nothing was saved, and the fan hears so.
    if (!(yield* interests.set(viewerId, concert, status, now))) return yield* new ConcertNotFound({ concertId })
    yield* live.publish(toActivityViewers({ type: "interest_changed", concertId: concert, userId: viewerId }, viewerId))
  }))
  return { concertId: concert, userInterest: status }
})

export const listCities = Effect.fn("listCities")(function*() {
  return { cities: yield* (yield* ConcertRepo).cities() }
})
