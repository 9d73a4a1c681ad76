/**
 * Who may receive a live event about someone's concert activity: exactly who may see that activity on
 * the pages (`canSeeActivity` by degree), the owner included (their other tabs update too). Nobody hidden from the
 * owner (a block either way, a suspended account: issue #29) hears of it, no visibility is routed through a friend
 * hidden from the owner, and a suspended owner's activity reaches nobody else.
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

/**
 * The owner's nearest people as an adapter reads them: visibility, then friends, then friends of friends (none of them
 * hidden from the owner, nor reached through a friend who is), then who is hidden from the owner.
 */
export interface Neighbourhood {
  readonly visibility: Visibility
  readonly degree1: ReadonlyArray<string>
  readonly degree2: ReadonlyArray<string>
  /** The people hidden from the owner at the event (BlockRepo `hiddenFrom`). */
  readonly hidden: ReadonlyArray<string>
  /** Whether the owner is suspended at the event or waiting to be purged (issue #30): then only the owner hears of it. */
  readonly ownerHidden: boolean
}

/**
 * Which of the connected users receive an event about the owner's activity. `everyone` needs no
 * neighbourhood, so adapters skip the graph query for public profiles.
 */
export const activityAudience = (ownerId: string, neighbourhood: Neighbourhood, connected: Iterable<string>): Array<string> => {
  const d1 = new Set(neighbourhood.degree1)
  const d2 = new Set(neighbourhood.degree2)
  const hidden = new Set(neighbourhood.hidden)
  const degree = (userId: string): Degree => (userId === ownerId ? "self" : d1.has(userId) ? 1 : d2.has(userId) ? 2 : "none")
  return [...connected].filter(
    (userId) => userId === ownerId || (!neighbourhood.ownerHidden && !hidden.has(userId) && canSeeActivity(neighbourhood.visibility, degree(userId)))
  )
}

/**
 * The owner's neighbourhood from a friends-of lookup and the owner's hidden set: the specification the adapters'
 * queries follow. The graph is walked without the people hidden from the owner.
 */
export const neighbourhoodOf = <Id extends string>(
  friendsOf: FriendsOf<Id>,
  ownerId: Id,
  visibility: Visibility,
  everyone: Iterable<Id>,
  hidden: ReadonlySet<string> = new Set(),
  ownerHidden = false
): Neighbourhood => {
  const shownFriendsOf = (id: Id): ReadonlySet<Id> => new Set([...friendsOf(id)].filter((f) => !hidden.has(f)))
  const degree1: Array<string> = []
  const degree2: Array<string> = []
  for (const id of everyone) {
    if (hidden.has(id)) continue
    const degree = friendDegree(shownFriendsOf, ownerId, id)
    if (degree === 1) degree1.push(id)
    if (degree === 2) degree2.push(id)
  }
  return { visibility, degree1, degree2, hidden: [...hidden], ownerHidden }
}
