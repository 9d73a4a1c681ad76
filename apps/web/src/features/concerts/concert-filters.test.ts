import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { MAX_CITY_LENGTH } from "../../../../../domain/kernel/caps.ts"
import {
  activityValues,
  applyEdit,
  type ConcertFilters,
  type ConcertsView,
  defaultFilters,
  filtersFromParams,
  filtersSet,
  friendsValues,
  paramsFor,
  viewFromParams
} from "./concert-filters.ts"

/** A real calendar day between 2000 and 2099, as the date fields write it. */
const dayArb = fc
  .date({ min: new Date("2000-01-01T00:00:00Z"), max: new Date("2099-12-31T00:00:00Z"), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10))

const filtersArb: fc.Arbitrary<ConcertFilters> = fc.record({
  friends: fc.constantFrom(...friendsValues),
  activity: fc.constantFrom(...activityValues),
  city: fc.option(
    fc.string({ minLength: 1, maxLength: MAX_CITY_LENGTH }).filter((city) => city.trim() !== ""),
    { nil: null }
  ),
  myCities: fc.boolean(),
  past: fc.boolean(),
  from: fc.option(dayArb, { nil: null }),
  to: fc.option(dayArb, { nil: null })
})

const viewArb = fc.constantFrom<ConcertsView>("rows", "cards")

/** Through the address bar and back: what a bookmark, a shared link or a reload gives the page. */
const throughAddress = (params: URLSearchParams): URLSearchParams => new URL(`https://soundcheck.test/concerts?${params.toString()}`).searchParams

describe("concert filters in the address", () => {
  it("the plain address is the default page (Anyone, All, All Cities, no past, no dates, Rows)", () => {
    const params = new URLSearchParams()
    expect(filtersFromParams(params)).toEqual(defaultFilters)
    expect(viewFromParams(params)).toBe("rows")
    expect(paramsFor(defaultFilters, "rows").toString()).toBe("")
    expect(filtersSet(defaultFilters)).toBe(0)
  })

  it("what is written is read back, whatever the filters and the view", () => {
    fc.assert(
      fc.property(filtersArb, viewArb, (filters, view) => {
        const params = throughAddress(paramsFor(filters, view))
        expect(filtersFromParams(params)).toEqual(filters)
        expect(viewFromParams(params)).toBe(view)
      })
    )
  })

  it("a default is never written: each parameter present is one filter set, or the Cards view", () => {
    fc.assert(
      fc.property(filtersArb, viewArb, (filters, view) => {
        const params = paramsFor(filters, view)
        expect([...params.keys()].length).toBe(filtersSet(filters) + (view === "cards" ? 1 : 0))
        for (const [key, value] of params) expect(value).not.toBe(key === "view" ? "rows" : String(defaultFilters[key as keyof ConcertFilters]))
      })
    )
  })

  it("a date range is written as two days and read back", () => {
    const filters = { ...defaultFilters, from: "2026-05-01", to: "2026-05-31" }
    expect(paramsFor(filters, "rows").toString()).toBe("from=2026-05-01&to=2026-05-31")
    expect(filtersFromParams(new URLSearchParams("from=2026-05-01&to=2026-05-31"))).toEqual(filters)
    expect(filtersSet(filters)).toBe(2)
  })

  it("My Cities is written as myCities=true and read back (issue #32)", () => {
    const filters = { ...defaultFilters, myCities: true }
    expect(paramsFor(filters, "rows").toString()).toBe("myCities=true")
    expect(filtersFromParams(new URLSearchParams("myCities=true"))).toEqual(filters)
    expect(filtersSet(filters)).toBe(1)
  })

  it("unknown values fall back to the defaults", () => {
    const params = new URLSearchParams("friends=everyone&activity=x&city=&myCities=yes&past=yes&view=grid&from=tomorrow&to=")
    expect(filtersFromParams(params)).toEqual(defaultFilters)
    expect(viewFromParams(params)).toBe("rows")
  })

  it("hostile values are ignored: impossible days, over-long cities, markup, repeated keys read as the first", () => {
    const hostile = new URLSearchParams()
    hostile.set("from", "2026-02-30")
    hostile.set("to", "2026-13-01'; DROP TABLE concerts;--")
    hostile.set("city", "x".repeat(MAX_CITY_LENGTH + 1))
    hostile.set("friends", "<script>alert(1)</script>")
    hostile.set("activity", "__proto__")
    hostile.set("past", "TRUE")
    expect(filtersFromParams(hostile)).toEqual(defaultFilters)
    expect(filtersFromParams(new URLSearchParams("city=Austin&city=Seattle&from=2026-05-01&from=junk")).city).toBe("Austin")
    expect(filtersFromParams(new URLSearchParams("from=20260-05-01&to=2026-5-1")).from).toBeNull()
  })

  it("any address at all reads as filters the API accepts", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom("friends", "activity", "city", "past", "from", "to", "view", "q"), fc.string({ maxLength: 200 })), (raw) => {
        const filters = filtersFromParams(new URLSearchParams(raw))
        expect(friendsValues).toContain(filters.friends)
        expect(activityValues).toContain(filters.activity)
        expect(filters.city === null || (filters.city.length <= MAX_CITY_LENGTH && filters.city.trim() !== "")).toBe(true)
        for (const day of [filters.from, filters.to]) expect(day === null || /^\d{4}-\d{2}-\d{2}$/.test(day)).toBe(true)
      })
    )
  })

  it("the Filters button counts every filter that is not the default", () => {
    expect(filtersSet({ friends: "friends", activity: "tickets", city: "Austin", myCities: false, past: true, from: "2026-05-01", to: "2026-05-31" })).toBe(6)
    expect(filtersSet({ ...defaultFilters, friends: "friends_of_friends", past: true })).toBe(2)
  })
})

describe("two edits from one render", () => {
  it("each keeps only its own change: clearing From, then To, leaves neither date", () => {
    const rendered = { ...defaultFilters, city: "Seattle", past: true, from: "2026-12-01", to: "2026-12-28" }
    const afterFrom = applyEdit(rendered, { ...rendered, from: null }, rendered)
    const afterTo = applyEdit(rendered, { ...rendered, to: null }, afterFrom)
    expect(afterTo).toEqual({ ...rendered, from: null, to: null })
  })

  it("an edit that changes nothing leaves the latest filters as they are", () => {
    const latest = { ...defaultFilters, city: "Austin" }
    expect(applyEdit(defaultFilters, defaultFilters, latest)).toEqual(latest)
  })
})
