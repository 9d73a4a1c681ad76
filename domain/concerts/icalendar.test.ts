import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { parseCalendar } from "../../tests/support/icalendar.ts"
import { addDays, type LocalDate, localDateFromMillis } from "../kernel/local-date.ts"
import { type CalendarConcert, type CalendarMeeting, calendarFileName, escapeText, foldLine, normalizeText, renderCalendar } from "./icalendar.ts"

const textArb = fc.oneof(
  fc.string({ unit: "grapheme", maxLength: 120 }),
  fc.string({ unit: fc.constantFrom(",", ";", "\\", "\n", "\r", "\r\n", ":", '"', "a", "é", "€", "🎸", " "), maxLength: 120 }),
  fc.string({ unit: "binary-ascii", maxLength: 200 })
)
const dateArb = fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2090, 11, 31) }).map(localDateFromMillis)
const concertArb: fc.Arbitrary<CalendarConcert> = fc.record({
  id: fc.uuid(),
  artist: textArb,
  venue: textArb,
  city: textArb,
  date: dateArb,
  description: fc.option(textArb, { nil: null })
})
const meetAtArb = fc
  .tuple(dateArb, fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([date, h, m]) => `${date}T${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`)
const meetingArb: fc.Arbitrary<CalendarMeeting> = fc.record({
  planId: fc.uuid(),
  meetAt: meetAtArb,
  meetPlace: fc.option(textArb, { nil: null }),
  title: fc.option(textArb, { nil: null }),
  concert: fc.record({ artist: textArb, venue: textArb, city: textArb })
})
const stampArb = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2090, 0, 1) }).map((n) => Math.floor(n / 1000) * 1000)

const utf8 = (s: string) => new TextEncoder().encode(s).length

describe("iCalendar rendering", () => {
  it("escaped text reads back as the original (line breaks normalised) through ical.js", () => {
    fc.assert(
      fc.property(textArb, textArb, (artist, description) => {
        const ics = renderCalendar({
          name: "x",
          stamp: 0,
          concerts: [{ id: "c1", artist, venue: "V", city: "C", date: "2026-01-01" as LocalDate, description }]
        })
        const [event] = parseCalendar(ics).events
        expect(event?.summary).toBe(normalizeText(artist))
        expect(event?.description).toBe(normalizeText(description))
      }),
      { numRuns: 300 }
    )
  })

  it("escapes , ; \\ and line breaks as RFC 5545 says", () => {
    expect(escapeText("a,b;c\\d\ne\r\nf")).toBe("a\\,b\\;c\\\\d\\ne\\nf")
  })

  it("folded lines never exceed 75 octets, continue with one space, and unfold to the line", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 400 }), (value) => {
        const line = `DESCRIPTION:${escapeText(value)}`
        const folded = foldLine(line)
        const parts = folded.split("\r\n")
        for (const [i, part] of parts.entries()) {
          expect(utf8(part)).toBeLessThanOrEqual(75)
          if (i > 0) expect(part.startsWith(" ")).toBe(true)
        }
        expect(parts.map((p, i) => (i === 0 ? p : p.slice(1))).join("")).toBe(line)
      }),
      { numRuns: 300 }
    )
  })

  it("every served line is at most 75 octets and ends with CRLF", () => {
    fc.assert(
      fc.property(fc.array(concertArb, { maxLength: 5 }), stampArb, (concerts, stamp) => {
        const ics = renderCalendar({ name: "Soundcheck", stamp, concerts })
        expect(ics.endsWith("\r\n")).toBe(true)
        expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/)
        for (const line of ics.split("\r\n")) expect(utf8(line)).toBeLessThanOrEqual(75)
      }),
      { numRuns: 100 }
    )
  })

  it("one all-day event per concert: uid, stamp, dates, summary, location, description", () => {
    fc.assert(
      fc.property(fc.uniqueArray(concertArb, { maxLength: 5, selector: (c) => c.id }), stampArb, (concerts, stamp) => {
        const parsed = parseCalendar(renderCalendar({ name: "Soundcheck", stamp, concerts }))
        expect(parsed).toMatchObject({ version: "2.0", calscale: "GREGORIAN", method: "PUBLISH" })
        expect(parsed.prodid).toContain("Soundcheck")
        expect(parsed.events).toHaveLength(concerts.length)
        for (const [i, c] of concerts.entries()) {
          const e = parsed.events[i]!
          expect(e).toMatchObject({
            uid: `${c.id}@soundcheck`,
            summary: normalizeText(c.artist),
            location: normalizeText(`${c.venue}, ${c.city}`),
            start: c.date,
            end: addDays(c.date, 1),
            allDay: true,
            stamp: new Date(stamp).toISOString().replace(/\.\d{3}Z$/, "Z")
          })
          if (c.description !== null) expect(e.description).toBe(normalizeText(c.description))
        }
      }),
      { numRuns: 100 }
    )
  })

  it("a plan's meeting is an hour-long event at the venue's wall-clock time (floating), after the concerts", () => {
    fc.assert(
      fc.property(
        fc.array(concertArb, { maxLength: 2 }),
        fc.uniqueArray(meetingArb, { maxLength: 4, selector: (m) => m.planId }),
        stampArb,
        (concerts, meetings, stamp) => {
          const ics = renderCalendar({ name: "Soundcheck", stamp, concerts, meetings })
          for (const line of ics.split("\r\n")) expect(utf8(line)).toBeLessThanOrEqual(75)
          const events = parseCalendar(ics).events.slice(concerts.length)
          expect(events).toHaveLength(meetings.length)
          for (const [i, m] of meetings.entries()) {
            const e = events[i]!
            const end = new Date(Date.parse(`${m.meetAt}:00Z`) + 3_600_000).toISOString().slice(0, 19)
            expect(e).toMatchObject({ uid: `plan-${m.planId}@soundcheck`, startAt: `${m.meetAt}:00`, endAt: end, floating: true, allDay: false })
            expect(e.summary).toBe(normalizeText(`Meet: ${m.meetPlace ?? m.title ?? m.concert.artist}`))
            expect(e.location).toBe(m.meetPlace === null ? null : normalizeText(m.meetPlace))
            expect(e.description).toContain(normalizeText(m.concert.artist))
          }
        }
      ),
      { numRuns: 100 }
    )
  })

  it("a meeting's summary is its place, else the plan's title, else the artist; one late in the evening ends the next day", () => {
    const meeting = { planId: "p1", meetAt: "2026-03-01T23:30", concert: { artist: "Björk", venue: "Harpa", city: "Reykjavík" } }
    const render = (meetPlace: string | null, title: string | null) =>
      parseCalendar(renderCalendar({ name: "x", stamp: 0, concerts: [], meetings: [{ ...meeting, meetPlace, title }] })).events[0]!
    expect(render("Bar Ölstofan, upstairs", "Night out")).toMatchObject({
      summary: "Meet: Bar Ölstofan, upstairs",
      location: "Bar Ölstofan, upstairs",
      description: "Night out for Björk at Harpa, Reykjavík",
      startAt: "2026-03-01T23:30:00",
      endAt: "2026-03-02T00:30:00"
    })
    expect(render(null, "Night out")).toMatchObject({ summary: "Meet: Night out", location: null })
    expect(render(null, null)).toMatchObject({ summary: "Meet: Björk", description: "A plan for Björk at Harpa, Reykjavík" })
  })

  it("names the file after the artist in safe characters", () => {
    expect(calendarFileName("Beyoncé & The Band")).toBe("beyonce-the-band.ics")
    expect(calendarFileName("🎸")).toBe("concert.ics")
    fc.assert(
      fc.property(fc.string(), (artist) => {
        expect(calendarFileName(artist)).toMatch(/^[a-z0-9-]+\.ics$/)
      })
    )
  })
})
