import * as styles from "./loading.css.ts"

/** The spec's "Loading..." in a polite live region, so screen readers hear it without being interrupted. */
export function Loading() {
  return (
    <p role="status" aria-live="polite" className={styles.loading}>
      Loading...
    </p>
  )
}
