import { describe, expect, it } from "vitest"
import { CONCERT_STATUSES } from "../../../../domain/concerts/show.ts"
import { planStatusNotice, statusBadgeText, statusChangeText } from "./concert-status.ts"

const facts = { previousDate: null, previousVenue: null }

describe("a concert's status badge", () => {
  it("a scheduled concert shows no badge; every other status says its name", () => {
    expect(statusBadgeText("scheduled")).toBeNull()
    expect(statusBadgeText("cancelled")).toBe("Cancelled")
    expect(statusBadgeText("postponed")).toBe("Postponed")
    expect(statusBadgeText("rescheduled")).toBe("Rescheduled")
    expect(statusBadgeText("moved")).toBe("Moved")
  })

  it("every status but scheduled has words, so none is told by colour alone", () => {
    for (const status of CONCERT_STATUSES.filter((s) => s !== "scheduled")) expect(statusBadgeText(status)?.length).toBeGreaterThan(0)
  })

  it("a reschedule says the day it was, a move the venue it was at", () => {
    expect(statusChangeText({ ...facts, status: "rescheduled", previousDate: "2026-12-05" })).toBe("Rescheduled — was Sat, Dec 5")
    expect(statusChangeText({ ...facts, status: "moved", previousVenue: "The Salt Shed" })).toBe("Moved — was at The Salt Shed")
  })

  it("nothing to add without the earlier day or venue, or for another status", () => {
    expect(statusChangeText({ ...facts, status: "rescheduled" })).toBeNull()
    expect(statusChangeText({ ...facts, status: "moved" })).toBeNull()
    expect(statusChangeText({ status: "cancelled", previousDate: "2026-12-05", previousVenue: "The Salt Shed" })).toBeNull()
  })

  it("a plan says when its concert was cancelled, and nothing while it goes ahead", () => {
    expect(planStatusNotice("cancelled")).toBe("This concert was cancelled.")
    expect(planStatusNotice("scheduled")).toBeNull()
    expect(planStatusNotice("rescheduled")).toBeNull()
    expect(planStatusNotice("moved")).toBeNull()
  })
})
