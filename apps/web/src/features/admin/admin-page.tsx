/** Spec section 2, /admin: the Admin Panel dashboard (the counts, links and quick actions). */
import { container } from "../../styles/layout.css.ts"
import * as pageStyles from "../../styles/page.css.ts"
import { Card } from "../../ui/card.tsx"
import { PageHeading } from "../../ui/heading.tsx"
import { Link } from "../../ui/link.tsx"
import { Loading } from "../../ui/loading.tsx"
import { useErrorToast } from "../accounts/use-error-toast.ts"
import * as styles from "./admin.css.ts"
import { useAdminStats } from "./api/admin-stats.ts"
import { ImportCsvDialog } from "./import/import-csv-dialog.tsx"

export function AdminPage() {
  const stats = useAdminStats()
  useErrorToast(stats.isError, "Failed to load dashboard stats")
  const tiles =
    stats.data === undefined
      ? []
      : [
          { title: "Total Concerts", value: stats.data.totalConcerts, href: "/admin/concerts", link: "Manage concerts" },
          { title: "Registered Users", value: stats.data.registeredUsers, href: "/admin/users", link: "Manage users" },
          { title: "Upcoming Concerts", value: stats.data.upcomingConcerts, note: "In the next 30 days" }
        ]
  return (
    <div className={`${container} ${pageStyles.page}`}>
      <PageHeading documentTitle="Admin Panel — Soundcheck">Admin Panel</PageHeading>
      <p className={pageStyles.lead}>Manage concerts, users and settings from here.</p>
      {stats.isPending && <Loading />}
      {stats.isError && <p role="alert">Failed to load dashboard stats</p>}
      <div className={styles.stats}>
        {tiles.map((tile) => (
          <Card key={tile.title} title={tile.title}>
            <p className={styles.statValue}>{tile.value}</p>
            {tile.href !== undefined && <Link href={tile.href}>{tile.link}</Link>}
            {tile.note !== undefined && <p className={pageStyles.muted}>{tile.note}</p>}
          </Card>
        ))}
      </div>
      <Card title="Quick Actions">
        <div className={pageStyles.actions}>
          <Link href="/admin/concerts/new" variant="primary">
            Add Concert
          </Link>
          <ImportCsvDialog />
          <Link href="/admin/users" variant="secondary">
            Users
          </Link>
          <Link href="/admin/reports" variant="secondary">
            Reports
          </Link>
          <Link href="/admin/suggestions" variant="secondary">
            Concert Suggestions
          </Link>
        </div>
      </Card>
    </div>
  )
}
