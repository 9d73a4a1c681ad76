import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { canSeeActivity, type Degree, friendDegree, type FriendsOf } from "../friends/degree.ts"
import { friendsOfGraph, graphWithPairArb } from "../friends/graph.arbitraries.ts"
import { activityAudience, neighbourhoodOf, reachOf, withinReach } from "./audience.ts"

const visibilities = ["public", "friends_of_friends", "friends_only", "private"] as const
const degrees: ReadonlyArray<Degree> = ["self", 1, 2, "none"]
const name = (n: number) => `u${n}`

/** The graph's people as string ids. */
const stringGraph =
  (friendsOf: FriendsOf<number>): FriendsOf<string> =>
  (id) =>
    new Set([...friendsOf(Number(id.slice(1)))].map(name))

describe("live audience of someone's concert activity", () => {
  it("the reach of a visibility lets through exactly the degrees that may see the activity", () => {
    for (const visibility of visibilities) {
      for (const degree of degrees) expect(withinReach(reachOf(visibility), degree)).toBe(canSeeActivity(visibility, degree))
    }
  })

  it("a connected user receives the event exactly when the pages would show them the owner's activity", () => {
    fc.assert(
      fc.property(graphWithPairArb(), fc.constantFrom(...visibilities), ([graph, owner], visibility) => {
        const friendsOf = stringGraph(friendsOfGraph(graph))
        const everyone = Array.from({ length: graph.size }, (_, i) => name(i))
        const audience = new Set(activityAudience(name(owner), neighbourhoodOf(friendsOf, name(owner), visibility, everyone), everyone))
        return everyone.every((viewer) => audience.has(viewer) === canSeeActivity(visibility, friendDegree(friendsOf, viewer, name(owner))))
      })
    )
  })

  it("the owner always receives their own events, even when private", () => {
    const audience = activityAudience("me", { visibility: "private", degree1: ["f"], degree2: ["ff"], hidden: [], ownerHidden: false }, ["me", "f", "ff", "x"])
    expect(audience).toEqual(["me"])
  })

  it("friends_only reaches friends, not friends of friends; friends_of_friends reaches both; public reaches strangers", () => {
    const hood = { degree1: ["f"], degree2: ["ff"], hidden: [], ownerHidden: false }
    const connected = ["f", "ff", "x"]
    expect(activityAudience("me", { ...hood, visibility: "friends_only" }, connected)).toEqual(["f"])
    expect(activityAudience("me", { ...hood, visibility: "friends_of_friends" }, connected)).toEqual(["f", "ff"])
    expect(activityAudience("me", { ...hood, visibility: "public" }, connected)).toEqual(connected)
  })

  it("nobody hidden from the owner hears of it, nobody is reached through them, and a hidden owner reaches only themself", () => {
    fc.assert(
      fc.property(
        graphWithPairArb(),
        fc.constantFrom(...visibilities),
        fc.array(fc.nat(11)),
        fc.boolean(),
        ([graph, owner], visibility, picked, ownerHidden) => {
          const friendsOf = stringGraph(friendsOfGraph(graph))
          const everyone = Array.from({ length: graph.size }, (_, i) => name(i))
          const hidden = new Set(picked.filter((n) => n < graph.size && n !== owner).map(name))
          const audience = new Set(activityAudience(name(owner), neighbourhoodOf(friendsOf, name(owner), visibility, everyone, hidden, ownerHidden), everyone))
          const walked = (id: string) => new Set([...friendsOf(id)].filter((f) => !hidden.has(f)))
          return everyone.every(
            (viewer) =>
              audience.has(viewer) ===
              (viewer === name(owner) || (!ownerHidden && !hidden.has(viewer) && canSeeActivity(visibility, friendDegree(walked, name(owner), viewer))))
          )
        }
      )
    )
  })
})
