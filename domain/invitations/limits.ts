/** Rate limits of the invitation actions, per signed-in user and per client address, in fixed windows (shared by every instance). */
import { countAgainst, limitPerUser } from "../accounts/rate-limit.ts"
import { emailKey } from "../accounts/credentials.ts"

const HOUR = 60 * 60_000
const DAY = 24 * HOUR

export const invitationPolicies = {
  "invitation-send": { windowMs: HOUR, perUser: 30, perAddress: 150 },
  "invite-request": { windowMs: HOUR, perUser: 10, perAddress: 50 }
} as const

export type InvitationAction = keyof typeof invitationPolicies

export const limitInvitationAction = (action: InvitationAction, userId: string, address: string) =>
  limitPerUser(action, userId, address, invitationPolicies[action])

/**
 * Invitation mail a day, whoever sends it: to one recipient (so nobody's inbox can be filled from
 * Soundcheck, by one inviter resending or by many inviting), and resends of one invitation.
 *
 * Both are counted inside the unit of work that queues the mail, after every check that may refuse it, so
 * only mail actually queued spends a recipient's quota: a refusal (no invites, already invited, a member…)
 * counts nothing, and on PostgreSQL and in memory the count rolls back with the unit of work, while two
 * sends at once wait for each other's counter row. Redis counters cannot roll back: there, a resend refused
 * by the recipient's quota (counted after it) still spends one of that invitation's resends.
 */
export const invitationMailPolicy = { windowMs: DAY, perRecipient: 5, resendsPerInvitation: 3 } as const

export const limitInvitationMail = (recipient: string) =>
  countAgainst("invitation-mail", invitationMailPolicy.windowMs, [[`to:${emailKey(recipient)}`, invitationMailPolicy.perRecipient]])

export const limitResend = (invitationId: string) =>
  countAgainst("invitation-resend", invitationMailPolicy.windowMs, [[`invitation:${invitationId}`, invitationMailPolicy.resendsPerInvitation]])
