/**
 * What a fan reads when a report is refused (issue #29). Reporting the same thing again while the first report is
 * open is not a failure: they are told it is in hand. The daily cap is said as what it is (the server's generic
 * "wait a few minutes" would send them back again and again for up to a day).
 */
import { REPORTS_PER_DAY } from "../../../../../domain/moderation/contract.ts"
import { ApiError, hasStatus } from "../../app/api-client.ts"
import { failureMessage } from "../friends/failure.ts"

export interface ReportFailure {
  readonly tone: "info" | "error"
  readonly title: string
  readonly description: string
}

export const dailyReportLimitMessage = `You can send up to ${REPORTS_PER_DAY} reports a day. Please try again later.`

export const reportFailure = (error: unknown): ReportFailure => {
  if (error instanceof ApiError && error.code === "ReportAlreadyOpen") {
    return { tone: "info", title: "Already reported", description: "A moderator has not decided on your earlier report yet. We'll tell you what came of it." }
  }
  return { tone: "error", title: "Failed to send report", description: hasStatus(error, 429) ? dailyReportLimitMessage : failureMessage(error) }
}
