/** The one table from a domain failure's tag to an HTTP status and the message a person reads. */
export interface HttpFailure {
  readonly status: number
  readonly message: string
}

export const errorTable: Record<string, HttpFailure> = {
  MissingCredentials: { status: 400, message: "You must provide either an email or phone number and a password" },
  InvalidCredentials: { status: 400, message: "Invalid login credentials" },
  EmailNotConfirmed: { status: 400, message: "Email not confirmed" },
  InvalidEmail: { status: 400, message: "Please enter a valid email" },
  PasswordTooShort: { status: 400, message: "Password must be at least 6 characters long." },
  UserAlreadyRegistered: { status: 409, message: "User already registered" },
  RegistrationClosed: {
    status: 403,
    message: "Soundcheck is invite-only. Ask a friend who uses Soundcheck to send you an invitation."
  },
  InvalidToken: { status: 400, message: "This link is invalid or has expired." },
  NotAuthenticated: { status: 401, message: "Not authenticated" },
  Forbidden: { status: 403, message: "You do not have permission to do that." },
  CsrfRejected: { status: 403, message: "This request was refused: it did not come from the Soundcheck app." },
  RateLimited: { status: 429, message: "Too many attempts. Please wait a few minutes and try again." },
  ProfileNotFound: { status: 404, message: "Profile not found." },
  UserNotFound: { status: 404, message: "No user found with that email address." },
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
