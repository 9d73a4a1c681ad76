import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { MAX_SEARCH_QUERY_LENGTH } from "../../../../../domain/kernel/caps.ts"
import { activityValues, friendsValues } from "./concert-filters.ts"
import { type SearchState, searchFromParams, searchParamsFor, searchPath } from "./search-params.ts"

const searchArb: fc.Arbitrary<SearchState> = fc.record({
  q: fc.string({ maxLength: MAX_SEARCH_QUERY_LENGTH }),
  friends: fc.constantFrom(...friendsValues),
  activity: fc.constantFrom(...activityValues),
  past: fc.boolean()
})

const throughAddress = (params: URLSearchParams): URLSearchParams => new URL(`https://soundcheck.test/search?${params.toString()}`).searchParams

describe("a search in the address", () => {
  it("what is written is read back, words and filters", () => {
    fc.assert(
      fc.property(searchArb, (search) => {
        expect(searchFromParams(throughAddress(searchParamsFor(search)))).toEqual(search)
      })
    )
  })

  it("the words are always written, the filters only when not the defaults", () => {
    expect(searchParamsFor({ q: "midnite owls", friends: "anyone", activity: "all", past: false }).toString()).toBe("q=midnite+owls")
    expect(searchParamsFor({ q: "owls", friends: "friends", activity: "tickets", past: true }).toString()).toBe(
      "q=owls&friends=friends&activity=tickets&past=true"
    )
  })

  it("a suggestion's address searches its words with the default filters, accents and signs kept", () => {
    expect(searchPath("Mötley Crüe & Co")).toBe("/search?q=M%C3%B6tley+Cr%C3%BCe+%26+Co")
    expect(searchFromParams(new URL(`https://soundcheck.test${searchPath("Sigur Rós")}`).searchParams)).toEqual({
      q: "Sigur Rós",
      friends: "anyone",
      activity: "all",
      past: false
    })
  })

  it("hostile values are ignored: over-long words are cut at the cap, unknown filters read as the defaults", () => {
    const params = new URLSearchParams({ q: "a".repeat(MAX_SEARCH_QUERY_LENGTH * 10), friends: "everyone", activity: "<img src=x>", past: "1" })
    expect(searchFromParams(params)).toEqual({ q: "a".repeat(MAX_SEARCH_QUERY_LENGTH), friends: "anyone", activity: "all", past: false })
    expect(searchPath("b".repeat(MAX_SEARCH_QUERY_LENGTH + 5))).toBe(`/search?q=${"b".repeat(MAX_SEARCH_QUERY_LENGTH)}`)
  })

  it("no words at all read as blank words, which the results page leaves to the server to refuse", () => {
    expect(searchFromParams(new URLSearchParams()).q).toBe("")
  })
})
