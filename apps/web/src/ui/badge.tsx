import type { ReactNode } from "react"
import * as styles from "./badge.css.ts"

export interface BadgeProps {
  /** Short label, a word or two ("Beta"). */
  readonly children: ReactNode
}

/** A small non-interactive label in a pill. */
export function Badge({ children }: BadgeProps) {
  return <span className={styles.badge}>{children}</span>
}
