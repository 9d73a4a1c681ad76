/**
 * Use cases of the calendars: one concert as an .ics file, and the private feed of the concerts a user is
 * interested in or has tickets for (create or rotate, revoke, status, and the feed itself by token). Both
 * carry the meetings of the plans the person is going to, or might (issue #22): the concert's file those for
 * that concert, the feed those of concerts today or later.
 */
import { Clock, Effect, Option, Schema } from "effect"
import { UserRepo } from "../accounts/user-repo.ts"
import { ConcertNotFound } from "../curation/errors.ts"
import { AppConfig } from "../kernel/config.ts"
import { ConcertId } from "../kernel/ids.ts"
import { today } from "../kernel/local-date.ts"
import { Tokens } from "../kernel/tokens.ts"
import type { PlanAnswer } from "../plans/contract.ts"
import { type Plan, PlanRepo } from "../plans/plan-repo.ts"
import { CalendarFeedRepo } from "./calendar-feed-repo.ts"
import type { Concert } from "./concert.ts"
import { ConcertRepo } from "./concert-repo.ts"
import { CalendarFeedNotFound } from "./errors.ts"
import { type CalendarConcert, type CalendarMeeting, calendarFileName, renderCalendar } from "./icalendar.ts"
import { InterestRepo } from "./interest-repo.ts"

export interface CalendarFile {
  readonly fileName: string
  readonly body: string
}

/** The feed's meetings at most, so that it stays small however many plans one keeps. */
const MAX_FEED_MEETINGS = 200

/**
 * A plan's meeting enters a person's calendar only once they said they go, or might: any friend may add them
 * to a plan whose meeting place is the maker's text, and an invitation they ignored or declined must not write
 * into their calendar.
 */
const CALENDAR_ANSWERS: ReadonlyArray<PlanAnswer> = ["going", "maybe"]

/** The concert as its calendar event shows it: LAST-MODIFIED is its last change, else its creation. */
export const calendarConcertOf = (concert: Concert): CalendarConcert => ({
  id: concert.id,
  artist: concert.artist,
  venue: concert.venue,
  city: concert.city,
  date: concert.date,
  description: concert.description,
  status: concert.status,
  statusReason: concert.statusReason,
  sequence: concert.sequence,
  lastModified: concert.changedAt ?? concert.createdAt,
  startTime: concert.startTime,
  doorsTime: concert.doorsTime,
  timeZone: concert.timeZone
})

const meetingOf = (plan: Plan, concert: CalendarConcert): ReadonlyArray<CalendarMeeting> =>
  plan.meetAt === null ? [] : [{ planId: plan.id, meetAt: plan.meetAt, meetPlace: plan.meetPlace, title: plan.title, concert }]

/**
 * The concert as a calendar: the concert's all-day event, and for a signed-in viewer the meeting of each of
 * the plans for it they go to, or might, that have a time. An unknown id is ConcertNotFound.
 */
export const concertCalendar = Effect.fn("concertCalendar")(function* (concertId: string, viewerId?: string) {
  const found = Schema.is(ConcertId)(concertId) ? yield* (yield* ConcertRepo).findById(concertId) : Option.none()
  if (Option.isNone(found)) return yield* new ConcertNotFound({ concertId })
  const concert = calendarConcertOf(found.value)
  const plans = viewerId === undefined ? [] : yield* (yield* PlanRepo).plansForConcert(viewerId, found.value.id, CALENDAR_ANSWERS)
  const body = renderCalendar({
    name: `${concert.artist} — Soundcheck`,
    stamp: yield* Clock.currentTimeMillis,
    concerts: [concert],
    // Soonest meeting first (the repo answers newest plan first).
    meetings: plans.flatMap((plan) => meetingOf(plan, concert)).sort((a, b) => a.meetAt.localeCompare(b.meetAt))
  })
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

/**
 * The calendar behind a feed token: its owner's interested / has-tickets concerts, past and upcoming, and the
 * meetings of the plans they go to, or might, for concerts today or later, soonest first. The feed reads the account
 * as a session would, so it answers as unknown while the owner is suspended (issue #29); it is kept for when the
 * suspension ends.
 */
export const feedCalendar = Effect.fn("feedCalendar")(function* (token: string) {
  const owner = token === "" ? Option.none() : yield* (yield* CalendarFeedRepo).ownerOf(yield* (yield* Tokens).hash(token))
  if (Option.isNone(owner)) return yield* new CalendarFeedNotFound()
  if (Option.isSome(yield* (yield* UserRepo).suspensionOf(owner.value, yield* Clock.currentTimeMillis))) return yield* new CalendarFeedNotFound()
  const activity = yield* (yield* InterestRepo).activityOf(owner.value)
  const plans = yield* (yield* PlanRepo).meetingsOf(owner.value, yield* today, CALENDAR_ANSWERS, MAX_FEED_MEETINGS)
  const concerts = activity.map((a) => calendarConcertOf(a.concert))
  const known = new Map<string, CalendarConcert>(concerts.map((c) => [c.id, c]))
  const repo = yield* ConcertRepo
  const missing = [...new Set(plans.map((plan) => plan.concertId).filter((id) => !known.has(id)))]
  for (const found of yield* Effect.forEach(missing, (id) => repo.findById(id), { concurrency: 4 })) {
    if (Option.isSome(found)) known.set(found.value.id, calendarConcertOf(found.value))
  }
  return renderCalendar({
    name: "Soundcheck concerts",
    stamp: yield* Clock.currentTimeMillis,
    concerts,
    meetings: plans.flatMap((plan) => {
      const concert = known.get(plan.concertId)
      return concert === undefined ? [] : meetingOf(plan, concert)
    })
  })
})
