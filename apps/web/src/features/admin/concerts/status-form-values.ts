/** The Change Status dialog's fields as sent (issue #31): a reschedule's new day and a move's new venue only with them. */
import { type ConcertStatus, statusLabels } from "../../../../../../domain/concerts/show.ts"
import type { ConcertStatusBody } from "../../../../../../domain/curation/contract.ts"

export interface StatusValues {
  readonly status: ConcertStatus
  readonly date: string
  readonly venue: string
  readonly reason: string
}

export const statusOptions: ReadonlyArray<{ readonly value: ConcertStatus; readonly label: string }> = (
  ["scheduled", "cancelled", "postponed", "rescheduled", "moved"] as const
).map((status) => ({ value: status, label: statusLabels[status] }))

export const statusBodyOf = (values: StatusValues): ConcertStatusBody => {
  const reason = values.reason.trim() === "" ? null : values.reason.trim()
  if (values.status === "rescheduled") return { status: values.status, date: values.date.trim(), reason }
  if (values.status === "moved") return { status: values.status, venue: values.venue.trim(), reason }
  return { status: values.status, reason }
}
