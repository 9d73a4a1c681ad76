/** Spec section 2, protected areas: Loading... while the session is determined, visitors to /auth. */
import { Navigate, Outlet, useLocation } from "react-router"
import { Loading } from "../../ui/loading.tsx"
import { useAuth } from "./auth-context.ts"
import type { ReturnState } from "./return-path.ts"

export function ProtectedRoute() {
  const { user, loading } = useAuth()
  const location = useLocation()
  if (loading) return <Loading />
  if (user === null) return <Navigate to="/auth" replace state={{ from: location } satisfies ReturnState} />
  return <Outlet />
}
