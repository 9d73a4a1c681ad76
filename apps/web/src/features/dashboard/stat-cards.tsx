/** The dashboard's four numbers (spec section 2), as a description list so each number is read with its name. */
import type { DashboardDto } from "../../../../../domain/concerts/discovery-contract.ts"
import * as styles from "./dashboard.css.ts"

export function StatCards({ dashboard }: { readonly dashboard: DashboardDto }) {
  const stats = [
    ["Your Concerts", dashboard.yourConcerts],
    ["Friend Activity", dashboard.friendActivity],
    ["Have Tickets", dashboard.haveTickets],
    ["Total Concerts", dashboard.totalConcerts]
  ] as const
  return (
    <dl className={styles.stats} aria-label="Your numbers">
      {stats.map(([label, value]) => (
        <div key={label} className={styles.stat}>
          <dt className={styles.statLabel}>{label}</dt>
          <dd className={styles.statValue}>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
