/**
 * Deleting the account from /settings and taking it back on /auth (issue #30), as the pages word it: when the
 * confirm button may be pressed, which field a refusal belongs to, and what /auth says after a deletion.
 */
import { DELETION_CONFIRMATION, DELETION_GRACE_DAYS } from "../../../../../domain/accounts/deletion-contract.ts"
import { ApiError } from "../../app/api-error.ts"
import { failureMessage } from "../friends/failure.ts"
import { formatDay } from "../friends/dates.ts"

/** Only the word itself, as typed (the server refuses "delete" and " DELETE " too). */
export const isDeletionConfirmed = (typed: string): boolean => typed === DELETION_CONFIRMATION

/** Where a refused deletion shows: at the Password field, at the confirmation field, or above the buttons. */
export interface DeletionFailure {
  readonly field: "password" | "confirm" | null
  readonly message: string
}

export const wrongPasswordMessage = "That password is not right. Please try again."

export const deletionFailure = (error: unknown): DeletionFailure => {
  const code = error instanceof ApiError ? error.code : null
  if (code === "InvalidCredentials") return { field: "password", message: wrongPasswordMessage }
  if (code === "DeletionNotConfirmed") return { field: "confirm", message: failureMessage(error) }
  return { field: null, message: failureMessage(error) }
}

/** The day the account would be purged if asked for at `now` (the dialog says it before one confirms). */
export const purgeDayIfAskedAt = (now: number): string => formatDay(now + DELETION_GRACE_DAYS * 24 * 60 * 60 * 1000)

/** What /auth says after the deletion (the session is gone): the day, and how to take it back. */
export const deletionNotice = (purgeAfter: number): string =>
  `Your account will be deleted on ${formatDay(purgeAfter)}. Changed your mind? Sign in with your email and password ` +
  `within ${DELETION_GRACE_DAYS} days to restore it.`

/** The /auth route state after a deletion. */
export interface DeletedAccountState {
  readonly deletedAccount: { readonly purgeAfter: number }
}

/**
 * The purge date of the deletion just made in this tab. The sign-out sends the guards to /auth with their own route
 * state (the page to come back to), which can replace the deletion's, so /auth reads this too; a sign-in forgets it.
 */
let justDeleted: number | null = null
export const rememberDeletion = (purgeAfter: number | null): void => {
  justDeleted = purgeAfter
}
export const rememberedDeletion = (): number | null => justDeleted

/** The purge date in /auth's route state, if it came from a deletion; null otherwise (any other state). */
export const deletedAccountFrom = (state: unknown): number | null => {
  const deleted = (state as Partial<DeletedAccountState> | null)?.deletedAccount
  return typeof deleted?.purgeAfter === "number" ? deleted.purgeAfter : null
}
