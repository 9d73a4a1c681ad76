/** Accept a pending request from someone else's profile or a search result. */
import { Button, type ButtonSize } from "../../ui/button.tsx"
import { toast } from "../../ui/toast-queue.ts"
import { useAcceptFriendRequest } from "./api/accept-friend-request.ts"
import { toastFailure } from "./failure.ts"
import { useReturnFocus } from "./focus-home.tsx"

export interface AcceptRequestButtonProps {
  readonly requestId: string
  /** "Accept Request" on a profile, "Accept" in a search result. */
  readonly label: string
  readonly size?: ButtonSize
}

export function AcceptRequestButton({ requestId, label, size = "medium" }: AcceptRequestButtonProps) {
  const accept = useAcceptFriendRequest()
  const returnFocus = useReturnFocus()
  // The promise, not mutate's callbacks: the button is replaced (the relationship changed) before they would run.
  const press = () =>
    void accept.mutateAsync(requestId).then(
      () => {
        toast.success("Friend request accepted!")
        returnFocus()
      },
      (error: unknown) => toastFailure("Failed to respond to request", error)
    )
  return (
    <Button size={size} isBusy={accept.isPending} onPress={press}>
      {accept.isPending ? "Accepting..." : label}
    </Button>
  )
}
