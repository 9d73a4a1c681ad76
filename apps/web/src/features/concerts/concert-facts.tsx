/**
 * The top of a concert's page, signed in or not: its picture (when it has one that loads), the artist as the
 * page's h1 (and title), its status (issue #31: the badge, the earlier day or venue and the reason), the day in the
 * spec's format with its times, the venue and the city; then what the page adds below.
 */
import { type ReactNode, useState } from "react"
import type { ConcertStatus } from "../../../../../domain/concerts/show.ts"
import { formatConcertDate } from "../../lib/concert-date.ts"
import { ConcertStatusBadge } from "../../lib/concert-status-badge.tsx"
import { showTimeText } from "../../lib/show-time.ts"
import { PageHeading } from "../../ui/heading.tsx"
import * as styles from "./concert-page.css.ts"

export interface ConcertFactsProps {
  readonly concert: {
    readonly artist: string
    readonly venue: string
    readonly city: string
    readonly date: string
    readonly imageUrl: string | null
    readonly status: ConcertStatus
    readonly statusReason: string | null
    readonly previousDate: string | null
    readonly previousVenue: string | null
    readonly startTime: string | null
    readonly doorsTime: string | null
    readonly timeZone: string | null
  }
  readonly children?: ReactNode
}

export function ConcertFacts({ concert, children }: ConcertFactsProps) {
  // A picture that fails to load (gone, or refused by the page's policy) leaves no broken frame behind.
  const [failedImage, setFailedImage] = useState<string | null>(null)
  const times = showTimeText(concert)
  const facts = (
    <div className={styles.facts}>
      <PageHeading documentTitle={`${concert.artist} — Soundcheck`}>{concert.artist}</PageHeading>
      {concert.status !== "scheduled" && (
        <div className={styles.status}>
          <p>
            <ConcertStatusBadge concert={concert} withChange />
          </p>
          {concert.statusReason !== null && <p className={styles.reason}>{concert.statusReason}</p>}
        </div>
      )}
      <p className={styles.when}>
        <time dateTime={concert.date}>{formatConcertDate(concert.date)}</time>
        {times !== null && <span className={styles.times}>{times}</span>}
      </p>
      <p className={styles.where}>
        {concert.venue} · {concert.city}
      </p>
      {children}
    </div>
  )
  const { imageUrl } = concert
  if (imageUrl === null || imageUrl === failedImage) return <div className={styles.heroWithoutImage}>{facts}</div>
  return (
    <div className={styles.hero}>
      <img
        src={imageUrl}
        alt={`${concert.artist} at ${concert.venue}`}
        className={styles.image}
        decoding="async"
        referrerPolicy="no-referrer"
        onError={() => setFailedImage(imageUrl)}
      />
      {facts}
    </div>
  )
}
