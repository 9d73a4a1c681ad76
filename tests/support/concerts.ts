/** Test helpers for concerts: a catalogue dated around the real today (the API reads the real clock). */
import fc from "fast-check"
import { Concert } from "../../domain/concerts/concert.ts"
import { catalogueArb } from "../../domain/concerts/concert.arbitraries.ts"
import { ConcertRepo } from "../../domain/concerts/concert-repo.ts"
import { localDateFromMillis } from "../../domain/kernel/local-date.ts"
import type { TestApp } from "./app.ts"

export const dayFromToday = (days: number) => localDateFromMillis(Date.now() + days * 86_400_000)

/** `size` concerts on consecutive days starting `firstDay` days from today, in date order. */
export const catalogueAroundToday = (size: number, firstDay: number, seed = 3): ReadonlyArray<Concert> =>
  fc.sample(catalogueArb(size, size), { numRuns: 1, seed })[0]!.map((c, i) => new Concert({ ...c, date: dayFromToday(firstDay + i) }))

export const insertConcerts = (t: TestApp, concerts: ReadonlyArray<Concert>) => t.runtime.runPromise(ConcertRepo.use((repo) => repo.insertMany(concerts)))
