/** Spec section 2, /dashboard: the Welcome back page (the concerts feature adds its cards and lists). */
import { container } from "../../styles/layout.css.ts"
import { PageHeading } from "../../ui/heading.tsx"
import { useAuth } from "../accounts/auth-context.ts"
import { displayNameOf, emailName } from "../accounts/names.ts"
import * as styles from "../../styles/page.css.ts"

export function DashboardPage() {
  const { user } = useAuth()
  const name = user === null ? null : displayNameOf(user.displayName, emailName(user.email))
  return (
    <div className={`${container} ${styles.page}`}>
      <PageHeading documentTitle="Dashboard — Soundcheck">Welcome back</PageHeading>
      {name !== null && <p className={styles.lead}>Good to see you, {name}.</p>}
    </div>
  )
}
