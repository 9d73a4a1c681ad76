/** Invite (or Invite again) for one waitlist entry: mails an invitation from Soundcheck, then the table refreshes. */
import type { WaitlistEntryDto } from "../../../../../domain/waitlist/contract.ts"
import { Button } from "../../ui/button.tsx"
import { toast } from "../../ui/toast-queue.ts"
import { failureMessage } from "../invitations/failure.ts"
import { useInviteFromWaitlist } from "./api/invite-from-waitlist.ts"
import { inviteActionLabel } from "./waitlist-status.ts"

export function InviteButton({ entry }: { readonly entry: WaitlistEntryDto }) {
  const invite = useInviteFromWaitlist()
  const label = inviteActionLabel(entry)
  if (label === null) return null
  const press = () =>
    invite.mutate(entry.email, {
      onSuccess: () => toast.success(`Invitation sent to ${entry.email}`),
      onError: (error) => toast.error("Failed to send invitation", failureMessage(error))
    })
  return (
    <Button
      size="small"
      variant={label === "Invite" ? "primary" : "secondary"}
      isBusy={invite.isPending}
      aria-label={`${label}: ${entry.email}`}
      onPress={press}
    >
      {invite.isPending ? "Sending..." : label}
    </Button>
  )
}
