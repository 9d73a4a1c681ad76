import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { columnsOfHeader, fieldOfHeader, HEADER_ALIASES, headerlessColumns } from "./csv-columns.ts"
import { classifyRows, firstOfFile, readRow } from "./csv-rows.ts"

const caseShuffled = (text: string) =>
  fc
    .array(fc.boolean(), { minLength: text.length, maxLength: text.length })
    .map((flags) => [...text].map((ch, i) => (flags[i] ? ch.toUpperCase() : ch)).join(""))

describe("CSV columns", () => {
  it("every alias names its field in any letter case", () => {
    for (const [field, aliases] of Object.entries(HEADER_ALIASES)) {
      for (const alias of aliases) fc.assert(fc.property(caseShuffled(alias), (written) => fieldOfHeader(written) === field))
    }
  })

  it("a header maps fields to their columns and ignores unknown ones; a data row is no header", () => {
    expect(columnsOfHeader(["Band", "Show Date", "extra", "TOWN", "Theatre", "Photo"])).toEqual({ artist: 0, date: 1, city: 3, venue: 4, imageUrl: 5 })
    expect(columnsOfHeader(["Wilco", "Metro", "Chicago", "2026-06-01"])).toBeNull()
    expect(headerlessColumns).toEqual({ artist: 0, venue: 1, city: 2, date: 3, description: 4, imageUrl: 5 })
  })
})

describe("CSV rows", () => {
  it("a row missing fields is invalid with every message, on its line", () => {
    expect(readRow({ line: 7, cells: ["", "Metro", "", "2026-13-01"] }, headerlessColumns)).toEqual({
      line: 7,
      ok: false,
      message: "Artist is required; City is required; Date must be in YYYY-MM-DD, MM/D/YY, or MM/D/YYYY format"
    })
  })

  it("a row whose texts hold control characters is invalid with each field's message (issue #35)", () => {
    const forged = "Wilco\r\n\r\n-- Soundcheck Security --\r\nYour account is locked. Unlock: https://evil.example\r\n\r\n\u202egnp.exe"
    expect(readRow({ line: 3, cells: [forged, "Metro", "Chi\u2066cago", "2026-06-01", "Doors\u0085at 7"] }, headerlessColumns)).toEqual({
      line: 3,
      ok: false,
      message: "Artist cannot contain control characters; City cannot contain control characters; Description cannot contain control characters"
    })
  })

  it("a row repeating the catalogue or an earlier valid row is a duplicate; the first one stays valid", () => {
    const rows = [
      ["Wilco", "Metro", "Chicago", "6/1/26"],
      ["WILCO", "metro", "Chicago", "2026-06-01"],
      ["Mitski", "The Showbox", "Seattle", "2026-07-01"],
      ["", "x", "y", "2026-07-01"],
      ["mitski", "the showbox", "Seattle", "07-1-2026"]
    ].map((cells, i) => readRow({ line: i + 2, cells }, headerlessColumns))
    const catalogue = new Set(["mitski\u0000the showbox\u00002026-07-01"])
    // Only the first row of each identity new to the file is looked up in (or offered to) the catalogue.
    expect(firstOfFile(rows, new Set()).map((d) => d.artist)).toEqual(["Wilco", "Mitski"])
    expect(firstOfFile(rows, new Set(["wilco\u0000metro\u00002026-06-01"])).map((d) => d.artist)).toEqual(["Mitski"])
    expect(classifyRows(rows, catalogue, new Set()).map((r) => [r.line, r.status, r.message])).toEqual([
      [2, "valid", null],
      [3, "duplicate", "Concert already exists"],
      [4, "duplicate", "Concert already exists"],
      [5, "invalid", "Artist is required"],
      [6, "duplicate", "Concert already exists"]
    ])
  })
})

describe("CSV rows over the caps", () => {
  it("a cell longer than its field's cap makes the row invalid with a clear message, before any other rule reads it", () => {
    const longArtist = "A".repeat(201)
    const longDescription = " ".repeat(10) + "d".repeat(2001)
    expect(readRow({ line: 3, cells: [longArtist, "Metro", "Chicago", "2026-06-01", longDescription] }, headerlessColumns)).toEqual({
      line: 3,
      ok: false,
      message: "Artist must be at most 200 characters; Description must be at most 2000 characters"
    })
    expect(readRow({ line: 4, cells: ["Wilco", "Metro", "Chicago", "2026-06-01", "d".repeat(2000)] }, headerlessColumns).ok).toBe(true)
    expect(readRow({ line: 5, cells: ["Wilco", "Metro", "C".repeat(101), "1".repeat(33)] }, headerlessColumns)).toMatchObject({
      ok: false,
      message: "City must be at most 100 characters; Date must be at most 32 characters"
    })
  })
})

describe("CSV rows with issue #31's columns", () => {
  const header = columnsOfHeader(["Artist", "Venue", "City", "Date", "URL", "Status", "Time", "Doors", "Tickets", "Ticket label"])!

  it("reads the status, times and one ticket link; url stays the image's", () => {
    expect(header).toMatchObject({ imageUrl: 4, status: 5, startTime: 6, doorsTime: 7, ticketUrl: 8, ticketLabel: 9 })
    const row = readRow(
      { line: 2, cells: ["Wilco", "Metro", "Chicago", "2026-06-01", "", "Cancelled", "20:00", "19:00", "https://t.example/1", "Presale"] },
      header
    )
    expect(row).toMatchObject({
      ok: true,
      draft: { status: "cancelled", startTime: "20:00", doorsTime: "19:00", ticketLinks: [{ label: "Presale", url: "https://t.example/1", onSaleAt: null }] }
    })
    const plain = readRow({ line: 3, cells: ["Wilco", "Metro", "Chicago", "2026-06-02", "", "", "", "", "https://t.example/2", ""] }, header)
    expect(plain).toMatchObject({ ok: true, draft: { startTime: null, doorsTime: null, ticketLinks: [{ label: "Tickets" }] } })
    expect(plain.ok && "status" in plain.draft).toBe(false)
  })

  it("refuses rescheduled and moved (they need the earlier date or venue), unknown statuses, bad times and links, each with its message", () => {
    const row = (cells: Array<string>) => readRow({ line: 4, cells: ["Wilco", "Metro", "Chicago", "2026-06-01", "", ...cells] }, header)
    expect(row(["Rescheduled"])).toEqual({
      line: 4,
      ok: false,
      message: "Status rescheduled cannot be imported (it needs the earlier date): import the concert, then set its status"
    })
    expect(row(["moved"])).toMatchObject({ ok: false, message: expect.stringContaining("needs the earlier venue") })
    expect(row(["sold out"])).toMatchObject({ ok: false, message: "Status must be scheduled, cancelled or postponed" })
    expect(row(["", "8pm", "", "http://t.example"])).toMatchObject({
      ok: false,
      message: "Start time must be HH:MM (24 hours); Ticket link 1: the address must start with https://"
    })
  })

  it("a file without the columns reads as before", () => {
    const old = columnsOfHeader(["Artist", "Venue", "City", "Date", "URL"])!
    expect(readRow({ line: 2, cells: ["Wilco", "Metro", "Chicago", "2026-06-01", "https://img.example/a.jpg"] }, old)).toEqual({
      line: 2,
      ok: true,
      draft: { artist: "Wilco", venue: "Metro", city: "Chicago", date: "2026-06-01", description: null, imageUrl: "https://img.example/a.jpg" },
      identity: "wilco\u0000metro\u00002026-06-01"
    })
  })
})
