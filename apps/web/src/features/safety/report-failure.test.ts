import { describe, expect, it } from "vitest"
import { ApiError } from "../../app/api-client.ts"
import { dailyReportLimitMessage, reportFailure } from "./report-failure.ts"

describe("a refused report as the fan reads it", () => {
  it("a second report of the same thing, the first still open, says it is in hand", () => {
    expect(reportFailure(new ApiError(409, "ReportAlreadyOpen", "You have already reported this."))).toMatchObject({ tone: "info", title: "Already reported" })
  })

  it("the daily cap says it is a day's, not the generic few minutes", () => {
    const limited = reportFailure(new ApiError(429, "RateLimited", "Too many attempts. Please wait a few minutes and try again."))
    expect(limited).toEqual({ tone: "error", title: "Failed to send report", description: dailyReportLimitMessage })
    expect(dailyReportLimitMessage).toContain("20 reports a day")
  })

  it("any other refusal gives the server's words", () => {
    expect(reportFailure(new ApiError(404, "ReportTargetNotFound", "What you reported could not be found.")).description).toBe(
      "What you reported could not be found."
    )
  })
})
