/**
 * The Sent tab: the viewer's pending friend requests (Sent date, Pending badge, Cancel behind its
 * confirmation). The e-mail invitations under them are the invitations feature's SentInvitations.
 */
import type { UseQueryResult } from "@tanstack/react-query"
import type { FriendRequestDto, FriendRequestsList } from "../../../../../domain/friends/contract.ts"
import * as pageStyles from "../../styles/page.css.ts"
import { Badge } from "../../ui/badge.tsx"
import { Button } from "../../ui/button.tsx"
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx"
import { Loading } from "../../ui/loading.tsx"
import { toast } from "../../ui/toast-queue.ts"
import { useCancelFriendRequest } from "./api/cancel-friend-request.ts"
import { formatDay } from "./dates.ts"
import { toastFailure } from "./failure.ts"
import { useReturnFocus } from "./focus-home.tsx"
import * as styles from "./friends.css.ts"
import { PersonRow } from "./person-row.tsx"

function SentRequest({ request }: { readonly request: FriendRequestDto }) {
  const cancel = useCancelFriendRequest()
  const name = request.receiverName
  const returnFocus = useReturnFocus()
  return (
    <PersonRow userId={request.receiverId} name={name} meta={`Sent ${formatDay(request.createdAt)}`}>
      <Badge>Pending</Badge>
      <ConfirmDialog
        title="Cancel Friend Request"
        trigger={
          <Button size="small" variant="secondary" aria-label={`Cancel request to ${name}`}>
            Cancel
          </Button>
        }
        description={`Are you sure you want to cancel your friend request to ${name}?`}
        confirmLabel="Cancel Request"
        cancelLabel="Keep Request"
        busyLabel="Canceling..."
        onConfirm={() =>
          cancel.mutateAsync(request.id).then(
            () => {
              toast.success("Friend request canceled")
              returnFocus()
            },
            (error: unknown) => toastFailure("Failed to cancel friend request", error)
          )
        }
      />
    </PersonRow>
  )
}

export function SentRequests({ query }: { readonly query: UseQueryResult<FriendRequestsList> }) {
  if (query.isPending) return <Loading />
  if (query.isError) return <p role="alert">Failed to load friend requests</p>
  const { outgoing } = query.data
  if (outgoing.length === 0) return <p className={pageStyles.muted}>No pending sent requests.</p>
  return (
    <ul className={styles.list} aria-label="Friend requests you sent">
      {outgoing.map((request) => (
        <SentRequest key={request.id} request={request} />
      ))}
    </ul>
  )
}
