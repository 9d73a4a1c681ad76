/** The one table from a domain failure's tag to an HTTP status and the message a person reads. */
export interface HttpFailure {
  readonly status: number
  readonly message: string
}

export const errorTable: Record<string, HttpFailure> = {
  InvalidCursor: { status: 400, message: "This page link is no longer valid. Please reload the list." },
  InvalidRequest: { status: 400, message: "The request is not valid." },
  NotFound: { status: 404, message: "Not found." }
}

export const internalFailure: HttpFailure = {
  status: 500,
  message: "Something went wrong. Please try again."
}

export const unavailableFailure: HttpFailure = {
  status: 503,
  message: "The service is temporarily unavailable. Please try again in a moment."
}
