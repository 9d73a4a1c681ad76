import { Option } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import type { ConcertId } from "../kernel/ids.ts"
import type { LocalDate } from "../kernel/local-date.ts"
import { localDateArb } from "./concert.arbitraries.ts"
import { decodeCursor, encodeCursor } from "./cursor.ts"

describe("concert cursor", () => {
  it("a cursor decodes to the position it was encoded from", () => {
    fc.assert(
      fc.property(localDateArb(3000), fc.uuid({ version: 4 }), (date, id) => {
        const cursor = { date, id: id as ConcertId }
        expect(decodeCursor(encodeCursor(cursor))).toEqual(Option.some(cursor))
      })
    )
  })

  it("a cursor is URL-safe", () => {
    fc.assert(fc.property(localDateArb(3000), fc.uuid({ version: 4 }), (date, id) => /^[A-Za-z0-9_-]+$/.test(encodeCursor({ date, id: id as ConcertId }))))
  })

  it("anything else decodes to nothing rather than failing", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const decoded = decodeCursor(text)
        return Option.isNone(decoded) || encodeCursor(decoded.value) === text.replace(/=+$/, "")
      })
    )
    expect(Option.isNone(decodeCursor("zzz"))).toBe(true)
    expect(Option.isNone(decodeCursor(btoa("2026-02-30~00000000-0000-4000-8000-000000000001")))).toBe(true)
  })

  it("only days PostgreSQL holds decode: none in year 0, before it, or after year 9999", () => {
    const id = "00000000-0000-4000-8000-000000000001" as ConcertId
    for (const date of ["0000-01-01", "0000-12-31", "-0001-01-01", "+010000-01-01", "10000-01-01", "275760-09-13"]) {
      expect(decodeCursor(btoa(`${date}~${id}`)), date).toEqual(Option.none())
    }
    for (const date of ["0100-01-01", "9999-12-31"] as Array<LocalDate>) {
      expect(decodeCursor(encodeCursor({ date, id }))).toEqual(Option.some({ date, id }))
    }
  })
})
