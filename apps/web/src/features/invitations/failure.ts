/** What a failed invitations call tells the user: the server's word for a refusal, or the spec's fallback. */
import { ApiError } from "../../app/api-client.ts"

export const somethingWentWrong = "Something went wrong. Please try again."

/** The server's message for a refusal (4xx) or the network message; otherwise `fallback`. */
export const failureMessage = (error: unknown, fallback = somethingWentWrong): string =>
  error instanceof ApiError && error.code !== "UnexpectedResponse" && error.status < 500 ? error.message : fallback

/** True when the server refused with this error tag ("NoInvitesRemaining"). */
export const hasCode = (error: unknown, code: string): boolean => error instanceof ApiError && error.code === code
