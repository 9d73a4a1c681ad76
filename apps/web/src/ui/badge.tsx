import type { ReactNode } from "react"
import * as styles from "./badge.css.ts"

export interface BadgeProps {
  /** Short label, a word or two ("Beta"). */
  readonly children: ReactNode
  /** `alert` for news that changes plans (a cancelled concert); the words still say it. Default `neutral`. */
  readonly tone?: "neutral" | "alert"
}

/** A small non-interactive label in a pill. */
export function Badge({ children, tone = "neutral" }: BadgeProps) {
  return <span className={tone === "alert" ? styles.alertBadge : styles.badge}>{children}</span>
}
