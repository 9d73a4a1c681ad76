/**
 * The invite-only screen of /auth: after refused credentials (the same for an unknown address and a wrong
 * password, so the page never tells whether an account exists) or from the invite-only notice. It offers the
 * reset link and the Join the waitlist form, then one confirmation for everyone. Its heading takes focus
 * each time it changes, so screen readers announce the new screen and keyboard users start from it.
 */
import { useEffect, useId, useRef, useState } from "react"
import { Button } from "../../ui/button.tsx"
import { ForgotPasswordDialog } from "../accounts/forgot-password-dialog.tsx"
import { JoinWaitlistForm } from "./join-waitlist-form.tsx"
import * as styles from "./waitlist.css.ts"

/** `signInFailed`: credentials were refused; `asked`: the visitor chose Join the waitlist. */
export type WaitlistReason = "signInFailed" | "asked"

export interface WaitlistScreenProps {
  readonly reason: WaitlistReason
  /** What was typed in the sign-in form, to prefill the waitlist's Email. */
  readonly email: string
  readonly onBack: () => void
}

const headings = { signInFailed: "Soundcheck is invite-only", asked: "Join the waitlist" } as const

function Explanation({ reason }: { readonly reason: WaitlistReason }) {
  if (reason === "asked") {
    return <p>Soundcheck is invite-only. Leave your email and we'll let you know when there's a place for you.</p>
  }
  return (
    <>
      <div className={styles.resetRow}>
        <p>If you have an account, check your email and password, or reset your password.</p>
        <ForgotPasswordDialog />
      </div>
      <p>If you're new, join the waitlist and we'll let you know when there's a place for you.</p>
    </>
  )
}

export function WaitlistScreen({ reason, email, onBack }: WaitlistScreenProps) {
  const [joined, setJoined] = useState<string | null>(null)
  const headingId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  const title = joined === null ? headings[reason] : "You're on the waitlist"
  // biome-ignore lint/correctness/useExhaustiveDependencies: the heading takes focus whenever the title changes
  useEffect(() => heading.current?.focus(), [title])

  return (
    <section aria-labelledby={headingId} className={styles.screen}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.heading}>
        {title}
      </h2>
      {joined === null ? (
        <>
          <Explanation reason={reason} />
          <JoinWaitlistForm initialEmail={email} onJoined={setJoined} />
        </>
      ) : (
        <p role="status">Thanks! We've sent a message to {joined}.</p>
      )}
      <div>
        <Button variant="secondary" onPress={onBack}>
          Back to sign in
        </Button>
      </div>
    </section>
  )
}
