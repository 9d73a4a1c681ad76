/** The Requests tab: pending requests to the viewer, each with Accept and Decline, and Block (issue #29). */
import type { UseQueryResult } from "@tanstack/react-query"
import type { FriendRequestDto, FriendRequestsList } from "../../../../../domain/friends/contract.ts"
import * as pageStyles from "../../styles/page.css.ts"
import { Button } from "../../ui/button.tsx"
import { Loading } from "../../ui/loading.tsx"
import { toast } from "../../ui/toast-queue.ts"
import { useAcceptFriendRequest } from "./api/accept-friend-request.ts"
import { useRejectFriendRequest } from "./api/reject-friend-request.ts"
import { formatDay } from "./dates.ts"
import { toastFailure } from "./failure.ts"
import { useReturnFocus } from "./focus-home.tsx"
import * as styles from "./friends.css.ts"
import { PersonRow } from "./person-row.tsx"
import { BlockButton } from "../safety/block-button.tsx"

function IncomingRequest({ request }: { readonly request: FriendRequestDto }) {
  const accept = useAcceptFriendRequest()
  const reject = useRejectFriendRequest()
  const busy = accept.isPending || reject.isPending
  const returnFocus = useReturnFocus()
  // Promises, not mutate's callbacks: the row is gone (the request answered) before those would run.
  const respond = (answer: Promise<unknown>, success: string) =>
    void answer.then(
      () => {
        toast.success(success)
        returnFocus()
      },
      (error: unknown) => toastFailure("Failed to respond to request", error)
    )
  return (
    <PersonRow userId={request.senderId} name={request.senderName} meta={`Received ${formatDay(request.createdAt)}`}>
      <Button
        size="small"
        isBusy={busy}
        aria-label={`Accept request from ${request.senderName}`}
        onPress={() => respond(accept.mutateAsync(request.id), "Friend request accepted!")}
      >
        Accept
      </Button>
      <Button
        size="small"
        variant="secondary"
        isBusy={busy}
        aria-label={`Decline request from ${request.senderName}`}
        onPress={() => respond(reject.mutateAsync(request.id), "Friend request rejected")}
      >
        Decline
      </Button>
      <BlockButton userId={request.senderId} name={request.senderName} look="row" />
    </PersonRow>
  )
}

export function IncomingRequests({ query }: { readonly query: UseQueryResult<FriendRequestsList> }) {
  if (query.isPending) return <Loading />
  if (query.isError) return <p role="alert">Failed to load friend requests</p>
  const { incoming } = query.data
  if (incoming.length === 0) return <p className={pageStyles.muted}>No pending friend requests.</p>
  return (
    <ul className={styles.list} aria-label="Friend requests to you">
      {incoming.map((request) => (
        <IncomingRequest key={request.id} request={request} />
      ))}
    </ul>
  )
}
