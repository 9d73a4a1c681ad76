/** Rate limits of the invitation actions, per signed-in user and per client address, in fixed windows (shared by every instance). */
import { limitPerUser } from "../accounts/rate-limit.ts"

const HOUR = 60 * 60_000

export const invitationPolicies = {
  "invitation-send": { windowMs: HOUR, perUser: 30, perAddress: 150 },
  "invite-request": { windowMs: HOUR, perUser: 10, perAddress: 50 }
} as const

export type InvitationAction = keyof typeof invitationPolicies

export const limitInvitationAction = (action: InvitationAction, userId: string, address: string) =>
  limitPerUser(action, userId, address, invitationPolicies[action])
