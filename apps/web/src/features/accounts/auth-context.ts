/** The auth context (spec section 3, "Auth context values") and useAuth. */
import { createContext, useContext } from "react"
import type { Credentials, Role, SessionDto, SessionUser, SignUpBody, SignUpResult } from "../../../../../domain/accounts/contract.ts"

export interface AuthContextValue {
  readonly user: SessionUser | null
  readonly session: SessionDto | null
  /** True until the first session answer (or the 10 s time-out). */
  readonly loading: boolean
  /** Null when signed out. */
  readonly role: Role | null
  readonly isAdmin: boolean
  /** Moderators and admins. */
  readonly isModerator: boolean
  readonly signIn: (credentials: Credentials) => Promise<SessionDto>
  readonly signUp: (body: SignUpBody) => Promise<SignUpResult>
  readonly signOut: () => Promise<void>
}

export const AuthContext = createContext<AuthContextValue | null>(null)

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext)
  if (value === null) throw new Error("useAuth must be used within an AuthProvider")
  return value
}
