import fc from "fast-check"
import { describe, expect, it } from "vitest"
import type { InviteEdge } from "./invitation-repo.ts"
import { buildTree, type TreeNode } from "./tree.ts"

const person = (n: number) => ({ id: `u${n}`, email: `u${n}@example.com` })

/** A random invite forest: person k > 0 was invited by someone with a smaller number, or joined on their own. */
const forest = fc.array(fc.option(fc.nat(), { nil: undefined }), { maxLength: 25 }).map(
  (parents): Array<InviteEdge> =>
    parents.flatMap((p, i) => {
      const k = i + 1
      if (p === undefined) return []
      const inviter = person(p % k)
      return [
        {
          inviterId: inviter.id,
          inviterEmail: inviter.email,
          inviterName: null,
          inviteeId: person(k).id,
          inviteeEmail: person(k).email,
          inviteeName: `Name ${k}`,
          acceptedAt: k
        }
      ]
    })
)

const flatten = (nodes: ReadonlyArray<TreeNode>): Array<TreeNode> => nodes.flatMap((n) => [n, ...flatten(n.invited)])

describe("the invite tree", () => {
  it("every person who joined by invitation appears exactly once, under the person who invited them", () => {
    fc.assert(
      fc.property(forest, (edges) => {
        const nodes = flatten(buildTree(edges))
        const ids = nodes.map((n) => n.userId)
        if (new Set(ids).size !== ids.length) return false
        return edges.every((e) => nodes.find((n) => n.userId === e.inviterId)?.invited.some((c) => c.userId === e.inviteeId) === true)
      })
    )
  })

  it("roots are the inviters nobody invited, and joined on their own", () => {
    fc.assert(
      fc.property(forest, (edges) => {
        const invitees = new Set(edges.map((e) => e.inviteeId))
        return buildTree(edges).every((root) => !invitees.has(root.userId) && root.joinedAt === null)
      })
    )
  })

  it("starts from a given person, with names falling back to the e-mail's local part", () => {
    const edges = [
      { inviterId: "a", inviterEmail: "a@x.test", inviterName: "Ann", inviteeId: "b", inviteeEmail: "bo@x.test", inviteeName: null, acceptedAt: 5 }
    ]
    expect(buildTree(edges, [{ userId: "b", email: "bo@x.test", displayName: null }])).toEqual([
      { userId: "b", email: "bo@x.test", displayName: "bo", joinedAt: 5, invited: [] }
    ])
  })
})
