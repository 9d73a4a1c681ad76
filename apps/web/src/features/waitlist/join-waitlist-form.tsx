/** The Join the waitlist form: Email (prefilled with what was typed on /auth), an optional City and a short note. */
import { MAX_CITY_LENGTH, MAX_EMAIL_LENGTH, MAX_WAITLIST_NOTE_LENGTH } from "../../../../../domain/kernel/caps.ts"
import { useState, type FormEvent } from "react"
import { Button } from "../../ui/button.tsx"
import { Form } from "../../ui/form.tsx"
import { TextAreaField } from "../../ui/text-area-field.tsx"
import { TextField } from "../../ui/text-field.tsx"
import { toast } from "../../ui/toast-queue.ts"
import { validateEmail } from "../accounts/credential-validation.ts"
import { failureMessage } from "../invitations/failure.ts"
import { useJoinWaitlist } from "./api/join-waitlist.ts"

/** A blank optional field is left out rather than sent empty. */
const optional = (value: string): string | undefined => (value.trim() === "" ? undefined : value.trim())

export interface JoinWaitlistFormProps {
  readonly initialEmail: string
  /** Runs with the address the server listed. */
  readonly onJoined: (email: string) => void
}

export function JoinWaitlistForm({ initialEmail, onJoined }: JoinWaitlistFormProps) {
  const [email, setEmail] = useState(initialEmail)
  const [city, setCity] = useState("")
  const [note, setNote] = useState("")
  const join = useJoinWaitlist()

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (join.isPending) return
    join.mutate(
      { email: email.trim(), city: optional(city), note: optional(note) },
      {
        onSuccess: (joined) => onJoined(joined.email),
        onError: (error) => toast.error("Failed to join the waitlist", failureMessage(error))
      }
    )
  }

  return (
    <Form onSubmit={submit} aria-label="Join the waitlist">
      <TextField
        label="Email"
        name="email"
        type="email"
        maxLength={MAX_EMAIL_LENGTH}
        autoComplete="email"
        isRequired
        value={email}
        onChange={setEmail}
        validate={validateEmail}
      />
      <TextField
        label="City (optional)"
        name="city"
        maxLength={MAX_CITY_LENGTH}
        autoComplete="address-level2"
        value={city}
        onChange={setCity}
        description="Where you go to concerts."
      />
      <TextAreaField
        label="Note (optional)"
        name="note"
        maxLength={MAX_WAITLIST_NOTE_LENGTH}
        rows={3}
        value={note}
        onChange={setNote}
        description="A line about you, or who you know on Soundcheck."
      />
      <Button type="submit" isBusy={join.isPending}>
        {join.isPending ? "Joining..." : "Join the waitlist"}
      </Button>
    </Form>
  )
}
