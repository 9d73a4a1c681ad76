/**
 * One concert of the concerts page, the search results or an artist's page, as a row or a card: what (linking to its
 * page), where, when, who else goes, the viewer's select, and Follow for its artist (issue #32).
 */
import { useId } from "react"
import * as pageStyles from "../../styles/page.css.ts"
import { Link } from "../../ui/link.tsx"
import type { DiscoveryConcert, FriendsFilter } from "../../../../../domain/concerts/discovery-contract.ts"
import { formatConcertDate } from "../../lib/concert-date.ts"
import { ConcertStatusBadge } from "../../lib/concert-status-badge.tsx"
import { showTimeText } from "../../lib/show-time.ts"
import { isGoingAhead } from "../../../../../domain/concerts/show.ts"
import { concertPath } from "../../lib/concert-path.ts"
import type { ConcertsView } from "./concert-filters.ts"
import * as styles from "./concerts.css.ts"
import { FriendInterests } from "./friend-interests.tsx"
import { InterestSelect } from "./interest-select.tsx"
import { FollowButton } from "../follows/follow-button.tsx"
import { MakePlanButton } from "../plans/make-plan-button.tsx"
import { isPlannable } from "../plans/plan-view.ts"

export interface ConcertItemProps {
  readonly concert: DiscoveryConcert
  readonly view: ConcertsView
  /** The page's friends filter, which "Show all" keeps to. */
  readonly friends: FriendsFilter
  /** Follow for the concert's artist (default true); the artist's own page has one for all of them. */
  readonly withFollow?: boolean
}

export function ConcertItem({ concert, view, friends, withFollow = true }: ConcertItemProps) {
  const headingId = useId()
  const times = showTimeText(concert)
  const canPlan = isPlannable(concert.date) && isGoingAhead(concert.status)
  return (
    <article aria-labelledby={headingId} className={styles.concert[view]}>
      <div className={styles.facts}>
        <h2 id={headingId} className={styles.artist}>
          <Link href={concertPath(concert.id)}>{concert.artist}</Link>
        </h2>
        {concert.status !== "scheduled" && (
          <p className={styles.meta}>
            <ConcertStatusBadge concert={concert} withChange />
          </p>
        )}
        <p className={styles.meta}>
          {concert.venue} · {concert.city}
        </p>
        <p className={styles.meta}>
          <time dateTime={concert.date}>{formatConcertDate(concert.date)}</time>
        </p>
        {times !== null && <p className={styles.meta}>{times}</p>}
        <p className={styles.meta}>
          <Link href={`/api/concerts/${encodeURIComponent(concert.id)}/calendar.ics`} download aria-label={`Add to calendar: ${concert.artist}`}>
            Add to calendar
          </Link>
        </p>
        {(withFollow || canPlan) && (
          <div className={pageStyles.actions}>
            {withFollow && <FollowButton target={{ kind: "artist", artist: concert.artist }} />}
            {canPlan && <MakePlanButton concertId={concert.id} artist={concert.artist} />}
          </div>
        )}
      </div>
      <FriendInterests concertId={concert.id} artist={concert.artist} friends={friends} count={concert.friendCount} people={concert.friendInterests} />
      <InterestSelect concertId={concert.id} artist={concert.artist} value={concert.userInterest} />
    </article>
  )
}
