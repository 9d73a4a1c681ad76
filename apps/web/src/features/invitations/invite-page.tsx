/**
 * /invite (public): with both token and inviter it accepts an invitation; without, a signed-in user invites
 * friends and visitors go to /auth.
 */
import { Navigate, useLocation, useSearchParams } from "react-router"
import { Loading } from "../../ui/loading.tsx"
import { useAuth } from "../accounts/auth-context.ts"
import type { ReturnState } from "../accounts/return-path.ts"
import { AcceptInvitation } from "./accept-invitation.tsx"
import { InviteFriends } from "./invite-friends.tsx"

function SignedInInviteFriends() {
  const { user, loading } = useAuth()
  const location = useLocation()
  if (loading) return <Loading />
  if (user === null) return <Navigate to="/auth" replace state={{ from: location } satisfies ReturnState} />
  return <InviteFriends />
}

export function InvitePage() {
  const [params] = useSearchParams()
  const token = params.get("token")
  const inviter = params.get("inviter")
  if (token === null || inviter === null) return <SignedInInviteFriends />
  return <AcceptInvitation token={token} inviter={inviter} />
}
