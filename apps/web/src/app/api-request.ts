/**
 * Requests with the session refresh, free of Effect so the shell (the session check, sign-in, sign-out)
 * stays small: api-client.ts adds the decoding with the shared contract schemas on top of these.
 */
import { sessionEvents } from "../features/accounts/session-events.ts"
import { hasStatus } from "./api-error.ts"
import { send } from "./http.ts"
import { refreshSession } from "./session-refresh.ts"

/** The auth routes answer 401 as a result ("no session"), not as an expired access token. */
const isAuthRoute = (path: string): boolean => path.startsWith("/api/auth/")

/**
 * Send once; on a 401 outside /api/auth/*, refresh the session once and retry. When the refresh is
 * refused the session is over: announce "signed out" and throw the original 401.
 */
export const sendWithRefresh = async (path: string, init?: RequestInit): Promise<unknown> => {
  try {
    return await send(path, init)
  } catch (error) {
    if (!hasStatus(error, 401) || isAuthRoute(path)) throw error
    try {
      await refreshSession()
    } catch (refreshError) {
      if (hasStatus(refreshError, 401)) sessionEvents.emit({ type: "signedOut" })
      throw error
    }
    return send(path, init)
  }
}

/** Send a request (GET unless `init` says otherwise) and pass the JSON answer through `decode`. */
export const requestJson = async <T>(path: string, decode: (body: unknown) => T, init?: RequestInit): Promise<T> => decode(await sendWithRefresh(path, init))

/** The request init of a mutation with an optional JSON body. */
export const mutation = (method: "POST" | "PUT" | "PATCH" | "DELETE", body?: unknown): RequestInit =>
  body === undefined ? { method } : { method, body: JSON.stringify(body) }

/** Send a mutation whose answer has no body (204). */
export const sendEmpty = async (method: "POST" | "PUT" | "PATCH" | "DELETE", path: string, body?: unknown): Promise<void> => {
  await sendWithRefresh(path, mutation(method, body))
}
