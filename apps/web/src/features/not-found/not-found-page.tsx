/** Spec section 8, Unknown routes: the generic 404 page. */
import { container } from "../../styles/layout.css.ts"
import { PageHeading } from "../../ui/heading.tsx"
import { Link } from "../../ui/link.tsx"
import * as styles from "./not-found-page.css.ts"

export function NotFoundPage() {
  return (
    <div className={`${container} ${styles.page}`}>
      <p className={styles.code}>404</p>
      <PageHeading documentTitle="Page not found — Soundcheck">Oops! Page not found</PageHeading>
      <Link href="/" variant="primary">
        Return to Home
      </Link>
    </div>
  )
}
