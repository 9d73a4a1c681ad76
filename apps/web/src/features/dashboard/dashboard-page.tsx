/** Spec section 2, /dashboard: Welcome back, the four stat cards, group opportunities and the two short lists. */
import { container } from "../../styles/layout.css.ts"
import * as pageStyles from "../../styles/page.css.ts"
import { PageHeading } from "../../ui/heading.tsx"
import { Link } from "../../ui/link.tsx"
import { Loading } from "../../ui/loading.tsx"
import { useAuth } from "../accounts/auth-context.ts"
import { displayNameOf, emailName } from "../accounts/names.ts"
import { useDashboard } from "./api/dashboard.ts"
import { ConcertSummaryList } from "./concert-summary-list.tsx"
import { OpportunitiesPanel } from "./opportunities-panel.tsx"
import { StatCards } from "./stat-cards.tsx"

function DashboardBody() {
  const dashboard = useDashboard()
  if (dashboard.isPending) return <Loading />
  if (dashboard.isError) return <p role="alert">Failed to load your dashboard. Please try again.</p>
  const data = dashboard.data
  return (
    <>
      <StatCards dashboard={data} />
      <OpportunitiesPanel opportunities={data.opportunities} />
      <div className={pageStyles.grid}>
        <ConcertSummaryList
          title="Your Concerts"
          show="own"
          concerts={data.yourConcertsList}
          empty="No concerts tracked yet. Visit the Concerts page to explore!"
        />
        <ConcertSummaryList
          title="Friend Activity"
          show="friends"
          concerts={data.friendActivityList}
          empty="No friend activity yet. Add friends to see what concerts they're interested in!"
        />
      </div>
    </>
  )
}

export function DashboardPage() {
  const { user } = useAuth()
  const name = user === null ? null : displayNameOf(user.displayName, emailName(user.email))
  return (
    <div className={`${container} ${pageStyles.page}`}>
      <PageHeading documentTitle="Dashboard — Soundcheck">{name === null ? "Welcome back" : `Welcome back, ${name}`}</PageHeading>
      <div className={pageStyles.actions}>
        <Link variant="primary" href="/concerts">
          Browse Concerts
        </Link>
      </div>
      <DashboardBody />
    </div>
  )
}
