import { Option } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { localDateArb } from "../concerts/concert.arbitraries.ts"
import type { ConcertId } from "../kernel/ids.ts"
import type { LocalDate } from "../kernel/local-date.ts"
import { MAX_SCORE } from "./match.ts"
import { compareCodePoints, compareRanked, decodeSearchCursor, encodeSearchCursor, type SearchCursor } from "./ranking.ts"

const cursorArb: fc.Arbitrary<SearchCursor> = fc.record({
  score: fc.integer({ min: 0, max: MAX_SCORE }),
  date: localDateArb(3000),
  id: fc.uuid({ version: 4 }).map((id) => id as ConcertId)
})
const ID = "00000000-0000-4000-8000-000000000001"

describe("search ranking", () => {
  it("orders by score, best first, then soonest, then by id: a total order", () => {
    fc.assert(
      fc.property(cursorArb, cursorArb, cursorArb, (a, b, c) => {
        expect(Math.sign(compareRanked(a, b))).toBe(-Math.sign(compareRanked(b, a)))
        if (compareRanked(a, b) === 0) expect(a).toEqual(b)
        if (compareRanked(a, b) < 0 && compareRanked(b, c) < 0) expect(compareRanked(a, c)).toBeLessThan(0)
      })
    )
    const day = "2026-06-01" as LocalDate
    expect(compareRanked({ score: 2000, date: "2027-01-01" as LocalDate, id: ID as ConcertId }, { score: 1416, date: day, id: ID as ConcertId })).toBeLessThan(
      0
    )
  })

  it("orders spellings by code point, as PostgreSQL's C collation orders their UTF-8 bytes", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 6 }), fc.string({ unit: "grapheme", maxLength: 6 }), (a, b) => {
        expect(Math.sign(compareCodePoints(a, b))).toBe(Math.sign(Buffer.compare(Buffer.from(a), Buffer.from(b))))
      })
    )
    expect(compareCodePoints("\uffff", "😀")).toBeLessThan(0)
  })
})

describe("search cursor", () => {
  it("decodes to the position it was encoded from, and is URL-safe", () => {
    fc.assert(
      fc.property(cursorArb, (cursor) => {
        expect(decodeSearchCursor(encodeSearchCursor(cursor))).toEqual(Option.some(cursor))
        expect(encodeSearchCursor(cursor)).toMatch(/^[A-Za-z0-9_-]+$/)
      })
    )
  })

  it("anything else decodes to nothing rather than failing", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const decoded = decodeSearchCursor(text)
        expect(Option.isNone(decoded) || encodeSearchCursor(decoded.value) === text.replace(/=+$/, "")).toBe(true)
      })
    )
  })

  it("refuses a score out of range or spelt otherwise, an impossible day, an id that is no UUID, and extra parts", () => {
    const raw = (text: string) => decodeSearchCursor(btoa(text))
    for (const score of ["-1", String(MAX_SCORE + 1), "01", "1.5", "1e3", "", " 1"]) expect(raw(`${score}~2026-06-01~${ID}`), score).toEqual(Option.none())
    for (const date of ["2026-02-30", "0000-01-01", "10000-01-01", "2026-6-1"]) expect(raw(`300~${date}~${ID}`), date).toEqual(Option.none())
    for (const id of ["x", "00000000-0000-4000-8000-00000000000g", ""]) expect(raw(`300~2026-06-01~${id}`), id).toEqual(Option.none())
    expect(raw(`300~2026-06-01~${ID}~x`)).toEqual(Option.none())
    expect(raw(`2026-06-01~${ID}`)).toEqual(Option.none())
    expect(raw(`0~0100-01-01~${ID}`)).toEqual(Option.some({ score: 0, date: "0100-01-01", id: ID }))
    expect(raw(`${MAX_SCORE}~9999-12-31~${ID.toUpperCase()}`)).toEqual(Option.some({ score: MAX_SCORE, date: "9999-12-31", id: ID }))
  })
})
