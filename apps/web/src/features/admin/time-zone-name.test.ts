import { describe, expect, it } from "vitest"
import { canonicalTimeZone } from "./time-zone-name.ts"

describe("a city's time zone name", () => {
  it("an IANA name is kept, in its canonical spelling", () => {
    expect(canonicalTimeZone("Europe/Berlin")).toBe("Europe/Berlin")
    expect(canonicalTimeZone(" america/chicago ")).toBe("America/Chicago")
  })

  it("a name that is no zone, or blank, is refused", () => {
    expect(canonicalTimeZone("Mars/Olympus_Mons")).toBeNull()
    expect(canonicalTimeZone("")).toBeNull()
    expect(canonicalTimeZone("x".repeat(65))).toBeNull()
  })
})
