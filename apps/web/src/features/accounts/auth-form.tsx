/** The /auth form: e-mail and password, one Continue button that signs in or creates the account. */
import { MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH } from "../../../../../domain/kernel/caps.ts"
import { useQueryClient } from "@tanstack/react-query"
import { useState, type FormEvent } from "react"
import { useNavigate } from "react-router"
import type { Credentials, RegistrationMode } from "../../../../../domain/accounts/contract.ts"
import { Button } from "../../ui/button.tsx"
import { Form } from "../../ui/form.tsx"
import { TextField } from "../../ui/text-field.tsx"
import { toast } from "../../ui/toast-queue.ts"
import { registrationQueryOptions } from "./api/registration.ts"
import { useAuth } from "./auth-context.ts"
import * as styles from "./auth-page.css.ts"
import { validateEmail, validatePassword } from "./credential-validation.ts"
import { storePendingEmail } from "./pending-email.ts"
import { signInOrSignUp } from "./sign-in-or-sign-up.ts"

const hints: Record<RegistrationMode, string> = {
  open: "We'll sign you in, or create your account automatically if you're new.",
  "invite-only": "Sign in with your Soundcheck account."
}

export interface AuthFormProps {
  readonly mode: RegistrationMode
  /** The Email field's value, kept by the page for the waitlist screen and the way back from it. */
  readonly email: string
  readonly onEmailChange: (email: string) => void
  /** Invite-only and the credentials were refused. */
  readonly onInviteOnly: () => void
  /** The password was right but the account is pending deletion (issue #30): offer to restore it. */
  readonly onPendingDeletion: (credentials: Credentials, message: string) => void
  /** Focus the Email field on mount (coming back from the waitlist screen). */
  readonly autoFocus?: boolean
}

export function AuthForm({ mode, email, onEmailChange, onInviteOnly, onPendingDeletion, autoFocus = false }: AuthFormProps) {
  const { signIn, signUp } = useAuth()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [password, setPassword] = useState("")
  const [submitting, setSubmitting] = useState(false)

  // The mode decides whether a refusal signs up: wait for it rather than guess on a slow first load.
  const currentMode = (): Promise<RegistrationMode> =>
    queryClient.ensureQueryData(registrationQueryOptions()).then(
      (registration) => registration.mode,
      () => mode
    )

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (submitting) return
    setSubmitting(true)
    const credentials = { email: email.trim(), password }
    const outcome = await signInOrSignUp(credentials, await currentMode(), { signIn, signUp })
    setSubmitting(false)
    // A new session re-renders /auth, which sends the user on; the other outcomes are handled here.
    if (outcome.kind === "confirmationPending") {
      storePendingEmail(outcome.email)
      await navigate(`/confirm-email?email=${encodeURIComponent(outcome.email)}`)
    }
    if (outcome.kind === "inviteOnly") onInviteOnly()
    if (outcome.kind === "pendingDeletion") onPendingDeletion(credentials, outcome.message)
    if (outcome.kind === "failed") {
      toast.error(outcome.title, outcome.message)
      // Registration may have closed since the page read it: the invite-only notice then shows.
      void queryClient.invalidateQueries({ queryKey: registrationQueryOptions().queryKey })
    }
  }

  return (
    <Form onSubmit={submit}>
      <TextField
        label="Email"
        name="email"
        type="email"
        maxLength={MAX_EMAIL_LENGTH}
        autoComplete="email"
        isRequired
        autoFocus={autoFocus}
        value={email}
        onChange={onEmailChange}
        validate={validateEmail}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        isRequired
        minLength={6}
        maxLength={MAX_PASSWORD_LENGTH}
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        validate={validatePassword}
      />
      <p className={styles.hint}>{hints[mode]}</p>
      <Button type="submit" isBusy={submitting}>
        {submitting ? "Authenticating..." : "Continue"}
      </Button>
    </Form>
  )
}
