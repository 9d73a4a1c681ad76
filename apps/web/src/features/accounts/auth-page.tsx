/** Spec section 2, Sign-in (/auth): sign in or sign up in one form; invite-only mode only signs in. */
import { Navigate, useLocation } from "react-router"
import { container } from "../../styles/layout.css.ts"
import { PageHeading } from "../../ui/heading.tsx"
import { Loading } from "../../ui/loading.tsx"
import { useRegistration } from "./api/registration.ts"
import { AuthForm } from "./auth-form.tsx"
import { useAuth } from "./auth-context.ts"
import * as styles from "./auth-page.css.ts"
import { ForgotPasswordDialog } from "./forgot-password-dialog.tsx"
import { returnPathFrom } from "./return-path.ts"

export function AuthPage() {
  const { user, loading } = useAuth()
  const location = useLocation()
  const registration = useRegistration()
  // Until the mode is known the form behaves as open; the server refuses sign-ups when it is not.
  const mode = registration.data?.mode ?? "open"

  if (loading) return <Loading />
  if (user !== null) return <Navigate to={returnPathFrom(location.state)} replace />

  return (
    <div className={`${container} ${styles.page}`}>
      <div className={styles.card}>
        <PageHeading documentTitle="Sign In — Soundcheck" className={styles.title}>
          Welcome to Soundcheck
        </PageHeading>
        <p className={styles.subtitle}>Join your friends at the best concerts</p>
        <div className={styles.formArea}>
          {mode === "invite-only" && (
            <p className={styles.notice}>
              Soundcheck is invite-only right now. To join, you need an invitation from a friend who is already a member.
            </p>
          )}
          <AuthForm mode={mode} />
          <ForgotPasswordDialog />
        </div>
      </div>
    </div>
  )
}
