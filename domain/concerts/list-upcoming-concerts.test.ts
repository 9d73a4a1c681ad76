import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import { TestClock } from "effect/testing"
import fc from "fast-check"
import * as MemoryAdapters from "../../adapters/memory/adapters.ts"
import { BASE_DAY, catalogueArb } from "./concert.arbitraries.ts"
import { ConcertRepo } from "./concert-repo.ts"
import { listUpcomingConcerts } from "./list-upcoming-concerts.ts"

const noonOf = (day: string) => Date.parse(`${day}T12:00:00Z`)

describe("listUpcomingConcerts", () => {
  it.effect("following next cursors visits every concert from today on exactly once, in date order", () =>
    Effect.gen(function* () {
      const mixed = catalogueArb(40, 20).filter((c) => c.some((x) => x.date < BASE_DAY))
      const catalogue = fc.sample(mixed, { numRuns: 1, seed: 42 })[0]!
      yield* TestClock.setTime(noonOf(BASE_DAY))
      yield* (yield* ConcertRepo).insertMany(catalogue)
      const seen: Array<string> = []
      let page = yield* listUpcomingConcerts({ limit: 7 })
      seen.push(...page.concerts.map((c) => c.id))
      while (page.next) {
        page = yield* listUpcomingConcerts({ limit: 7, after: page.next })
        seen.push(...page.concerts.map((c) => c.id))
      }
      const expected = catalogue.filter((c) => c.date >= BASE_DAY).sort((a, b) => (a.date === b.date ? (a.id < b.id ? -1 : 1) : a.date < b.date ? -1 : 1))
      expect(seen).toEqual(expected.map((c) => c.id))
      expect(seen.length).toBeLessThan(catalogue.length)
    }).pipe(Effect.provide(MemoryAdapters.layer()))
  )

  it.effect("a concert today is still upcoming; yesterday's is not", () =>
    Effect.gen(function* () {
      const [a, b] = fc.sample(catalogueArb(10, 2), { numRuns: 1, seed: 7 })[0]!
      yield* (yield* ConcertRepo).insertMany([a!, b!])
      yield* TestClock.setTime(noonOf(a!.date))
      const page = yield* listUpcomingConcerts()
      expect(page.concerts.map((c) => c.id)).toContain(a!.id)
      yield* TestClock.setTime(noonOf(a!.date) + 86_400_000)
      expect((yield* listUpcomingConcerts()).concerts.map((c) => c.id)).not.toContain(a!.id)
    }).pipe(Effect.provide(MemoryAdapters.layer()))
  )
})
