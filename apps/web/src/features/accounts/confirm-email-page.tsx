/** Spec section 2, /confirm-email: wait for the link in the mail to be followed (here or in another tab). */
import { useEffect } from "react"
import { useNavigate, useSearchParams } from "react-router"
import { container } from "../../styles/layout.css.ts"
import { Button } from "../../ui/button.tsx"
import { PageHeading } from "../../ui/heading.tsx"
import { Link } from "../../ui/link.tsx"
import { toast } from "../../ui/toast-queue.ts"
import { useResendConfirmation } from "./api/resend-confirmation.ts"
import { useSessionPolling } from "./api/session.ts"
import * as authStyles from "./auth-page.css.ts"
import * as styles from "./confirm-email-page.css.ts"
import { welcomeConfirmedUser } from "./confirmation-welcome.ts"
import { readPendingEmail } from "./pending-email.ts"
import { sessionEvents } from "./session-events.ts"

const sessionPollMs = 3_000

export function ConfirmEmailPage() {
  const [params] = useSearchParams()
  const email = params.get("email") ?? readPendingEmail()
  const navigate = useNavigate()
  const resend = useResendConfirmation()
  useSessionPolling(sessionPollMs)

  useEffect(
    () =>
      sessionEvents.subscribe(() => {
        welcomeConfirmedUser()
        void navigate("/", { replace: true })
      }, "signedIn"),
    [navigate]
  )

  const resendEmail = () => {
    if (email === null) return
    resend.mutate(email, {
      onSuccess: () => toast.success("Email sent!", "Check your inbox for a new confirmation link."),
      onError: (error) => toast.error("Failed to resend email", error.message)
    })
  }

  return (
    <div className={`${container} ${authStyles.page}`}>
      <div className={authStyles.card}>
        <PageHeading documentTitle="Check Your Email — Soundcheck" className={authStyles.title}>
          Check Your Email
        </PageHeading>
        {email === null ? (
          <p className={styles.muted}>We sent a confirmation link to your email address.</p>
        ) : (
          <p className={styles.muted}>
            We sent a confirmation link to <span className={styles.address}>{email}</span>
          </p>
        )}
        <p>Click the link in the email and confirm your address with your password, then sign in.</p>
        <p className={styles.muted}>Can't find it? Check your spam or junk folder.</p>
        <div className={styles.actions}>
          <Button variant="secondary" onPress={resendEmail} isDisabled={email === null} isBusy={resend.isPending}>
            {resend.isPending ? "Sending..." : "Resend Confirmation Email"}
          </Button>
          <Link href="/auth" variant="ghost">
            Back to Sign In
          </Link>
        </div>
      </div>
    </div>
  )
}
