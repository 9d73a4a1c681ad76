/**
 * Spec section 2 and issue #29, the admin area's wrapper: visitors to /auth, signed-in users who are not staff to
 * /dashboard; moderators open the staff pages (the route table's `staff` access), and any other admin page sends
 * them to the reports queue.
 */
import { Navigate, Outlet, useLocation } from "react-router"
import { Loading } from "../../ui/loading.tsx"
import { useAuth } from "./auth-context.ts"
import type { ReturnState } from "./return-path.ts"
import { mayOpenAdminPage, moderatorHome } from "./staff-access.ts"

export function AdminRoute() {
  const { user, loading, role, isModerator } = useAuth()
  const location = useLocation()
  if (loading) return <Loading />
  if (user === null) return <Navigate to="/auth" replace state={{ from: location } satisfies ReturnState} />
  if (!isModerator) return <Navigate to="/dashboard" replace />
  if (!mayOpenAdminPage(role, location.pathname)) return <Navigate to={moderatorHome} replace />
  return <Outlet />
}
