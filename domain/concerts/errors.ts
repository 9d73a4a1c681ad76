/** Expected failures of the concerts feature. */
import { Schema } from "effect"

/** A listing cursor that this server did not hand out. */
export class InvalidCursor extends Schema.TaggedError<InvalidCursor>()("InvalidCursor", {
  cursor: Schema.String
}) {}
