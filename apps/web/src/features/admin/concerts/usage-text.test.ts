import { describe, expect, it } from "vitest"
import { isInUse, usageText } from "./usage-text.ts"

describe("what deleting a concert takes with it", () => {
  it("counts fans' marks and plans in words", () => {
    expect(usageText({ interests: 3, plans: 2 })).toBe("3 fans marked this concert and 2 plans are made for it.")
    expect(usageText({ interests: 1, plans: 1 })).toBe("1 fan marked this concert and 1 plan is made for it.")
    expect(usageText({ interests: 0, plans: 4 })).toBe("0 fans marked this concert and 4 plans are made for it.")
  })

  it("a concert with neither marks nor plans is not in use", () => {
    expect(isInUse({ interests: 0, plans: 0 })).toBe(false)
    expect(isInUse({ interests: 1, plans: 0 })).toBe(true)
    expect(isInUse({ interests: 0, plans: 1 })).toBe(true)
  })
})
