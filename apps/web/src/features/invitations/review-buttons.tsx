/** Approve and Reject for one pending invite request on the admin page. */
import type { InviteRequestDto } from "../../../../../domain/invitations/contract.ts"
import { Button } from "../../ui/button.tsx"
import { toast } from "../../ui/toast-queue.ts"
import * as adminStyles from "../admin/admin.css.ts"
import { type Review, useReviewInviteRequest } from "./api/review-invite-request.ts"
import { failureMessage } from "./failure.ts"

const outcomes = {
  approve: { success: "Request approved successfully!", failure: "Failed to approve request" },
  reject: { success: "Request rejected successfully!", failure: "Failed to reject request" }
} as const

export function ReviewButtons({ request }: { readonly request: InviteRequestDto }) {
  const review = useReviewInviteRequest()
  const busy = review.isPending
  // The promise, not mutate's callbacks: the row leaves the pending table before those would run.
  const press = (kind: Review) =>
    void review.mutateAsync({ id: request.id, review: kind }).then(
      () => toast.success(outcomes[kind].success),
      (error: unknown) => toast.error(outcomes[kind].failure, failureMessage(error))
    )
  const who = request.displayName
  return (
    <div className={adminStyles.rowActions}>
      <Button size="small" isBusy={busy} aria-label={`Approve request from ${who}`} onPress={() => press("approve")}>
        {busy && review.variables?.review === "approve" ? "Approving..." : "Approve"}
      </Button>
      <Button size="small" variant="secondary" isBusy={busy} aria-label={`Reject request from ${who}`} onPress={() => press("reject")}>
        {busy && review.variables?.review === "reject" ? "Rejecting..." : "Reject"}
      </Button>
    </div>
  )
}
