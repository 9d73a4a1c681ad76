/** /auth/reset?token=: choose a new password from the reset mail's link; success signs in (other sessions end). */
import { MAX_PASSWORD_LENGTH } from "../../../../../domain/kernel/caps.ts"
import { useState, type FormEvent } from "react"
import { Navigate, useSearchParams } from "react-router"
import { container } from "../../styles/layout.css.ts"
import { Button } from "../../ui/button.tsx"
import { Form } from "../../ui/form.tsx"
import { PageHeading } from "../../ui/heading.tsx"
import { Link } from "../../ui/link.tsx"
import { TextField } from "../../ui/text-field.tsx"
import { toast } from "../../ui/toast-queue.ts"
import { useResetPassword } from "./api/reset-password.ts"
import * as styles from "./auth-page.css.ts"
import { validatePassword } from "./credential-validation.ts"

export function ResetPasswordPage() {
  const [params] = useSearchParams()
  const token = params.get("token") ?? ""
  const [password, setPassword] = useState("")
  const [confirmation, setConfirmation] = useState("")
  const reset = useResetPassword()

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (reset.isPending) return
    reset.mutate(
      { token, password },
      {
        onSuccess: () => toast.success("Password updated", "You're signed in with your new password."),
        onError: (error) => toast.error("Failed to reset password", error.message)
      }
    )
  }

  if (reset.isSuccess) return <Navigate to="/dashboard" replace />
  return (
    <div className={`${container} ${styles.page}`}>
      <div className={styles.card}>
        <PageHeading documentTitle="Reset Password — Soundcheck" className={styles.title}>
          Choose a New Password
        </PageHeading>
        {token === "" ? (
          <p role="alert">This link is invalid or has expired.</p>
        ) : (
          <Form onSubmit={submit}>
            <TextField
              label="New Password"
              name="password"
              type="password"
              maxLength={MAX_PASSWORD_LENGTH}
              autoComplete="new-password"
              isRequired
              value={password}
              onChange={setPassword}
              validate={validatePassword}
            />
            <TextField
              label="Confirm Password"
              name="confirmation"
              type="password"
              maxLength={MAX_PASSWORD_LENGTH}
              autoComplete="new-password"
              isRequired
              value={confirmation}
              onChange={setConfirmation}
              validate={(value) => (value === password ? null : "Passwords don't match. Please make sure both passwords are the same.")}
            />
            <Button type="submit" isBusy={reset.isPending}>
              {reset.isPending ? "Saving..." : "Reset Password"}
            </Button>
          </Form>
        )}
        <Link href="/auth" variant="ghost">
          Back to Sign In
        </Link>
      </div>
    </div>
  )
}
