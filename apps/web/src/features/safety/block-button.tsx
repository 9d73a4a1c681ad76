/**
 * Block someone (issue #29), behind a confirmation that says what a block does: from a profile (then on to
 * Friends, since the profile is gone for the blocker too) or from a row of a people list (focus stays nearby).
 */
import { useNavigate } from "react-router"
import { Button } from "../../ui/button.tsx"
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx"
import { toast } from "../../ui/toast-queue.ts"
import { toastFailure } from "../friends/failure.ts"
import { useReturnFocus } from "../friends/focus-home.tsx"
import { useBlockUser } from "./api/block-user.ts"

export interface BlockButtonProps {
  readonly userId: string
  readonly name: string
  /** `row`: a small "Block" in a list, named "Block <name>"; `profile`: the profile's "Block" (the page names the person). */
  readonly look: "row" | "profile"
}

/** What the confirmation tells the blocker, in the order they will wonder about it. */
export const blockDescription = (name: string): string =>
  `${name} will no longer see you anywhere on Soundcheck, and you will no longer see them: profiles, names, ` +
  "concert activity, search, plans and messages. Your friendship and any friend requests between you end. " +
  "They are not told. You can unblock them in Settings."

export function BlockButton({ userId, name, look }: BlockButtonProps) {
  const block = useBlockUser()
  const navigate = useNavigate()
  const returnFocus = useReturnFocus()
  const trigger =
    look === "row" ? (
      <Button variant="ghost" size="small" aria-label={`Block ${name}`}>
        Block
      </Button>
    ) : (
      <Button variant="secondary">Block</Button>
    )
  return (
    <ConfirmDialog
      trigger={trigger}
      title={`Block ${name}`}
      description={blockDescription(name)}
      confirmLabel="Block"
      busyLabel="Blocking..."
      onConfirm={() =>
        block.mutateAsync(userId).then(
          async () => {
            toast.success(`${name} blocked`, "You can unblock them in Settings.")
            if (look === "profile") await navigate("/friends", { replace: true })
            else returnFocus()
          },
          (error: unknown) => toastFailure("Failed to block", error)
        )
      }
    />
  )
}
