import { Link } from "../ui/link.tsx"
import { container } from "../styles/layout.css.ts"
import * as styles from "./site-header.css.ts"

/** The top bar: the product's name and, for visitors without a session, Sign In. */
export function SiteHeader() {
  return (
    <header className={styles.header}>
      <div className={`${container} ${styles.bar}`}>
        <Link href="/" variant="subtle" aria-label="Soundcheck home">
          <span className={styles.brand}>
            <span className={styles.logo} aria-hidden="true">
              <span className={styles.logoBar} />
              <span className={styles.logoBar} />
              <span className={styles.logoBar} />
            </span>
            Soundcheck
          </span>
        </Link>
        <nav aria-label="Account">
          <Link href="/auth" variant="secondary" size="small">Sign In</Link>
        </nav>
      </div>
    </header>
  )
}
