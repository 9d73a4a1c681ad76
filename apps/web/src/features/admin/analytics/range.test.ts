import { describe, expect, it } from "vitest"
import { customRangeIssues, daysInRange, localToday, presetRange, rangeFromParams, rangeParams } from "./range.ts"

describe("analytics date range", () => {
  it("counts the presets back from today, today included", () => {
    expect(presetRange("4w", "2026-12-06")).toEqual({ preset: "4w", from: "2026-11-09", to: "2026-12-06" })
    expect(daysInRange("2026-11-09", "2026-12-06")).toBe(28)
    expect(presetRange("12w", "2026-12-06")).toEqual({ preset: "12w", from: "2026-09-14", to: "2026-12-06" })
    expect(daysInRange("2026-09-14", "2026-12-06")).toBe(84)
    expect(presetRange("12m", "2026-12-06")).toEqual({ preset: "12m", from: "2025-12-07", to: "2026-12-06" })
    expect(presetRange("12m", "2028-02-29")).toEqual({ preset: "12m", from: "2027-03-01", to: "2028-02-29" })
  })

  it("reads a preset or a custom range from the address, and the default otherwise", () => {
    const today = "2026-12-06"
    expect(rangeFromParams(new URLSearchParams("range=12m"), today)).toEqual(presetRange("12m", today))
    expect(rangeFromParams(new URLSearchParams(""), today)).toEqual(presetRange("12w", today))
    expect(rangeFromParams(new URLSearchParams("range=nonsense"), today)).toEqual(presetRange("12w", today))
    expect(rangeFromParams(new URLSearchParams("range=custom&from=2026-09-01&to=2026-11-30"), today)).toEqual({
      preset: "custom",
      from: "2026-09-01",
      to: "2026-11-30"
    })
    // Real days the other way round go to the server, whose message shows.
    expect(rangeFromParams(new URLSearchParams("range=custom&from=2026-11-30&to=2026-09-01"), today).preset).toBe("custom")
    expect(rangeFromParams(new URLSearchParams("range=custom&from=2026-02-30&to=2026-11-30"), today)).toEqual(presetRange("12w", today))
  })

  it("writes the preset alone, or both days of a custom range, and reads back what it wrote", () => {
    const today = "2026-12-06"
    for (const range of [presetRange("4w", today), presetRange("12m", today), { preset: "custom" as const, from: "2026-01-05", to: "2026-03-01" }]) {
      expect(rangeFromParams(rangeParams(range), today)).toEqual(range)
    }
    expect(rangeParams(presetRange("12m", today)).toString()).toBe("range=12m")
  })

  it("refuses a custom range that is not two days in order and at most 400 days long", () => {
    expect(customRangeIssues("2026-09-01", "2026-11-30")).toEqual({})
    expect(customRangeIssues("2026-09-01", "2026-09-01")).toEqual({})
    expect(customRangeIssues("", "2026-11-30")).toEqual({ from: "Enter the first day of the range" })
    expect(customRangeIssues("2026-11-30", "2026-09-01")).toEqual({ to: "The last day must be on or after the first day" })
    expect(customRangeIssues("2025-01-01", "2026-02-05")).toEqual({ to: "A range may span at most 400 days" })
    expect(customRangeIssues("2025-01-01", "2026-02-04")).toEqual({})
  })

  it("reads today in the browser's calendar", () => {
    expect(localToday(new Date(2026, 0, 5, 23, 30))).toBe("2026-01-05")
  })
})
