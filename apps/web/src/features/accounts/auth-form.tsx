/** The /auth form: e-mail and password, one Continue button that signs in or creates the account. */
import { MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH } from "../../../../../domain/kernel/caps.ts"
import { useState, type FormEvent } from "react"
import { useNavigate } from "react-router"
import type { RegistrationMode } from "../../../../../domain/accounts/contract.ts"
import { Button } from "../../ui/button.tsx"
import { Form } from "../../ui/form.tsx"
import { TextField } from "../../ui/text-field.tsx"
import { toast } from "../../ui/toast-queue.ts"
import { useAuth } from "./auth-context.ts"
import * as styles from "./auth-page.css.ts"
import { validateEmail, validatePassword } from "./credential-validation.ts"
import { storePendingEmail } from "./pending-email.ts"
import { signInOrSignUp } from "./sign-in-or-sign-up.ts"

const hints: Record<RegistrationMode, string> = {
  open: "We'll sign you in, or create your account automatically if you're new.",
  "invite-only": "Sign in with your Soundcheck account."
}

export function AuthForm({ mode }: { readonly mode: RegistrationMode }) {
  const { signIn, signUp } = useAuth()
  const navigate = useNavigate()
  const [email, setEmail] = useState("")
  const [password, setPassword] = useState("")
  const [submitting, setSubmitting] = useState(false)

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (submitting) return
    setSubmitting(true)
    const credentials = { email: email.trim(), password }
    const outcome = await signInOrSignUp(credentials, mode, { signIn, signUp })
    setSubmitting(false)
    // A new session re-renders /auth, which sends the user on; the other outcomes are handled here.
    if (outcome.kind === "confirmationPending") {
      storePendingEmail(outcome.email)
      await navigate(`/confirm-email?email=${encodeURIComponent(outcome.email)}`)
    }
    if (outcome.kind === "failed") toast.error(outcome.title, outcome.message)
  }

  return (
    <Form onSubmit={submit}>
      <TextField label="Email" name="email" type="email" maxLength={MAX_EMAIL_LENGTH} autoComplete="email" isRequired
        value={email} onChange={setEmail} validate={validateEmail} />
      <TextField label="Password" name="password" type="password" isRequired minLength={6} maxLength={MAX_PASSWORD_LENGTH} autoComplete="current-password"
        value={password} onChange={setPassword} validate={validatePassword} />
      <p className={styles.hint}>{hints[mode]}</p>
      <Button type="submit" isBusy={submitting}>{submitting ? "Authenticating..." : "Continue"}</Button>
    </Form>
  )
}
