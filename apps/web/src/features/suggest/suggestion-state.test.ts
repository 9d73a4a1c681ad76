import { describe, expect, it } from "vitest"
import { suggestionState } from "./suggestion-state.ts"

describe("a suggestion's state as the fan reads it", () => {
  it("names each state in words", () => {
    expect(suggestionState({ status: "pending", reason: null })).toEqual({ label: "Pending review", detail: null })
    expect(suggestionState({ status: "approved", reason: null })).toEqual({ label: "Approved", detail: null })
    expect(suggestionState({ status: "merged", reason: null })).toEqual({ label: "Already listed", detail: null })
  })

  it("gives the reason a suggestion was not added", () => {
    expect(suggestionState({ status: "rejected", reason: "Not a concert" })).toEqual({ label: "Not added", detail: "Reason: Not a concert" })
  })
})
