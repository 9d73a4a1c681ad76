import { useId, type ReactNode } from "react"
import * as styles from "./card.css.ts"

export interface CardProps {
  /** Shown as the card's h2 and naming the region; omit for a plain panel. */
  readonly title?: string
  readonly children: ReactNode
}

/** A bordered panel; with a title it is a section labelled by its h2. */
export function Card({ title, children }: CardProps) {
  const headingId = useId()
  if (title === undefined) return <div className={styles.card}>{children}</div>
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      {children}
    </section>
  )
}
