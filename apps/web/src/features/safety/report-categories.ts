/** How a report's categories are named (issue #29), for the fan's report dialog and the moderators' queue. */
import type { ReportCategory } from "../../../../../domain/moderation/contract.ts"

export const categoryLabels: Record<ReportCategory, string> = {
  spam: "Spam",
  harassment: "Harassment",
  wrong_details: "Wrong concert details",
  illegal: "Illegal content",
  other: "Other"
}
