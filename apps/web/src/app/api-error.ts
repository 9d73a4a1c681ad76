/** A failed API call and how to read one from a response. */
import { Option, Schema } from "effect"

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

/** The API's error body: `{ "error": "<Tag>", "message": "<human text>" }`. */
const ErrorBody = Schema.Struct({ error: Schema.String, message: Schema.String })
const decodeErrorBody = Schema.decodeUnknownOption(ErrorBody)

export const networkErrorMessage = "Network error. Please check your connection and try again."
const unexpectedErrorMessage = "Something went wrong. Please try again."

/** The ApiError a non-2xx answer stands for; a body that is not the API's error shape gets a generic message. */
export const apiErrorFrom = (status: number, body: unknown): ApiError => {
  const error = decodeErrorBody(body)
  return Option.isSome(error)
    ? new ApiError(status, error.value.error, error.value.message, body)
    : new ApiError(status, "UnexpectedResponse", unexpectedErrorMessage)
}

/** True when `error` is an ApiError with this status (401 when the session is gone, say). */
export const hasStatus = (error: unknown, status: number): error is ApiError =>
  error instanceof ApiError && error.status === status
