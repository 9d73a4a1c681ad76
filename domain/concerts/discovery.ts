/**
 * Pure rules of concert discovery: whose interest a viewer sees on a concert, which concerts an activity
 * filter keeps, how others' interest is counted, and the group-opportunity classification (spec §4).
 */
import type { Visibility } from "../accounts/contract.ts"
import { canSeeActivity, type Degree } from "../friends/degree.ts"
import type { InterestStatus } from "./interest-repo.ts"

/** Whose interest is shown: degree 1, degrees 1–2, or everyone the viewer may see. */
export type Circle = "friends" | "friends_of_friends" | "anyone"

/**
 * Which concerts are kept: every one; those with someone shown interested or holding tickets; with someone
 * shown holding tickets; the viewer's own (interested or tickets); or those with two or more people shown
 * (the group-opportunity candidates).
 */
export type ActivityKind = "all" | "interest" | "tickets" | "mine" | "group"

/** One stored interest in a concert, with what the rules need to know about its owner. */
export interface InterestFact {
  readonly userId: string
  readonly status: InterestStatus
  readonly degree: Degree
  readonly visibility: Visibility
  readonly displayName: string | null
}

/** Another person's interest as this viewer is shown it. */
export interface ShownInterest {
  readonly userId: string
  readonly displayName: string
  readonly status: "interested" | "has_tickets"
  readonly degree: 1 | 2 | null
}

/** Spec §3: a person without a display name is shown as User plus the first 8 characters of the id. */
export const displayNameOf = (userId: string, displayName: string | null): string =>
  displayName !== null && displayName.trim() !== "" ? displayName : `User ${userId.slice(0, 8)}`

export const inCircle = (circle: Circle, degree: Degree): boolean => {
  switch (circle) {
    case "friends":
      return degree === 1
    case "friends_of_friends":
      return degree === 1 || degree === 2
    case "anyone":
      return degree !== "self"
  }
}

/** Whether this interest is shown: someone else, in the circle, whose visibility lets the viewer see it. */
export const isShown = (circle: Circle, fact: InterestFact): boolean =>
  fact.degree !== "self" && fact.status !== "not_interested" && inCircle(circle, fact.degree) && canSeeActivity(fact.visibility, fact.degree)

/**
 * Where a shown interest stands in a concert's list, closest first: friends (degree 1), then friends of
 * friends, then public strangers; within a degree, tickets before interest. 0 to 5; with the user id it is
 * the list's order and the key of its pages.
 */
export const shownRank = (shown: Pick<ShownInterest, "degree" | "status">): number =>
  (shown.degree === 1 ? 0 : shown.degree === 2 ? 2 : 4) + (shown.status === "has_tickets" ? 0 : 1)

/** The list's order: by rank, then by user id. */
export const compareShown = (a: ShownInterest, b: ShownInterest): number =>
  shownRank(a) - shownRank(b) || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0)

/** A place in a concert's list of shown interests: the list continues strictly after it. */
export interface ShownCursor {
  readonly rank: number
  readonly userId: string
}

export const isAfter = (shown: ShownInterest, after: ShownCursor): boolean => {
  const rank = shownRank(shown)
  return rank > after.rank || (rank === after.rank && shown.userId > after.userId)
}

/** The interests shown on a concert, closest first (`compareShown`). */
export const shownInterests = (circle: Circle, facts: ReadonlyArray<InterestFact>): ReadonlyArray<ShownInterest> =>
  facts
    .filter((fact) => isShown(circle, fact))
    .map((fact) => ({
      userId: fact.userId,
      displayName: displayNameOf(fact.userId, fact.displayName),
      status: fact.status as ShownInterest["status"],
      degree: fact.degree === 1 || fact.degree === 2 ? fact.degree : null
    }))
    .sort(compareShown)

export interface StatusCounts {
  readonly interested: number
  readonly hasTickets: number
}

/** A concert's shown interests counted by degree and status: what a page carries instead of every name. */
export interface ShownCounts {
  readonly friends: StatusCounts
  readonly friendsOfFriends: StatusCounts
  readonly others: StatusCounts
}

export const countShown = (shown: ReadonlyArray<Pick<ShownInterest, "status">>): StatusCounts => ({
  interested: shown.filter((s) => s.status === "interested").length,
  hasTickets: shown.filter((s) => s.status === "has_tickets").length
})

export const countShownByDegree = (shown: ReadonlyArray<ShownInterest>): ShownCounts => ({
  friends: countShown(shown.filter((s) => s.degree === 1)),
  friendsOfFriends: countShown(shown.filter((s) => s.degree === 2)),
  others: countShown(shown.filter((s) => s.degree === null))
})

export const totalOf = (counts: ShownCounts): StatusCounts => ({
  interested: counts.friends.interested + counts.friendsOfFriends.interested + counts.others.interested,
  hasTickets: counts.friends.hasTickets + counts.friendsOfFriends.hasTickets + counts.others.hasTickets
})

export const keepsConcert = (activity: ActivityKind, userInterest: InterestStatus | null, shown: ReadonlyArray<ShownInterest>): boolean => {
  switch (activity) {
    case "all":
      return true
    case "interest":
      return shown.length > 0
    case "tickets":
      return shown.some((s) => s.status === "has_tickets")
    case "mine":
      return userInterest === "interested" || userInterest === "has_tickets"
    case "group":
      return shown.length >= 2
  }
}

export type OpportunityKind = "ready_to_go" | "building_interest"

/** The number of other people with tickets or interest that makes a group (spec §9). */
export const OPPORTUNITY_THRESHOLD = 2

/**
 * Spec §4: Ready to Go when 2 or more others have tickets; Building Interest when at least 2 others are
 * interested or have tickets and at least 2 are interested, and it is not Ready to Go.
 */
export const classifyOpportunity = (statuses: ReadonlyArray<InterestStatus>): OpportunityKind | null => {
  const tickets = statuses.filter((s) => s === "has_tickets").length
  const interested = statuses.filter((s) => s === "interested").length
  if (tickets >= OPPORTUNITY_THRESHOLD) return "ready_to_go"
  if (tickets + interested >= OPPORTUNITY_THRESHOLD && interested >= OPPORTUNITY_THRESHOLD) return "building_interest"
  return null
}
