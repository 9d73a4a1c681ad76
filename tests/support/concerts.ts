/** Test helpers for concerts: a catalogue dated around the real today (the API reads the real clock). */
import fc from "fast-check"
import { Concert } from "../../domain/concerts/concert.ts"
import { catalogueArb } from "../../domain/concerts/concert.arbitraries.ts"
import { ConcertRepo } from "../../domain/concerts/concert-repo.ts"
import type { ConcertId } from "../../domain/kernel/ids.ts"
import { localDateFromMillis } from "../../domain/kernel/local-date.ts"
import type { TestApp } from "./app.ts"

export const dayFromToday = (days: number) => localDateFromMillis(Date.now() + days * 86_400_000)

/** `size` concerts on consecutive days starting `firstDay` days from today, in date order. */
export const catalogueAroundToday = (size: number, firstDay: number, seed = 3): ReadonlyArray<Concert> =>
  fc.sample(catalogueArb(size, size), { numRuns: 1, seed })[0]!.map((c, i) => new Concert({ ...c, date: dayFromToday(firstDay + i) }))

export const insertConcerts = (t: TestApp, concerts: ReadonlyArray<Concert>) => t.runtime.runPromise(ConcertRepo.use((repo) => repo.insertMany(concerts)))

/** A concert named by the test, with an id of `idPrefix`'s series (eight hex digits) and a day counted from today. */
export const namedConcert = (idPrefix: string) => (n: number, artist: string, venue: string, city: string, days: number) =>
  new Concert({
    id: `${idPrefix}-0000-4000-8000-${n.toString(16).padStart(12, "0")}` as ConcertId,
    artist,
    venue,
    city,
    date: dayFromToday(days),
    description: null,
    imageUrl: null,
    createdBy: null,
    createdAt: 1_750_000_000_000
  })
