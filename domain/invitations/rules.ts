/** Pure rules of invitations: expiry, the requested count and reason, the mailed link and message. */
import { Result } from "effect"
import type { MailMessage } from "../kernel/mail.ts"
import type { InvitationDto } from "./contract.ts"
import { InvalidRequestedCount, ReasonTooShort } from "./errors.ts"
import type { Invitation } from "./invitation-repo.ts"

const DAY_MS = 24 * 60 * 60 * 1000

export const MIN_REQUESTED = 1
export const MAX_REQUESTED = 20
export const MIN_REASON_LENGTH = 10

export const invitationExpiry = (sentAt: number, days: number): number => sentAt + days * DAY_MS

/** Only pending invitations strictly before their expiry instant can be accepted. */
export const isExpired = (expiresAt: number, now: number): boolean => now >= expiresAt

/** Spec §5 and §9: a whole number from 1 to 20. */
export const checkRequestedCount = (count: number): Result.Result<number, InvalidRequestedCount> =>
  Number.isInteger(count) && count >= MIN_REQUESTED && count <= MAX_REQUESTED
    ? Result.succeed(count)
    : Result.fail(new InvalidRequestedCount({ requestedCount: count }))

/** Spec §5: at least 10 characters once trimmed; the reason is stored trimmed. */
export const checkReason = (reason: string): Result.Result<string, ReasonTooShort> => {
  const trimmed = reason.trim()
  return [...trimmed].length >= MIN_REASON_LENGTH ? Result.succeed(trimmed) : Result.fail(new ReasonTooShort({ minimum: MIN_REASON_LENGTH }))
}

export const invitationLink = (publicUrl: string, token: string, inviterId: string): string =>
  `${publicUrl}/invite?token=${encodeURIComponent(token)}&inviter=${encodeURIComponent(inviterId)}`

export const MAX_MAIL_NAME_LENGTH = 40

// C0 and C1 controls, line and paragraph separators, and the bidirectional overrides and isolates that
// could reorder what a reader sees. One character class: linear.
const unsafeInName = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]+/g

/**
 * The inviter's name as mail may quote it: one line of visible text, at most 40 characters, so a display
 * name cannot write the subject's or the body's first line, start a new header or a paragraph of its own.
 */
export const nameForMail = (name: string): string => {
  const oneLine = name
    .slice(0, 4 * MAX_MAIL_NAME_LENGTH)
    .replace(unsafeInName, " ")
    .replace(/ {2,}/g, " ")
    .trim()
  const chars = [...oneLine]
  const short =
    chars.length > MAX_MAIL_NAME_LENGTH
      ? `${chars
          .slice(0, MAX_MAIL_NAME_LENGTH - 1)
          .join("")
          .trimEnd()}…`
      : oneLine
  return short === "" ? "A friend" : short
}

export const invitationMail = (to: string, inviterName: string, link: string, days: number): MailMessage => {
  const name = `“${nameForMail(inviterName)}”`
  return {
    to,
    subject: `${name} invited you to Soundcheck`,
    text:
      `A Soundcheck member whose display name is ${name} invited you to join Soundcheck, where friends find concerts and go together.\n\n` +
      `Accept the invitation and create your account here:\n${link}\n\n` +
      `The link works once and expires in ${days} days. If you did not expect this invitation, ignore this mail.\n`
  }
}

export const toInvitationDto = (invitation: Invitation): InvitationDto => ({
  id: invitation.id,
  email: invitation.email,
  status: invitation.status,
  createdAt: invitation.createdAt,
  expiresAt: invitation.expiresAt
})
