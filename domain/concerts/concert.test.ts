/** Laws of the concert label: Upcoming exactly while the concert's day has not begun. */
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { concertLabel } from "./concert.ts"
import { BASE_DAY, localDateArb } from "./concert.arbitraries.ts"
import { addDays, type LocalDate, localDateFromMillis } from "../kernel/local-date.ts"

const dayStart = (date: LocalDate) => Date.parse(`${date}T00:00:00Z`)
/** Any instant around BASE_DAY, often a millisecond either side of a midnight. */
const nowArb = fc.oneof(
  fc.integer({ min: dayStart(addDays(BASE_DAY, -90)), max: dayStart(addDays(BASE_DAY, 90)) }),
  fc.tuple(localDateArb(), fc.constantFrom(-1, 0, 1)).map(([date, shift]) => dayStart(date) + shift)
)

describe("the concert label (spec §4: Upcoming if the date is after now, else Past)", () => {
  it("a concert is Upcoming exactly when its day begins after now", () => {
    fc.assert(
      fc.property(localDateArb(), nowArb, (date, now) => {
        expect(concertLabel(date, localDateFromMillis(now))).toBe(dayStart(date) > now ? "Upcoming" : "Past")
      })
    )
  })

  it("a concert dated today is Upcoming until its day begins, then Past", () => {
    const day = "2026-11-24" as LocalDate
    expect(concertLabel(day, localDateFromMillis(dayStart(day) - 1))).toBe("Upcoming")
    expect(concertLabel(day, localDateFromMillis(dayStart(day)))).toBe("Past")
    expect(concertLabel(day, localDateFromMillis(dayStart(day) + 20 * 3_600_000))).toBe("Past")
  })
})
