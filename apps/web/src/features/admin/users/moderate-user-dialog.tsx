/**
 * Admin → Users (issue #29): suspend an account or lift its suspension, revoke its invites or restore them, with
 * the reason the person reads; only the actions that apply to its standing are offered (standing.ts), restoring
 * invites only to an admin. Staff accounts are not moderated here (the server refuses a moderator too).
 */
import { useState, type FormEvent } from "react"
import type { AdminUserDto } from "../../../../../../domain/accounts/contract.ts"
import { Button } from "../../../ui/button.tsx"
import { Dialog, DialogTrigger } from "../../../ui/dialog.tsx"
import * as dialogStyles from "../../../ui/dialog.css.ts"
import { Form } from "../../../ui/form.tsx"
import { RadioGroup, type RadioOption } from "../../../ui/radio-group.tsx"
import { toast } from "../../../ui/toast-queue.ts"
import { useAuth } from "../../accounts/auth-context.ts"
import { failureMessage } from "../../friends/failure.ts"
import { useRestoreInvites, useRevokeInvites } from "../api/invites-revocation.ts"
import { useLiftSuspension, useSuspendUser } from "../api/suspension.ts"
import { actionDescriptions } from "../moderation/labels.ts"
import { ReasonField, UntilField } from "../moderation/reason-fields.tsx"
import { standingDetails, type UserAction, userActions } from "./standing.ts"

const optionOf: Record<UserAction, RadioOption<UserAction>> = {
  suspend: { value: "suspend", label: "Suspend the account", description: actionDescriptions.suspend },
  lift_suspension: { value: "lift_suspension", label: "Lift the suspension", description: "The account can sign in again and is seen as before." },
  revoke_invites: { value: "revoke_invites", label: "Revoke invites", description: actionDescriptions.revoke_invites },
  restore_invites: { value: "restore_invites", label: "Restore invites", description: "The account may ask for invites again." }
}

/** A suspension in force is replaced by a new one: said so, rather than offering to suspend a suspended account. */
const replaceSuspension: RadioOption<UserAction> = {
  value: "suspend",
  label: "Replace the suspension",
  description: "A new reason and end date replace the ones in force; the person is told again."
}

const done: Record<UserAction, string> = {
  suspend: "Account suspended",
  lift_suspension: "Suspension lifted",
  revoke_invites: "Invites revoked",
  restore_invites: "Invites restored"
}

const needsReason = (action: UserAction | null): boolean => action === "suspend" || action === "revoke_invites"

function ModerateForm({ user, name, onDone }: { readonly user: AdminUserDto; readonly name: string; readonly onDone: () => void }) {
  const { isAdmin } = useAuth()
  const options = userActions(user, isAdmin).map((a) => (a === "suspend" && user.suspension !== null ? replaceSuspension : optionOf[a]))
  const standing = standingDetails(user)
  const [action, setAction] = useState<UserAction | null>(null)
  const [reason, setReason] = useState("")
  const [until, setUntil] = useState("")
  const suspend = useSuspendUser()
  const lift = useLiftSuspension()
  const revoke = useRevokeInvites()
  const restore = useRestoreInvites()
  const busy = suspend.isPending || lift.isPending || revoke.isPending || restore.isPending

  const run = (chosen: UserAction): Promise<unknown> => {
    const why = reason.trim()
    switch (chosen) {
      case "suspend":
        return suspend.mutateAsync({ userId: user.id, body: { reason: why, ...(until === "" ? {} : { until }) } })
      case "lift_suspension":
        return lift.mutateAsync(user.id)
      case "revoke_invites":
        return revoke.mutateAsync({ userId: user.id, body: { reason: why } })
      case "restore_invites":
        return restore.mutateAsync(user.id)
    }
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy || action === null) return
    void run(action).then(
      () => {
        toast.success(done[action], name)
        onDone()
      },
      (error: unknown) => toast.error("Failed to moderate the account", failureMessage(error))
    )
  }

  return (
    <Form onSubmit={submit}>
      <div className={dialogStyles.description}>
        {standing.length === 0 ? <p>Not suspended; may invite.</p> : standing.map((line) => <p key={line}>{line}</p>)}
      </div>
      <RadioGroup label="Action" name="action" options={options} value={action} onChange={setAction} isRequired />
      {needsReason(action) && (
        <ReasonField value={reason} onChange={setReason} isRequired description="The person reads it (never who decided); the audit log keeps it." />
      )}
      {action === "suspend" && <UntilField value={until} onChange={setUntil} />}
      <div className={dialogStyles.actions}>
        <Button variant="secondary" onPress={onDone}>
          Cancel
        </Button>
        <Button type="submit" isBusy={busy}>
          {busy ? "Applying..." : "Apply"}
        </Button>
      </div>
    </Form>
  )
}

export function ModerateUserDialog({ user }: { readonly user: AdminUserDto }) {
  // A moderator has no e-mail address to go by (the server sends none): the name, or the spec's fallback.
  const name = user.displayName ?? user.email ?? "Unknown User"
  return (
    <DialogTrigger>
      <Button variant="secondary" size="small" aria-label={`Moderate ${user.email ?? name}`}>
        Moderate
      </Button>
      <Dialog title={`Moderate ${name}`}>{(close) => <ModerateForm user={user} name={name} onDone={close} />}</Dialog>
    </DialogTrigger>
  )
}
