/**
 * Add Friends: send a friend request by e-mail. Send Request is disabled while the address is empty, has no
 * @, a request is in flight, or no invites are left (spec section 5); Enter in the field submits.
 */
import { MAX_EMAIL_LENGTH } from "../../../../../domain/kernel/caps.ts"
import { useState, type FormEvent } from "react"
import * as pageStyles from "../../styles/page.css.ts"
import { Button } from "../../ui/button.tsx"
import { Form } from "../../ui/form.tsx"
import { TextField } from "../../ui/text-field.tsx"
import { toast } from "../../ui/toast-queue.ts"
import { useInvitationsOverview } from "../invitations/api/invitations-overview.ts"
import { useSendFriendRequest } from "./api/send-friend-request.ts"
import { failureMessage } from "./failure.ts"
import * as styles from "./friends.css.ts"
import { sentMessage } from "./sent-message.ts"

export function SendRequestForm() {
  const [email, setEmail] = useState("")
  const send = useSendFriendRequest()
  const outOfInvites = useInvitationsOverview().data?.inviteCount === 0
  const address = email.trim()
  const canSend = address !== "" && address.includes("@") && !send.isPending && !outOfInvites

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!canSend) return
    // The promise, not mutate's callbacks: those are dropped if the user has switched tabs meanwhile.
    void send.mutateAsync({ email: address }).then(
      (sent) => {
        toast.success(sentMessage(sent))
        setEmail("")
      },
      (error: unknown) => toast.error(failureMessage(error, "Failed to send friend request"))
    )
  }

  return (
    <Form onSubmit={submit} aria-label="Send a friend request">
      <div className={styles.searchForm}>
        <div className={styles.grow}>
          <TextField label="Friend's email" name="email" type="email" maxLength={MAX_EMAIL_LENGTH} autoComplete="off" value={email} onChange={setEmail} />
        </div>
        <Button type="submit" isDisabled={!canSend}>
          {send.isPending ? "Sending..." : "Send Request"}
        </Button>
      </div>
      <p className={pageStyles.muted}>
        {outOfInvites
          ? "Sending is off while you have no invites left: request more in Beta Invites above."
          : "Not on Soundcheck yet? Send Request e-mails them an invitation instead, using one of your invites."}
      </p>
    </Form>
  )
}
