/**
 * The transport under the API client: same-origin fetch with cookies, JSON, and the CSRF header on mutations.
 * An idempotent request (GET, HEAD, PUT, DELETE) is sent a second time, once, when the first attempt never got an
 * answer from the app: the connection failed, or the load balancer answered 502/503/504 for an instance that went
 * away. Sending it again changes nothing the first attempt may have done; a POST or PATCH is never repeated.
 */
import { ApiError, apiErrorFrom, networkErrorMessage } from "./api-error.ts"

const mutatingMethods = new Set(["POST", "PUT", "PATCH", "DELETE"])

/** The API refuses a mutating request without this header (a cross-site form cannot set it). */
const csrfHeader = ["x-soundcheck-csrf", "1"] as const

const readJson = (response: Response): Promise<unknown> => response.json().catch(() => undefined)

const idempotentMethods = new Set(["GET", "HEAD", "PUT", "DELETE"])
/** Answers of a gateway whose instance is gone or restarting, or of an instance shedding load. */
const gatewayStatuses = new Set([502, 503, 504])
/** How long before the second attempt: long enough for the load balancer to see the instance down, short enough to go unnoticed. */
export const RESEND_DELAY_MS = 300

const attempt = async (path: string, init: RequestInit): Promise<Response | undefined> => {
  try {
    return await fetch(path, init)
  } catch {
    return undefined
  }
}

/** Send a request and return its JSON body (undefined when there is none); throws ApiError on a non-2xx. */
export async function send(path: string, init?: RequestInit): Promise<unknown> {
  const headers = new Headers(init?.headers)
  headers.set("Accept", "application/json")
  if (init?.body !== undefined && !headers.has("Content-Type")) headers.set("Content-Type", "application/json")
  const method = (init?.method ?? "GET").toUpperCase()
  if (mutatingMethods.has(method)) headers.set(...csrfHeader)

  const request: RequestInit = { ...init, headers, credentials: "same-origin" }
  let response = await attempt(path, request)
  if (idempotentMethods.has(method) && (response === undefined || gatewayStatuses.has(response.status))) {
    await new Promise((resolve) => setTimeout(resolve, RESEND_DELAY_MS))
    response = await attempt(path, request)
  }
  if (response === undefined) throw new ApiError(0, "NetworkError", networkErrorMessage)

  const body = await readJson(response)
  if (!response.ok) throw apiErrorFrom(response.status, body)
  return body
}
