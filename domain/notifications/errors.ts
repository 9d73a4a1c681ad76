/** Expected failures of the notifications feature. */
import { Schema } from "effect"

/** An unsubscribe token this server never mailed. */
export class UnsubscribeTokenNotFound extends Schema.TaggedError<UnsubscribeTokenNotFound>()("UnsubscribeTokenNotFound", {}) {}
