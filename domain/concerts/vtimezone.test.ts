import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { isKnownZone, utcOffset, vtimezoneLines, wallInstant, zoneAbbreviation, zoneOffsetAt, zoneTransitions } from "./vtimezone.ts"

const HOUR = 3_600_000
const ZONES = ["Europe/Berlin", "America/New_York", "Asia/Kolkata", "Australia/Lord_Howe", "America/St_Johns", "Pacific/Chatham", "America/Sao_Paulo", "UTC"]

/** The offset as Intl names it ("GMT-03:30"), another reading of the runtime's zone data than vtimezone.ts's. */
const namers = new Map<string, Intl.DateTimeFormat>()
const namedOffset = (zone: string, instant: number): number => {
  const namer = namers.get(zone) ?? new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "longOffset" })
  namers.set(zone, namer)
  const name = namer.formatToParts(instant).find((p) => p.type === "timeZoneName")!.value
  const m = /^GMT(?:([+-])(\d\d):(\d\d))?$/.exec(name)!
  return m[1] === undefined ? 0 : (m[1] === "-" ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) * 60_000
}

describe("VTIMEZONE from Intl", () => {
  it("a zone's offset at any instant is the one Intl names", () => {
    fc.assert(
      fc.property(fc.constantFrom(...ZONES), fc.integer({ min: Date.UTC(1995, 0, 1), max: Date.UTC(2045, 0, 1) }), (zone, instant) => {
        expect(zoneOffsetAt(zone, instant)).toBe(namedOffset(zone, instant))
      }),
      { numRuns: 300 }
    )
  })

  it("finds each transition to the second: the offset changes there and nowhere else in the year", () => {
    const from = Date.UTC(2026, 0, 1)
    const to = Date.UTC(2027, 0, 1)
    expect(zoneTransitions("Europe/Berlin", from, to)).toEqual([
      { at: Date.UTC(2026, 2, 29, 1), from: HOUR, to: 2 * HOUR },
      { at: Date.UTC(2026, 9, 25, 1), from: 2 * HOUR, to: HOUR }
    ])
    expect(zoneTransitions("America/New_York", from, to).map((t) => new Date(t.at).toISOString())).toEqual([
      "2026-03-08T07:00:00.000Z",
      "2026-11-01T06:00:00.000Z"
    ])
    // Lord Howe moves by half an hour.
    expect(zoneTransitions("Australia/Lord_Howe", from, to).map((t) => (t.to - t.from) / 60_000)).toEqual([-30, 30])
    expect(zoneTransitions("Asia/Kolkata", from, to)).toEqual([])
    fc.assert(
      fc.property(fc.constantFrom(...ZONES), fc.integer({ min: 2000, max: 2040 }), (zone, year) => {
        const [a, b] = [Date.UTC(year, 0, 1), Date.UTC(year + 1, 0, 1)]
        const transitions = zoneTransitions(zone, a, b)
        for (const t of transitions) {
          expect(namedOffset(zone, t.at - 1000)).toBe(t.from)
          expect(namedOffset(zone, t.at)).toBe(t.to)
        }
        // Between two transitions (and before the first, after the last) the offset holds, checked every 6 hours.
        const bounds = [a, ...transitions.map((t) => t.at), b]
        for (let i = 0; i + 1 < bounds.length; i++) {
          const offset = namedOffset(zone, bounds[i]!)
          for (let at = bounds[i]!; at < bounds[i + 1]!; at += 6 * HOUR) expect(namedOffset(zone, at)).toBe(offset)
        }
      }),
      { numRuns: 20 }
    )
  })

  it("writes offsets as RFC 5545 does: sign, hours, minutes, seconds only when any; never -0000", () => {
    expect([HOUR, -5 * HOUR, 5.5 * HOUR, -3.5 * HOUR, 0, -0, 12.75 * HOUR, 3_723_000].map(utcOffset)).toEqual([
      "+0100",
      "-0500",
      "+0530",
      "-0330",
      "+0000",
      "+0000",
      "+1245",
      "+010203"
    ])
  })

  it("a zone with DST has STANDARD and DAYLIGHT onsets in the local time before them; one without has a single STANDARD", () => {
    expect(vtimezoneLines("Europe/Berlin", [2026])).toEqual([
      "BEGIN:VTIMEZONE",
      "TZID:Europe/Berlin",
      "BEGIN:STANDARD",
      "DTSTART:20251231T010000",
      "TZOFFSETFROM:+0100",
      "TZOFFSETTO:+0100",
      "TZNAME:CET",
      "END:STANDARD",
      "BEGIN:DAYLIGHT",
      "DTSTART:20260329T020000",
      "TZOFFSETFROM:+0100",
      "TZOFFSETTO:+0200",
      "TZNAME:CEST",
      "END:DAYLIGHT",
      "BEGIN:STANDARD",
      "DTSTART:20261025T030000",
      "TZOFFSETFROM:+0200",
      "TZOFFSETTO:+0100",
      "TZNAME:CET",
      "END:STANDARD",
      "END:VTIMEZONE"
    ])
    // Years apart or together, Kolkata stays at one offset: one STANDARD.
    expect(vtimezoneLines("Asia/Kolkata", [2030, 2026, 2026, 2027])).toEqual([
      "BEGIN:VTIMEZONE",
      "TZID:Asia/Kolkata",
      "BEGIN:STANDARD",
      "DTSTART:20251231T053000",
      "TZOFFSETFROM:+0530",
      "TZOFFSETTO:+0530",
      "END:STANDARD",
      "END:VTIMEZONE"
    ])
    // In the southern hemisphere the year starts in DAYLIGHT.
    const sydney = vtimezoneLines("Australia/Sydney", [2026])
    expect(sydney.filter((l) => l.startsWith("BEGIN:") && l !== "BEGIN:VTIMEZONE")).toEqual(["BEGIN:DAYLIGHT", "BEGIN:STANDARD", "BEGIN:DAYLIGHT"])
    // Two ranges of years: each transition of both, none of the years between.
    const berlin = vtimezoneLines("Europe/Berlin", [2030, 2026])
    expect(berlin.filter((l) => l.startsWith("DTSTART:")).map((l) => l.slice(8, 12))).toEqual(["2025", "2026", "2026", "2030", "2030"])
  })

  it("knows the runtime's zones and their aliases, and nothing else", () => {
    expect(["Europe/Berlin", "Asia/Calcutta", "UTC"].map(isKnownZone)).toEqual([true, true, true])
    expect(["Mars/Olympus_Mons", "", "+01:00", "x".repeat(65)].map(isKnownZone)).toEqual([false, false, false, false])
    expect(vtimezoneLines("Mars/Olympus_Mons", [2026])).toEqual([])
    expect(vtimezoneLines("Europe/Berlin", [])).toEqual([])
  })

  it("names a zone by its abbreviation where Intl has one, and finds a wall clock's instant", () => {
    expect(zoneAbbreviation("Europe/Berlin", Date.UTC(2026, 0, 15))).toBe("CET")
    expect(zoneAbbreviation("Europe/London", Date.UTC(2026, 6, 15))).toBe("BST")
    expect(zoneAbbreviation("America/New_York", Date.UTC(2026, 6, 15))).toBe("EDT")
    expect(zoneAbbreviation("Asia/Kolkata", Date.UTC(2026, 6, 15))).toBeNull()
    expect(new Date(wallInstant("Europe/Berlin", "2026-07-15T20:00")).toISOString()).toBe("2026-07-15T18:00:00.000Z")
    expect(new Date(wallInstant("America/St_Johns", "2026-01-15T20:00")).toISOString()).toBe("2026-01-15T23:30:00.000Z")
  })
})
