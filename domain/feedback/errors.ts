/** Expected failures of feedback; the prose lives in the API and CLI tables. */
import { Schema } from "effect"

/** The feedback form refused the input; one issue per field, with the spec's messages. */
export class InvalidFeedback extends Schema.TaggedError<InvalidFeedback>()("InvalidFeedback", {
  issues: Schema.Array(Schema.Struct({ field: Schema.String, message: Schema.String }))
}) {}

export class FeedbackNotFound extends Schema.TaggedError<FeedbackNotFound>()("FeedbackNotFound", {
  feedbackId: Schema.String
}) {}
