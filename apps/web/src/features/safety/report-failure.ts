/**
 * What a fan reads when a report is refused (issue #29). Reporting the same thing again while the first report is
 * open is not a failure: they are told it is in hand. Any other refusal in the server's words (the daily cap's say
 * the cap and when to try again).
 */
import { ApiError } from "../../app/api-client.ts"
import { failureMessage } from "../friends/failure.ts"

export interface ReportFailure {
  readonly tone: "info" | "error"
  readonly title: string
  readonly description: string
}

export const reportFailure = (error: unknown): ReportFailure => {
  if (error instanceof ApiError && error.code === "ReportAlreadyOpen") {
    return { tone: "info", title: "Already reported", description: "A moderator has not decided on your earlier report yet. We'll tell you what came of it." }
  }
  return { tone: "error", title: "Failed to send report", description: failureMessage(error) }
}
