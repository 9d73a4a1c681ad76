import { describe, expect, it } from "vitest"
import { dayBefore, describeMeetAt, fromMeetAt, toMeetAt } from "./meet-time.ts"

describe("the meeting time picker", () => {
  it("the day before crosses months, years and leap days", () => {
    expect(dayBefore("2026-06-14")).toBe("2026-06-13")
    expect(dayBefore("2026-03-01")).toBe("2026-02-28")
    expect(dayBefore("2028-03-01")).toBe("2028-02-29")
    expect(dayBefore("2027-01-01")).toBe("2026-12-31")
  })

  it("a day and a time become a meetAt on the concert's day or the day before", () => {
    expect(toMeetAt("2026-06-14", { day: "concert", time: "19:30" })).toBe("2026-06-14T19:30")
    expect(toMeetAt("2026-06-14", { day: "before", time: "08:05" })).toBe("2026-06-13T08:05")
    // A browser may add seconds to a time input's value.
    expect(toMeetAt("2026-06-14", { day: "concert", time: "19:30:00" })).toBe("2026-06-14T19:30")
  })

  it("no time, or something that is not a time, is no meeting time", () => {
    expect(toMeetAt("2026-06-14", { day: "before", time: "" })).toBeNull()
    expect(toMeetAt("2026-06-14", { day: "concert", time: "25:00" })).toBeNull()
    expect(toMeetAt("2026-06-14", { day: "concert", time: "7:30" })).toBeNull()
    expect(toMeetAt("2026-06-14", { day: "concert", time: "ab:cd" })).toBeNull()
  })

  it("a stored meetAt opens the picker on its day and time, and goes back unchanged", () => {
    for (const meetAt of ["2026-06-14T19:30", "2026-06-13T23:59", "2026-06-14T00:00"]) {
      const picked = fromMeetAt("2026-06-14", meetAt)
      expect(toMeetAt("2026-06-14", picked)).toBe(meetAt)
    }
    expect(fromMeetAt("2026-06-14", "2026-06-13T18:00")).toEqual({ day: "before", time: "18:00" })
    expect(fromMeetAt("2026-06-14", null)).toEqual({ day: "concert", time: "" })
  })

  it("says the time as the venue's wall clock, with the date when it is the day before", () => {
    expect(describeMeetAt("2026-06-14", "2026-06-14T19:30")).toBe("7:30 PM on the day")
    expect(describeMeetAt("2026-06-14", "2026-06-13T09:05")).toBe("9:05 AM the day before (Sat, Jun 13)")
  })
})
