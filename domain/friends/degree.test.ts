import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { canSeeActivity, type Degree, friendDegree } from "./degree.ts"
import { friendsOfGraph, graphWithPairArb } from "./graph.arbitraries.ts"

const visibilities = ["public", "friends_of_friends", "friends_only", "private"] as const
const degrees: ReadonlyArray<Degree> = ["self", 1, 2, "none"]

describe("friend degree", () => {
  it("is symmetric: a is to b what b is to a", () => {
    fc.assert(
      fc.property(graphWithPairArb(), ([graph, a, b]) => {
        const friendsOf = friendsOfGraph(graph)
        return friendDegree(friendsOf, a, b) === friendDegree(friendsOf, b, a)
      })
    )
  })

  it("a user is never their own friend or friend of friend", () => {
    fc.assert(fc.property(graphWithPairArb(), ([graph, a]) => friendDegree(friendsOfGraph(graph), a, a) === "self"))
  })

  it("a direct friend is always degree 1, never reported as degree 2", () => {
    fc.assert(
      fc.property(graphWithPairArb(), ([graph]) => {
        const friendsOf = friendsOfGraph(graph)
        return graph.edges.every(([a, b]) => friendDegree(friendsOf, a, b) === 1)
      })
    )
  })

  it("degree 2 means not a friend but a friend of one of the viewer's friends", () => {
    fc.assert(
      fc.property(graphWithPairArb(), ([graph, a, b]) => {
        const friendsOf = friendsOfGraph(graph)
        const viaFriend = [...friendsOf(a)].some((f) => friendsOf(f).has(b))
        const expected = a === b ? "self" : friendsOf(a).has(b) ? 1 : viaFriend ? 2 : "none"
        return friendDegree(friendsOf, a, b) === expected
      })
    )
  })

  it("counts a friend of a friend once, however many friends they share", () => {
    const friendsOf = friendsOfGraph({
      size: 4,
      edges: [
        [0, 1],
        [0, 2],
        [1, 3],
        [2, 3]
      ]
    })
    expect(friendDegree(friendsOf, 0, 3)).toBe(2)
  })
})

describe("who may see concert activity", () => {
  it("the owner always sees their own, whatever the setting", () => {
    for (const v of visibilities) expect(canSeeActivity(v, "self")).toBe(true)
  })

  it("private hides from everyone but the owner; public shows to everyone signed in", () => {
    for (const d of degrees) {
      expect(canSeeActivity("private", d)).toBe(d === "self")
      expect(canSeeActivity("public", d)).toBe(true)
    }
  })

  it("friends_only shows to direct friends only; friends_of_friends to degrees 1 and 2", () => {
    expect(degrees.filter((d) => d !== "self" && canSeeActivity("friends_only", d))).toEqual([1])
    expect(degrees.filter((d) => d !== "self" && canSeeActivity("friends_of_friends", d))).toEqual([1, 2])
  })

  it("a stricter setting never shows activity to someone a looser one hides it from", () => {
    for (const d of degrees) {
      const shown = visibilities.map((v) => canSeeActivity(v, d))
      expect(shown).toEqual([...shown].sort((a, b) => Number(b) - Number(a)))
    }
  })
})
