/** /invite?token=…&inviter=…: Validating invitation..., then Invalid Invitation or the You're Invited! form. */
import { useEffect } from "react"
import { container } from "../../styles/layout.css.ts"
import { PageHeading } from "../../ui/heading.tsx"
import { Link } from "../../ui/link.tsx"
import { toast } from "../../ui/toast-queue.ts"
import * as authStyles from "../accounts/auth-page.css.ts"
import { useInvitationPreview } from "./api/invitation-preview.ts"
import { AcceptInvitationForm } from "./accept-invitation-form.tsx"
import { hasCode } from "./failure.ts"

function InvalidInvitation() {
  return (
    <>
      <PageHeading documentTitle="Invalid Invitation — Soundcheck" className={authStyles.title}>
        Invalid Invitation
      </PageHeading>
      <p className={authStyles.subtitle}>This invitation link is invalid or has expired.</p>
      <div>
        <Link href="/auth" variant="primary">
          Go to Sign In
        </Link>
      </div>
    </>
  )
}

export function AcceptInvitation({ token, inviter }: { readonly token: string; readonly inviter: string }) {
  const preview = useInvitationPreview(token, inviter)
  const expired = preview.isError && hasCode(preview.error, "InvitationExpired")
  useEffect(() => {
    if (expired) toast.error("Invitation expired", "This invitation link has expired. Please ask for a new one.")
  }, [expired])

  return (
    <div className={`${container} ${authStyles.page}`}>
      <div className={authStyles.card}>
        {preview.isPending && (
          <p role="status" aria-live="polite">
            Validating invitation...
          </p>
        )}
        {preview.isError && <InvalidInvitation />}
        {preview.data !== undefined && (
          <>
            <PageHeading documentTitle="You're Invited! — Soundcheck" className={authStyles.title}>
              You're Invited!
            </PageHeading>
            <p className={authStyles.subtitle}>
              <strong>{preview.data.inviterName}</strong> invited you to join Soundcheck. Create your account to connect.
            </p>
            <AcceptInvitationForm token={token} inviter={inviter} email={preview.data.email} />
          </>
        )}
      </div>
    </div>
  )
}
