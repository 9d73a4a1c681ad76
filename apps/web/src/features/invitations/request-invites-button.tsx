/** The Request More Invites button and its dialog (spec section 2), from /invite and the friends page. */
import { Button } from "../../ui/button.tsx"
import { Dialog, DialogTrigger } from "../../ui/dialog.tsx"
import { RequestInvitesForm } from "./request-invites-form.tsx"

export interface RequestInvitesButtonProps {
  /** "Request More Invites" on /invite, "Request More" in the Beta Invites box. */
  readonly label: string
  readonly isDisabled?: boolean
}

export function RequestInvitesButton({ label, isDisabled = false }: RequestInvitesButtonProps) {
  return (
    <DialogTrigger>
      <Button variant={isDisabled ? "secondary" : "primary"} isDisabled={isDisabled}>
        {label}
      </Button>
      <Dialog title="Request More Invites">{(close) => <RequestInvitesForm onDone={close} />}</Dialog>
    </DialogTrigger>
  )
}
