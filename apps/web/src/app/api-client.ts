/** The one way the web client calls the API: same origin, cookies, JSON decoded with the shared contract schemas. */
import { Option, Schema } from "effect"

/** A failed API call: the HTTP status (0 when the request never got an answer) and the server's error tag and message. */
export class ApiError extends Error {
  override readonly name = "ApiError"
  readonly status: number
  readonly code: string

  constructor(status: number, code: string, message: string) {
    super(message)
    this.status = status
    this.code = code
  }
}

/** The API's error body: `{ "error": "<Tag>", "message": "<human text>" }`. */
const ErrorBody = Schema.Struct({ error: Schema.String, message: Schema.String })
const decodeErrorBody = Schema.decodeUnknownOption(ErrorBody)

const networkErrorMessage = "Network error. Please check your connection and try again."
const unexpectedErrorMessage = "Something went wrong. Please try again."

const readJson = (response: Response): Promise<unknown> => response.json().catch(() => undefined)

/** GET (or `init`'s method) `path` on the API and decode the JSON body with `schema`; throws ApiError on a non-2xx. */
export async function fetchJson<T>(path: string, schema: Schema.Decoder<T>, init?: RequestInit): Promise<T> {
  const headers = new Headers(init?.headers)
  headers.set("Accept", "application/json")
  if (init?.body !== undefined && !headers.has("Content-Type")) headers.set("Content-Type", "application/json")

  let response: Response
  try {
    response = await fetch(path, { ...init, headers, credentials: "same-origin" })
  } catch {
    throw new ApiError(0, "NetworkError", networkErrorMessage)
  }

  const body = await readJson(response)
  if (!response.ok) {
    const error = decodeErrorBody(body)
    throw Option.isSome(error)
      ? new ApiError(response.status, error.value.error, error.value.message)
      : new ApiError(response.status, "UnexpectedResponse", unexpectedErrorMessage)
  }
  return Schema.decodeUnknownSync(schema)(body)
}
