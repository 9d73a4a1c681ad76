/** /auth/confirm?token=: the link in the confirmation mail. It confirms the address and signs in. */
import { useQueryClient } from "@tanstack/react-query"
import { useEffect, useState } from "react"
import { useNavigate, useSearchParams } from "react-router"
import { container } from "../../styles/layout.css.ts"
import { PageHeading } from "../../ui/heading.tsx"
import { Link } from "../../ui/link.tsx"
import { Loading } from "../../ui/loading.tsx"
import { confirmEmail } from "./api/confirm-email.ts"
import { storeSession } from "./api/session.ts"
import * as authStyles from "./auth-page.css.ts"
import { welcomeConfirmedUser } from "./confirmation-welcome.ts"

const invalidLinkMessage = "This link is invalid or has expired."

export function ConfirmTokenPage() {
  const [params] = useSearchParams()
  const token = params.get("token")
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [failure, setFailure] = useState<string | null>(token === null ? invalidLinkMessage : null)

  useEffect(() => {
    if (token === null) return
    let current = true
    confirmEmail(token).then(
      (session) => {
        if (!current) return
        storeSession(queryClient, session)
        welcomeConfirmedUser()
        void navigate("/", { replace: true })
      },
      (error: unknown) => {
        if (current) setFailure(error instanceof Error ? error.message : invalidLinkMessage)
      }
    )
    return () => {
      current = false
    }
  }, [token, queryClient, navigate])

  if (failure === null) return <Loading />
  return (
    <div className={`${container} ${authStyles.page}`}>
      <div className={authStyles.card}>
        <PageHeading documentTitle="Confirmation failed — Soundcheck" className={authStyles.title}>
          We couldn't confirm your email
        </PageHeading>
        <p role="alert">{failure}</p>
        <p className={authStyles.subtitle}>Sign in again to get a new confirmation link.</p>
        <Link href="/auth" variant="primary">Back to Sign In</Link>
      </div>
    </div>
  )
}
