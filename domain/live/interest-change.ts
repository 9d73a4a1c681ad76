/**
 * Who hears of a change of someone's interest in a concert. Other people's pages show a person's interest
 * only as "interested" or "has tickets" (never "not interested", never unmarked), so only a change of that
 * shown status may reach them: anything else would tell them what no page shows (which concerts a person
 * rejected, and when). The owner's own pages show their every status, so their other tabs hear of it.
 */
import type { InterestStatus } from "../concerts/interest-repo.ts"

/** What another person's pages show of someone's interest in one concert (null: nothing). */
export type ShownInterest = "interested" | "has_tickets" | null

export const shownToOthers = (status: InterestStatus | null): ShownInterest => (status === "interested" || status === "has_tickets" ? status : null)

/** activity_viewers: everyone who may see the owner's activity (the owner included); owner: the owner's own streams. */
export type InterestHearers = "activity_viewers" | "owner" | "nobody"

/**
 * `before` is what others were shown before the change (adapters cannot always tell unmarked from not
 * interested, and need not: neither is shown). An unchanged shown status publishes nothing to others.
 */
export const hearersOfInterestChange = (before: ShownInterest, after: InterestStatus): InterestHearers =>
  shownToOthers(after) !== before ? "activity_viewers" : after === before ? "nobody" : "owner"
