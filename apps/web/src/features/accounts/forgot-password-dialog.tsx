/** "Forgot password?" on /auth: asks for the e-mail and sends a reset link, answering the same whoever asks. */
import { MAX_EMAIL_LENGTH } from "../../../../../domain/kernel/caps.ts"
import { useState, type FormEvent } from "react"
import { Button } from "../../ui/button.tsx"
import { Dialog, DialogTrigger } from "../../ui/dialog.tsx"
import { Form } from "../../ui/form.tsx"
import { TextField } from "../../ui/text-field.tsx"
import { toast } from "../../ui/toast-queue.ts"
import { useForgotPassword } from "./api/forgot-password.ts"
import * as styles from "./auth-page.css.ts"
import { validateEmail } from "./credential-validation.ts"

function ForgotPasswordForm({ close }: { readonly close: () => void }) {
  const [email, setEmail] = useState("")
  const forgot = useForgotPassword()

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (forgot.isPending) return
    forgot.mutate(email.trim(), { onError: (error) => toast.error("Failed to send reset link", error.message) })
  }

  if (forgot.isSuccess) {
    return (
      <>
        <p role="status" className={styles.notice}>
          If an account exists for {forgot.variables}, we've sent a link to reset your password. The link works once and expires in 1 hour.
        </p>
        <div className={styles.actions}>
          <Button onPress={close}>Close</Button>
        </div>
      </>
    )
  }
  return (
    <Form onSubmit={submit}>
      <p>Enter your email and we'll send you a link to reset your password.</p>
      <TextField
        label="Email"
        name="email"
        type="email"
        maxLength={MAX_EMAIL_LENGTH}
        autoComplete="email"
        isRequired
        autoFocus
        value={email}
        onChange={setEmail}
        validate={validateEmail}
      />
      <div className={styles.actions}>
        <Button variant="secondary" onPress={close}>
          Cancel
        </Button>
        <Button type="submit" isBusy={forgot.isPending}>
          {forgot.isPending ? "Sending..." : "Send Reset Link"}
        </Button>
      </div>
    </Form>
  )
}

export function ForgotPasswordDialog() {
  return (
    <DialogTrigger>
      <Button variant="ghost" size="small">
        Forgot password?
      </Button>
      <Dialog title="Reset your password">{(close) => <ForgotPasswordForm close={close} />}</Dialog>
    </DialogTrigger>
  )
}
