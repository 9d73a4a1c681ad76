/**
 * The top of a concert's page, signed in or not: its picture (when it has one that loads), the artist as the
 * page's h1 (and title), the day in the spec's format, the venue and the city; then what the page adds below.
 */
import { type ReactNode, useState } from "react"
import { formatConcertDate } from "../../lib/concert-date.ts"
import { PageHeading } from "../../ui/heading.tsx"
import * as styles from "./concert-page.css.ts"

export interface ConcertFactsProps {
  readonly concert: { readonly artist: string; readonly venue: string; readonly city: string; readonly date: string; readonly imageUrl: string | null }
  readonly children?: ReactNode
}

export function ConcertFacts({ concert, children }: ConcertFactsProps) {
  // A picture that fails to load (gone, or refused by the page's policy) leaves no broken frame behind.
  const [failedImage, setFailedImage] = useState<string | null>(null)
  const facts = (
    <div className={styles.facts}>
      <PageHeading documentTitle={`${concert.artist} — Soundcheck`}>{concert.artist}</PageHeading>
      <p className={styles.when}>
        <time dateTime={concert.date}>{formatConcertDate(concert.date)}</time>
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
