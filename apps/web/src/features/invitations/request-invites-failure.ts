/** The toast for a Request More Invites submission that failed (spec §6 and §8). */
import { hasStatus } from "../../app/api-client.ts"
import { failureMessage } from "./failure.ts"

export interface FailureToast {
  readonly title: string
  readonly description?: string
}

/** A session gone (401): "You must be logged in to request invites"; else "Failed to submit invite request" and why. */
export const requestInvitesFailure = (error: unknown): FailureToast =>
  hasStatus(error, 401)
    ? { title: "You must be logged in to request invites" }
    : { title: "Failed to submit invite request", description: failureMessage(error) }
