/** Expected failures of the waitlist, named after the condition; the prose lives at the edges. */
import { Schema } from "effect"

/** An admin asked to invite an address that is not on the waitlist. */
export class NotOnWaitlist extends Schema.TaggedError<NotOnWaitlist>()("NotOnWaitlist", {
  email: Schema.String
}) {}

/** The listed address has an account already (it joined, or signed up another way): nothing to invite. */
export class AlreadyMember extends Schema.TaggedError<AlreadyMember>()("AlreadyMember", {
  email: Schema.String
}) {}
