/** Spec section 2, Sign-in (/auth): the title and subtitle; the sign-in form arrives with the accounts API. */
import { container } from "../../styles/layout.css.ts"
import { PageHeading } from "../../ui/heading.tsx"
import * as styles from "./auth-page.css.ts"

export function AuthPage() {
  return (
    <div className={`${container} ${styles.page}`}>
      <div className={styles.card}>
        <PageHeading documentTitle="Sign In — Soundcheck" className={styles.title}>
          Welcome to Soundcheck
        </PageHeading>
        <p className={styles.subtitle}>Join your friends at the best concerts</p>
      </div>
    </div>
  )
}
