/** The invite tree: who invited whom, from accepted invitations. */
import { Effect, Option } from "effect"
import type { Actor } from "../accounts/admin.ts"
import { UserNotFound } from "../accounts/errors.ts"
import { displayNameFor } from "../accounts/rules.ts"
import { UserRepo } from "../accounts/user-repo.ts"
import type { InviteEdge } from "./invitation-repo.ts"
import { InvitationRepo } from "./invitation-repo.ts"
import { authorize } from "./review.ts"

export interface TreeNode {
  readonly userId: string
  readonly email: string
  readonly displayName: string
  /** When this person joined by invitation; null for a root who joined otherwise. */
  readonly joinedAt: number | null
  readonly invited: ReadonlyArray<TreeNode>
}

export interface Person {
  readonly userId: string
  readonly email: string
  readonly displayName: string | null
}

/**
 * The trees under the given roots, or under every inviter nobody invited. Each person appears once:
 * an account is created by at most one accepted invitation, and a visited set keeps it total anyway.
 */
export const buildTree = (edges: ReadonlyArray<InviteEdge>, roots?: ReadonlyArray<Person>): ReadonlyArray<TreeNode> => {
  const children = new Map<string, Array<InviteEdge>>()
  for (const edge of edges) children.set(edge.inviterId, [...(children.get(edge.inviterId) ?? []), edge])
  const invitees = new Set(edges.map((e) => e.inviteeId))
  const seen = new Set<string>()
  const node = (person: Person, joinedAt: number | null): TreeNode => {
    seen.add(person.userId)
    const invited = (children.get(person.userId) ?? [])
      .filter((e) => !seen.has(e.inviteeId))
      .map((e) => node({ userId: e.inviteeId, email: e.inviteeEmail, displayName: e.inviteeName }, e.acceptedAt))
    return { userId: person.userId, email: person.email, displayName: displayNameFor(person.displayName, person.email), joinedAt, invited }
  }
  const top =
    roots ??
    edges
      .filter((e) => !invitees.has(e.inviterId))
      .filter((e, i, all) => all.findIndex((o) => o.inviterId === e.inviterId) === i)
      .map((e) => ({ userId: e.inviterId, email: e.inviterEmail, displayName: e.inviterName }))
  return top.map((person) => node(person, edges.find((e) => e.inviteeId === person.userId)?.acceptedAt ?? null))
}

/** The whole forest, or the tree under one person (found by e-mail). */
export const inviteTree = Effect.fn("inviteTree")(function* (actor: Actor, email?: string) {
  yield* authorize(actor)
  const edges = yield* (yield* InvitationRepo).edges()
  if (email === undefined) return buildTree(edges)
  const user = yield* (yield* UserRepo).findByEmail(email.trim())
  if (Option.isNone(user)) return yield* new UserNotFound({ target: email })
  return buildTree(edges, [{ userId: user.value.id, email: user.value.email, displayName: user.value.displayName }])
})
