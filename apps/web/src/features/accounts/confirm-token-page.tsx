/**
 * /auth/confirm?token=: the link in the confirmation mail. Nothing happens on load (a link someone else sent
 * must not act for the person who opens it): the person types the password they signed up with and presses
 * Confirm Email; the address is confirmed and they go on to sign in.
 */
import { MAX_PASSWORD_LENGTH } from "../../../../../domain/kernel/caps.ts"
import { type FormEvent, useState } from "react"
import { useNavigate, useSearchParams } from "react-router"
import { container } from "../../styles/layout.css.ts"
import { Button } from "../../ui/button.tsx"
import { Form } from "../../ui/form.tsx"
import { PageHeading } from "../../ui/heading.tsx"
import { Link } from "../../ui/link.tsx"
import { TextField } from "../../ui/text-field.tsx"
import { useConfirmEmail } from "./api/confirm-email.ts"
import * as authStyles from "./auth-page.css.ts"
import { confirmedSignInNext } from "./confirmation-welcome.ts"

const invalidLinkMessage = "This link is invalid or has expired."

export function ConfirmTokenPage() {
  const [params] = useSearchParams()
  const token = params.get("token")
  const navigate = useNavigate()
  const confirm = useConfirmEmail()
  const [password, setPassword] = useState("")

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (token === null || confirm.isPending) return
    confirm.mutate(
      { token, password },
      {
        onSuccess: () => {
          confirmedSignInNext()
          void navigate("/auth", { replace: true })
        }
      }
    )
  }

  if (token === null) {
    return (
      <div className={`${container} ${authStyles.page}`}>
        <div className={authStyles.card}>
          <PageHeading documentTitle="Confirmation failed — Soundcheck" className={authStyles.title}>
            We couldn't confirm your email
          </PageHeading>
          <p role="alert">{invalidLinkMessage}</p>
          <p className={authStyles.subtitle}>Sign in again to get a new confirmation link.</p>
          <Link href="/auth" variant="primary">
            Back to Sign In
          </Link>
        </div>
      </div>
    )
  }
  return (
    <div className={`${container} ${authStyles.page}`}>
      <div className={authStyles.card}>
        <PageHeading documentTitle="Confirm Your Email — Soundcheck" className={authStyles.title}>
          Confirm Your Email
        </PageHeading>
        <p className={authStyles.subtitle}>Enter the password you chose when you signed up, then confirm. You sign in next.</p>
        <Form onSubmit={submit}>
          <TextField
            label="Password"
            name="password"
            type="password"
            maxLength={MAX_PASSWORD_LENGTH}
            autoComplete="current-password"
            isRequired
            value={password}
            onChange={setPassword}
          />
          {confirm.isError && <p role="alert">{confirm.error.message}</p>}
          <Button type="submit" isBusy={confirm.isPending}>
            {confirm.isPending ? "Confirming..." : "Confirm Email"}
          </Button>
        </Form>
        <p className={authStyles.subtitle}>
          Didn't sign up yourself, or forgot the password? Use Forgot password? on the sign-in page: the reset link confirms your address too.
        </p>
        <Link href="/auth" variant="ghost">
          Back to Sign In
        </Link>
      </div>
    </div>
  )
}
