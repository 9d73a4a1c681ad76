/** Expected failures of the waitlist, named after the condition; the prose lives at the edges. */
import { Schema } from "effect"

/** A city or note with control characters (a note may keep its line breaks): refused, like every shown text. */
export class InvalidWaitlistText extends Schema.TaggedError<InvalidWaitlistText>()("InvalidWaitlistText", {
  field: Schema.Literals(["city", "note"])
}) {}

/** An admin asked to invite an address that is not on the waitlist. */
export class NotOnWaitlist extends Schema.TaggedError<NotOnWaitlist>()("NotOnWaitlist", {
  email: Schema.String
}) {}

/** The listed address has an account already (it joined, or signed up another way): nothing to invite. */
export class AlreadyMember extends Schema.TaggedError<AlreadyMember>()("AlreadyMember", {
  email: Schema.String
}) {}
