/** Spec section 2, Profile Not Found: the id names no profile; ways back to people and to the dashboard. */
import { container } from "../../styles/layout.css.ts"
import * as pageStyles from "../../styles/page.css.ts"
import { PageHeading } from "../../ui/heading.tsx"
import { Link } from "../../ui/link.tsx"

export function ProfileNotFound() {
  return (
    <div className={`${container} ${pageStyles.page}`}>
      <PageHeading documentTitle="Profile Not Found — Soundcheck">Profile Not Found</PageHeading>
      <p className={pageStyles.lead}>This profile doesn't exist or is no longer available.</p>
      <div className={pageStyles.actions}>
        <Link href="/friends" variant="primary">
          Go to Friends
        </Link>
        <Link href="/dashboard" variant="secondary">
          Back to Dashboard
        </Link>
      </div>
    </div>
  )
}
