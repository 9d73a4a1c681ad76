/** The state of the viewer's own requests for more invites: pending, approved or rejected, with dates. */
import type { InviteRequestDto } from "../../../../../domain/invitations/contract.ts"
import { Badge } from "../../ui/badge.tsx"
import { formatDay } from "../friends/dates.ts"
import { useOwnInviteRequests } from "./api/own-invite-requests.ts"
import * as styles from "./invitations.css.ts"

const statusLabel = { pending: "Pending", approved: "Approved", rejected: "Rejected" } as const

const outcome = (request: InviteRequestDto): string => {
  const asked = `Requested ${formatDay(request.createdAt)}`
  if (request.status === "pending" || request.reviewedAt === null) return `${asked}, awaiting review`
  return `${asked}, ${request.status} ${formatDay(request.reviewedAt)}`
}

/** Nothing until the viewer has asked once. */
export function OwnRequests() {
  const requests = useOwnInviteRequests()
  const list = requests.data?.requests ?? []
  if (list.length === 0) return null
  return (
    <ul className={styles.requests} aria-label="Your invite requests">
      {list.map((request) => (
        <li key={request.id} className={styles.request}>
          <Badge>{statusLabel[request.status]}</Badge>
          <span>
            {request.requestedCount} invites · {outcome(request)}
          </span>
        </li>
      ))}
    </ul>
  )
}
