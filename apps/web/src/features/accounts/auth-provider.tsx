/** Provides the auth context: the session query, the 10 s loading limit, the keep-alive and the helpers. */
import { useQuery, useQueryClient } from "@tanstack/react-query"
import { useCallback, useEffect, useMemo, type ReactNode } from "react"
import type { Credentials, SignUpBody } from "../../../../../domain/accounts/contract.ts"
import { sessionQueryOptions, storeSession } from "./api/session.ts"
import { signInRequest } from "./api/sign-in.ts"
import { signOutRequest } from "./api/sign-out.ts"
import { AuthContext, type AuthContextValue } from "./auth-context.ts"
import { sessionEvents } from "./session-events.ts"
import { useAuthTimeout } from "./use-auth-timeout.ts"
import { useSessionKeepAlive } from "./use-session-keep-alive.ts"
import { useSessionSync } from "./use-session-sync.ts"

/** Sign-up decodes its answer with the contract's schema (Effect), which the shell does not load up front. */
const signUp = (body: SignUpBody) => import("./api/sign-up.ts").then((module) => module.signUpRequest(body))

export function AuthProvider({ children }: { readonly children: ReactNode }) {
  const queryClient = useQueryClient()
  const { data, isPending, isError } = useQuery(sessionQueryOptions())
  useEffect(() => {
    if (isError) console.error("Could not determine the session; continuing signed out.")
  }, [isError])
  const timedOut = useAuthTimeout(isPending)
  const session = data ?? null
  useSessionSync(data)
  useSessionKeepAlive(session)

  const signIn = useCallback(
    async (credentials: Credentials) => {
      const next = await signInRequest(credentials)
      storeSession(queryClient, next)
      return next
    },
    [queryClient]
  )

  const signOut = useCallback(async () => {
    // The local session ends even if the server could not be told (offline); its cookies expire anyway.
    await signOutRequest().catch(() => undefined)
    sessionEvents.emit({ type: "signedOut" })
    // The query cache tells components on its next tick; wait for it, so a caller that navigates next is not
    // redirected by pages that still see the old session.
    await new Promise((resolve) => window.setTimeout(resolve, 0))
  }, [])

  const value = useMemo<AuthContextValue>(() => {
    const role = session === null ? null : (session.user.role ?? "user")
    return {
      user: session?.user ?? null,
      session,
      loading: isPending && !timedOut,
      role,
      isAdmin: role === "admin",
      isModerator: role === "moderator" || role === "admin",
      signIn,
      signUp,
      signOut
    }
  }, [session, isPending, timedOut, signIn, signOut])

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
}
