import { Option, Result } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { addDays, type LocalDate } from "../kernel/local-date.ts"
import { localDateArb } from "../concerts/concert.arbitraries.ts"
import {
  cleanPlanMessage,
  cleanPlanText,
  decodePlanMessageCursor,
  encodePlanMessageCursor,
  isRealMeetAt,
  meetAtAllowed,
  orderSuggestions,
  PLAN_SUGGESTIONS_LIMIT
} from "./rules.ts"

/** Strings of letters, spaces, line endings, controls and a bidirectional override. */
const textArb = fc.string({ maxLength: 40, unit: fc.constantFrom("a", "B", " ", "\n", "\r", "\t", "\u0007", "\u202e", "é", "\u0085") })

const pad = (n: number) => n.toString().padStart(2, "0")
const timeArb = fc.record({ h: fc.integer({ min: 0, max: 23 }), m: fc.integer({ min: 0, max: 59 }) }).map(({ h, m }) => `${pad(h)}:${pad(m)}`)

describe("when one may meet", () => {
  it("any real time on the concert's day or the day before, and no other day", () => {
    fc.assert(
      fc.property(localDateArb(), fc.integer({ min: -5, max: 5 }), timeArb, (concertDate, offset, time) => {
        const meetAt = `${addDays(concertDate, offset)}T${time}`
        expect(meetAtAllowed(meetAt, concertDate)).toBe(offset === 0 || offset === -1)
      })
    )
  })

  it("only real times: no hour 24, no minute 60, no February 30th, nothing but YYYY-MM-DDTHH:MM", () => {
    const concert = "2026-03-01" as LocalDate
    expect(meetAtAllowed("2026-02-28T23:59", concert)).toBe(true)
    expect(meetAtAllowed("2026-03-01T00:00", concert)).toBe(true)
    for (const bad of ["2026-03-01T24:00", "2026-03-01T12:60", "2026-02-30T12:00", "2026-03-01 12:00", "2026-03-01T12:00:00", "2026-03-01T1:00", ""]) {
      expect(meetAtAllowed(bad, concert)).toBe(false)
    }
    fc.assert(fc.property(fc.string({ maxLength: 20 }), (s) => !isRealMeetAt(s) || meetAtAllowed(s, s.slice(0, 10) as LocalDate)))
  })
})

describe("plan texts", () => {
  it("one-line texts are trimmed, blank or left out is none, control characters are refused naming the field", () => {
    expect(Result.getOrThrow(cleanPlanText("title", "  Tacos first  "))).toBe("Tacos first")
    for (const blank of [undefined, null, "", "   \t "]) expect(Result.getOrThrow(cleanPlanText("title", blank))).toBeNull()
    for (const bad of ["a\nb", "a\u0007b", "a\u202eb"]) {
      const cleaned = cleanPlanText("meetPlace", bad)
      expect(Result.isFailure(cleaned) && cleaned.failure).toMatchObject({ _tag: "InvalidPlanText", field: "meetPlace" })
    }
  })

  it("a cleaned text is itself clean, trimmed, never blank (property)", () => {
    fc.assert(
      fc.property(textArb, (s) => {
        const cleaned = cleanPlanText("note", s)
        if (Result.isSuccess(cleaned) && cleaned.success !== null) {
          expect(cleaned.success).toBe(cleaned.success.trim())
          expect(cleaned.success).not.toBe("")
          expect(Result.getOrThrow(cleanPlanText("note", cleaned.success))).toBe(cleaned.success)
        }
      })
    )
  })

  it("a message keeps its line breaks (any line ending becomes \\n), is trimmed, and refuses blank or other control characters", () => {
    expect(Result.getOrThrow(cleanPlanMessage("  see you\r\nat the door\rok \n"))).toBe("see you\nat the door\nok")
    for (const bad of ["", "  \n  ", "tab\there", "bell\u0007", "rtl\u202e"]) {
      const cleaned = cleanPlanMessage(bad)
      expect(Result.isFailure(cleaned) && cleaned.failure).toMatchObject({ _tag: "InvalidPlanText", field: "text" })
    }
    fc.assert(
      fc.property(textArb, (s) => {
        const cleaned = cleanPlanMessage(s)
        if (Result.isSuccess(cleaned)) {
          expect(cleaned.success.trim()).toBe(cleaned.success)
          expect(cleaned.success).not.toContain("\r")
          expect(cleaned.success.length).toBeLessThanOrEqual(s.length)
          expect(Result.getOrThrow(cleanPlanMessage(cleaned.success))).toBe(cleaned.success)
        }
      })
    )
  })
})

describe("the thread's cursor", () => {
  it("round-trips, and anything else is refused", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_000_000_000_000 }), fc.uuid(), (createdAt, id) => {
        expect(decodePlanMessageCursor(encodePlanMessageCursor({ createdAt, id }))).toEqual(Option.some({ createdAt, id }))
      })
    )
    for (const bad of ["", "!!", btoa("12~not-a-uuid"), btoa("x~00000000-0000-4000-8000-000000000001"), btoa("1~00000000-0000-4000-8000-000000000001~2")]) {
      expect(Option.isNone(decodePlanMessageCursor(bad))).toBe(true)
    }
  })
})

describe("the friends suggested", () => {
  it("tickets first, then interested, then the rest, each by name; at most the limit", () => {
    const friendArb = fc.record({
      userId: fc.uuid(),
      name: fc.constantFrom("Ann", "bea", "Cal", "Dee"),
      status: fc.constantFrom(null, "interested" as const, "have_tickets" as const)
    })
    fc.assert(
      fc.property(fc.array(friendArb, { maxLength: 30 }), (friends) => {
        const ordered = orderSuggestions(friends)
        expect(ordered).toHaveLength(Math.min(friends.length, PLAN_SUGGESTIONS_LIMIT))
        const rank = (s: (typeof friends)[number]["status"]) => (s === "have_tickets" ? 0 : s === "interested" ? 1 : 2)
        for (let i = 1; i < ordered.length; i++) {
          const [a, b] = [ordered[i - 1]!, ordered[i]!]
          expect(rank(a.status) < rank(b.status) || (rank(a.status) === rank(b.status) && a.name.localeCompare(b.name, "en") <= 0)).toBe(true)
        }
      })
    )
  })
})
