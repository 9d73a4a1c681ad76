/** A concert's status badge and, where there is room, what changed ("Rescheduled — was Sat, Dec 5"); nothing when scheduled. */
import { Badge } from "../ui/badge.tsx"
import { type StatusFacts, statusBadgeText, statusChangeDetail } from "./concert-status.ts"

export interface ConcertStatusBadgeProps {
  readonly concert: StatusFacts
  /** Also say the earlier day or venue after the badge, read as one phrase: "Rescheduled — was Sat, Dec 5". */
  readonly withChange?: boolean
}

export function ConcertStatusBadge({ concert, withChange = false }: ConcertStatusBadgeProps) {
  const text = statusBadgeText(concert.status)
  if (text === null) return null
  const detail = withChange ? statusChangeDetail(concert) : null
  return (
    <span>
      <Badge tone={concert.status === "cancelled" || concert.status === "postponed" ? "alert" : "neutral"}>{text}</Badge>
      {detail !== null && ` — ${detail}`}
    </span>
  )
}
