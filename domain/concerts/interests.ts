/** Use cases: setting one's own interest in a concert, and the cities of the concerts page's filter. */
import { Clock, Effect, Option, Schema } from "effect"
import { ConcertNotFound } from "../curation/errors.ts"
import { ConcertId } from "../kernel/ids.ts"
import { ConcertRepo } from "./concert-repo.ts"
import { InterestRepo, type InterestStatus } from "./interest-repo.ts"

/** Saves the viewer's status for the concert (insert or update); an unknown concert is ConcertNotFound. */
export const setInterest = Effect.fn("setInterest")(function*(viewerId: string, concertId: string, status: InterestStatus) {
  const found = Schema.is(ConcertId)(concertId) ? yield* (yield* ConcertRepo).findById(concertId) : Option.none()
  if (Option.isNone(found)) return yield* new ConcertNotFound({ concertId })
  yield* (yield* InterestRepo).set(viewerId, found.value.id, status, yield* Clock.currentTimeMillis)
  return { concertId: found.value.id, userInterest: status }
})

export const listCities = Effect.fn("listCities")(function*() {
  return { cities: yield* (yield* ConcertRepo).cities() }
})
