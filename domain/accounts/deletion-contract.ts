/**
 * Wire schemas of deleting an account (issue #30), shared by the API, the web client and the CLI:
 * `POST /api/account/deletion` (signed in) asks for it with the password and the word DELETE typed out, and answers
 * when the account will be purged; `POST /api/auth/restore` (public) takes the address and password back within the
 * grace period, and signs in as `POST /api/auth/sign-in` does (its answer is a `SessionDto`).
 */
import { Schema } from "effect"
import { BoundedString, Password } from "../kernel/limits.ts"
import { EmailInput } from "./contract.ts"

/** The days between the request and the purge, during which signing in with the password restores everything. */
export const DELETION_GRACE_DAYS = 14
export const DELETION_GRACE_MS = DELETION_GRACE_DAYS * 24 * 60 * 60 * 1000

/** The word a person types to confirm, exactly (upper case). */
export const DELETION_CONFIRMATION = "DELETE"

/** How a purged person's plan messages name their author: the text is gone too. */
export const DELETED_USER_NAME = "Deleted user"

/** The longest confirmation read (a word typed into one field): anything longer is refused on the wire. */
export const MAX_DELETION_CONFIRM_LENGTH = 32

/** `POST /api/account/deletion`: the account's password, and `confirm` exactly "DELETE". */
export const DeletionBody = Schema.Struct({
  password: Password,
  confirm: BoundedString(MAX_DELETION_CONFIRM_LENGTH)
}).annotate({ identifier: "DeletionBody" })
export type DeletionBody = typeof DeletionBody.Type

/** 202: every session has ended; the account is purged at `purgeAfter` (epoch ms, 14 days on) unless restored. */
export const DeletionScheduled = Schema.Struct({ purgeAfter: Schema.Number }).annotate({ identifier: "DeletionScheduled" })
export type DeletionScheduled = typeof DeletionScheduled.Type

/** `POST /api/auth/restore`: the address and password, as at sign-in. */
export const RestoreBody = Schema.Struct({ email: EmailInput, password: Password }).annotate({ identifier: "RestoreBody" })
export type RestoreBody = typeof RestoreBody.Type
