/**
 * Use cases of the calendars: one concert as an .ics file, and the private feed of the concerts a user is
 * interested in or has tickets for (create or rotate, revoke, status, and the feed itself by token).
 */
import { Clock, Effect, Option, Schema } from "effect"
import { ConcertNotFound } from "../curation/errors.ts"
import { AppConfig } from "../kernel/config.ts"
import { ConcertId } from "../kernel/ids.ts"
import { Tokens } from "../kernel/tokens.ts"
import { CalendarFeedRepo } from "./calendar-feed-repo.ts"
import { ConcertRepo } from "./concert-repo.ts"
import { CalendarFeedNotFound } from "./errors.ts"
import { calendarFileName, renderCalendar } from "./icalendar.ts"
import { InterestRepo } from "./interest-repo.ts"

export interface CalendarFile {
  readonly fileName: string
  readonly body: string
}

/** The concert as a one-event calendar; an unknown id is ConcertNotFound. */
export const concertCalendar = Effect.fn("concertCalendar")(function* (concertId: string) {
  const found = Schema.is(ConcertId)(concertId) ? yield* (yield* ConcertRepo).findById(concertId) : Option.none()
  if (Option.isNone(found)) return yield* new ConcertNotFound({ concertId })
  const concert = found.value
  const body = renderCalendar({ name: `${concert.artist} — Soundcheck`, stamp: yield* Clock.currentTimeMillis, concerts: [concert] })
  return { fileName: calendarFileName(concert.artist), body } satisfies CalendarFile
})

/** The feed's URL for a token: `${publicUrl}/api/calendar/<token>.ics`. */
export const feedUrl = (publicUrl: string, token: string): string => `${publicUrl}/api/calendar/${encodeURIComponent(token)}.ics`

/** Creates the user's feed, or rotates its token; the URL is answered this once. */
export const createCalendarFeed = Effect.fn("createCalendarFeed")(function* (userId: string) {
  const tokens = yield* Tokens
  const token = yield* tokens.generate
  yield* (yield* CalendarFeedRepo).set(userId, yield* tokens.hash(token), yield* Clock.currentTimeMillis)
  return { url: feedUrl((yield* AppConfig).publicUrl, token) }
})

/** Revokes the user's feed (nothing to do when there is none). */
export const revokeCalendarFeed = Effect.fn("revokeCalendarFeed")(function* (userId: string) {
  yield* (yield* CalendarFeedRepo).remove(userId)
})

export const calendarFeedStatus = Effect.fn("calendarFeedStatus")(function* (userId: string) {
  return { active: yield* (yield* CalendarFeedRepo).exists(userId) }
})

/** The calendar behind a feed token: its owner's interested / has-tickets concerts, past and upcoming. */
export const feedCalendar = Effect.fn("feedCalendar")(function* (token: string) {
  const owner = token === "" ? Option.none() : yield* (yield* CalendarFeedRepo).ownerOf(yield* (yield* Tokens).hash(token))
  if (Option.isNone(owner)) return yield* new CalendarFeedNotFound()
  const activity = yield* (yield* InterestRepo).activityOf(owner.value)
  return renderCalendar({
    name: "Soundcheck concerts",
    stamp: yield* Clock.currentTimeMillis,
    concerts: activity.map((a) => a.concert)
  })
})
