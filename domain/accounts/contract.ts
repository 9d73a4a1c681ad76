/** Wire schemas of the accounts endpoints (auth, session, profile, settings), shared by API and web client. */
import { Schema } from "effect"
import { BoundedString, Password, Token } from "../kernel/limits.ts"
import { MAX_EMAIL_LENGTH } from "./credentials.ts"

import { MAX_BIO_LENGTH, MAX_DISPLAY_NAME_LENGTH } from "../kernel/caps.ts"
import { ArtistRefDto } from "../follows/artist-ref.ts"

export { MAX_BIO_LENGTH, MAX_DISPLAY_NAME_LENGTH }

/** An e-mail address as typed: at most 254 characters (RFC 5321's path limit), its shape checked by the rules. */
export const EmailInput = BoundedString(MAX_EMAIL_LENGTH)
/** A display name as typed: its length capped here; control characters are refused by the rule, with its message. */
export const DisplayNameInput = BoundedString(MAX_DISPLAY_NAME_LENGTH)

export const Role = Schema.Literals(["user", "moderator", "admin"])
export type Role = typeof Role.Type

export const Visibility = Schema.Literals(["public", "friends_of_friends", "friends_only", "private"])
export type Visibility = typeof Visibility.Type

export const RegistrationMode = Schema.Literals(["open", "invite-only"])
export type RegistrationMode = typeof RegistrationMode.Type

/** Credentials as typed; the server checks the rules and answers with the spec's messages. */
export const Credentials = Schema.Struct({ email: EmailInput, password: Password })
export type Credentials = typeof Credentials.Type

export const SignUpBody = Schema.Struct({
  email: EmailInput,
  password: Password,
  displayName: Schema.optionalKey(DisplayNameInput)
})
export type SignUpBody = typeof SignUpBody.Type

export const EmailBody = Schema.Struct({ email: EmailInput })
export const TokenBody = Schema.Struct({ token: Token })
export const ResetPasswordBody = Schema.Struct({ token: Token, password: Password })
/** The confirmation link's token with the password chosen at sign-up: only the two together confirm. */
export const ConfirmEmailBody = Schema.Struct({ token: Token, password: Password })
export type ConfirmEmailBody = typeof ConfirmEmailBody.Type
export const EmailConfirmed = Schema.Struct({ email: Schema.String }).annotate({ identifier: "EmailConfirmed" })
export type EmailConfirmed = typeof EmailConfirmed.Type

export const SessionUser = Schema.Struct({
  id: Schema.String,
  email: Schema.String,
  role: Role,
  displayName: Schema.NullOr(Schema.String)
}).annotate({ identifier: "SessionUser" })
export type SessionUser = typeof SessionUser.Type

/** The signed-in session as the client sees it; the tokens themselves stay in HttpOnly cookies. */
export const SessionDto = Schema.Struct({
  user: SessionUser,
  /** When the access token expires (epoch ms); the client refreshes before then. */
  expiresAt: Schema.Number,
  /** Seconds the access token lives from issue. */
  expiresIn: Schema.Number
}).annotate({ identifier: "SessionDto" })
export type SessionDto = typeof SessionDto.Type

export const SignUpResult = Schema.Struct({ email: Schema.String, confirmationSent: Schema.Boolean }).annotate({ identifier: "SignUpResult" })
export type SignUpResult = typeof SignUpResult.Type

export const RegistrationDto = Schema.Struct({ mode: RegistrationMode }).annotate({ identifier: "RegistrationDto" })

/** The answer to a request for a mailed link: the same whatever the address, so it tells nobody who has an account. */
export const LinkRequested = Schema.Struct({ sent: Schema.Literal(true) }).annotate({ identifier: "LinkRequested" })
export type LinkRequested = typeof LinkRequested.Type

export const ProfileDto = Schema.Struct({
  userId: Schema.String,
  email: Schema.String,
  displayName: Schema.NullOr(Schema.String),
  bio: Schema.NullOr(Schema.String),
  avatarUrl: Schema.NullOr(Schema.String),
  concertVisibility: Visibility,
  inviteCount: Schema.Number,
  totalInvitesSent: Schema.Number,
  createdAt: Schema.Number
}).annotate({ identifier: "ProfileDto" })
export type ProfileDto = typeof ProfileDto.Type

/** PATCH /api/profile: the display name, and the bio when it changes (left out, the bio stays as it is). */
export const ProfileUpdateBody = Schema.Struct({
  displayName: DisplayNameInput,
  bio: Schema.optionalKey(Schema.NullOr(BoundedString(MAX_BIO_LENGTH)))
})
export type ProfileUpdateBody = typeof ProfileUpdateBody.Type

export const SettingsDto = Schema.Struct({ concertVisibility: Visibility }).annotate({ identifier: "SettingsDto" })
export type SettingsDto = typeof SettingsDto.Type

/** Another user's profile as a viewer may see it; `relationship` grows with the friends feature. */
export const PublicProfileDto = Schema.Struct({
  userId: Schema.String,
  displayName: Schema.NullOr(Schema.String),
  bio: Schema.NullOr(Schema.String),
  avatarUrl: Schema.NullOr(Schema.String),
  concertVisibility: Visibility,
  relationship: Schema.Literals(["self", "friend", "request_sent", "request_received", "none"]),
  /** The pending request between viewer and this user, when there is one (to accept or cancel it). */
  pendingRequestId: Schema.optionalKey(Schema.NullOr(Schema.String)),
  /**
   * Issue #32: the artists they follow (by key), the profile's Favorite Artists; null when their concert visibility
   * hides their activity from the viewer (the rule of GET /api/profiles/{userId}/activity). Always the own list.
   */
  favoriteArtists: Schema.NullOr(Schema.Array(ArtistRefDto))
}).annotate({ identifier: "PublicProfileDto" })
export type PublicProfileDto = typeof PublicProfileDto.Type

/** A user as the staff's users page and `soundcheck users list --json` show it. */
export const AdminUserDto = Schema.Struct({
  id: Schema.String,
  /** Null for a moderator (issue #29): e-mail addresses are the admins'. */
  email: Schema.NullOr(Schema.String),
  role: Role,
  displayName: Schema.NullOr(Schema.String),
  emailConfirmed: Schema.Boolean,
  createdAt: Schema.Number,
  /** The suspension in force now (issue #29): until when (null: until lifted) and the reason the person was told. */
  suspension: Schema.NullOr(Schema.Struct({ until: Schema.NullOr(Schema.Number), reason: Schema.String })),
  /** The revoked invites (issue #29): since when and why; null while the account may invite. */
  invitesRevoked: Schema.NullOr(Schema.Struct({ at: Schema.Number, reason: Schema.String })),
  /** When the account will be purged, its owner having asked to delete it (issue #30); null otherwise. */
  purgeAfter: Schema.NullOr(Schema.Number)
}).annotate({ identifier: "AdminUserDto" })
export type AdminUserDto = typeof AdminUserDto.Type

/** GET /api/admin/users: oldest first. */
export const AdminUserList = Schema.Array(AdminUserDto)

export const RoleBody = Schema.Struct({ role: Role })
