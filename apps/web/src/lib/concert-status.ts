/** A concert's status as the cards, its page and its plans say it (issue #31): in words, never colour alone. */
import { type ConcertStatus, statusLabels } from "../../../../domain/concerts/show.ts"
import { formatConcertDate } from "./concert-date.ts"

export interface StatusFacts {
  readonly status: ConcertStatus
  readonly previousDate: string | null
  readonly previousVenue: string | null
}

/** The badge's text; null for a scheduled concert, which shows no badge. */
export const statusBadgeText = (status: ConcertStatus): string | null => (status === "scheduled" ? null : statusLabels[status])

/** What a reschedule or move left behind: "was Sat, Dec 5" or "was at The Salt Shed"; null otherwise. */
export const statusChangeDetail = (concert: StatusFacts): string | null => {
  if (concert.status === "rescheduled" && concert.previousDate !== null) return `was ${formatConcertDate(concert.previousDate)}`
  if (concert.status === "moved" && concert.previousVenue !== null) return `was at ${concert.previousVenue}`
  return null
}

/** The badge with its detail, as read: "Rescheduled — was Sat, Dec 5", "Moved — was at The Salt Shed"; null without a detail. */
export const statusChangeText = (concert: StatusFacts): string | null => {
  const detail = statusChangeDetail(concert)
  return detail === null ? null : `${statusLabels[concert.status]} — ${detail}`
}

/** The line a plan's page shows when its concert will not happen as planned; null while it goes ahead. */
export const planStatusNotice = (status: ConcertStatus): string | null => {
  if (status === "cancelled") return "This concert was cancelled."
  if (status === "postponed") return "This concert was postponed; a new date is not known yet."
  return null
}
