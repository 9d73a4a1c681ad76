/** A failed API call and how to read one from a response. */

/** A failed API call: the HTTP status (0 when the request never got an answer) and the server's error tag and message. */
export class ApiError extends Error {
  override readonly name = "ApiError"
  readonly status: number
  readonly code: string
  /** The whole error body, for errors that carry more than a message (the per-field `issues` of InvalidConcert). */
  readonly body: unknown

  constructor(status: number, code: string, message: string, body?: unknown) {
    super(message)
    this.status = status
    this.code = code
    this.body = body
  }
}

/** The API's error body: `{ "error": "<Tag>", "message": "<human text>" }` (checked by hand: the shell loads no Effect). */
interface ErrorBody {
  readonly error: string
  readonly message: string
}

const isErrorBody = (body: unknown): body is ErrorBody =>
  typeof body === "object" &&
  body !== null &&
  typeof (body as Partial<Record<keyof ErrorBody, unknown>>).error === "string" &&
  typeof (body as Partial<Record<keyof ErrorBody, unknown>>).message === "string"

export const networkErrorMessage = "Network error. Please check your connection and try again."
const unexpectedErrorMessage = "Something went wrong. Please try again."

/** The ApiError a non-2xx answer stands for; a body that is not the API's error shape gets a generic message. */
export const apiErrorFrom = (status: number, body: unknown): ApiError => {
  return isErrorBody(body) ? new ApiError(status, body.error, body.message, body) : new ApiError(status, "UnexpectedResponse", unexpectedErrorMessage)
}

/** True when `error` is an ApiError with this status (401 when the session is gone, say). */
export const hasStatus = (error: unknown, status: number): error is ApiError => error instanceof ApiError && error.status === status
