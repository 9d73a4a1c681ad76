import { describe, expect, it } from "vitest"
import { ApiError } from "../../app/api-client.ts"
import { suggestFailureDetail, suggestionState } from "./suggestion-state.ts"

describe("a suggestion's state as the fan reads it", () => {
  it("names each state in words", () => {
    expect(suggestionState({ status: "pending", reason: null })).toEqual({ label: "Pending review", detail: null })
    expect(suggestionState({ status: "approved", reason: null })).toEqual({ label: "Approved", detail: null })
    expect(suggestionState({ status: "merged", reason: null })).toEqual({ label: "Already listed", detail: null })
  })

  it("gives the reason a suggestion was not added", () => {
    expect(suggestionState({ status: "rejected", reason: "Not a concert" })).toEqual({ label: "Not added", detail: "Reason: Not a concert" })
  })

  it("says the daily cap of suggestions as a day's, any other failure in its own words", () => {
    expect(suggestFailureDetail(new ApiError(429, "RateLimited", "Too many attempts. Please wait a few minutes and try again."))).toBe(
      "You can suggest up to 10 concerts a day. Please try again later."
    )
    expect(suggestFailureDetail(new ApiError(400, "InvalidConcert", "Failed to save concert. Please try again."))).toBe(
      "Failed to save concert. Please try again."
    )
  })
})
