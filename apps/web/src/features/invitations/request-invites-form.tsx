/** The Request More Invites dialog's form: how many (5, 10, 15, 20; default 5) and why (10 characters at least). */
import { MAX_REASON_LENGTH } from "../../../../../domain/kernel/caps.ts"
import { useState, type FormEvent } from "react"
import { Button } from "../../ui/button.tsx"
import * as dialogStyles from "../../ui/dialog.css.ts"
import { Form } from "../../ui/form.tsx"
import { Select } from "../../ui/select.tsx"
import { TextAreaField } from "../../ui/text-area-field.tsx"
import { toast } from "../../ui/toast-queue.ts"
import { useRequestInvites } from "./api/request-invites.ts"
import { requestInvitesFailure } from "./request-invites-failure.ts"

const counts = ["5", "10", "15", "20"] as const
type Count = (typeof counts)[number]
const countOptions = counts.map((value) => ({ value, label: `${value} invites` }))
const reasonMessage = "Please provide at least 10 characters explaining why you need more invites."

export function RequestInvitesForm({ onDone }: { readonly onDone: () => void }) {
  const [count, setCount] = useState<Count>("5")
  const [reason, setReason] = useState("")
  const request = useRequestInvites()

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (request.isPending) return
    void request.mutateAsync({ requestedCount: Number(count), reason: reason.trim() }).then(
      () => {
        toast.success("Invite request submitted successfully!")
        onDone()
      },
      (error: unknown) => {
        const failure = requestInvitesFailure(error)
        toast.error(failure.title, failure.description)
      }
    )
  }

  return (
    <Form onSubmit={submit} aria-label="Request more invites">
      <p className={dialogStyles.description}>Tell us why you'd like more invites. An admin reviews every request.</p>
      <Select label="Number of invites" options={countOptions} value={count} onChange={setCount} />
      <TextAreaField
        label="Reason"
        name="reason"
        maxLength={MAX_REASON_LENGTH}
        value={reason}
        onChange={setReason}
        description="At least 10 characters."
        validate={(value) => (value.trim().length < 10 ? reasonMessage : null)}
      />
      <div className={dialogStyles.actions}>
        <Button variant="secondary" onPress={onDone}>
          Cancel
        </Button>
        <Button type="submit" isBusy={request.isPending}>
          {request.isPending ? "Submitting..." : "Submit Request"}
        </Button>
      </div>
    </Form>
  )
}
