/** Wire schemas of the waitlist: a stranger's listing (public) and the admin's list and invitation. */
import { Schema } from "effect"
import { EmailInput } from "../accounts/contract.ts"
import { MAX_CITY_LENGTH, MAX_WAITLIST_NOTE_LENGTH } from "../kernel/caps.ts"
import { BoundedString, Cursor } from "../kernel/limits.ts"

export { MAX_WAITLIST_NOTE_LENGTH }

/** `POST /api/waitlist`: city and note are optional; blank ones are stored as none. */
export const WaitlistJoinBody = Schema.Struct({
  email: EmailInput,
  city: Schema.optionalKey(BoundedString(MAX_CITY_LENGTH)),
  note: Schema.optionalKey(BoundedString(MAX_WAITLIST_NOTE_LENGTH))
})
export type WaitlistJoinBody = typeof WaitlistJoinBody.Type

/** The one answer to a listing, whoever the address belongs to: the mail says the rest. */
export const WaitlistJoined = Schema.Struct({ email: Schema.String }).annotate({ identifier: "WaitlistJoined" })
export type WaitlistJoined = typeof WaitlistJoined.Type

export const WaitlistEntryDto = Schema.Struct({
  id: Schema.String,
  email: Schema.String,
  city: Schema.NullOr(Schema.String),
  note: Schema.NullOr(Schema.String),
  createdAt: Schema.Number,
  /** When an admin last sent this person an invitation link. */
  invitedAt: Schema.NullOr(Schema.Number),
  /** When the person joined (through any invitation). */
  joinedAt: Schema.NullOr(Schema.Number)
}).annotate({ identifier: "WaitlistEntryDto" })
export type WaitlistEntryDto = typeof WaitlistEntryDto.Type

/** `GET /api/admin/waitlist?cursor=`: newest first, in keyset pages. */
export const WaitlistQuery = Schema.Struct({ cursor: Schema.optionalKey(Cursor) })
export const AdminWaitlist = Schema.Struct({ entries: Schema.Array(WaitlistEntryDto), nextCursor: Schema.NullOr(Schema.String) }).annotate({
  identifier: "AdminWaitlist"
})
export type AdminWaitlist = typeof AdminWaitlist.Type

/** `POST /api/admin/waitlist/invite`: mails the listed address an invitation link. */
export const WaitlistInviteBody = Schema.Struct({ email: EmailInput })
export const WaitlistInvited = Schema.Struct({ entry: WaitlistEntryDto }).annotate({ identifier: "WaitlistInvited" })
export type WaitlistInvited = typeof WaitlistInvited.Type
