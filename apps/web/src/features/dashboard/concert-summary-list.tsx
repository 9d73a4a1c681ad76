/** A short list of concerts on the dashboard (Your Concerts, Friend Activity), or its empty text. */
import type { DiscoveryConcert } from "../../../../../domain/concerts/discovery-contract.ts"
import * as pageStyles from "../../styles/page.css.ts"
import { Badge } from "../../ui/badge.tsx"
import { Card } from "../../ui/card.tsx"
import { Link } from "../../ui/link.tsx"
import { formatConcertDate } from "../../lib/concert-date.ts"
import { concertPath } from "../../lib/concert-path.ts"
import { ConcertStatusBadge } from "../../lib/concert-status-badge.tsx"
import { showTimeSuffix } from "../../lib/show-time.ts"
import { countsText } from "../concerts/friend-interests.tsx"
import * as styles from "./dashboard.css.ts"

const ownStatus = { interested: "Interested", has_tickets: "Have Tickets" } as const

export interface ConcertSummaryListProps {
  readonly title: string
  readonly concerts: ReadonlyArray<DiscoveryConcert>
  readonly empty: string
  /** What each line adds: the viewer's own status, or the others' counts and names. */
  readonly show: "own" | "friends"
}

export function ConcertSummaryList({ title, concerts, empty, show }: ConcertSummaryListProps) {
  return (
    <Card title={title}>
      {concerts.length === 0 ? (
        <p className={pageStyles.muted}>{empty}</p>
      ) : (
        <ul className={styles.list} aria-label={title}>
          {concerts.map((concert) => (
            <li key={concert.id} className={styles.item}>
              <div className={styles.itemHead}>
                <span className={styles.artist}>
                  <Link href={concertPath(concert.id)}>{concert.artist}</Link>
                </span>
                <ConcertStatusBadge concert={concert} />
                {show === "own" && concert.userInterest !== null && concert.userInterest !== "not_interested" && (
                  <Badge>{ownStatus[concert.userInterest]}</Badge>
                )}
              </div>
              <span className={styles.meta}>
                {concert.venue} · {concert.city} · <time dateTime={concert.date}>{formatConcertDate(concert.date)}</time>
                {showTimeSuffix(concert)}
              </span>
              {show === "friends" && (
                <span className={styles.meta}>
                  {countsText(concert.friendCount)}: {concert.friendInterests.map((person) => person.displayName).join(", ")}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}
