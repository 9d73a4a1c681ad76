/** Expected failures of the waitlist, named after the condition; the prose lives at the edges. */
import { Schema } from "effect"

/**
 * A city or note with control characters (a note may keep its line breaks): refused, like every shown text and like
 * display names, with one issue naming the field (its message, as the form shows it under the field).
 */
export class InvalidWaitlistText extends Schema.TaggedError<InvalidWaitlistText>()("InvalidWaitlistText", {
  field: Schema.Literals(["city", "note"]),
  issues: Schema.Array(Schema.Struct({ field: Schema.Literals(["city", "note"]), message: Schema.String }))
}) {}

/** An admin asked to invite an address that is not on the waitlist. */
export class NotOnWaitlist extends Schema.TaggedError<NotOnWaitlist>()("NotOnWaitlist", {
  email: Schema.String
}) {}

/** The listed address has an account already (it joined, or signed up another way): nothing to invite. */
export class AlreadyMember extends Schema.TaggedError<AlreadyMember>()("AlreadyMember", {
  email: Schema.String
}) {}
