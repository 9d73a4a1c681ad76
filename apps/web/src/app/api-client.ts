/** The one way the web client calls the API: same origin, cookies, JSON decoded with the shared contract schemas. */
import { Schema } from "effect"
import { sessionEvents } from "../features/accounts/session-events.ts"
import { hasStatus } from "./api-error.ts"
import { send } from "./http.ts"
import { refreshSession } from "./session-refresh.ts"

export { ApiError, hasStatus } from "./api-error.ts"

/** The auth routes answer 401 as a result ("no session"), not as an expired access token. */
const isAuthRoute = (path: string): boolean => path.startsWith("/api/auth/")

/**
 * Send once; on a 401 outside /api/auth/*, refresh the session once and retry. When the refresh is
 * refused the session is over: announce "signed out" and throw the original 401.
 */
const sendWithRefresh = async (path: string, init?: RequestInit): Promise<unknown> => {
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

/** GET (or `init`'s method) `path` on the API and decode the JSON body with `schema`; throws ApiError on a non-2xx. */
export async function fetchJson<T>(path: string, schema: Schema.Decoder<T>, init?: RequestInit): Promise<T> {
  return Schema.decodeUnknownSync(schema)(await sendWithRefresh(path, init))
}

/** Send `body` as JSON with `method` and decode the answer with `schema`. */
export const sendJson = <T>(method: "POST" | "PUT" | "PATCH" | "DELETE", path: string, schema: Schema.Decoder<T>, body?: unknown): Promise<T> =>
  fetchJson(path, schema, body === undefined ? { method } : { method, body: JSON.stringify(body) })

/** Send a mutation whose answer has no body (204). */
export const sendEmpty = async (method: "POST" | "PUT" | "PATCH" | "DELETE", path: string, body?: unknown): Promise<void> => {
  await sendWithRefresh(path, body === undefined ? { method } : { method, body: JSON.stringify(body) })
}
