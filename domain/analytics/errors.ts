/** Expected failures of Admin → Analytics (issue #34), named after the condition. */
import { Schema } from "effect"

/** What the page, the API and the CLI say about a refused range. */
export const INVALID_ANALYTICS_RANGE_MESSAGE = "Choose a range that ends on or after its start and spans at most 400 days."

/**
 * A range that ends before it starts or spans more than MAX_ANALYTICS_RANGE_DAYS days: refused before anything is
 * read. It carries the range asked for and the sentence to show (the API answers 400 with it).
 */
export class InvalidAnalyticsRange extends Schema.TaggedError<InvalidAnalyticsRange>()("InvalidAnalyticsRange", {
  from: Schema.String,
  to: Schema.String,
  message: Schema.String
}) {}
