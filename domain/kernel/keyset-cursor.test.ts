import { Option } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { decodeTimeAndId, encodeTimeAndId, LATEST_CURSOR_TIME } from "./keyset-cursor.ts"

const uuid = fc.uuid({ version: 4 })
const cursorText = (at: string, id: string) => btoa(`${at}~${id}`)

describe("keyset cursor (time and id)", () => {
  it("a cursor decodes to the time and id it was encoded from, for every time from 1970 to the end of year 9999", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: LATEST_CURSOR_TIME }), uuid, (at, id) => {
        expect(decodeTimeAndId(encodeTimeAndId(at, id))).toEqual(Option.some({ at, id }))
      })
    )
    expect(new Date(LATEST_CURSOR_TIME).toISOString()).toBe("9999-12-31T23:59:59.999Z")
  })

  it("a well-formed cursor past year 9999 decodes to nothing, up to the largest time of its digits", () => {
    fc.assert(
      fc.property(fc.integer({ min: LATEST_CURSOR_TIME + 1, max: 999_999_999_999_999 }), uuid, (at, id) =>
        Option.isNone(decodeTimeAndId(encodeTimeAndId(at, id)))
      )
    )
  })

  it("a negative, fractional, exponent or 16-digit time decodes to nothing", () => {
    for (const at of ["-1", "-0", "1.5", "1e3", "+1", "", "0x10", "1000000000000000", "8640000000000000"]) {
      expect(decodeTimeAndId(cursorText(at, "00000000-0000-4000-8000-000000000000")), at).toEqual(Option.none())
    }
  })

  it("every time a cursor decodes to is one PostgreSQL reads: an ISO instant with a four-digit year", () => {
    const near = fc.string({ unit: fc.constantFrom(..."0123456789~-+.e"), maxLength: 20 })
    fc.assert(
      fc.property(fc.oneof(fc.stringMatching(/^\d{1,16}$/), near), fc.oneof(uuid, near), (at, id) => {
        const decoded = decodeTimeAndId(cursorText(at, id))
        return Option.isNone(decoded) || /^\d{4}-/.test(new Date(decoded.value.at).toISOString())
      })
    )
  })

  it("any text decodes to nothing or to a position that encodes back to itself, never failing", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const decoded = decodeTimeAndId(text)
        return Option.isNone(decoded) || decodeTimeAndId(encodeTimeAndId(decoded.value.at, decoded.value.id)).pipe(Option.getOrThrow).at === decoded.value.at
      })
    )
    for (const text of ["", "zzz", cursorText("12", "not-a-uuid"), cursorText("12~00000000-0000-4000-8000-000000000000", "x")]) {
      expect(decodeTimeAndId(text), text).toEqual(Option.none())
    }
  })
})
