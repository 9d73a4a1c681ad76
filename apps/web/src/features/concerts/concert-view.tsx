/**
 * The signed-in concert page: the facts and description, the viewer's interest (the cards' select and messages),
 * Add to calendar, Share and Report (issue #29); everyone the viewer may see going, in "Show all"'s order; the
 * viewer's plans and Make a plan; other upcoming concerts by the same artist and at the same venue. Issue #32: the
 * artist's page, and Follow for the artist and for the venue.
 */
import type { DiscoveryConcert } from "../../../../../domain/concerts/discovery-contract.ts"
import { formatConcertDate } from "../../lib/concert-date.ts"
import * as pageStyles from "../../styles/page.css.ts"
import { Badge } from "../../ui/badge.tsx"
import { Card } from "../../ui/card.tsx"
import { Link } from "../../ui/link.tsx"
import { isGoingAhead } from "../../../../../domain/concerts/show.ts"
import { artistPath } from "../../lib/artist-path.ts"
import { FollowButton } from "../follows/follow-button.tsx"
import { isPlannable } from "../plans/plan-view.ts"
import { ReportButton } from "../safety/report-button.tsx"
import { ConcertFacts } from "./concert-facts.tsx"
import * as styles from "./concert-page.css.ts"
import { usePublicConcert } from "./api/public-concert.ts"
import { ConcertPlans } from "./concert-plans.tsx"
import { countsText, EveryoneList } from "./friend-interests.tsx"
import { InterestSelect } from "./interest-select.tsx"
import { RelatedConcerts } from "./related-concerts.tsx"
import { ShareConcert } from "./share-concert.tsx"
import { TicketLinkList } from "./ticket-link-list.tsx"

function WhoIsGoing({ concert }: { readonly concert: DiscoveryConcert }) {
  const total = concert.friendCount.interested + concert.friendCount.hasTickets
  return (
    <Card title="Who's going">
      {total === 0 ? (
        <p className={pageStyles.muted}>No one you know is going yet.</p>
      ) : (
        <>
          <p className={styles.meta}>{countsText(concert.friendCount)}</p>
          <EveryoneList concertId={concert.id} artist={concert.artist} friends="anyone" />
        </>
      )}
    </Card>
  )
}

/** The ticket links come with the catalogue's facts (the public read); until then, or if it fails, none are shown. */
function Tickets({ concertId }: { readonly concertId: string }) {
  const publicConcert = usePublicConcert(concertId)
  return <TicketLinkList links={publicConcert.data?.ticketLinks ?? []} />
}

export function ConcertView({ concert }: { readonly concert: DiscoveryConcert }) {
  return (
    <>
      <ConcertFacts concert={concert}>
        {!isPlannable(concert.date) && (
          <p>
            <Badge>Past concert</Badge>
          </p>
        )}
        {concert.description !== null && <p className={styles.description}>{concert.description}</p>}
        <p>
          All concerts by <Link href={artistPath(concert.artist)}>{concert.artist}</Link>
        </p>
        <div className={pageStyles.actions}>
          <FollowButton target={{ kind: "artist", artist: concert.artist }} withName />
          <FollowButton target={{ kind: "venue", venue: concert.venue, city: concert.city }} withName />
        </div>
      </ConcertFacts>
      <div className={styles.controls}>
        <div className={styles.interest}>
          <InterestSelect concertId={concert.id} artist={concert.artist} value={concert.userInterest} hideLabel={false} />
        </div>
        <div className={pageStyles.actions}>
          <Link variant="secondary" href={`/api/concerts/${encodeURIComponent(concert.id)}/calendar.ics`} download>
            Add to calendar
          </Link>
          <ShareConcert concertId={concert.id} artist={concert.artist} text={`${formatConcertDate(concert.date)} at ${concert.venue}, ${concert.city}`} />
          <ReportButton target={{ type: "concert", id: concert.id }} subject={concert.artist} />
        </div>
      </div>
      <Tickets concertId={concert.id} />
      <div className={pageStyles.grid}>
        <WhoIsGoing concert={concert} />
        <ConcertPlans concertId={concert.id} artist={concert.artist} date={concert.date} canPlan={isGoingAhead(concert.status)} />
      </div>
      <RelatedConcerts concertId={concert.id} artist={concert.artist} venue={concert.venue} />
    </>
  )
}
