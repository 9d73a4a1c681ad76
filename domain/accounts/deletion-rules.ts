/** The rules of deleting an account (issue #30): the confirmation, the grace period, what the person is told. */
import { Result } from "effect"
import type { MailMessage } from "../kernel/mail.ts"
import { longDate } from "../moderation/rules.ts"
import { DELETION_CONFIRMATION, DELETION_GRACE_MS } from "./deletion-contract.ts"
import { DeletionNotConfirmed } from "./errors.ts"

/** Only the word itself confirms: not "delete", not " DELETE ". */
export const checkConfirmation = (confirm: string): Result.Result<void, DeletionNotConfirmed> =>
  confirm === DELETION_CONFIRMATION ? Result.succeed(undefined) : Result.fail(new DeletionNotConfirmed())

/** When an account whose deletion was requested at `requestedAt` is purged. */
export const purgeAfterOf = (requestedAt: number): number => requestedAt + DELETION_GRACE_MS

/** Whether the grace period of a request made at `requestedAt` has ended at `now`. */
export const graceEnded = (requestedAt: number, now: number): boolean => purgeAfterOf(requestedAt) <= now

/** The latest request instant whose grace has ended at `now`: the sweep purges the accounts requested at or before it. */
export const dueBefore = (now: number): number => now - DELETION_GRACE_MS

/** What the person reads when they sign in during the grace period (the day in UTC, "d MMMM yyyy"). */
export const pendingDeletionMessage = (purgeAfter: number): string =>
  `This account is scheduled for deletion on ${longDate(purgeAfter)}. Restore it to sign in.`

/** The account mail of a deletion request: to the account's own address, the only mail it gets about it. */
export const deletionMail = (to: string, purgeAfter: number, publicUrl: string): MailMessage => ({
  to,
  subject: "Your Soundcheck account will be deleted",
  text:
    `Your Soundcheck account will be deleted on ${longDate(purgeAfter)}. ` +
    "Sign in within 14 days to restore it:\n" +
    `${publicUrl}/auth\n\n` +
    "Until then nobody else sees you on Soundcheck. On that day your profile, friends, concerts, plans and messages are " +
    "deleted for good, and this address can sign up afresh.\n\n" +
    "If you did not ask for this, sign in and restore the account, then change your password.\n"
})

/** The account mail of a restored account: whoever restored it knew the password, so the owner hears of it. */
export const restoredMail = (to: string, publicUrl: string): MailMessage => ({
  to,
  subject: "Your Soundcheck account is restored",
  text:
    "Your Soundcheck account was restored: it will not be deleted, and others see you again.\n\n" +
    `If this was not you, change your password now:\n${publicUrl}/auth\n`
})
