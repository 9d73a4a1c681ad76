import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { isPlainText } from "../kernel/limits.ts"
import { DOORS_TIME_MESSAGE, MAX_ON_SALE_AT, MIN_ON_SALE_AT, START_TIME_MESSAGE, validateConcert } from "./concert-form.ts"

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

  it("times are HH:MM (24 hours), blank is none; each refused names its field (issue #31)", () => {
    expect(validateConcert({ ...good, startTime: "20:00", doorsTime: "7:30" })).toEqual({
      ok: true,
      draft: { ...good, description: null, imageUrl: null, startTime: "20:00", doorsTime: "07:30" }
    })
    expect(validateConcert({ ...good, startTime: " ", doorsTime: null })).toMatchObject({ ok: true, draft: { startTime: null, doorsTime: null } })
    expect(validateConcert({ ...good, startTime: "24:00", doorsTime: "8pm" })).toEqual({
      ok: false,
      issues: [
        { field: "startTime", message: "Start time must be HH:MM (24 hours)" },
        { field: "doorsTime", message: "Doors time must be HH:MM (24 hours)" }
      ]
    })
    expect(validateConcert({ ...good, startTime: "1".repeat(100_000) })).toMatchObject({ ok: false, issues: [{ field: "startTime" }] })
  })

  it("ticket links: at most 5, a known label, https only, within 2,000 characters, no control characters (issue #31)", () => {
    const link = { label: "Tickets", url: "https://tickets.example/wilco" } as const
    expect(
      validateConcert({ ...good, ticketLinks: [link, { label: "Sold out", url: " https://resale.example/x ", onSaleAt: 1_800_000_000_000 }] })
    ).toMatchObject({
      ok: true,
      draft: {
        ticketLinks: [
          { label: "Tickets", url: "https://tickets.example/wilco", onSaleAt: null },
          { label: "Sold out", url: "https://resale.example/x", onSaleAt: 1_800_000_000_000 }
        ]
      }
    })
    expect(validateConcert({ ...good, ticketLinks: Array.from({ length: 6 }, () => link) })).toEqual({
      ok: false,
      issues: [{ field: "ticketLinks", message: "At most 5 ticket links" }]
    })
    const refused = validateConcert({
      ...good,
      ticketLinks: [
        { label: "Free" as "Tickets", url: "https://a.example" },
        { label: "VIP", url: "http://a.example" },
        { label: "VIP", url: `https://a.example/${"x".repeat(2000)}` },
        { label: "VIP", url: "https://a.example/\u202e" },
        { label: "VIP", url: "https://a.example", onSaleAt: Number.NaN }
      ]
    })
    expect(refused).toEqual({
      ok: false,
      issues: [
        { field: "ticketLinks", message: "Ticket link 1: the label must be one of Tickets, Presale, VIP, Resale, Sold out" },
        { field: "ticketLinks", message: "Ticket link 2: the address must start with https://" },
        { field: "ticketLinks", message: "Ticket link 3: the address must be at most 2000 characters" },
        { field: "ticketLinks", message: "Ticket link 4: the address cannot contain spaces or control characters" },
        { field: "ticketLinks", message: "Ticket link 5: the on-sale time is not a valid time" }
      ]
    })
    expect(validateConcert({ ...good, ticketLinks: [] })).toMatchObject({ ok: true, draft: { ticketLinks: [] } })
  })
})

describe("the show's fields are measured before any rule reads them (issue #31)", () => {
  const good = { artist: "Wilco", venue: "Metro", city: "Chicago", date: "2026-12-05" }
  it("a time, a label or an address far past its cap is refused by its length alone", () => {
    expect(validateConcert({ ...good, startTime: `${" ".repeat(100_000)}20:00` })).toEqual({
      ok: false,
      issues: [{ field: "startTime", message: START_TIME_MESSAGE }]
    })
    expect(validateConcert({ ...good, doorsTime: "1".repeat(17) })).toEqual({ ok: false, issues: [{ field: "doorsTime", message: DOORS_TIME_MESSAGE }] })
    const hostile = validateConcert({
      ...good,
      ticketLinks: [
        { label: "x".repeat(100_000) as "Tickets", url: "https://a.example" },
        { label: "VIP", url: `https://a.example/${"a".repeat(1_000_000)}` }
      ]
    })
    expect(hostile).toEqual({
      ok: false,
      issues: [
        { field: "ticketLinks", message: "Ticket link 1: the label must be one of Tickets, Presale, VIP, Resale, Sold out" },
        { field: "ticketLinks", message: "Ticket link 2: the address must be at most 2000 characters" }
      ]
    })
  })

  it("an on-sale time is whole milliseconds from 2000 to 2100", () => {
    const at = (onSaleAt: number) => validateConcert({ ...good, ticketLinks: [{ label: "Presale", url: "https://a.example", onSaleAt }] }).ok
    expect([MIN_ON_SALE_AT, Date.UTC(2026, 11, 5, 10), MAX_ON_SALE_AT - 1].map(at)).toEqual([true, true, true])
    expect([MIN_ON_SALE_AT - 1, MAX_ON_SALE_AT, 1e300, -1e300, 1.5e12 + 0.5, Number.POSITIVE_INFINITY, Number.NaN].map(at)).toEqual(
      Array.from({ length: 7 }, () => false)
    )
  })
})
