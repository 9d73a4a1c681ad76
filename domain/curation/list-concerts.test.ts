/** The admin's Upcoming / Past label and upcoming count around midnight UTC, through the use cases. */
import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import { TestClock } from "effect/testing"
import fc from "fast-check"
import * as MemoryAdapters from "../../adapters/memory/adapters.ts"
import { Concert } from "../concerts/concert.ts"
import { BASE_DAY, concertArb } from "../concerts/concert.arbitraries.ts"
import { ConcertRepo } from "../concerts/concert-repo.ts"
import type { ConcertId } from "../kernel/ids.ts"
import { addDays } from "../kernel/local-date.ts"
import { adminStats, listConcerts } from "./list-concerts.ts"
import { toAdminConcertDto } from "./to-dto.ts"

const dayStart = Date.parse(`${BASE_DAY}T00:00:00Z`)

/** The admin's view at one instant: each concert's label (by artist, "day <offset from BASE_DAY>") and the upcoming count. */
const adminView = (now: number) =>
  Effect.gen(function* () {
    yield* TestClock.setTime(now)
    const page = yield* listConcerts({ includePast: true, limit: 100 })
    const labels = Object.fromEntries(page.concerts.map((c) => [c.artist, toAdminConcertDto(c, page.today).timing]))
    return { labels, upcoming: (yield* adminStats).upcomingConcerts }
  })

describe("Upcoming and Past in the admin area, on a fixed clock", () => {
  it.effect("a concert dated today is Upcoming until its day begins (00:00 UTC), then Past, in the table and the count", () =>
    Effect.gen(function* () {
      const [base] = fc.sample(concertArb(), { numRuns: 1, seed: 3 })
      const offsets = [-1, 0, 1, 30, 31]
      yield* (yield* ConcertRepo).insertMany(
        offsets.map(
          (offset, i) =>
            new Concert({
              ...base!,
              id: `00000000-0000-4000-8000-00000000000${i}` as ConcertId,
              artist: `day ${offset}`,
              date: addDays(BASE_DAY, offset)
            })
        )
      )

      const eve = yield* adminView(dayStart - 1)
      expect(eve.labels).toEqual({ "day -1": "Past", "day 0": "Upcoming", "day 1": "Upcoming", "day 30": "Upcoming", "day 31": "Upcoming" })
      expect(eve.upcoming).toBe(2) // days 0 and 1; day 30 is 31 days after the eve

      for (const now of [dayStart, dayStart + 20 * 3_600_000]) {
        const today = yield* adminView(now)
        expect(today.labels).toEqual({ "day -1": "Past", "day 0": "Past", "day 1": "Upcoming", "day 30": "Upcoming", "day 31": "Upcoming" })
        expect(today.upcoming).toBe(2) // days 1 and 30; day 0 has begun
      }
    }).pipe(Effect.provide(MemoryAdapters.layer()))
  )
})
