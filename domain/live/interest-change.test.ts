import fc from "fast-check"
import { describe, expect, it } from "vitest"
import type { InterestStatus } from "../concerts/interest-repo.ts"
import { hearersOfInterestChange, shownToOthers } from "./interest-change.ts"

const statusArb = fc.constantFrom<InterestStatus>("not_interested", "interested", "has_tickets")
/** A stored status before the change, null when the person never marked the concert. */
const storedArb = fc.option(statusArb, { nil: null })

describe("who hears of a change of someone's interest", () => {
  it("others hear of a change exactly when what their pages show of it changes", () => {
    fc.assert(
      fc.property(
        storedArb,
        statusArb,
        (before, after) => (hearersOfInterestChange(shownToOthers(before), after) === "activity_viewers") === (shownToOthers(before) !== shownToOthers(after))
      )
    )
  })

  it("a not interested status is never shown to others, so marking or unmarking it never reaches them", () => {
    fc.assert(
      fc.property(storedArb, (before) => {
        const unseen = shownToOthers(before) === null
        return !unseen || hearersOfInterestChange(shownToOthers(before), "not_interested") !== "activity_viewers"
      })
    )
    expect(hearersOfInterestChange(null, "not_interested")).toBe("owner")
  })

  it("setting the shown status again publishes nothing at all", () => {
    fc.assert(
      fc.property(fc.constantFrom<InterestStatus>("interested", "has_tickets"), (status) => hearersOfInterestChange(shownToOthers(status), status) === "nobody")
    )
  })

  it("any change that may alter the stored status reaches at least the owner's other tabs", () => {
    fc.assert(
      fc.property(
        storedArb,
        statusArb,
        (before, after) => (before === after && before !== "not_interested") || hearersOfInterestChange(shownToOthers(before), after) !== "nobody"
      )
    )
  })

  it("interested and has tickets are both shown, and switching between them is a change others see", () => {
    expect(hearersOfInterestChange("interested", "has_tickets")).toBe("activity_viewers")
    expect(hearersOfInterestChange("has_tickets", "not_interested")).toBe("activity_viewers")
    expect(hearersOfInterestChange(null, "interested")).toBe("activity_viewers")
  })
})
