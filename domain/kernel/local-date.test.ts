import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { addDays, isRealDay, type LocalDate, localDateFromMillis } from "./local-date.ts"

const dayArb = fc.date({ min: new Date("1950-01-01"), max: new Date("2100-12-31"), noInvalidDate: true }).map((d) => localDateFromMillis(d.getTime()))

describe("LocalDate", () => {
  it("every day formatted from an instant is a real day", () => {
    fc.assert(fc.property(dayArb, (day) => isRealDay(day)))
  })

  it("adding n days and then -n days gives the same day back", () => {
    fc.assert(fc.property(dayArb, fc.integer({ min: -5000, max: 5000 }), (day, n) => addDays(addDays(day, n), -n) === day))
  })

  it("adding a positive number of days gives a later day in string order", () => {
    fc.assert(fc.property(dayArb, fc.integer({ min: 1, max: 5000 }), (day, n) => addDays(day, n) > day))
  })

  it("refuses impossible and malformed days", () => {
    for (const bad of ["2025-02-30", "2025-13-01", "2025-00-10", "2025-1-01", "20250101", "", "2024-02-30"]) {
      expect(isRealDay(bad), bad).toBe(false)
    }
    expect(isRealDay("2024-02-29")).toBe(true)
    expect(addDays("2024-02-28" as LocalDate, 1)).toBe("2024-02-29")
  })
})
