import fc from "fast-check"
import { describe, it } from "vitest"
import { retryAfterSeconds, windowStartOf } from "./rate-limit.ts"

const instant = fc.integer({ min: 0, max: 4_000_000_000_000 })
const window = fc.integer({ min: 1000, max: 86_400_000 })

describe("rate-limit windows", () => {
  it("every instant falls in the window that starts at or before it and ends after it", () => {
    fc.assert(
      fc.property(instant, window, (now, ms) => {
        const start = windowStartOf(now, ms)
        return start <= now && now < start + ms && start % ms === 0
      })
    )
  })

  it("Retry-After points at the window's end, never at 0 and never past one window", () => {
    fc.assert(
      fc.property(instant, window, (now, ms) => {
        const wait = retryAfterSeconds(now, ms)
        return wait >= 1 && wait <= Math.ceil(ms / 1000) && windowStartOf(now + wait * 1000, ms) !== windowStartOf(now, ms)
      })
    )
  })
})
