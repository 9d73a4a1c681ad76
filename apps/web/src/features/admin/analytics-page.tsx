/** Spec section 2, /admin/analytics: a placeholder until analytics exist. */
import { container } from "../../styles/layout.css.ts"
import * as pageStyles from "../../styles/page.css.ts"
import { PageHeading } from "../../ui/heading.tsx"

export function AnalyticsPage() {
  return (
    <div className={`${container} ${pageStyles.page}`}>
      <PageHeading documentTitle="Analytics — Admin Panel — Soundcheck">Analytics</PageHeading>
      <p className={pageStyles.lead}>Analytics coming soon...</p>
    </div>
  )
}
