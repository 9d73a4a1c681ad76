/** What a failed friends call tells the user (spec section 8, Friends): the server's word, or the spec's fallback. */
import { ApiError } from "../../app/api-client.ts"
import { toast } from "../../ui/toast-queue.ts"

const unexpected = "Something went wrong. Please check your connection and try again."

/** The server's message for a refusal (4xx) or the network message; otherwise `fallback`. */
export const failureMessage = (error: unknown, fallback = unexpected): string =>
  error instanceof ApiError && error.code !== "UnexpectedResponse" && error.status < 500 ? error.message : fallback

/** A destructive toast titled with the spec's failure ("Failed to remove friend") and the reason under it. */
export const toastFailure = (title: string, error: unknown): void => {
  toast.error(title, failureMessage(error))
}
