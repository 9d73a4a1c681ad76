/** How the admin feedback page names types and statuses. */
import type { FeedbackStatus, FeedbackType } from "../../../../../../domain/feedback/contract.ts"
import type { SelectOption } from "../../../ui/select.tsx"

export const typeLabels: Record<FeedbackType, string> = { bug: "Bug", feature_request: "Feature Request", general: "General" }

export const statusOptions: ReadonlyArray<SelectOption<FeedbackStatus>> = [
  { value: "pending", label: "Pending" },
  { value: "reviewed", label: "Reviewed" },
  { value: "resolved", label: "Resolved" },
  { value: "dismissed", label: "Dismissed" }
]

export const statusLabel = (status: FeedbackStatus): string => statusOptions.find((o) => o.value === status)?.label ?? status

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" })

export const when = (millis: number): string => dateFormat.format(millis)
