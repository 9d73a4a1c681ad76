import { useId, type ReactNode } from "react"
import * as styles from "./card.css.ts"

export interface CardProps {
  /** Shown as the card's h2 and naming the region; omit for a plain panel. */
  readonly title?: string
  readonly children: ReactNode
  /** `danger` for a danger zone (deleting the account): a border in the destructive colour. Default `default`. */
  readonly tone?: "default" | "danger"
}

/** A bordered panel; with a title it is a section labelled by its h2. */
export function Card({ title, children, tone = "default" }: CardProps) {
  const headingId = useId()
  const className = tone === "danger" ? styles.dangerCard : styles.card
  if (title === undefined) return <div className={className}>{children}</div>
  return (
    <section className={className} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      {children}
    </section>
  )
}
