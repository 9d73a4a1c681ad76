/** Spec section 9: check every 30 s and refresh when under 3 ticks (90 s) of the access token remain. */
import { useEffect } from "react"
import type { SessionDto } from "../../../../../domain/accounts/contract.ts"
import { hasStatus } from "../../app/api-error.ts"
import { refreshSession } from "../../app/session-refresh.ts"
import { sessionEvents } from "./session-events.ts"

export const keepAliveTickMs = 30_000
export const refreshMarginMs = 3 * keepAliveTickMs

/** A refused refresh ends the session; a network failure is retried on the next tick. */
export function useSessionKeepAlive(session: SessionDto | null): void {
  const expiresAt = session?.expiresAt
  useEffect(() => {
    if (expiresAt === undefined) return
    const tick = () => {
      if (expiresAt - Date.now() >= refreshMarginMs) return
      refreshSession().catch((error: unknown) => {
        if (hasStatus(error, 401)) sessionEvents.emit({ type: "signedOut" })
      })
    }
    const timer = window.setInterval(tick, keepAliveTickMs)
    return () => window.clearInterval(timer)
  }, [expiresAt])
}
