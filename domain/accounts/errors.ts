/** Expected failures of the accounts feature, named after the condition; the prose lives at the edges. */
import { Schema } from "effect"

export class MissingCredentials extends Schema.TaggedError<MissingCredentials>()("MissingCredentials", {}) {}

export class InvalidCredentials extends Schema.TaggedError<InvalidCredentials>()("InvalidCredentials", {}) {}

export class EmailNotConfirmed extends Schema.TaggedError<EmailNotConfirmed>()("EmailNotConfirmed", {}) {}

export class InvalidEmail extends Schema.TaggedError<InvalidEmail>()("InvalidEmail", {}) {}

export class PasswordTooShort extends Schema.TaggedError<PasswordTooShort>()("PasswordTooShort", {
  minimum: Schema.Number
}) {}

export class UserAlreadyRegistered extends Schema.TaggedError<UserAlreadyRegistered>()("UserAlreadyRegistered", {}) {}

export class RegistrationClosed extends Schema.TaggedError<RegistrationClosed>()("RegistrationClosed", {}) {}

/** A confirmation or reset link that is unknown, used, or expired. */
export class InvalidToken extends Schema.TaggedError<InvalidToken>()("InvalidToken", {}) {}

export class NotAuthenticated extends Schema.TaggedError<NotAuthenticated>()("NotAuthenticated", {}) {}

export class Forbidden extends Schema.TaggedError<Forbidden>()("Forbidden", {}) {}

export class ProfileNotFound extends Schema.TaggedError<ProfileNotFound>()("ProfileNotFound", {
  userId: Schema.String
}) {}

export class UserNotFound extends Schema.TaggedError<UserNotFound>()("UserNotFound", {
  target: Schema.String
}) {}

/** A limit reached; `detail`, when set, is what the person is told instead of the generic "wait a few minutes" (a daily cap's). */
export class RateLimited extends Schema.TaggedError<RateLimited>()("RateLimited", {
  action: Schema.String,
  retryAfterSeconds: Schema.Number,
  detail: Schema.optionalKey(Schema.String)
}) {}

/** A suspended account (issue #29), told only after its password was verified; `until` null: until lifted. */
export class AccountSuspended extends Schema.TaggedError<AccountSuspended>()("AccountSuspended", {
  until: Schema.NullOr(Schema.Number)
}) {}

/** A deletion request whose confirmation is not the word DELETE (issue #30). */
export class DeletionNotConfirmed extends Schema.TaggedError<DeletionNotConfirmed>()("DeletionNotConfirmed", {}) {}

/**
 * The only admin left (none other, or every other one leaving) cannot delete their account (issue #30) nor lose the
 * role (`leaving`: which of the two was refused).
 */
export class LastAdmin extends Schema.TaggedError<LastAdmin>()("LastAdmin", {
  userId: Schema.String,
  leaving: Schema.Literals(["deletion", "role"])
}) {}

/** What the last admin is told when the role would be taken from them (the table's row says the deletion's). */
export const lastAdminRoleMessage = "The last admin cannot lose the role. Make another admin first."

/**
 * An account whose deletion was requested (issue #30), told only after its password (or a mailed link) was verified:
 * it is purged at `purgeAfter` unless restored.
 */
export class AccountPendingDeletion extends Schema.TaggedError<AccountPendingDeletion>()("AccountPendingDeletion", {
  purgeAfter: Schema.Number
}) {}
