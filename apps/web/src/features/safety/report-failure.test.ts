import { describe, expect, it } from "vitest"
import { ApiError } from "../../app/api-client.ts"
import { reportFailure } from "./report-failure.ts"

describe("a refused report as the fan reads it", () => {
  it("a second report of the same thing, the first still open, says it is in hand", () => {
    expect(reportFailure(new ApiError(409, "ReportAlreadyOpen", "You have already reported this."))).toMatchObject({ tone: "info", title: "Already reported" })
  })

  it("the daily cap in the server's words, which say it is a day's", () => {
    const capped = "You can send up to 20 reports a day. Try again after 3 March 2027 at 14:05 UTC."
    expect(reportFailure(new ApiError(429, "RateLimited", capped))).toEqual({ tone: "error", title: "Failed to send report", description: capped })
  })

  it("any other refusal gives the server's words", () => {
    expect(reportFailure(new ApiError(404, "ReportTargetNotFound", "What you reported could not be found.")).description).toBe(
      "What you reported could not be found."
    )
  })
})
