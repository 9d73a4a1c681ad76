/** Use cases: setting one's own interest in a concert (and its rate limit), and the cities of the concerts page's filter. */
import { Clock, Effect, Option, Schema } from "effect"
import { limitPerUser, type UserPolicy } from "../accounts/rate-limit.ts"
import { ConcertNotFound } from "../curation/errors.ts"
import { ConcertId } from "../kernel/ids.ts"
import { Transactions } from "../kernel/transactions.ts"
import { type InterestChanged, toActivityViewers, toUsers } from "../live/events.ts"
import { hearersOfInterestChange, shownToOthers } from "../live/interest-change.ts"
import { LiveEvents } from "../live/live-events.ts"
import { notifyTicketChange } from "../notifications/notify.ts"
import { notifyReadyToGo } from "../notifications/ready-to-go.ts"
import { ConcertRepo } from "./concert-repo.ts"
import { InterestRepo, type InterestStatus } from "./interest-repo.ts"

/**
 * Every change fans out to the person's audience and their refetches: a person clicking fast stays far below
 * 2 a second; the address limit leaves room for a household or an office behind one address.
 */
export const interestPolicy: UserPolicy = { windowMs: 60_000, perUser: 120, perAddress: 600 }

/** Counts one interest change against the user and the address (shared by every instance). */
export const limitInterestChange = (userId: string, address: string) => limitPerUser("interest", userId, address, interestPolicy)

/**
 * Saves the viewer's status for the concert (insert or update); an unknown concert is ConcertNotFound.
 * Once the change commits, those whose pages it changes hear of it (`hearersOfInterestChange`); in the same unit of
 * work, new tickets notify the friends the rules name and undone tickets withdraw the unread news (`notifyTicketChange`), and
 * so for a concert just become Ready to Go for someone interested (`notifyReadyToGo`).
 */
export const setInterest = Effect.fn("setInterest")(function* (viewerId: string, concertId: string, status: InterestStatus) {
  const found = Schema.is(ConcertId)(concertId) ? yield* (yield* ConcertRepo).findById(concertId) : Option.none()
  if (Option.isNone(found)) return yield* new ConcertNotFound({ concertId })
  const concert = found.value.id
  const interests = yield* InterestRepo
  const live = yield* LiveEvents
  const now = yield* Clock.currentTimeMillis
  yield* (yield* Transactions).run(
    Effect.gen(function* () {
      const replaced = yield* interests.set(viewerId, concert, status, now)
      // The concert may have been merged or deleted since it was read: then nothing was saved, and the fan hears so.
      if (Option.isNone(replaced)) return yield* new ConcertNotFound({ concertId })
      const before = shownToOthers(replaced.value)
      const event: typeof InterestChanged.Type = { type: "interest_changed", concertId: concert, userId: viewerId }
      const hearers = hearersOfInterestChange(before, status)
      if (hearers === "activity_viewers") yield* live.publish(toActivityViewers(event, viewerId))
      if (hearers === "owner") yield* live.publish(toUsers(event, viewerId))
      const change = { actorId: viewerId, concertId: concert, before: replaced.value, after: status }
      yield* notifyTicketChange(change, found.value)
      yield* notifyReadyToGo(change, found.value)
    })
  )
  return { concertId: concert, userInterest: status }
})

export const listCities = Effect.fn("listCities")(function* () {
  return { cities: yield* (yield* ConcertRepo).cities() }
})
