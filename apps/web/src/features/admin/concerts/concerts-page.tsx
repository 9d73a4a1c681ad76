/**
 * Spec section 2, /admin/concerts: every concert (past included), Add Concert, Import CSV, Load more. Moderators
 * (issue #29) edit concerts only: adding, importing, merging and deleting are the admins'.
 */
import { container } from "../../../styles/layout.css.ts"
import * as pageStyles from "../../../styles/page.css.ts"
import { Button } from "../../../ui/button.tsx"
import { PageHeading } from "../../../ui/heading.tsx"
import { Link } from "../../../ui/link.tsx"
import { Loading } from "../../../ui/loading.tsx"
import { useAuth } from "../../accounts/auth-context.ts"
import { useErrorToast } from "../../accounts/use-error-toast.ts"
import * as styles from "../admin.css.ts"
import { useAdminConcerts } from "../api/admin-concerts.ts"
import { ImportCsvDialog } from "../import/import-csv-dialog.tsx"
import { ConcertsTable } from "./concerts-table.tsx"

export function ConcertsPage() {
  const concerts = useAdminConcerts()
  const { isAdmin } = useAuth()
  useErrorToast(concerts.isError, "Failed to load concerts")
  const rows = concerts.data?.pages.flatMap((page) => page.concerts) ?? []
  return (
    <div className={`${container} ${pageStyles.page}`}>
      <div className={styles.toolbar}>
        <PageHeading documentTitle="Concerts — Admin Panel — Soundcheck">Concerts</PageHeading>
        {isAdmin && (
          <div className={pageStyles.actions}>
            <ImportCsvDialog />
            <Link href="/admin/concerts/new" variant="primary">
              Add Concert
            </Link>
          </div>
        )}
      </div>
      {concerts.isPending && <Loading />}
      {concerts.isError && <p role="alert">Failed to load concerts</p>}
      {concerts.data !== undefined && <ConcertsTable concerts={rows} canCurate={isAdmin} />}
      {concerts.hasNextPage && (
        <div className={pageStyles.actions}>
          <Button variant="secondary" isBusy={concerts.isFetchingNextPage} onPress={() => void concerts.fetchNextPage()}>
            {concerts.isFetchingNextPage ? "Loading..." : "Load more"}
          </Button>
        </div>
      )}
    </div>
  )
}
