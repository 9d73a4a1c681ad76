/**
 * Who may receive a live event about someone's concert activity: exactly who may see that activity on
 * the pages (`canSeeActivity` by degree), the owner included (their other tabs update too).
 */
import type { Visibility } from "../accounts/contract.ts"
import { canSeeActivity, type Degree, friendDegree, type FriendsOf } from "../friends/degree.ts"

/** How far from the owner the activity reaches: everyone, or friends up to a degree (0: the owner alone). */
export type Reach = "everyone" | 0 | 1 | 2

export const reachOf = (visibility: Visibility): Reach => {
  switch (visibility) {
    case "public":
      return "everyone"
    case "friends_of_friends":
      return 2
    case "friends_only":
      return 1
    case "private":
      return 0
  }
}

export const withinReach = (reach: Reach, degree: Degree): boolean => reach === "everyone" || degree === "self" || (degree !== "none" && degree <= reach)

/** The owner's nearest people as an adapter reads them: visibility, then friends, then friends of friends. */
export interface Neighbourhood {
  readonly visibility: Visibility
  readonly degree1: ReadonlyArray<string>
  readonly degree2: ReadonlyArray<string>
}

/**
 * Which of the connected users receive an event about the owner's activity. `everyone` needs no
 * neighbourhood, so adapters skip the graph query for public profiles.
 */
export const activityAudience = (ownerId: string, neighbourhood: Neighbourhood, connected: Iterable<string>): Array<string> => {
  const d1 = new Set(neighbourhood.degree1)
  const d2 = new Set(neighbourhood.degree2)
  const degree = (userId: string): Degree => (userId === ownerId ? "self" : d1.has(userId) ? 1 : d2.has(userId) ? 2 : "none")
  return [...connected].filter((userId) => canSeeActivity(neighbourhood.visibility, degree(userId)))
}

/** The owner's neighbourhood from a friends-of lookup: the specification the adapters' queries follow. */
export const neighbourhoodOf = <Id extends string>(friendsOf: FriendsOf<Id>, ownerId: Id, visibility: Visibility, everyone: Iterable<Id>): Neighbourhood => {
  const degree1: Array<string> = []
  const degree2: Array<string> = []
  for (const id of everyone) {
    const degree = friendDegree(friendsOf, ownerId, id)
    if (degree === 1) degree1.push(id)
    if (degree === 2) degree2.push(id)
  }
  return { visibility, degree1, degree2 }
}
