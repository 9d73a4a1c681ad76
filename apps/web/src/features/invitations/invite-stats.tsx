/** Invites Remaining and Total sent, as a list of terms and values. */
import * as styles from "./invitations.css.ts"

export interface InviteStatsProps {
  /** Undefined while the overview loads. */
  readonly inviteCount: number | undefined
  readonly totalSent: number | undefined
}

export function InviteStats({ inviteCount, totalSent }: InviteStatsProps) {
  const value = (count: number | undefined) => (count === undefined ? "…" : String(count))
  return (
    <dl className={styles.stats}>
      <div className={styles.stat}>
        <dt className={styles.statLabel}>Invites Remaining</dt>
        <dd className={styles.statValue}>{value(inviteCount)}</dd>
      </div>
      <div className={styles.stat}>
        <dt className={styles.statLabel}>Total sent</dt>
        <dd className={styles.statValue}>{value(totalSent)}</dd>
      </div>
    </dl>
  )
}
