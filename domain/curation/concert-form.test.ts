import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { isPlainText } from "../kernel/limits.ts"
import { validateConcert } from "./concert-form.ts"

const blank = { artist: " ", venue: "", city: "", date: "" }

describe("the concert form", () => {
  it("names every missing field with the admin form's messages", () => {
    expect(validateConcert(blank)).toEqual({
      ok: false,
      issues: [
        { field: "artist", message: "Artist name is required" },
        { field: "venue", message: "Venue is required" },
        { field: "city", message: "City is required" },
        { field: "date", message: "Date is required" }
      ]
    })
  })

  it("the suggest form says Artist is required", () => {
    const result = validateConcert(blank, "suggest")
    expect(!result.ok && result.issues[0]).toEqual({ field: "artist", message: "Artist is required" })
  })

  it("an image URL must be a web address or empty; text is trimmed and blanks become null", () => {
    const good = { artist: " Wilco ", venue: "Metro", city: "Chicago", date: "2026-06-01" }
    expect(validateConcert({ ...good, imageUrl: "not a url" })).toEqual({
      ok: false,
      issues: [{ field: "imageUrl", message: "Please enter a valid URL" }]
    })
    expect(validateConcert({ ...good, imageUrl: "javascript:alert(1)" }).ok).toBe(false)
    expect(validateConcert({ ...good, description: "  ", imageUrl: "" })).toEqual({
      ok: true,
      draft: { artist: "Wilco", venue: "Metro", city: "Chicago", date: "2026-06-01", description: null, imageUrl: null }
    })
  })

  const good = { artist: "Wilco", venue: "Metro", city: "Chicago", date: "2026-06-01" }
  /** Strings of letters, spaces, line endings, controls and bidi marks. */
  const textArb = fc.string({ maxLength: 30, unit: fc.constantFrom("a", "B", " ", "é", "\n", "\r", "\t", "\u0007", "\u0085", "\u202e", "\u2028", "\u200f") })

  it("an artist, a venue or a city is accepted exactly when it is one line of plain text, and is refused naming its field", () => {
    fc.assert(
      fc.property(fc.constantFrom("artist", "venue", "city"), textArb, (field, text) => {
        const result = validateConcert({ ...good, [field]: text })
        const stored = text.trim()
        if (stored === "" || isPlainText(stored)) return result.ok === (stored !== "")
        const label = { artist: "Artist", venue: "Venue", city: "City" }[field]
        expect(result).toEqual({ ok: false, issues: [{ field, message: `${label} cannot contain control characters` }] })
      })
    )
  })

  it("a description keeps its line breaks, stored as line feeds, and is refused with any other control character", () => {
    fc.assert(
      fc.property(textArb, (text) => {
        const result = validateConcert({ ...good, description: text })
        const stored = text.replace(/\r\n?/g, "\n").trim()
        if (!isPlainText(stored, "lines")) return !result.ok && result.issues[0]?.message === "Description cannot contain control characters"
        return result.ok && result.draft.description === (stored === "" ? null : stored)
      })
    )
  })
})
