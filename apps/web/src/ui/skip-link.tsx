import * as styles from "./skip-link.css.ts"

export interface SkipLinkProps {
  /** The id of the element to jump to (the main landmark). */
  readonly targetId: string
}

/**
 * "Skip to main content", visible only while focused. A native anchor on purpose: the jump must be the
 * browser's fragment navigation (moves focus to the target), not a client-side route change.
 */
export function SkipLink({ targetId }: SkipLinkProps) {
  return (
    <a href={`#${targetId}`} className={styles.skipLink}>
      Skip to main content
    </a>
  )
}
