import { describe, expect, it } from "vitest"
import { cityChoices } from "./city-choices.ts"

describe("the My Cities choices", () => {
  it("offer the catalogue's cities and tick the saved ones whatever their spelling", () => {
    expect(cityChoices(["Seattle", "Austin", "Chicago"], ["chicago", "SEATTLE"])).toEqual({
      options: ["Austin", "Chicago", "Seattle"],
      chosen: ["Chicago", "Seattle"]
    })
  })

  it("keep a saved city the catalogue no longer lists, so a save does not drop it unseen", () => {
    expect(cityChoices(["Austin"], ["Portland"])).toEqual({ options: ["Austin", "Portland"], chosen: ["Portland"] })
  })

  it("tick nothing when none is saved", () => {
    expect(cityChoices(["Austin", "Chicago"], [])).toEqual({ options: ["Austin", "Chicago"], chosen: [] })
  })
})
