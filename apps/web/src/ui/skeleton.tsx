import * as styles from "./skeleton.css.ts"

export interface SkeletonListProps {
  /** How many placeholders (spec section 9: 6 while concerts load). */
  readonly count: number
  /** Announced politely while the placeholders show ("Loading concerts..."). */
  readonly label: string
  /** Lays the placeholders out like the content they stand for. */
  readonly className?: string
}

/** Grey placeholders shaped like the content to come; hidden from screen readers, which hear `label` instead. */
export function SkeletonList({ count, label, className }: SkeletonListProps) {
  return (
    <div className={className}>
      <p role="status" className={styles.visuallyHidden}>
        {label}
      </p>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders that never reorder
        <div key={index} aria-hidden="true" data-testid="skeleton" className={styles.skeleton}>
          <span className={styles.lineWide} />
          <span className={styles.line} />
          <span className={styles.line} />
        </div>
      ))}
    </div>
  )
}
