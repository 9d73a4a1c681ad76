import { describe, expect, it } from "@effect/vitest"
import { Effect, Exit } from "effect"
import { TestClock } from "effect/testing"
import fc from "fast-check"
import ICAL from "ical.js"
import * as MemoryAdapters from "../../adapters/memory/adapters.ts"
import { parseCalendar } from "../../tests/support/icalendar.ts"
import { UserRepo } from "../accounts/user-repo.ts"
import { ConcertId } from "../kernel/ids.ts"
import { addDays } from "../kernel/local-date.ts"
import { createPlan } from "../plans/plans.ts"
import { PlanRepo } from "../plans/plan-repo.ts"
import { calendarFeedStatus, concertCalendar, createCalendarFeed, feedCalendar, revokeCalendarFeed } from "./calendar.ts"
import { Concert } from "./concert.ts"
import { BASE_DAY, catalogueArb } from "./concert.arbitraries.ts"
import { ConcertRepo } from "./concert-repo.ts"
import { setInterest } from "./interests.ts"

const viewer = "00000000-0000-4000-8000-0000000003e8"
const noon = Date.parse(`${BASE_DAY}T12:00:00Z`)
const tokenOf = (url: string) => /\/api\/calendar\/([^/]+)\.ics$/.exec(url)![1]!

/** Each event's UID, SEQUENCE, STATUS, LAST-MODIFIED and start as an instant, read by ical.js through the calendar's VTIMEZONEs. */
const revisions = (ics: string) =>
  new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents("vevent").map((c) => {
    const start = new ICAL.Event(c).startDate
    return {
      uid: c.getFirstPropertyValue("uid"),
      sequence: c.getFirstPropertyValue("sequence"),
      status: c.getFirstPropertyValue("status"),
      lastModified: (c.getFirstPropertyValue("last-modified") as ICAL.Time | null)?.toJSDate().toISOString() ?? null,
      zone: start.isDate ? null : start.zone?.tzid,
      start: start.isDate ? start.toString() : start.toJSDate().toISOString()
    }
  })

describe("calendar use cases (memory, TestClock)", () => {
  it.effect("a concert's file and the feed: stamp from the Clock, rotation, revocation", () =>
    Effect.gen(function* () {
      const catalogue = fc.sample(catalogueArb(6, 3), { numRuns: 1, seed: 4 })[0]!
      yield* (yield* ConcertRepo).insertMany(catalogue)
      yield* (yield* UserRepo).insert({ id: viewer, email: "v@example.com", passwordHash: "h", signupDisplayName: null, createdAt: 0 })
      yield* TestClock.setTime(noon)

      const file = yield* concertCalendar(catalogue[0]!.id)
      const [event] = parseCalendar(file.body).events
      expect(event).toMatchObject({ uid: `${catalogue[0]!.id}@soundcheck`, start: catalogue[0]!.date, stamp: `${BASE_DAY}T12:00:00Z` })
      expect(Exit.isFailure(yield* Effect.exit(concertCalendar("nope")))).toBe(true)

      yield* setInterest(viewer, catalogue[1]!.id, "has_tickets")
      yield* setInterest(viewer, catalogue[2]!.id, "not_interested")
      expect(yield* calendarFeedStatus(viewer)).toEqual({ active: false })
      const first = tokenOf((yield* createCalendarFeed(viewer)).url)
      expect(parseCalendar(yield* feedCalendar(first)).events.map((e) => e.uid)).toEqual([`${catalogue[1]!.id}@soundcheck`])
      const second = tokenOf((yield* createCalendarFeed(viewer)).url)
      expect(Exit.isFailure(yield* Effect.exit(feedCalendar(first)))).toBe(true)
      expect(yield* calendarFeedStatus(viewer)).toEqual({ active: true })
      yield* revokeCalendarFeed(viewer)
      expect(Exit.isFailure(yield* Effect.exit(feedCalendar(second)))).toBe(true)
      expect(Exit.isFailure(yield* Effect.exit(feedCalendar("")))).toBe(true)
      expect(yield* calendarFeedStatus(viewer)).toEqual({ active: false })
    }).pipe(Effect.provide(MemoryAdapters.layer()))
  )

  it.effect("a concert's file and the feed carry the viewer's own plan meetings, the feed only those of concerts to come", () =>
    Effect.gen(function* () {
      const concertOn = (n: number, days: number) =>
        new Concert({
          id: ConcertId.make(`00000000-0000-4000-8000-00000000010${n}`),
          artist: `Artist ${n}`,
          venue: "Hall",
          city: "Town",
          date: addDays(BASE_DAY, days),
          description: null,
          imageUrl: null,
          createdBy: null,
          createdAt: 0
        })
      const [soon, later, past] = [concertOn(1, 3), concertOn(2, 10), concertOn(3, -5)] as const
      yield* (yield* ConcertRepo).insertMany([soon, later, past])
      const stranger = "00000000-0000-4000-8000-0000000003e9"
      for (const id of [viewer, stranger]) {
        yield* (yield* UserRepo).insert({ id, email: `${id}@example.com`, passwordHash: "h", signupDisplayName: null, createdAt: 0 })
      }
      yield* TestClock.setTime(noon)

      const early = yield* createPlan(viewer, { concertId: soon.id, title: "Pre-drinks", meetPlace: "Bar Nine", meetAt: `${addDays(soon.date, -1)}T18:00` })
      const onTheDay = yield* createPlan(viewer, { concertId: soon.id, title: "Dinner", meetAt: `${soon.date}T17:30` })
      yield* createPlan(viewer, { concertId: soon.id, title: "No time yet" })
      const laterPlan = yield* createPlan(viewer, { concertId: later.id, meetAt: `${later.date}T19:00` })
      yield* createPlan(stranger, { concertId: soon.id, meetPlace: "Elsewhere", meetAt: `${soon.date}T16:00` })
      // A plan whose concert has passed (made before it, as the rules allow): in no feed.
      yield* (yield* PlanRepo).create(
        {
          id: "00000000-0000-4000-8000-000000000201",
          concertId: past.id,
          makerId: viewer,
          title: null,
          meetPlace: "Gone",
          meetAt: `${past.date}T20:00`,
          createdAt: 0,
          updatedAt: 0
        },
        { planId: "00000000-0000-4000-8000-000000000201", userId: viewer, answer: "going", ticket: null, spares: 0, ticketNote: null, joinedAt: 0 }
      )

      const mine = parseCalendar((yield* concertCalendar(soon.id, viewer)).body).events
      expect(mine.map((e) => [e.uid, e.summary, e.location, e.startAt, e.endAt, e.floating])).toEqual([
        [`${soon.id}@soundcheck`, soon.artist, `${soon.venue}, ${soon.city}`, soon.date, addDays(soon.date, 1), false],
        [`plan-${early.id}@soundcheck`, "Meet: Bar Nine", "Bar Nine", `${addDays(soon.date, -1)}T18:00:00`, `${addDays(soon.date, -1)}T19:00:00`, true],
        [`plan-${onTheDay.id}@soundcheck`, "Meet: Dinner", null, `${soon.date}T17:30:00`, `${soon.date}T18:30:00`, true]
      ])
      expect(parseCalendar((yield* concertCalendar(soon.id)).body).events.map((e) => e.uid)).toEqual([`${soon.id}@soundcheck`])
      expect(parseCalendar((yield* concertCalendar(later.id, stranger)).body).events.map((e) => e.uid)).toEqual([`${later.id}@soundcheck`])

      yield* setInterest(viewer, later.id, "interested")
      const feed = parseCalendar(yield* feedCalendar(tokenOf((yield* createCalendarFeed(viewer)).url))).events
      expect(feed.map((e) => [e.uid, e.summary])).toEqual([
        [`${later.id}@soundcheck`, later.artist],
        [`plan-${early.id}@soundcheck`, "Meet: Bar Nine"],
        [`plan-${onTheDay.id}@soundcheck`, "Meet: Dinner"],
        [`plan-${laterPlan.id}@soundcheck`, `Meet: ${later.artist}`]
      ])
    }).pipe(Effect.provide(MemoryAdapters.layer()))
  )

  it.effect("a show's changes reach its file and the feed: the same UID, a higher SEQUENCE, its STATUS and LAST-MODIFIED, its time in the venue's zone", () =>
    Effect.gen(function* () {
      const repo = yield* ConcertRepo
      const createdAt = Date.UTC(2026, 0, 2, 9, 0)
      const show = new Concert({
        id: ConcertId.make("00000000-0000-4000-8000-000000000301"),
        artist: "Wilco",
        venue: "Metro",
        city: "Berlin",
        date: addDays(BASE_DAY, 30),
        description: null,
        imageUrl: null,
        createdBy: null,
        createdAt,
        startTime: "20:00",
        doorsTime: "19:00",
        timeZone: "Europe/Berlin"
      })
      yield* repo.insertMany([show])
      yield* (yield* UserRepo).insert({ id: viewer, email: "v@example.com", passwordHash: "h", signupDisplayName: null, createdAt: 0 })
      yield* TestClock.setTime(noon)
      yield* setInterest(viewer, show.id, "has_tickets")
      const token = tokenOf((yield* createCalendarFeed(viewer)).url)
      const uid = `${show.id}@soundcheck`
      /** The concert's event in its file and in the feed (the feed also holds the viewer's meetings). */
      const both = Effect.gen(function* () {
        return [revisions((yield* concertCalendar(show.id)).body), revisions(yield* feedCalendar(token))].map((events) => events.filter((e) => e.uid === uid))
      })

      // 20:00 in Berlin on a summer day is 18:00 UTC; never changed: LAST-MODIFIED is its creation.
      const first = {
        uid,
        sequence: 0,
        status: "CONFIRMED",
        lastModified: new Date(createdAt).toISOString(),
        zone: "Europe/Berlin",
        start: `${show.date}T18:00:00.000Z`
      }
      expect(yield* both).toEqual([[first], [first]])

      const later = addDays(show.date, 7)
      const rescheduled = new Concert({ ...show, date: later, status: "rescheduled", previousDate: show.date, sequence: 1, changedAt: noon })
      expect(yield* repo.update(rescheduled)).toBe(true)
      const second = { ...first, sequence: 1, lastModified: new Date(noon).toISOString(), start: `${later}T18:00:00.000Z` }
      expect(yield* both).toEqual([[second], [second]])

      // The viewer's meeting for it is in the venue's zone too.
      yield* createPlan(viewer, { concertId: show.id, title: "Dinner", meetAt: `${later}T17:30` })
      const [, meeting] = revisions((yield* concertCalendar(show.id, viewer)).body)
      expect(meeting).toMatchObject({ zone: "Europe/Berlin", start: `${later}T15:30:00.000Z` })

      const cancelledAt = noon + 60_000
      yield* repo.update(new Concert({ ...rescheduled, status: "cancelled", previousDate: null, sequence: 2, changedAt: cancelledAt }))
      const third = { ...second, sequence: 2, status: "CANCELLED", lastModified: new Date(cancelledAt).toISOString() }
      expect(yield* both).toEqual([[third], [third]])
    }).pipe(Effect.provide(MemoryAdapters.layer()))
  )
})
