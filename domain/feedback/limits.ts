/** Rate limits of feedback and suggestions, per signed-in user and per client address, in fixed windows (shared by every instance). */
import { limitPerUser } from "../accounts/rate-limit.ts"

const HOUR = 60 * 60_000

export const feedbackPolicies = {
  feedback: { windowMs: HOUR, perUser: 20, perAddress: 100 },
  "concert-suggestion": { windowMs: HOUR, perUser: 20, perAddress: 100 }
} as const

export type FeedbackAction = keyof typeof feedbackPolicies

export const limitFeedbackAction = (action: FeedbackAction, userId: string, address: string) => limitPerUser(action, userId, address, feedbackPolicies[action])
