/**
 * Spec section 2, Sign-in (/auth): sign in or sign up in one form. Invite-only mode only signs in; refused
 * credentials, or the notice's Join the waitlist, lead to the waitlist screen in place of the form. Issue #30: after
 * the account's deletion the page says when it goes and how to take it back; the right password of an account
 * pending deletion leads to the restore screen.
 */
import { useState } from "react"
import { Navigate, useLocation } from "react-router"
import { container } from "../../styles/layout.css.ts"
import { Button } from "../../ui/button.tsx"
import { PageHeading } from "../../ui/heading.tsx"
import { Loading } from "../../ui/loading.tsx"
import { WaitlistScreen, type WaitlistReason } from "../waitlist/waitlist-screen.tsx"
import type { Credentials } from "../../../../../domain/accounts/contract.ts"
import { useRegistration } from "./api/registration.ts"
import { AuthForm } from "./auth-form.tsx"
import { useAuth } from "./auth-context.ts"
import * as styles from "./auth-page.css.ts"
import { deletedAccountFrom, deletionNotice, rememberDeletion, rememberedDeletion } from "./deletion.ts"
import { ForgotPasswordDialog } from "./forgot-password-dialog.tsx"
import { RestoreAccountScreen } from "./restore-account-screen.tsx"
import { returnPathFrom } from "./return-path.ts"

/** The sign-in form (`back`: returning from another screen), the waitlist screen, or the restore screen. */
type Screen =
  | { readonly kind: "signIn"; readonly back: boolean }
  | { readonly kind: "waitlist"; readonly reason: WaitlistReason }
  | { readonly kind: "restore"; readonly credentials: Credentials; readonly message: string }

export function AuthPage() {
  const { user, loading } = useAuth()
  const location = useLocation()
  const registration = useRegistration()
  const [screen, setScreen] = useState<Screen>({ kind: "signIn", back: false })
  const [email, setEmail] = useState("")
  // Until the mode is known the form shows open sign-up; it waits for the mode before it decides anything.
  const mode = registration.data?.mode ?? "open"
  const purgeAfter = deletedAccountFrom(location.state) ?? rememberedDeletion()

  if (loading) return <Loading />
  if (user !== null) {
    rememberDeletion(null)
    return <Navigate to={returnPathFrom(location.state)} replace />
  }

  const showWaitlist = (reason: WaitlistReason) => setScreen({ kind: "waitlist", reason })
  const backToSignIn = () => setScreen({ kind: "signIn", back: true })
  return (
    <div className={`${container} ${styles.page}`}>
      <div className={styles.card}>
        <PageHeading documentTitle="Sign In — Soundcheck" className={styles.title}>
          Welcome to Soundcheck
        </PageHeading>
        <p className={styles.subtitle}>Join your friends at the best concerts</p>
        <div className={styles.formArea}>
          {screen.kind === "waitlist" && <WaitlistScreen reason={screen.reason} email={email.trim()} onBack={backToSignIn} />}
          {screen.kind === "restore" && <RestoreAccountScreen credentials={screen.credentials} message={screen.message} onBack={backToSignIn} />}
          {screen.kind === "signIn" && (
            <>
              {purgeAfter !== null && (
                <div className={styles.notice}>
                  <p>{deletionNotice(purgeAfter)}</p>
                </div>
              )}
              {mode === "invite-only" && (
                <div className={styles.notice}>
                  <p>
                    Soundcheck is invite-only right now. To join, you need an invitation from a friend who is already a member, or a place from the waitlist.
                  </p>
                  <Button variant="secondary" size="small" onPress={() => showWaitlist("asked")}>
                    Join the waitlist
                  </Button>
                </div>
              )}
              <AuthForm
                mode={mode}
                email={email}
                onEmailChange={setEmail}
                onInviteOnly={() => showWaitlist("signInFailed")}
                onPendingDeletion={(credentials, message) => setScreen({ kind: "restore", credentials, message })}
                autoFocus={screen.back}
              />
              <ForgotPasswordDialog />
            </>
          )}
        </div>
      </div>
    </div>
  )
}
