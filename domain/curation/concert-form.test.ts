import { describe, expect, it } from "vitest"
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
})
