import { describe, expect, it } from "vitest"
import { upcomingText } from "./upcoming-text.ts"

describe("a followed artist's upcoming concerts", () => {
  it("are counted in words, none said plainly", () => {
    expect(upcomingText(0)).toBe("No upcoming concerts yet")
    expect(upcomingText(1)).toBe("1 upcoming concert")
    expect(upcomingText(7)).toBe("7 upcoming concerts")
  })
})
