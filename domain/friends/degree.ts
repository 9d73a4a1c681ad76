/** How far one person is from another in the friendship graph, and who may see whose concert activity. */
import type { Visibility } from "../accounts/contract.ts"

export type Degree = "self" | 1 | 2 | "none"

/** The friends of a person, as a lookup: the graph is undirected. */
export type FriendsOf<Id> = (id: Id) => ReadonlySet<Id>

export const friendDegree = <Id>(friendsOf: FriendsOf<Id>, viewer: Id, target: Id): Degree => {
  if (viewer === target) return "self"
  const direct = friendsOf(viewer)
  if (direct.has(target)) return 1
  for (const friend of direct) if (friendsOf(friend).has(target)) return 2
  return "none"
}

/**
 * Whether a viewer at this degree may see the owner's concert activity. The owner always sees their
 * own; friends_of_friends means degrees 1 and 2 (the setting's name, not the spec's narrower profile check).
 */
export const canSeeActivity = (visibility: Visibility, degree: Degree): boolean => {
  if (degree === "self") return true
  switch (visibility) {
    case "public":
      return true
    case "friends_of_friends":
      return degree === 1 || degree === 2
    case "friends_only":
      return degree === 1
    case "private":
      return false
  }
}
