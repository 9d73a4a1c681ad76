/** Pure rules of the waitlist: what is stored of a listing, the page cursor, and the mails it sends. */
import { Option, Result } from "effect"
import { isPlainText } from "../kernel/limits.ts"
import { decodeTimeAndId, encodeTimeAndId } from "../kernel/keyset-cursor.ts"
import type { MailMessage } from "../kernel/mail.ts"
import type { WaitlistEntryDto } from "./contract.ts"
import { InvalidWaitlistText } from "./errors.ts"
import type { WaitlistCursor, WaitlistEntry } from "./waitlist-repo.ts"

/** The `inviter` of a link sent from the waitlist: Soundcheck itself, not a member. */
export const WAITLIST_INVITER = "soundcheck"
export const WAITLIST_INVITER_NAME = "Soundcheck"
export const WAITLIST_PAGE_SIZE = 50

/** Optional free text as stored: trimmed, and none when blank. */
export const optionalText = (text: string | undefined): string | null => {
  const trimmed = text?.trim() ?? ""
  return trimmed === "" ? null : trimmed
}

/** Why a listing's text is refused, in the words the join form shows under the field (as display names are told). */
export const waitlistTextMessages = {
  city: "City cannot contain line breaks or control characters",
  note: "Note cannot contain control characters (line breaks are fine)"
} as const

/**
 * A listing's city (one line) or note (line breaks kept, as "\n") as stored: none when blank; control characters
 * (bidirectional overrides that would reorder what the admin reads, among them) refused, as the database's CHECKs
 * refuse them (migration 0021).
 */
export const listingText = (field: "city" | "note", text: string | undefined): Result.Result<string | null, InvalidWaitlistText> => {
  const stored = optionalText(field === "note" ? text?.replaceAll("\r\n", "\n").replaceAll("\r", "\n") : text)
  if (stored === null) return Result.succeed(null)
  return isPlainText(stored, field === "note" ? "lines" : "one line")
    ? Result.succeed(stored)
    : Result.fail(new InvalidWaitlistText({ field, issues: [{ field, message: waitlistTextMessages[field] }] }))
}

export const toWaitlistEntryDto = (entry: WaitlistEntry): WaitlistEntryDto => ({ ...entry })

export const encodeWaitlistCursor = (cursor: WaitlistCursor): string => encodeTimeAndId(cursor.createdAt, cursor.id)

export const decodeWaitlistCursor = (text: string): Option.Option<WaitlistCursor> => Option.map(decodeTimeAndId(text), ({ at, id }) => ({ createdAt: at, id }))

const signOff = "\n— Soundcheck, where friends find concerts and go together\n"

/** To a new listing, or one already listed: the same words, so a repeat listing reveals nothing new. */
export const listedMail = (to: string): MailMessage => ({
  to,
  subject: "You're on the Soundcheck waitlist",
  text:
    "Thanks for your interest in Soundcheck. This address is on our waitlist.\n\n" +
    "Soundcheck is invite-only while it is in beta. When there is room, we will send an invitation to this address; " +
    "a friend who is a member can also invite you at any time.\n\n" +
    "If you did not ask to join, ignore this mail: nothing else happens.\n" +
    signOff
})

/** To an address that already has an account: the page said the same as to anyone, the mail says the rest. */
export const alreadyMemberMail = (to: string, signInLink: string): MailMessage => ({
  to,
  subject: "You already have a Soundcheck account",
  text:
    "Someone asked to put this address on the Soundcheck waitlist, but it already has an account.\n\n" +
    `Sign in here:\n${signInLink}\n\nForgot your password? Choose "Forgot password?" on that page to reset it.\n\n` +
    "If it was not you, ignore this mail: your account has not changed.\n" +
    signOff
})

export const waitlistInvitationMail = (to: string, link: string, days: number): MailMessage => ({
  to,
  subject: "Your invitation to Soundcheck",
  text:
    "Good news: there is room for you on Soundcheck, where friends find concerts and go together.\n\n" +
    `Accept the invitation and create your account here:\n${link}\n\n` +
    `The link works once and expires in ${days} days. If you did not ask to join, ignore this mail.\n`
})
