/** Expected failures of blocking (issue #29), named after the condition; the prose lives at the edges. */
import { Schema } from "effect"

export class CannotBlockSelf extends Schema.TaggedError<CannotBlockSelf>()("CannotBlockSelf", {}) {}
