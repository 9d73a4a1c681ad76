/** The Sent tab's e-mail invitations: Invited and Expires dates, an Invitation Sent badge, Resend and Cancel. */
import type { UseQueryResult } from "@tanstack/react-query"
import type { InvitationDto, InvitationsOverview } from "../../../../../domain/invitations/contract.ts"
import { Avatar } from "../../ui/avatar.tsx"
import { Badge } from "../../ui/badge.tsx"
import { Button } from "../../ui/button.tsx"
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx"
import { toast } from "../../ui/toast-queue.ts"
import { emailInitials } from "../accounts/names.ts"
import { formatDay } from "../friends/dates.ts"
import { toastFailure } from "../friends/failure.ts"
import { useReturnFocus } from "../friends/focus-home.tsx"
import * as friendStyles from "../friends/friends.css.ts"
import { useCancelInvitation } from "./api/cancel-invitation.ts"
import { useResendInvitation } from "./api/resend-invitation.ts"
import * as styles from "./invitations.css.ts"

function SentInvitation({ invitation }: { readonly invitation: InvitationDto }) {
  const cancel = useCancelInvitation()
  const resend = useResendInvitation()
  const returnFocus = useReturnFocus()
  const { email } = invitation
  const expiry = invitation.expiresAt < Date.now() ? "Expired" : "Expires"
  const resendNow = () =>
    void resend.mutateAsync(invitation.id).then(
      () => toast.success(`Invitation resent to ${email}!`),
      (error: unknown) => toastFailure("Failed to resend invitation", error)
    )
  return (
    <li className={friendStyles.row}>
      <Avatar initials={emailInitials(email)} />
      <div className={friendStyles.who}>
        <span className={friendStyles.name}>{email}</span>
        <span className={friendStyles.meta}>
          Invited {formatDay(invitation.createdAt)} · {expiry} {formatDay(invitation.expiresAt)}
        </span>
      </div>
      <div className={friendStyles.actions}>
        <Badge>Invitation Sent</Badge>
        <Button size="small" variant="secondary" isBusy={resend.isPending} aria-label={`Resend invitation to ${email}`} onPress={resendNow}>
          {resend.isPending ? "Resending..." : "Resend"}
        </Button>
        <ConfirmDialog
          title="Cancel Invitation"
          trigger={
            <Button size="small" variant="secondary" aria-label={`Cancel invitation to ${email}`}>
              Cancel
            </Button>
          }
          description={`Are you sure you want to cancel the invitation to ${email}? They will no longer be able to join with it.`}
          confirmLabel="Cancel Invitation"
          cancelLabel="Keep Invitation"
          busyLabel="Canceling..."
          onConfirm={() =>
            cancel.mutateAsync(invitation.id).then(
              () => {
                toast.success(`Invitation to ${email} canceled`)
                returnFocus()
              },
              (error: unknown) => toastFailure("Failed to cancel invitation", error)
            )
          }
        />
      </div>
    </li>
  )
}

/** Nothing while there are no pending invitations (the friend requests above say what is pending). */
export function SentInvitations({ query }: { readonly query: UseQueryResult<InvitationsOverview> }) {
  if (query.isError) return <p role="alert">Failed to load your invitations</p>
  const invitations = query.data?.invitations ?? []
  if (invitations.length === 0) return null
  return (
    <section aria-labelledby="sent-invitations-heading" className={styles.stack}>
      <h2 id="sent-invitations-heading" className={styles.subheading}>
        Email Invitations
      </h2>
      <ul className={friendStyles.list} aria-label="Invitations you sent">
        {invitations.map((invitation) => (
          <SentInvitation key={invitation.id} invitation={invitation} />
        ))}
      </ul>
    </section>
  )
}
