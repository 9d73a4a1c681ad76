import fc from "fast-check"
import ICAL from "ical.js"
import { describe, expect, it } from "vitest"
import { parseCalendar } from "../../tests/support/icalendar.ts"
import { addDays, type LocalDate, localDateFromMillis } from "../kernel/local-date.ts"
import { type CalendarConcert, type CalendarMeeting, calendarFileName, escapeText, foldLine, normalizeText, renderCalendar } from "./icalendar.ts"
import { CONCERT_STATUSES } from "./show.ts"

const textArb = fc.oneof(
  fc.string({ unit: "grapheme", maxLength: 120 }),
  fc.string({ unit: fc.constantFrom(",", ";", "\\", "\n", "\r", "\r\n", ":", '"', "a", "é", "€", "🎸", " "), maxLength: 120 }),
  fc.string({ unit: "binary-ascii", maxLength: 200 })
)
const dateArb = fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2090, 11, 31) }).map(localDateFromMillis)
const stampArb = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2090, 0, 1) }).map((n) => Math.floor(n / 1000) * 1000)
/** A scheduled whole-day concert, as every concert was before issue #31. */
const concertArb: fc.Arbitrary<CalendarConcert> = fc.record({
  id: fc.uuid(),
  artist: textArb,
  venue: textArb,
  city: textArb,
  date: dateArb,
  description: fc.option(textArb, { nil: null }),
  status: fc.constant("scheduled" as const),
  statusReason: fc.constant(null),
  sequence: fc.nat(),
  lastModified: stampArb,
  startTime: fc.constant(null),
  doorsTime: fc.constant(null),
  timeZone: fc.constant(null)
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
const utf8 = (s: string) => new TextEncoder().encode(s).length

const wholeDay: CalendarConcert = {
  id: "c1",
  artist: "Wilco",
  venue: "Metro",
  city: "Chicago",
  date: "2026-01-01" as LocalDate,
  description: null,
  status: "scheduled",
  statusReason: null,
  sequence: 0,
  lastModified: Date.UTC(2025, 11, 1, 9, 30),
  startTime: null,
  doorsTime: null,
  timeZone: null
}

describe("iCalendar rendering", () => {
  it("escaped text reads back as the original (line breaks normalised) through ical.js", () => {
    fc.assert(
      fc.property(textArb, textArb, (artist, description) => {
        const ics = renderCalendar({
          name: "x",
          stamp: 0,
          concerts: [{ ...wholeDay, artist, description }]
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
          expect(readEvents(renderCalendar({ name: "x", stamp, concerts: [c] }))[0]).toMatchObject({
            sequence: c.sequence,
            status: "CONFIRMED",
            lastModified: c.lastModified
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

/** What the tests below read of each VEVENT through ical.js: the times as instants resolved by the calendar's VTIMEZONEs. */
const readEvents = (ics: string) =>
  new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents("vevent").map((c) => {
    const event = new ICAL.Event(c)
    const zoneOf = (time: ICAL.Time) => (time.isDate || time.zone === undefined ? null : time.zone.tzid)
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      sequence: event.sequence,
      status: c.getFirstPropertyValue("status") as string,
      lastModified: (c.getFirstPropertyValue("last-modified") as ICAL.Time).toUnixTime() * 1000,
      allDay: event.startDate.isDate,
      /** The zone ical.js resolved the start in: the TZID's VTIMEZONE, "floating", or null for a date. */
      zone: zoneOf(event.startDate),
      endZone: zoneOf(event.endDate),
      /** Whether the zone came from a VTIMEZONE of the calendar (ical.js knows no zone of its own but UTC). */
      zoneFromCalendar: event.startDate.zone?.component != null,
      start: new Date(event.startDate.toUnixTime() * 1000).toISOString(),
      end: new Date(event.endDate.toUnixTime() * 1000).toISOString()
    }
  })

/** The zone's offset at an instant as Intl names it ("GMT+05:30"): independent of vtimezone.ts's reading of the clock. */
const namedOffset = (zone: string, instant: number): number => {
  const name = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "longOffset" })
    .formatToParts(instant)
    .find((p) => p.type === "timeZoneName")!.value
  const m = /^GMT(?:([+-])(\d\d):(\d\d))?$/.exec(name)!
  return m[1] === undefined ? 0 : (m[1] === "-" ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) * 60_000
}
/** The instant of a wall-clock "YYYY-MM-DDTHH:MM" in the zone, away from its transitions. */
const instantOf = (zone: string, wall: string): number => {
  const naive = Date.parse(`${wall}:00Z`)
  return naive - namedOffset(zone, naive - namedOffset(zone, naive))
}
const steadyAround = (zone: string, wall: string): boolean => {
  const naive = Date.parse(`${wall}:00Z`)
  return namedOffset(zone, naive - 18 * 3_600_000) === namedOffset(zone, naive + 18 * 3_600_000)
}
const iso = (millis: number) => new Date(millis).toISOString()
const wallPlus = (wall: string, hours: number) => new Date(Date.parse(`${wall}:00Z`) + hours * 3_600_000).toISOString().slice(0, 16)

interface Line {
  readonly name: string
  readonly params: Readonly<Record<string, string>>
  readonly value: string
}
/** The content lines, unfolded, as RFC 5545 §3.1 reads them (our parameters are never quoted). */
const contentLines = (ics: string): ReadonlyArray<Line> =>
  ics
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n")
    .filter((line) => line !== "")
    .map((line) => {
      const colon = line.indexOf(":")
      const [name, ...params] = line.slice(0, colon).split(";")
      return { name: name!, params: Object.fromEntries(params.map((p) => p.split("=") as [string, string])), value: line.slice(colon + 1) }
    })

/**
 * RFC 5545's rules for what issue #31 adds, on the raw text: CRLF lines of at most 75 octets; each TZID a date-time
 * names has exactly one VTIMEZONE with that TZID, and each VTIMEZONE is named; every VTIMEZONE has observances, each
 * with DTSTART (a local time), TZOFFSETFROM and TZOFFSETTO; every VEVENT has one STATUS of the event's values, one
 * SEQUENCE (a non-negative integer), one LAST-MODIFIED in UTC, and a DTEND of the same kind and zone as its DTSTART.
 */
const expectRfc5545 = (ics: string) => {
  expect(ics.endsWith("\r\n")).toBe(true)
  expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/)
  for (const line of ics.split("\r\n")) expect(utf8(line)).toBeLessThanOrEqual(75)
  const lines = contentLines(ics)
  const zones: Array<string> = []
  const used = new Set<string>()
  let component: Array<Line> = []
  const stack: Array<string> = []
  for (const line of lines) {
    if (line.name === "BEGIN") {
      stack.push(line.value)
      component = []
      continue
    }
    if (line.name !== "END") {
      component.push(line)
      if (line.params.TZID !== undefined) used.add(line.params.TZID)
      if (line.name === "TZID" && stack.at(-1) === "VTIMEZONE") zones.push(line.value)
      continue
    }
    expect(stack.pop()).toBe(line.value)
    const one = (name: string) => {
      const found = component.filter((l) => l.name === name)
      expect(found, `${line.value} ${name}`).toHaveLength(1)
      return found[0]!
    }
    if (line.value === "STANDARD" || line.value === "DAYLIGHT") {
      expect(one("DTSTART").value).toMatch(/^\d{8}T\d{6}$/)
      expect(one("TZOFFSETFROM").value).toMatch(/^[+-]\d{4}(\d\d)?$/)
      expect(one("TZOFFSETTO").value).toMatch(/^[+-]\d{4}(\d\d)?$/)
      expect(one("TZOFFSETTO").value).not.toBe("-0000")
    }
    if (line.value === "VEVENT") {
      expect(["CONFIRMED", "TENTATIVE", "CANCELLED"]).toContain(one("STATUS").value)
      expect(one("SEQUENCE").value).toMatch(/^(0|[1-9]\d*)$/)
      expect(one("LAST-MODIFIED").value).toMatch(/^\d{8}T\d{6}Z$/)
      const [start, end] = [one("DTSTART"), one("DTEND")]
      expect(end.params).toEqual(start.params)
      expect(end.value > start.value).toBe(true)
      if (start.params.VALUE === "DATE") expect(start.value).toMatch(/^\d{8}$/)
      else expect(start.value).toMatch(/^\d{8}T\d{6}$/)
    }
    // Observances are inside their VTIMEZONE: after them, the VTIMEZONE's own lines are gone from `component`.
    component = []
  }
  expect(stack).toEqual([])
  expect(new Set(zones).size).toBe(zones.length)
  expect(new Set(zones)).toEqual(used)
}

const ZONES = [
  "Europe/Berlin",
  "America/New_York",
  "Asia/Kolkata",
  "Australia/Sydney",
  "Australia/Lord_Howe",
  "America/St_Johns",
  "Pacific/Chatham",
  "Europe/London",
  "America/Sao_Paulo",
  "Pacific/Kiritimati",
  "Pacific/Pago_Pago",
  "UTC"
]
const wallTimeArb = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([h, m]) => `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`)
/** Any concert of issue #31: any status and reason, any stored SEQUENCE, with a time in a zone or whole-day. */
const showArb: fc.Arbitrary<CalendarConcert> = fc
  .record({
    id: fc.uuid(),
    artist: textArb,
    venue: textArb,
    city: textArb,
    date: fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2045, 11, 31) }).map(localDateFromMillis),
    description: fc.option(textArb, { nil: null }),
    status: fc.constantFrom(...CONCERT_STATUSES),
    statusReason: fc.option(textArb, { nil: null }),
    sequence: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
    lastModified: stampArb,
    startTime: fc.option(wallTimeArb, { nil: null }),
    doorsTime: fc.option(wallTimeArb, { nil: null }),
    timeZone: fc.constantFrom(...ZONES)
  })
  .map((c) => ({ ...c, timeZone: c.startTime === null && c.doorsTime === null ? null : c.timeZone }))

describe("iCalendar: a show's changes (issue #31)", () => {
  const timed = (over: Partial<CalendarConcert>): CalendarConcert => ({ ...wholeDay, startTime: "20:00", timeZone: "Europe/Berlin", ...over })

  it("a concert keeps its UID across a change; its SEQUENCE, LAST-MODIFIED and STATUS are the new ones", () => {
    const before = timed({ date: "2026-03-20" as LocalDate, sequence: 2, lastModified: Date.UTC(2026, 0, 5, 10, 0, 7) })
    const moved = { ...before, date: "2026-04-10" as LocalDate, status: "rescheduled" as const, sequence: 3, lastModified: Date.UTC(2026, 1, 1, 8, 0) }
    const cancelled = { ...moved, status: "cancelled" as const, statusReason: "Illness", sequence: 4, lastModified: Date.UTC(2026, 1, 2, 8, 0) }
    const read = (c: CalendarConcert) => readEvents(renderCalendar({ name: "x", stamp: Date.UTC(2026, 1, 3), concerts: [c] }))[0]!
    expect(read(before)).toMatchObject({ uid: "c1@soundcheck", sequence: 2, status: "CONFIRMED", lastModified: Date.UTC(2026, 0, 5, 10, 0, 7) })
    // A rescheduled concert is simply the new date with a higher SEQUENCE: calendar apps replace the old one.
    expect(read(moved)).toMatchObject({ uid: "c1@soundcheck", sequence: 3, status: "CONFIRMED", start: "2026-04-10T18:00:00.000Z", summary: "Wilco" })
    expect(read(cancelled)).toMatchObject({
      uid: "c1@soundcheck",
      sequence: 4,
      status: "CANCELLED",
      lastModified: Date.UTC(2026, 1, 2, 8, 0),
      summary: "Cancelled: Wilco",
      description: "Cancelled: Illness\nShow 20:00 (CEST)\nWilco at Metro, Chicago"
    })
    expect(read({ ...wholeDay, status: "postponed" })).toMatchObject({
      status: "TENTATIVE",
      summary: "Postponed: Wilco",
      description: "Postponed\nWilco at Metro, Chicago",
      allDay: true
    })
    expect(read({ ...wholeDay, status: "moved", statusReason: "Bigger room" })).toMatchObject({ status: "CONFIRMED", summary: "Wilco" })
  })

  it("STATUS follows the show, SEQUENCE and LAST-MODIFIED are emitted as stored, and the output keeps RFC 5545's rules", () => {
    fc.assert(
      fc.property(fc.uniqueArray(showArb, { maxLength: 4, selector: (c) => c.id }), stampArb, (concerts, stamp) => {
        const ics = renderCalendar({ name: "Soundcheck", stamp, concerts })
        expectRfc5545(ics)
        const events = readEvents(ics)
        expect(events).toHaveLength(concerts.length)
        for (const [i, c] of concerts.entries()) {
          expect(events[i]).toMatchObject({
            uid: `${c.id}@soundcheck`,
            sequence: c.sequence,
            status: c.status === "cancelled" ? "CANCELLED" : c.status === "postponed" ? "TENTATIVE" : "CONFIRMED",
            lastModified: c.lastModified,
            allDay: c.timeZone === null
          })
          if (c.timeZone !== null) expect(events[i]).toMatchObject({ zone: c.timeZone, endZone: c.timeZone, zoneFromCalendar: true })
        }
      }),
      { numRuns: 60 }
    )
  })

  it("a time in a zone is the right instant once read through the calendar's VTIMEZONE: summer and winter, DST or none", () => {
    const shows = [
      timed({ id: "berlin-winter", date: "2026-01-15" as LocalDate }),
      timed({ id: "berlin-summer", date: "2026-07-15" as LocalDate }),
      timed({ id: "ny-winter", date: "2026-01-15" as LocalDate, timeZone: "America/New_York" }),
      timed({ id: "ny-summer", date: "2026-07-15" as LocalDate, timeZone: "America/New_York" }),
      timed({ id: "kolkata", date: "2026-07-15" as LocalDate, timeZone: "Asia/Kolkata" }),
      timed({ id: "doors-only", date: "2026-12-31" as LocalDate, startTime: null, doorsTime: "23:00" }),
      { ...wholeDay, id: "whole-day" }
    ]
    const ics = renderCalendar({ name: "x", stamp: 0, concerts: shows })
    expectRfc5545(ics)
    expect(readEvents(ics).map((e) => [e.uid.replace("@soundcheck", ""), e.start, e.end, e.zone])).toEqual([
      ["berlin-winter", "2026-01-15T19:00:00.000Z", "2026-01-15T22:00:00.000Z", "Europe/Berlin"],
      ["berlin-summer", "2026-07-15T18:00:00.000Z", "2026-07-15T21:00:00.000Z", "Europe/Berlin"],
      ["ny-winter", "2026-01-16T01:00:00.000Z", "2026-01-16T04:00:00.000Z", "America/New_York"],
      ["ny-summer", "2026-07-16T00:00:00.000Z", "2026-07-16T03:00:00.000Z", "America/New_York"],
      ["kolkata", "2026-07-15T14:30:00.000Z", "2026-07-15T17:30:00.000Z", "Asia/Kolkata"],
      // Doors at 23:00 on New Year's Eve: the event starts at the doors and ends in the next year, still in the zone.
      ["doors-only", "2026-12-31T22:00:00.000Z", "2027-01-01T01:00:00.000Z", "Europe/Berlin"],
      ["whole-day", "2026-01-01T00:00:00.000Z", "2026-01-02T00:00:00.000Z", null]
    ])
    expect(ics).toContain("DTSTART;TZID=Europe/Berlin:20260115T200000\r\n")
    expect(ics).toContain("DTEND;TZID=Europe/Berlin:20260115T230000\r\n")
    expect(ics).toContain("DTSTART;VALUE=DATE:20260101\r\n")
    // One VTIMEZONE per zone; Kolkata, without DST, has a single STANDARD.
    const zones = ics.split("BEGIN:VTIMEZONE\r\n").slice(1)
    expect(zones.map((z) => /^TZID:(.*)\r\n/.exec(z)![1])).toEqual(["Europe/Berlin", "America/New_York", "Asia/Kolkata"])
    const kolkata = zones[2]!.split("END:VTIMEZONE")[0]!
    expect(kolkata.match(/BEGIN:(STANDARD|DAYLIGHT)/g)).toEqual(["BEGIN:STANDARD"])
    expect(kolkata).toContain("TZOFFSETTO:+0530")
    expect(zones[0]).toContain("BEGIN:DAYLIGHT\r\nDTSTART:20260329T020000\r\nTZOFFSETFROM:+0100\r\nTZOFFSETTO:+0200\r\n")
  })

  it("any wall-clock time in any zone resolves through the VTIMEZONE to the instant Intl gives it (away from transitions)", () => {
    fc.assert(
      fc.property(fc.array(showArb, { minLength: 1, maxLength: 4 }), (shows) => {
        const concerts = shows.map((c, i) => ({ ...c, id: `s${i}` }))
        const events = readEvents(renderCalendar({ name: "x", stamp: 0, concerts }))
        for (const [i, c] of concerts.entries()) {
          const time = c.startTime ?? c.doorsTime
          if (c.timeZone === null || time === null) continue
          const wall = `${c.date}T${time}`
          if (!steadyAround(c.timeZone, wall) || !steadyAround(c.timeZone, wallPlus(wall, 3))) continue
          expect(events[i]).toMatchObject({ start: iso(instantOf(c.timeZone, wall)), end: iso(instantOf(c.timeZone, wallPlus(wall, 3))) })
        }
      }),
      { numRuns: 150 }
    )
    // Intl's offsets are read for every example: a few seconds alone, more on a loaded machine.
  }, 60_000)

  it("the description says the doors and the show in the venue's wall clock, with the zone's name on the day", () => {
    const description = (over: Partial<CalendarConcert>) =>
      readEvents(renderCalendar({ name: "x", stamp: 0, concerts: [timed({ doorsTime: "19:00", description: "Tour opener", ...over })] }))[0]?.description
    expect(description({})).toBe("Doors 19:00 · Show 20:00 (CET)\nTour opener")
    expect(description({ date: "2026-07-01" as LocalDate, startTime: null })).toBe("Doors 19:00 (CEST)\nTour opener")
    expect(description({ date: "2026-07-01" as LocalDate, timeZone: "America/New_York" })).toBe("Doors 19:00 · Show 20:00 (EDT)\nTour opener")
    expect(description({ timeZone: "Asia/Kolkata" })).toBe("Doors 19:00 · Show 20:00 (Asia/Kolkata)\nTour opener")
  })

  it("a plan's meeting for a concert with a zone is in that zone; one for a whole-day concert stays floating", () => {
    const meeting = { planId: "p1", meetAt: "2026-07-15T18:30", meetPlace: "Bar", title: null }
    const ics = renderCalendar({
      name: "x",
      stamp: 0,
      concerts: [],
      meetings: [
        { ...meeting, concert: { artist: "A", venue: "V", city: "Berlin", timeZone: "Europe/Berlin" } },
        { ...meeting, planId: "p2", concert: { artist: "A", venue: "V", city: "Town" } }
      ]
    })
    for (const line of ics.split("\r\n")) expect(utf8(line)).toBeLessThanOrEqual(75)
    expect(ics.match(/BEGIN:VTIMEZONE/g)).toHaveLength(1)
    const [zoned, floating] = new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents("vevent").map((c) => new ICAL.Event(c).startDate)
    expect(zoned?.zone?.tzid).toBe("Europe/Berlin")
    expect(iso(zoned!.toUnixTime() * 1000)).toBe("2026-07-15T16:30:00.000Z")
    expect(floating?.zone?.tzid).toBe("floating")
  })

  it("a zone the runtime does not know leaves the time floating rather than naming a zone no VTIMEZONE defines", () => {
    const ics = renderCalendar({ name: "x", stamp: 0, concerts: [timed({ timeZone: "Mars/Olympus_Mons" })] })
    expectRfc5545(ics)
    expect(ics).toContain("DTSTART:20260101T200000\r\n")
    expect(ics).not.toContain("VTIMEZONE")
  })
})
