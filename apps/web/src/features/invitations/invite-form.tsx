/**
 * The Friend's Email form of /invite. Blocked before the overview has loaded (Profile not loaded) and at 0
 * invites (No invites remaining); an address with an account gets a friend request instead.
 */
import { MAX_EMAIL_LENGTH } from "../../../../../domain/kernel/caps.ts"
import { useState, type FormEvent } from "react"
import { Button } from "../../ui/button.tsx"
import { Form } from "../../ui/form.tsx"
import { TextField } from "../../ui/text-field.tsx"
import { toast } from "../../ui/toast-queue.ts"
import * as friendStyles from "../friends/friends.css.ts"
import { useSendInvitation } from "./api/send-invitation.ts"
import { failureMessage, hasCode } from "./failure.ts"

const noInvitesLeft = () => toast.error("No invites remaining", "You've used all your invites. You can request more!")

export function InviteForm({ inviteCount }: { readonly inviteCount: number | undefined }) {
  const [email, setEmail] = useState("")
  const send = useSendInvitation()

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (send.isPending) return
    if (inviteCount === undefined) return void toast.error("Profile not loaded", "Please wait for your profile to load.")
    if (inviteCount <= 0) return noInvitesLeft()
    // The promise, not mutate's callbacks: those are dropped if the form unmounts (the last invite spent).
    void send.mutateAsync(email.trim()).then(
      (result) => {
        if (result.outcome === "invitation_sent") toast.success("Invitation sent!", `We've sent an invitation to ${result.invitation.email}`)
        else toast.success(`Friend request sent to ${result.displayName}!`)
        setEmail("")
      },
      (error: unknown) => (hasCode(error, "NoInvitesRemaining") ? noInvitesLeft() : toast.error("Error sending invitation", failureMessage(error)))
    )
  }

  return (
    <Form onSubmit={submit} aria-label="Invite a friend">
      <div className={friendStyles.searchForm}>
        <div className={friendStyles.grow}>
          <TextField
            label="Friend's Email"
            name="email"
            type="email"
            maxLength={MAX_EMAIL_LENGTH}
            isRequired
            autoComplete="off"
            placeholder="friend@example.com"
            value={email}
            onChange={setEmail}
          />
        </div>
        <Button type="submit" isBusy={send.isPending}>
          {send.isPending ? "Sending..." : "Send Invitation"}
        </Button>
      </div>
    </Form>
  )
}
