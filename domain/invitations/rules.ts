/** Pure rules of invitations: expiry, the requested count and reason, the mailed link and message. */
import { Result } from "effect"
import type { MailMessage } from "../kernel/mail.ts"
import { quotedName } from "../kernel/mail-text.ts"
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

/** The subject opens with Soundcheck's name and the inviter's name is quoted (kernel/mail-text.ts), whatever it says. */
export const invitationMail = (to: string, inviterName: string, link: string, days: number): MailMessage => {
  const name = quotedName(inviterName)
  return {
    to,
    subject: `Soundcheck: ${name} invited you to join`,
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
