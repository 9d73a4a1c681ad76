/** Spec section 2, the admin-only wrapper: visitors to /auth, signed-in non-admins to /dashboard. */
import { Navigate, Outlet, useLocation } from "react-router"
import { Loading } from "../../ui/loading.tsx"
import { useAuth } from "./auth-context.ts"
import type { ReturnState } from "./return-path.ts"

export function AdminRoute() {
  const { user, loading, isAdmin } = useAuth()
  const location = useLocation()
  if (loading) return <Loading />
  if (user === null) return <Navigate to="/auth" replace state={{ from: location } satisfies ReturnState} />
  if (!isAdmin) return <Navigate to="/dashboard" replace />
  return <Outlet />
}
