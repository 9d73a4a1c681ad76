/** POST /api/auth/refresh, one at a time: concurrent callers (a burst of 401s, the keep-alive) share one rotation. */
import type { SessionDto } from "../../../../domain/accounts/contract.ts"
import { decodeSession } from "../features/accounts/api/session-dto.ts"
import { sessionEvents } from "../features/accounts/session-events.ts"
import { send } from "./http.ts"

let inFlight: Promise<SessionDto> | null = null

const rotate = async (): Promise<SessionDto> => {
  const session = decodeSession(await send("/api/auth/refresh", { method: "POST" }))
  sessionEvents.emit({ type: "tokenRefreshed", session })
  return session
}

/**
 * Trade the refresh cookie for a new session and announce it ("token refreshed"). Rejects with a 401
 * ApiError when there is no valid refresh token; the caller decides whether that means "signed out".
 */
export const refreshSession = (): Promise<SessionDto> => {
  inFlight ??= rotate().finally(() => {
    inFlight = null
  })
  return inFlight
}
