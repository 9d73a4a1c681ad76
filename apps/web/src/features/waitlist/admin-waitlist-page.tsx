/** /admin/waitlist: the strangers who asked for a place, newest first, each with Invite; Load more for older ones. */
import { container } from "../../styles/layout.css.ts"
import * as pageStyles from "../../styles/page.css.ts"
import { Button } from "../../ui/button.tsx"
import { PageHeading } from "../../ui/heading.tsx"
import { Loading } from "../../ui/loading.tsx"
import { useErrorToast } from "../accounts/use-error-toast.ts"
import { useAdminWaitlist } from "./api/admin-waitlist.ts"
import { WaitlistTable } from "./waitlist-table.tsx"

export function AdminWaitlistPage() {
  const waitlist = useAdminWaitlist()
  useErrorToast(waitlist.isError, "Failed to load the waitlist")
  const entries = waitlist.data?.pages.flatMap((page) => page.entries) ?? []
  return (
    <div className={`${container} ${pageStyles.page}`}>
      <PageHeading documentTitle="Waitlist — Admin Panel — Soundcheck">Waitlist</PageHeading>
      <p className={pageStyles.lead}>An invitation from the waitlist comes from Soundcheck and spends no member's invite.</p>
      {waitlist.isPending && <Loading />}
      {waitlist.isError && <p role="alert">Failed to load the waitlist</p>}
      {waitlist.data !== undefined && <WaitlistTable entries={entries} />}
      {waitlist.hasNextPage && (
        <div className={pageStyles.actions}>
          <Button variant="secondary" isBusy={waitlist.isFetchingNextPage} onPress={() => void waitlist.fetchNextPage()}>
            {waitlist.isFetchingNextPage ? "Loading..." : "Load more"}
          </Button>
        </div>
      )}
    </div>
  )
}
