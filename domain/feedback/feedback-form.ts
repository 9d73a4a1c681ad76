/** The feedback form's rules (spec §5): a known type (default general), title and description lengths, an optional e-mail. */
import { Result } from "effect"
import { parseEmail } from "../accounts/credentials.ts"
import { type FeedbackBody, type FeedbackType, MAX_FEEDBACK_DESCRIPTION_LENGTH, MAX_TITLE_LENGTH } from "./contract.ts"

export const MIN_TITLE_LENGTH = 3
export const MIN_DESCRIPTION_LENGTH = 10
export const TITLE_MESSAGE = "Title must be at least 3 characters"
export const DESCRIPTION_MESSAGE = "Description must be at least 10 characters"
export const EMAIL_MESSAGE = "Please enter a valid email"
export const TITLE_TOO_LONG_MESSAGE = `Title must be at most ${MAX_TITLE_LENGTH} characters`
export const DESCRIPTION_TOO_LONG_MESSAGE = `Description must be at most ${MAX_FEEDBACK_DESCRIPTION_LENGTH} characters`

export type FeedbackField = "title" | "description" | "contactEmail"

export interface FeedbackIssue {
  readonly field: FeedbackField
  readonly message: string
}

/** The feedback's fields after validation: trimmed, a blank e-mail as null. */
export interface FeedbackDraft {
  readonly feedbackType: FeedbackType
  readonly title: string
  readonly description: string
  readonly contactEmail: string | null
}

export type FeedbackFormResult = { readonly ok: true; readonly draft: FeedbackDraft } | { readonly ok: false; readonly issues: ReadonlyArray<FeedbackIssue> }

export const validateFeedback = (input: FeedbackBody): FeedbackFormResult => {
  const issues: Array<FeedbackIssue> = []
  const title = input.title.trim()
  const description = input.description.trim()
  const email = input.contactEmail?.trim() ?? ""
  // The caps are checked first: nothing longer is spread into code points or matched.
  if (title.length > MAX_TITLE_LENGTH) issues.push({ field: "title", message: TITLE_TOO_LONG_MESSAGE })
  else if ([...title].length < MIN_TITLE_LENGTH) issues.push({ field: "title", message: TITLE_MESSAGE })
  if (description.length > MAX_FEEDBACK_DESCRIPTION_LENGTH) issues.push({ field: "description", message: DESCRIPTION_TOO_LONG_MESSAGE })
  else if ([...description].length < MIN_DESCRIPTION_LENGTH) issues.push({ field: "description", message: DESCRIPTION_MESSAGE })
  if (email !== "" && Result.isFailure(parseEmail(email))) issues.push({ field: "contactEmail", message: EMAIL_MESSAGE })
  if (issues.length > 0) return { ok: false, issues }
  return {
    ok: true,
    draft: { feedbackType: input.feedbackType ?? "general", title, description, contactEmail: email === "" ? null : email }
  }
}
