/**
 * The restore screen of /auth (issue #30): the right password of an account pending deletion. It says so with the
 * server's words (the day it goes) and offers Restore my account, which takes the account back and signs in as
 * sign-in does (/auth then sends the person on). Its heading takes focus, so screen readers announce the new
 * screen and keyboard users start from it.
 */
import { useQueryClient } from "@tanstack/react-query"
import { useEffect, useId, useRef, useState } from "react"
import type { Credentials } from "../../../../../domain/accounts/contract.ts"
import { Button } from "../../ui/button.tsx"
import { toast } from "../../ui/toast-queue.ts"
import { failureMessage } from "../friends/failure.ts"
import * as waitlistStyles from "../waitlist/waitlist.css.ts"
import { restoreAccountRequest } from "./api/restore-account.ts"
import { storeSession } from "./api/session.ts"
import * as styles from "./auth-page.css.ts"

export interface RestoreAccountScreenProps {
  /** What was typed in the sign-in form: the restore sends the same. */
  readonly credentials: Credentials
  /** The server's refusal of the sign-in ("This account is scheduled for deletion on …"). */
  readonly message: string
  readonly onBack: () => void
}

export function RestoreAccountScreen({ credentials, message, onBack }: RestoreAccountScreenProps) {
  const queryClient = useQueryClient()
  const [restoring, setRestoring] = useState(false)
  const headingId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])

  const restore = async () => {
    if (restoring) return
    setRestoring(true)
    try {
      const session = await restoreAccountRequest(credentials)
      toast.success("Welcome back! Your account is restored.")
      // A session re-renders /auth, which sends the person on.
      storeSession(queryClient, session)
    } catch (error) {
      setRestoring(false)
      toast.error("Failed to restore your account", failureMessage(error))
    }
  }

  return (
    <section aria-labelledby={headingId} className={waitlistStyles.screen}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className={waitlistStyles.heading}>
        Restore your account?
      </h2>
      <p className={styles.notice}>{message}</p>
      <p>Restoring cancels the deletion: your profile, friends, concerts, plans and messages are back as they were, and others see you again.</p>
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onBack}>
          Back to sign in
        </Button>
        <Button isBusy={restoring} onPress={() => void restore()}>
          {restoring ? "Restoring..." : "Restore my account"}
        </Button>
      </div>
    </section>
  )
}
