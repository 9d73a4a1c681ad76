import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { type AnalyticsCell, FEWER_THAN_5 } from "./contract.ts"
import { suppressCount, suppressDerived } from "./privacy.ts"

const count = fc.nat({ max: 1_000_000 })
const small = fc.integer({ min: 1, max: 4 })
const rate = fc.option(fc.double({ min: 0, max: 100, noNaN: true }), { nil: null })

/** A cell as a number to compare: "fewer than 5" sits between 0 and 5. */
const rank = (cell: AnalyticsCell): number => (cell === null ? -1 : cell === FEWER_THAN_5 ? 2.5 : cell)

describe("the privacy rule (issue #34)", () => {
  it("a count never shows 1, 2, 3 or 4", () => {
    fc.assert(
      fc.property(count, (n) => {
        expect([1, 2, 3, 4]).not.toContain(suppressCount(n))
      })
    )
  })

  it("a count of 1 to 4 reads 'fewer than 5'; 0 and 5 or more stay as they are", () => {
    fc.assert(
      fc.property(small, (n) => {
        expect(suppressCount(n)).toBe(FEWER_THAN_5)
      })
    )
    fc.assert(
      fc.property(fc.integer({ min: 5, max: 1_000_000 }), (n) => {
        expect(suppressCount(n)).toBe(n)
      })
    )
    expect(suppressCount(0)).toBe(0)
    expect(suppressCount(4)).toBe(FEWER_THAN_5)
    expect(suppressCount(5)).toBe(5)
  })

  it("suppressing a shown count again changes nothing (idempotent on its outputs)", () => {
    fc.assert(
      fc.property(count, (n) => {
        const once = suppressCount(n)
        if (typeof once === "number") expect(suppressCount(once)).toBe(once)
      })
    )
  })

  it("more people never read as fewer (monotone)", () => {
    fc.assert(
      fc.property(count, count, (a, b) => {
        expect(rank(suppressCount(Math.min(a, b)))).toBeLessThanOrEqual(rank(suppressCount(Math.max(a, b))))
      })
    )
  })

  it("a rate or median over nobody is null, over 1 to 4 people 'fewer than 5', over 5 or more itself", () => {
    fc.assert(
      fc.property(rate, (value) => {
        expect(suppressDerived(value, 0)).toBeNull()
      })
    )
    fc.assert(
      fc.property(rate, small, (value, basis) => {
        expect(suppressDerived(value, basis)).toBe(FEWER_THAN_5)
      })
    )
    fc.assert(
      fc.property(rate, fc.integer({ min: 5, max: 1_000_000 }), (value, basis) => {
        expect(suppressDerived(value, basis)).toBe(value)
      })
    )
  })

  it("a derived value never shows a number taken over fewer than five people", () => {
    fc.assert(
      fc.property(rate, count, (value, basis) => {
        const shown = suppressDerived(value, basis)
        if (typeof shown === "number") expect(basis).toBeGreaterThanOrEqual(5)
      })
    )
  })
})
