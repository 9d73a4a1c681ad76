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

  it("gives any failure in the server's words, the daily cap's included", () => {
    const capped = "You can suggest up to 10 concerts a day. Try again after 3 March 2027 at 14:05 UTC."
    expect(suggestFailureDetail(new ApiError(429, "RateLimited", capped))).toBe(capped)
    expect(suggestFailureDetail(new ApiError(400, "InvalidConcert", "Failed to save concert. Please try again."))).toBe(
      "Failed to save concert. Please try again."
    )
  })
})
