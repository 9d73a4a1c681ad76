/** What a fan reads of a suggestion's state (issue #29): a badge's word and, for some, a line under it. */
import type { SuggestionDto } from "../../../../../domain/curation/suggestions-contract.ts"

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
 * Why a suggestion was not sent, under "Failed to suggest concert. Please try again.": the error's own words (the
 * server's daily cap says the cap and when to try again).
 */
export const suggestFailureDetail = (error: unknown): string | undefined => (error instanceof Error ? error.message : undefined)
