/** Remove Friend behind its confirmation (spec section 2): a friends-list row's Remove, or a profile's button. */
import { Button } from "../../ui/button.tsx"
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx"
import { toast } from "../../ui/toast-queue.ts"
import { useRemoveFriend } from "./api/remove-friend.ts"
import { toastFailure } from "./failure.ts"
import { useReturnFocus } from "./focus-home.tsx"

export interface RemoveFriendButtonProps {
  readonly userId: string
  readonly name: string
  /** `row`: a small "Remove" in a list; `profile`: the profile's one "Remove Friend" action. */
  readonly look: "row" | "profile"
}

export function RemoveFriendButton({ userId, name, look }: RemoveFriendButtonProps) {
  const remove = useRemoveFriend()
  const returnFocus = useReturnFocus()
  const trigger =
    look === "row" ? (
      <Button variant="secondary" size="small" aria-label={`Remove ${name}`}>
        Remove
      </Button>
    ) : (
      <Button variant="destructive">Remove Friend</Button>
    )
  return (
    <ConfirmDialog
      trigger={trigger}
      title="Remove Friend"
      description={`Are you sure you want to remove ${name} from your friends? This action cannot be undone.`}
      confirmLabel="Remove Friend"
      busyLabel="Removing..."
      onConfirm={() =>
        remove.mutateAsync(userId).then(
          () => {
            toast.success("Friend removed")
            returnFocus()
          },
          (error: unknown) => toastFailure("Failed to remove friend", error)
        )
      }
    />
  )
}
