/** What a fan reads of a suggestion's state (issue #29): a badge's word and, for some, a line under it. */
import { SUGGESTIONS_PER_DAY, type SuggestionDto } from "../../../../../domain/curation/suggestions-contract.ts"
import { hasStatus } from "../../app/api-client.ts"

export interface SuggestionState {
  /** The badge: the state in words, never only a colour. */
  readonly label: string
  /** A line under it: why it was not added. */
  readonly detail: string | null
}

export const suggestionState = (suggestion: Pick<SuggestionDto, "status" | "reason">): SuggestionState => {
  switch (suggestion.status) {
    case "pending":
      return { label: "Pending review", detail: null }
    case "approved":
      return { label: "Approved", detail: null }
    case "rejected":
      return { label: "Not added", detail: suggestion.reason === null ? null : `Reason: ${suggestion.reason}` }
    case "merged":
      return { label: "Already listed", detail: null }
  }
}

/** The success line after a suggestion is sent. */
export const awaitingReviewMessage = "Thanks! Your suggestion will appear once a moderator approves it."

/**
 * Why a suggestion was not sent, under "Failed to suggest concert. Please try again.": the daily cap as what it is
 * (the server's generic "wait a few minutes" would send the fan back again and again for up to a day), or the error's.
 */
export const suggestFailureDetail = (error: unknown): string | undefined =>
  hasStatus(error, 429)
    ? `You can suggest up to ${SUGGESTIONS_PER_DAY} concerts a day. Please try again later.`
    : error instanceof Error
      ? error.message
      : undefined
