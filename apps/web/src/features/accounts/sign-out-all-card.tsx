/** /settings: end every session of the account (a lost phone, a shared computer), after a confirmation. */
import { useNavigate } from "react-router"
import * as pageStyles from "../../styles/page.css.ts"
import { Button } from "../../ui/button.tsx"
import { Card } from "../../ui/card.tsx"
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx"
import { toast } from "../../ui/toast-queue.ts"
import { signOutAllRequest } from "./api/sign-out-all.ts"
import { sessionEvents } from "./session-events.ts"

export function SignOutAllCard() {
  const navigate = useNavigate()

  const signOutEverywhere = async () => {
    try {
      await signOutAllRequest()
    } catch (error) {
      toast.error("Failed to sign out of all devices", error instanceof Error ? error.message : undefined)
      return
    }
    sessionEvents.emit({ type: "signedOut" })
    // Let the cache tell the guards first, so /auth does not see the old session.
    await new Promise((resolve) => window.setTimeout(resolve, 0))
    await navigate("/auth", { replace: true })
  }

  return (
    <Card title="Sessions">
      <p className={pageStyles.muted}>Signed in on a device you no longer use? Sign out everywhere, this browser included.</p>
      <div className={pageStyles.actions}>
        <ConfirmDialog
          title="Sign out of all devices"
          trigger={<Button variant="secondary">Sign out of all devices</Button>}
          description="You will be signed out on every device and browser where you use Soundcheck, including this one."
          confirmLabel="Sign out everywhere"
          busyLabel="Signing out..."
          onConfirm={signOutEverywhere}
        />
      </div>
    </Card>
  )
}
