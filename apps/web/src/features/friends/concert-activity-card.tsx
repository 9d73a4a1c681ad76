/**
 * The Concert Activity card of a profile: the concerts its owner is interested in or has tickets for, or
 * the spec's private notice when the owner's visibility hides them from this viewer.
 */
import * as pageStyles from "../../styles/page.css.ts"
import { Badge } from "../../ui/badge.tsx"
import { Card } from "../../ui/card.tsx"
import { Link } from "../../ui/link.tsx"
import { Loading } from "../../ui/loading.tsx"
import { formatConcertDate } from "../../lib/concert-date.ts"
import { concertPath } from "../../lib/concert-path.ts"
import { ConcertStatusBadge } from "../../lib/concert-status-badge.tsx"
import { showTimeSuffix } from "../../lib/show-time.ts"
import { useConcertActivity } from "./api/concert-activity.ts"
import { failureMessage } from "./failure.ts"
import * as styles from "./friends.css.ts"

const statusLabel = { interested: "Interested", has_tickets: "Have Tickets" } as const

function ActivityBody({ userId }: { readonly userId: string }) {
  const activity = useConcertActivity(userId)
  if (activity.isPending) return <Loading />
  if (activity.isError) return <p role="alert">Failed to load concert activity. {failureMessage(activity.error)}</p>
  if (!activity.data.visible) return <p className={pageStyles.muted}>This user's concert activity is private.</p>
  const { concerts } = activity.data
  if (concerts.length === 0) return <p className={pageStyles.muted}>No concert activity yet.</p>
  return (
    <ul className={styles.list}>
      {concerts.map(({ concert, interestStatus }) => (
        <li key={concert.id} className={styles.row}>
          <div className={styles.who}>
            <span className={styles.name}>
              <Link href={concertPath(concert.id)}>{concert.artist}</Link> <ConcertStatusBadge concert={concert} />
            </span>
            <span className={styles.meta}>
              {concert.venue}, {concert.city} · {formatConcertDate(concert.date)}
              {showTimeSuffix(concert)}
            </span>
          </div>
          <Badge>{statusLabel[interestStatus]}</Badge>
        </li>
      ))}
    </ul>
  )
}

export function ConcertActivityCard({ userId }: { readonly userId: string }) {
  return (
    <Card title="Concert Activity">
      <ActivityBody userId={userId} />
    </Card>
  )
}
