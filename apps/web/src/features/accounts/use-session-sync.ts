/** Keeps the session query and the session events in step with each other. */
import { useQueryClient } from "@tanstack/react-query"
import { useEffect, useRef } from "react"
import type { SessionDto } from "../../../../../domain/accounts/contract.ts"
import { sessionQueryKey, storeSession } from "./api/session.ts"
import { sessionEvents } from "./session-events.ts"

/**
 * "Token refreshed" stores the new session; "signed out" clears it and drops every other cached answer
 * (they belonged to the user). A session appearing where there was none announces "signed in".
 */
export function useSessionSync(session: SessionDto | null | undefined): void {
  const queryClient = useQueryClient()

  useEffect(
    () =>
      sessionEvents.subscribe((event) => {
        if (event.type === "tokenRefreshed") storeSession(queryClient, event.session)
        if (event.type === "signedOut") {
          storeSession(queryClient, null)
          queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] })
        }
      }),
    [queryClient]
  )

  // undefined = not known yet (initial load): restoring a session on load is not a sign-in.
  const previousUserId = useRef<string | null | undefined>(undefined)
  useEffect(() => {
    if (session === undefined) return
    const userId = session?.user.id ?? null
    const previous = previousUserId.current
    previousUserId.current = userId
    if (session !== null && previous !== undefined && previous !== userId) sessionEvents.emit({ type: "signedIn", session })
  }, [session])
}
