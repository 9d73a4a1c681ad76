/**
 * The You're Invited! sign-up: Display Name, the invitation's locked Email, Password and Confirm Password
 * (spec section 5 messages). Success signs in and goes to /dashboard.
 */
import { MAX_DISPLAY_NAME_LENGTH, MAX_PASSWORD_LENGTH } from "../../../../../domain/kernel/caps.ts"
import { useState, type FormEvent } from "react"
import { useNavigate } from "react-router"
import { Button } from "../../ui/button.tsx"
import { Form } from "../../ui/form.tsx"
import { Link } from "../../ui/link.tsx"
import { TextField } from "../../ui/text-field.tsx"
import { toast } from "../../ui/toast-queue.ts"
import * as authStyles from "../accounts/auth-page.css.ts"
import { emailName } from "../accounts/names.ts"
import { useAcceptInvitation } from "./api/accept-invitation.ts"
import { failureMessage } from "./failure.ts"

const minPasswordLength = 6
const mismatch = "Please make sure both passwords are the same."
const tooShort = "Password must be at least 6 characters long."

export interface AcceptInvitationFormProps {
  readonly token: string
  readonly inviter: string
  readonly email: string
}

export function AcceptInvitationForm({ token, inviter, email }: AcceptInvitationFormProps) {
  const [displayName, setDisplayName] = useState("")
  const [password, setPassword] = useState("")
  const [confirmation, setConfirmation] = useState("")
  const [errors, setErrors] = useState<Record<string, string>>({})
  const accept = useAcceptInvitation()
  const navigate = useNavigate()
  // The two passwords' messages are about both fields: editing either one ends them (a keystroke, never a blur).
  const editPassword = (set: (value: string) => void) => (value: string) => {
    set(value)
    setErrors({})
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (accept.isPending) return
    if (password !== confirmation) {
      setErrors({ confirmPassword: mismatch })
      return void toast.error("Passwords don't match", mismatch)
    }
    if (password.length < minPasswordLength) {
      setErrors({ password: tooShort })
      return void toast.error("Password too short", tooShort)
    }
    setErrors({})
    void accept.mutateAsync({ token, inviter, displayName: displayName.trim(), password }).then(
      () => void navigate("/dashboard", { replace: true }),
      (error: unknown) => toast.error("Error accepting invitation", failureMessage(error))
    )
  }

  return (
    <div className={authStyles.formArea}>
      <Form onSubmit={submit} validationErrors={errors} aria-label="Accept invitation">
        <TextField
          label="Display Name"
          name="displayName"
          maxLength={MAX_DISPLAY_NAME_LENGTH}
          autoComplete="name"
          value={displayName}
          onChange={setDisplayName}
          description={`How friends see you. Left blank, you'll be ${emailName(email)}.`}
        />
        <TextField label="Email" name="email" type="email" value={email} isReadOnly description="Fixed by your invitation." />
        <TextField
          label="Password"
          name="password"
          type="password"
          maxLength={MAX_PASSWORD_LENGTH}
          autoComplete="new-password"
          isRequired
          value={password}
          onChange={editPassword(setPassword)}
          description="At least 6 characters."
        />
        <TextField
          label="Confirm Password"
          name="confirmPassword"
          type="password"
          maxLength={MAX_PASSWORD_LENGTH}
          autoComplete="new-password"
          isRequired
          value={confirmation}
          onChange={editPassword(setConfirmation)}
        />
        <Button type="submit" isBusy={accept.isPending}>
          {accept.isPending ? "Creating Account..." : "Accept Invitation & Join Soundcheck"}
        </Button>
        <p className={authStyles.hint}>
          <Link href="/auth">Already have an account? Sign in</Link>
        </p>
      </Form>
    </div>
  )
}
