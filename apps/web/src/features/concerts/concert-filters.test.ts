import { describe, expect, it } from "vitest"
import { defaultFilters, filtersFromParams, paramsFor, viewFromParams } from "./concert-filters.ts"

describe("concert filters in the address", () => {
  it("the plain address is the default page (Anyone, All, All Cities, no past, Rows)", () => {
    const params = new URLSearchParams()
    expect(filtersFromParams(params)).toEqual(defaultFilters)
    expect(viewFromParams(params)).toBe("rows")
    expect(paramsFor(defaultFilters, "rows").toString()).toBe("")
  })

  it("what is written is read back", () => {
    const filters = { friends: "friends_of_friends", activity: "tickets", city: "Saint-Denis & Co", past: true } as const
    const params = new URLSearchParams(paramsFor(filters, "cards").toString())
    expect(filtersFromParams(params)).toEqual(filters)
    expect(viewFromParams(params)).toBe("cards")
  })

  it("unknown values fall back to the defaults", () => {
    const params = new URLSearchParams("friends=everyone&activity=x&city=&past=yes&view=grid")
    expect(filtersFromParams(params)).toEqual(defaultFilters)
    expect(viewFromParams(params)).toBe("rows")
  })
})
