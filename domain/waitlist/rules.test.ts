import { Result } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { checkDisplayName } from "../accounts/display-name.ts"
import { CONTROL_CHARACTERS } from "../kernel/limits.ts"
import { listingText, waitlistTextMessages } from "./rules.ts"

/** Text with control, bidirectional and separator characters among ordinary ones. */
const mixed = fc.string({
  unit: fc.oneof(fc.constantFrom("a", " ", "\n", "\r", "\t", "\u202e", "\u2066", "\u200f", "\u2028", "\u0085", "\u007f"), fc.string({ maxLength: 1 })),
  maxLength: 12
})

describe("waitlist text (issue #29)", () => {
  it("a city is refused exactly when a display name would be: any control, line break or bidirectional character", () => {
    fc.assert(
      fc.property(mixed, (city) => {
        const stored = listingText("city", city)
        const trimmed = city.trim()
        if (trimmed === "") expect(Result.getOrThrow(stored)).toBeNull()
        else expect(Result.isFailure(stored)).toBe(Result.isFailure(checkDisplayName(trimmed)))
      })
    )
  })

  it("a note keeps its line breaks (as \\n) and refuses every other control character; what is stored holds none of them", () => {
    fc.assert(
      fc.property(mixed, (note) => {
        const stored = listingText("note", note)
        const lines = note.replaceAll("\r\n", "\n").replaceAll("\r", "\n").trim()
        expect(Result.isFailure(stored)).toBe(lines !== "" && CONTROL_CHARACTERS.test(lines.replaceAll("\n", "")))
        if (Result.isSuccess(stored) && stored.success !== null) expect(stored.success.replaceAll("\n", "")).not.toMatch(CONTROL_CHARACTERS)
      })
    )
  })

  it("a refusal names its field with the message the join form shows", () => {
    expect(Result.isFailure(listingText("city", "Berlin\u202egnirts"))).toBe(true)
    const city = listingText("city", "Ber\nlin")
    const note = listingText("note", "hello\u202e")
    expect(Result.isFailure(city) && city.failure).toMatchObject({
      _tag: "InvalidWaitlistText",
      field: "city",
      issues: [{ field: "city", message: waitlistTextMessages.city }]
    })
    expect(Result.isFailure(note) && note.failure).toMatchObject({ field: "note", issues: [{ field: "note", message: waitlistTextMessages.note }] })
    expect(Result.getOrThrow(listingText("note", " Jazz\r\nand folk "))).toBe("Jazz\nand folk")
  })
})
