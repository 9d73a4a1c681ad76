import { describe, expect, it } from "@effect/vitest"
import { Effect, Exit } from "effect"
import { TestClock } from "effect/testing"
import fc from "fast-check"
import * as MemoryAdapters from "../../adapters/memory/adapters.ts"
import { parseCalendar } from "../../tests/support/icalendar.ts"
import { UserRepo } from "../accounts/user-repo.ts"
import { calendarFeedStatus, concertCalendar, createCalendarFeed, feedCalendar, revokeCalendarFeed } from "./calendar.ts"
import { BASE_DAY, catalogueArb } from "./concert.arbitraries.ts"
import { ConcertRepo } from "./concert-repo.ts"
import { setInterest } from "./interests.ts"

const viewer = "00000000-0000-4000-8000-0000000003e8"
const noon = Date.parse(`${BASE_DAY}T12:00:00Z`)
const tokenOf = (url: string) => /\/api\/calendar\/([^/]+)\.ics$/.exec(url)![1]!

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
})
