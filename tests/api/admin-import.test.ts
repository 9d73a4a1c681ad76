/** CSV import over HTTP on PostgreSQL: a messy file previewed, then imported; refusals; nothing written on failure. */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { AuditLog } from "../../domain/audit/audit-log.ts"
import type { Browser } from "../support/browser.ts"
import { postgresApp, type TestApp } from "../support/app.ts"
import { errorOf, signedInAdmin } from "../support/accounts.ts"

// A byte-order mark, aliases in mixed case, every date format, quotes, a comma and a line break inside
// fields, a duplicate of the catalogue, a duplicate of an earlier row, and bad rows.
const messy = [
  "\uFEFFBand,Location,TOWN,Show Date,Notes,Photo",
  "Wilco,Metro,Chicago,2026-12-24,,",
  '"Crosby, Stills & Nash","The ""Big"" Hall",Austin,12/5/26,"Two lines:',
  'first, then second",https://example.com/csn.jpg',
  "Mitski,The Showbox,Seattle,7-1-2027,,",
  "MITSKI,the showbox,Seattle,07/01/2027,,",
  "Khruangbin,Mohawk,Austin,03-15-49,,",
  ",Mohawk,Austin,2026-01-01,,",
  "Fleet Foxes,Paramount,Seattle,2026-02-30,,",
  "Big Thief,Thalia Hall,Chicago,3/9/26,,not a url",
  "",
  "Japanese Breakfast,Metro,Chicago,1/2/99,,"
].join("\r\n")

const csv = (b: Browser, path: string, body: string, filename = "concerts.csv") =>
  b.send("POST", `${path}?filename=${encodeURIComponent(filename)}`, body, { "content-type": "text/csv" })

describe("CSV import over HTTP (postgres)", () => {
  let t: TestApp
  let admin: Browser
  beforeAll(async () => {
    t = await postgresApp()
    admin = await signedInAdmin(t, "importer@example.com")
    const existing = await admin.send("POST", "/api/admin/concerts", { artist: "wilco", venue: "METRO", city: "Chicago", date: "2026-12-24" })
    expect(existing.statusCode).toBe(201)
  })
  afterAll(() => t.close())

  const count = async () => ((await admin.get("/api/admin/stats")).json() as { totalConcerts: number }).totalConcerts

  it("the preview classifies every row with its line number and writes nothing", async () => {
    const res = await csv(admin, "/api/admin/concerts/import/preview", messy)
    expect(res.statusCode, res.body).toBe(200)
    const report = res.json()
    expect(report).toMatchObject({ valid: 4, duplicate: 2, invalid: 3, imported: 0 })
    expect(report.rows).toEqual([
      { line: 2, status: "duplicate", message: "Concert already exists" },
      { line: 6, status: "duplicate", message: "Concert already exists" },
      { line: 8, status: "invalid", message: "Artist is required" },
      { line: 9, status: "invalid", message: "Date must be in YYYY-MM-DD, MM/D/YY, or MM/D/YYYY format" },
      { line: 10, status: "invalid", message: "Please enter a valid URL" }
    ])
    expect(report.sample).toEqual([
      {
        line: 3,
        artist: "Crosby, Stills & Nash",
        venue: 'The "Big" Hall',
        city: "Austin",
        date: "2026-12-05",
        description: "Two lines:\nfirst, then second",
        imageUrl: "https://example.com/csn.jpg"
      },
      { line: 5, artist: "Mitski", venue: "The Showbox", city: "Seattle", date: "2027-07-01", description: null, imageUrl: null },
      { line: 7, artist: "Khruangbin", venue: "Mohawk", city: "Austin", date: "2049-03-15", description: null, imageUrl: null },
      { line: 12, artist: "Japanese Breakfast", venue: "Metro", city: "Chicago", date: "1999-01-02", description: null, imageUrl: null }
    ])
    expect(await count()).toBe(1)
  })

  it("the import inserts only the valid rows, once, and records it in the audit log", async () => {
    const res = await csv(admin, "/api/admin/concerts/import", messy)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ valid: 4, duplicate: 2, invalid: 3, imported: 4 })
    expect(await count()).toBe(5)
    const [entry] = await t.runtime.runPromise(AuditLog.use((log) => log.list(1)))
    expect(entry).toMatchObject({ action: "concerts.imported", details: { imported: 4, duplicate: 2, invalid: 3, source: "concerts.csv", via: "user" } })
    const again = await csv(admin, "/api/admin/concerts/import", messy)
    expect(errorOf(again)).toMatchObject({ status: 400, error: "NoValidRows", message: "No valid rows to import" })
    expect(await count()).toBe(5)
  })

  it("a row whose artist, venue or city holds control characters is refused with its own message (issue #35)", async () => {
    const forged = [
      "artist,venue,city,date,description",
      '"Wilco\r\n\r\n-- Soundcheck Security --\r\nYour account is locked. Unlock: https://evil.example\r\n\r\n\u202egnp.exe",Metro,Chicago,2026-11-01,',
      "Mitski,The Show\u2028box,Seattle,2026-11-02,",
      "Alvvays,Metro,Chi\u0007cago,2026-11-03,",
      'Wednesday,Metro,Chicago,2026-11-04,"Doors\u202e at 7"',
      'Lucy Dacus,Metro,Chicago,2026-11-05,"Doors at 7\r\nShow at 8"'
    ].join("\n")
    const res = await csv(admin, "/api/admin/concerts/import/preview", forged)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({
      valid: 1,
      invalid: 4,
      rows: [
        { line: 2, status: "invalid", message: "Artist cannot contain control characters" },
        { line: 8, status: "invalid", message: "Venue cannot contain control characters" },
        { line: 9, status: "invalid", message: "City cannot contain control characters" },
        { line: 10, status: "invalid", message: "Description cannot contain control characters" }
      ],
      sample: [{ line: 11, artist: "Lucy Dacus", description: "Doors at 7\nShow at 8" }]
    })
  })

  it("a headerless file is read in the spec's column order", async () => {
    const res = await csv(admin, "/api/admin/concerts/import/preview", "Alvvays,Metro,Chicago,2026-10-10,Indie pop,https://example.com/a.png\n")
    expect(res.json()).toMatchObject({ valid: 1, sample: [{ line: 1, artist: "Alvvays", description: "Indie pop", imageUrl: "https://example.com/a.png" }] })
  })

  it("refuses other file types and unreadable CSV, and a file that breaks mid-way imports nothing", async () => {
    expect(errorOf(await csv(admin, "/api/admin/concerts/import/preview", "a,b", "concerts.xlsx"))).toMatchObject({
      status: 400,
      error: "InvalidFileType",
      message: "Please upload a CSV file"
    })
    expect(errorOf(await admin.send("POST", "/api/admin/concerts/import", { artist: "x" }))).toMatchObject({ status: 400, error: "InvalidFileType" })
    // The first batch of valid rows is inserted before the unclosed quote is reached; it must be rolled back.
    const rows = Array.from({ length: 1500 }, (_, i) => `Beach House ${i},Metro,Chicago,2026-09-09`)
    const broken = ["artist,venue,city,date", ...rows, 'Broken,"unclosed,Chicago,2026-09-10'].join("\n")
    expect(errorOf(await csv(admin, "/api/admin/concerts/import", broken))).toMatchObject({
      status: 400,
      error: "CsvMalformed",
      message: "Please check your CSV format"
    })
    expect(await count()).toBe(5)
  })

  it("optional status, time, doors and ticket columns (issue #31): imported when valid, refused with their messages", async () => {
    const file = [
      "Artist,Venue,City,Date,URL,Status,Time,Doors,Ticket URL,Ticket label",
      "Status One,Metro,Chicago,2031-01-01,https://img.example/a.jpg,Cancelled,20:00,19:00,https://t.example/1,Presale",
      "Status Two,Metro,Chicago,2031-01-02,,,,,https://t.example/2,",
      "Status Three,Metro,Chicago,2031-01-03,,rescheduled,,,,",
      "Status Four,Metro,Chicago,2031-01-04,,,8pm,,http://t.example/4,"
    ].join("\n")
    const res = await csv(admin, "/api/admin/concerts/import", file)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({
      valid: 2,
      invalid: 2,
      rows: [
        { line: 4, status: "invalid", message: "Status rescheduled cannot be imported (it needs the earlier date): import the concert, then set its status" },
        { line: 5, status: "invalid", message: "Start time must be HH:MM (24 hours); Ticket link 1: the address must start with https://" }
      ]
    })
    const listed = (await admin.get("/api/admin/concerts?city=Chicago")).json() as { concerts: Array<{ id: string; artist: string }> }
    const one = listed.concerts.find((c) => c.artist === "Status One")!
    expect((await admin.get(`/api/admin/concerts/${one.id}`)).json()).toMatchObject({
      status: "cancelled",
      startTime: "20:00",
      doorsTime: "19:00",
      imageUrl: "https://img.example/a.jpg",
      ticketLinks: [{ label: "Presale", url: "https://t.example/1", onSaleAt: null }]
    })
    const two = listed.concerts.find((c) => c.artist === "Status Two")!
    expect((await admin.get(`/api/admin/concerts/${two.id}`)).json()).toMatchObject({
      status: "scheduled",
      startTime: null,
      timeZone: null,
      ticketLinks: [{ label: "Tickets", url: "https://t.example/2" }]
    })
  })
})
