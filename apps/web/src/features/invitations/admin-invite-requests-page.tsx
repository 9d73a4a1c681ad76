/** Spec section 2, /admin/invite-requests: a pending table and a reviewed table (the first 10). */
import { container } from "../../styles/layout.css.ts"
import * as pageStyles from "../../styles/page.css.ts"
import { Card } from "../../ui/card.tsx"
import { PageHeading } from "../../ui/heading.tsx"
import { Loading } from "../../ui/loading.tsx"
import { useErrorToast } from "../accounts/use-error-toast.ts"
import { useAdminInviteRequests } from "./api/admin-invite-requests.ts"
import { PendingRequestsTable, ReviewedRequestsTable } from "./invite-requests-tables.tsx"

export function AdminInviteRequestsPage() {
  const requests = useAdminInviteRequests()
  useErrorToast(requests.isError, "Failed to load invite requests")
  return (
    <div className={`${container} ${pageStyles.page}`}>
      <PageHeading documentTitle="Invite Requests — Admin Panel — Soundcheck">Invite Requests</PageHeading>
      <p className={pageStyles.lead}>Approving a request adds its invites to the requester's count.</p>
      {requests.isPending && <Loading />}
      {requests.isError && <p role="alert">Failed to load invite requests</p>}
      {requests.data !== undefined && (
        <>
          <Card title="Pending Requests">
            <PendingRequestsTable requests={requests.data.pending} />
          </Card>
          <Card title="Reviewed Requests">
            <ReviewedRequestsTable requests={requests.data.reviewed} />
          </Card>
        </>
      )}
    </div>
  )
}
