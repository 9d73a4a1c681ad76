/** The transport under the API client: same-origin fetch with cookies, JSON, and the CSRF header on mutations. */
import { ApiError, apiErrorFrom, networkErrorMessage } from "./api-error.ts"

const mutatingMethods = new Set(["POST", "PUT", "PATCH", "DELETE"])

/** The API refuses a mutating request without this header (a cross-site form cannot set it). */
const csrfHeader = ["x-soundcheck-csrf", "1"] as const

const readJson = (response: Response): Promise<unknown> => response.json().catch(() => undefined)

/** Send one request and return its JSON body (undefined when there is none); throws ApiError on a non-2xx. */
export async function send(path: string, init?: RequestInit): Promise<unknown> {
  const headers = new Headers(init?.headers)
  headers.set("Accept", "application/json")
  if (init?.body !== undefined && !headers.has("Content-Type")) headers.set("Content-Type", "application/json")
  if (mutatingMethods.has((init?.method ?? "GET").toUpperCase())) headers.set(...csrfHeader)

  let response: Response
  try {
    response = await fetch(path, { ...init, headers, credentials: "same-origin" })
  } catch {
    throw new ApiError(0, "NetworkError", networkErrorMessage)
  }

  const body = await readJson(response)
  if (!response.ok) throw apiErrorFrom(response.status, body)
  return body
}
