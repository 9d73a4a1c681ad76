import { describe, expect, it } from "vitest"
import { formatWallTime, showTimeSuffix, showTimeText, zoneAbbreviation } from "./show-time.ts"

const concert = { date: "2026-12-05", startTime: "20:00", doorsTime: "19:00", timeZone: "Europe/Berlin" }

describe("a concert's times", () => {
  it("doors and show on the venue's clock, with the zone's short name for that day", () => {
    expect(showTimeText(concert, "en-GB")).toBe("Doors 19:00 · Show 20:00 (CET)")
  })

  it("the same zone in summer says its summer name", () => {
    expect(showTimeText({ ...concert, date: "2026-07-04" }, "en-GB")).toBe("Doors 19:00 · Show 20:00 (CEST)")
  })

  it("the times are written in the viewer's locale, never moved by a zone", () => {
    expect(showTimeText({ ...concert, timeZone: "America/New_York" }, "en-US")).toBe("Doors 7:00 PM · Show 8:00 PM (EST)")
    expect(formatWallTime("09:05", "en-GB")).toBe("09:05")
    expect(formatWallTime("23:59", "en-US")).toBe("11:59 PM")
  })

  it("only a show time, or only doors", () => {
    expect(showTimeText({ ...concert, doorsTime: null }, "en-GB")).toBe("Show 20:00 (CET)")
    expect(showTimeText({ ...concert, startTime: null }, "en-GB")).toBe("Doors 19:00 (CET)")
  })

  it("a whole-day concert shows nothing extra", () => {
    expect(showTimeSuffix({ ...concert, startTime: null, doorsTime: null }, "en-GB")).toBe("")
    expect(showTimeSuffix(concert, "en-GB")).toBe(" · Doors 19:00 · Show 20:00 (CET)")
    expect(showTimeText({ ...concert, startTime: null, doorsTime: null }, "en-GB")).toBeNull()
    expect(showTimeText({ date: "2026-12-05", startTime: null, doorsTime: null, timeZone: null }, "en-GB")).toBeNull()
  })

  it("without a zone, or with one Intl does not know, the times stand alone", () => {
    expect(showTimeText({ ...concert, timeZone: null }, "en-GB")).toBe("Doors 19:00 · Show 20:00")
    expect(showTimeText({ ...concert, timeZone: "Mars/Olympus_Mons" }, "en-GB")).toBe("Doors 19:00 · Show 20:00")
  })

  it("on the day clocks change, the name is the one in force at the show's time", () => {
    // Europe leaves summer time at 03:00 on 25 Oct 2026: 01:30 is still CEST, 20:00 is CET.
    expect(zoneAbbreviation("2026-10-25", "01:30", "Europe/Berlin", "en-GB")).toBe("CEST")
    expect(zoneAbbreviation("2026-10-25", "20:00", "Europe/Berlin", "en-GB")).toBe("CET")
    // The US starts summer time at 02:00 on 8 Mar 2026.
    expect(zoneAbbreviation("2026-03-08", "01:00", "America/New_York", "en-US")).toBe("EST")
    expect(zoneAbbreviation("2026-03-08", "20:00", "America/New_York", "en-US")).toBe("EDT")
  })

  it("text that is not a time is not shown", () => {
    expect(formatWallTime("soon", "en-GB")).toBeNull()
    expect(showTimeText({ ...concert, startTime: "25:00", doorsTime: null }, "en-GB")).toBeNull()
  })
})
