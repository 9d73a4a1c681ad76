/** Generators of concerts for property tests. */
import fc from "fast-check"
import { Concert } from "./concert.ts"
import type { ConcertId } from "../kernel/ids.ts"
import { addDays, type LocalDate } from "../kernel/local-date.ts"

export const BASE_DAY = "2026-06-15" as LocalDate

export const localDateArb = (spanDays = 60): fc.Arbitrary<LocalDate> => fc.integer({ min: -spanDays, max: spanDays }).map((offset) => addDays(BASE_DAY, offset))

export const concertArb = (spanDays = 60): fc.Arbitrary<Concert> =>
  fc
    .record({
      id: fc.uuid({ version: 4 }),
      artist: fc.constantFrom("Wilco", "Mitski", "Khruangbin", "Fleet Foxes"),
      venue: fc.constantFrom("Metro", "Mohawk", "The Showbox"),
      city: fc.constantFrom("Austin", "Chicago", "Seattle"),
      date: localDateArb(spanDays),
      // Issue #31: most shows go ahead; some are cancelled or postponed, some have a time in their city's zone.
      status: fc.constantFrom("scheduled", "scheduled", "scheduled", "cancelled", "postponed"),
      startTime: fc.constantFrom(null, null, "20:00", "19:30")
    })
    .map(
      (c) =>
        new Concert({
          ...c,
          id: c.id as ConcertId,
          timeZone: c.startTime === null ? null : "Europe/Berlin",
          description: null,
          imageUrl: null,
          createdBy: null,
          createdAt: 1_750_000_000_000
        })
    )

/** Concerts with distinct ids and distinct (artist, venue, date), as the catalogue guarantees. */
export const catalogueArb = (maxLength = 30, minLength = 0): fc.Arbitrary<ReadonlyArray<Concert>> =>
  fc
    .uniqueArray(concertArb(), {
      minLength,
      maxLength,
      selector: (c) => `${c.artist.toLowerCase()}|${c.venue.toLowerCase()}|${c.date}`
    })
    .map((concerts) => [...new Map(concerts.map((c) => [c.id, c])).values()])
