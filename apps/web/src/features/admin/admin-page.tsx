/** Spec section 2, /admin: the Admin Panel shell that only admins reach (the admin feature fills it). */
import { container } from "../../styles/layout.css.ts"
import { PageHeading } from "../../ui/heading.tsx"
import * as styles from "../../styles/page.css.ts"

export function AdminPage() {
  return (
    <div className={`${container} ${styles.page}`}>
      <PageHeading documentTitle="Admin Panel — Soundcheck">Admin Panel</PageHeading>
      <p className={styles.lead}>Manage concerts, users, invite requests and feedback from here.</p>
    </div>
  )
}
