import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { writtenDayArb } from "./curation.arbitraries.ts"
import { expandYear, parseImportDate, TWO_DIGIT_YEAR_CUTOFF } from "./csv-date.ts"

describe("CSV dates", () => {
  it("every day written in any of the five formats reads back as that day", () => {
    fc.assert(fc.property(writtenDayArb, ({ text, day }) => parseImportDate(text) === day))
  })

  it("a two-digit year under 50 is in the 2000s, from 50 on in the 1900s", () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 99 }), (yy) => expandYear(yy) === (yy < TWO_DIGIT_YEAR_CUTOFF ? 2000 + yy : 1900 + yy)))
    expect(parseImportDate("12/5/49")).toBe("2049-12-05")
    expect(parseImportDate("12/5/50")).toBe("1950-12-05")
    expect(parseImportDate("3-7-25")).toBe("2025-03-07")
  })

  it("reading a date never throws, and anything read is a real day", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const day = parseImportDate(text)
        return day === null || /^\d{4}-\d{2}-\d{2}$/.test(day)
      })
    )
  })

  it("impossible days and other formats are refused", () => {
    for (const text of ["2025-02-30", "13/1/2025", "2025/01/02", "Jan 5 2025", "1/2/025", "", "2025-1-2x"]) {
      expect(parseImportDate(text), text).toBeNull()
    }
    expect(parseImportDate(" 2025-1-2 ")).toBe("2025-01-02")
  })
})
