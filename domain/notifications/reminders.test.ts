import fc from "fast-check"
import { describe, expect, it } from "vitest"
import type { InterestStatus } from "../concerts/interest-repo.ts"
import { CONCERT_STATUSES, type ConcertStatus, isGoingAhead } from "../concerts/show.ts"
import { addDays, type LocalDate } from "../kernel/local-date.ts"
import { isReminded, REMINDER_HOUR, reminderDays, reminderDue, reminderReason, showTimesText, zoneAbbreviation } from "./reminders.ts"
import { localClock } from "./week.ts"

const HOUR = 3_600_000
/** Zones at both ends of the offsets, with half and quarter hours, and with and without daylight saving. */
const ZONES = [
  "UTC",
  "Europe/Berlin",
  "America/Los_Angeles",
  "Pacific/Kiritimati",
  "Pacific/Pago_Pago",
  "Etc/GMT+12",
  "Asia/Kolkata",
  "Asia/Kathmandu",
  "Australia/Lord_Howe",
  "America/St_Johns"
]
const zoneArb = fc.constantFrom(...ZONES)
const dateArb = fc.integer({ min: 0, max: 5 * 365 }).map((n) => addDays("2026-01-01" as LocalDate, n))
const statusArb = fc.constantFrom<ConcertStatus>(...CONCERT_STATUSES)
/** An instant within two days either side of the concert's day (UTC midnight), to the minute. */
const aroundArb = (date: LocalDate) => fc.integer({ min: -48 * 60, max: 72 * 60 }).map((m) => Date.parse(`${date}T00:00:00Z`) + m * 60_000)

describe("the reminder on the day: laws", () => {
  it("a cancelled or postponed concert is never reminded, in any zone at any time", () => {
    fc.assert(
      fc.property(
        dateArb,
        zoneArb,
        fc.constantFrom<ConcertStatus>("cancelled", "postponed"),
        fc.integer({ min: -72 * 60, max: 72 * 60 }),
        (date, zone, status, m) => {
          expect(reminderDue({ date, status }, zone, Date.parse(`${date}T12:00:00Z`) + m * 60_000)).toBe(false)
        }
      )
    )
  })

  it("a reminder is due only on the concert's day in the fan's zone, from 08:00 on", () => {
    fc.assert(
      fc.property(dateArb, zoneArb, statusArb, (date, zone, status) => {
        const at = Date.parse(`${date}T00:00:00Z`)
        for (let t = at - 30 * HOUR; t < at + 54 * HOUR; t += HOUR / 2) {
          if (!reminderDue({ date, status }, zone, t)) continue
          const local = localClock(t, zone)
          expect(local.date).toBe(date)
          expect(local.hour).toBeGreaterThanOrEqual(REMINDER_HOUR)
        }
      }),
      { numRuns: 25 }
    )
  })

  it("a reminder is due during one stretch of at most one local day, and a going-ahead concert has one", () => {
    fc.assert(
      fc.property(dateArb, zoneArb, statusArb, (date, zone, status) => {
        const at = Date.parse(`${date}T00:00:00Z`)
        const due: Array<number> = []
        for (let t = at - 24 * HOUR; t < at + 48 * HOUR; t += 15 * 60_000) if (reminderDue({ date, status }, zone, t)) due.push(t)
        if (!isGoingAhead(status)) {
          expect(due).toEqual([])
          return
        }
        expect(due.length).toBeGreaterThan(0)
        // Contiguous (no second stretch on another day), and shorter than a day (16 hours, one more on a long day).
        for (let i = 1; i < due.length; i++) expect(due[i]! - due[i - 1]!).toBe(15 * 60_000)
        expect(due.at(-1)! - due[0]!).toBeLessThan(17 * HOUR)
      }),
      { numRuns: 25 }
    )
  })

  it("whenever a reminder is due, its concert's day is among the days the sweep reads", () => {
    fc.assert(
      fc.property(
        zoneArb,
        dateArb.chain((d) => fc.tuple(fc.constant(d), aroundArb(d))),
        (zone, [date, t]) => {
          if (!reminderDue({ date, status: "scheduled" }, zone, t)) return
          const { from, to } = reminderDays(t)
          expect(date >= from && date <= to).toBe(true)
        }
      )
    )
  })

  it("who is reminded: plan members always, tickets always, the interested only by their switch, not interested never", () => {
    const interestArb = fc.constantFrom<InterestStatus | null>(null, "not_interested", "interested", "has_tickets")
    fc.assert(
      fc.property(interestArb, fc.boolean(), fc.boolean(), (interest, inPlan, remindInterested) => {
        const reason = reminderReason(interest, inPlan)
        const reminded = reason !== null && isReminded(reason, remindInterested)
        if (inPlan || interest === "has_tickets") expect(reminded).toBe(true)
        else if (interest === "interested") expect(reminded).toBe(remindInterested)
        else expect(reminded).toBe(false)
        if (inPlan) expect(reason).toBe("plan")
      })
    )
  })
})

describe("the reminder's times", () => {
  it("say doors and show in the venue's zone by its short name, or only the one that is set", () => {
    expect(showTimesText({ doorsTime: "19:00", startTime: "20:00", timeZone: "Europe/Berlin" }, "2026-12-05" as LocalDate)).toBe(
      "Doors 19:00 · Show 20:00 (CET)"
    )
    expect(showTimesText({ doorsTime: null, startTime: "20:00", timeZone: "Europe/Berlin" }, "2026-07-05" as LocalDate)).toBe("Show 20:00 (CEST)")
    expect(showTimesText({ doorsTime: "18:30", startTime: null, timeZone: "America/Los_Angeles" }, "2026-12-05" as LocalDate)).toBe("Doors 18:30 (PST)")
    expect(zoneAbbreviation("Asia/Tokyo", "2026-12-05" as LocalDate)).toBe("GMT+9")
    expect(zoneAbbreviation("UTC", "2026-12-05" as LocalDate)).toBe("UTC")
  })

  it("the sweep's days are UTC's day and one either side", () => {
    expect(reminderDays(Date.parse("2026-12-05T23:00:00Z"))).toEqual({ from: "2026-12-04", to: "2026-12-06" })
  })
})
