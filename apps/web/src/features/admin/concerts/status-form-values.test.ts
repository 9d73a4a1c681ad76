import { describe, expect, it } from "vitest"
import { statusBodyOf, statusOptions } from "./status-form-values.ts"

const values = { status: "cancelled" as const, date: "2027-01-09", venue: "The Salt Shed", reason: "  " }

describe("the Change Status dialog's body", () => {
  it("a reschedule sends its new day, a move its new venue, and nothing else of them", () => {
    expect(statusBodyOf({ ...values, status: "rescheduled", reason: "Illness" })).toEqual({ status: "rescheduled", date: "2027-01-09", reason: "Illness" })
    expect(statusBodyOf({ ...values, status: "moved" })).toEqual({ status: "moved", venue: "The Salt Shed", reason: null })
    expect(statusBodyOf(values)).toEqual({ status: "cancelled", reason: null })
  })

  it("offers every status by its name", () => {
    expect(statusOptions.map((option) => option.label)).toEqual(["Scheduled", "Cancelled", "Postponed", "Rescheduled", "Moved"])
  })
})
