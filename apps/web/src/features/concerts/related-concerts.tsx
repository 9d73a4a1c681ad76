/** Other upcoming concerts by the same artist and at the same venue, each linking to its own page. */
import type { ConcertDto } from "../../../../../domain/concerts/contract.ts"
import { formatConcertDate } from "../../lib/concert-date.ts"
import { ConcertStatusBadge } from "../../lib/concert-status-badge.tsx"
import { concertPath } from "../../lib/concert-path.ts"
import { Card } from "../../ui/card.tsx"
import { Link } from "../../ui/link.tsx"
import { useRelatedConcerts } from "./api/related-concerts.ts"
import * as styles from "./concert-page.css.ts"

function RelatedList({ title, concerts }: { readonly title: string; readonly concerts: ReadonlyArray<ConcertDto> }) {
  if (concerts.length === 0) return null
  return (
    <Card title={title}>
      <ul className={styles.list} aria-label={title}>
        {concerts.map((concert) => (
          <li key={concert.id} className={styles.item}>
            <span>
              <Link href={concertPath(concert.id)}>{concert.artist}</Link> <ConcertStatusBadge concert={concert} />
            </span>
            <span className={styles.meta}>
              <time dateTime={concert.date}>{formatConcertDate(concert.date)}</time> · {concert.venue} · {concert.city}
            </span>
          </li>
        ))}
      </ul>
    </Card>
  )
}

/** Nothing while loading or when the request fails: the page is whole without them. */
export function RelatedConcerts({ concertId, artist, venue }: { readonly concertId: string; readonly artist: string; readonly venue: string }) {
  const related = useRelatedConcerts(concertId)
  if (related.data === undefined) return null
  return (
    <>
      <RelatedList title={`More by ${artist}`} concerts={related.data.sameArtist} />
      <RelatedList title={`More at ${venue}`} concerts={related.data.sameVenue} />
    </>
  )
}
