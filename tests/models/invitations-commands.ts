/** The commands of the invitations model: each states what the model expects, runs the use case, and compares. */
import fc from "fast-check"
import { expect } from "vitest"
import { acceptInvitation } from "../../domain/invitations/accept.ts"
import { cancelInvitation, resendInvitation } from "../../domain/invitations/manage.ts"
import { requestMoreInvites } from "../../domain/invitations/requests.ts"
import { approveInviteRequest, rejectInviteRequest } from "../../domain/invitations/review.ts"
import { sendInvitation } from "../../domain/invitations/send.ts"
import { attempt, checkInvariants, HOUR, isExpired, LIFETIME_HOURS, mailedToken, type Model, type Real } from "./invitations-model.ts"

type Command = fc.AsyncCommand<Model, Real>

const command = (name: string, check: (m: Readonly<Model>) => boolean, run: (m: Model, r: Real) => Promise<void>): Command => ({
  check,
  run: async (m, r) => {
    await run(m, r)
    await checkInvariants(m, r)
  },
  toString: () => name
})

const pick = <A>(items: ReadonlyArray<A>, n: number): A | undefined => items[n % Math.max(1, items.length)]

const send = (user: number, emailIndex: number) =>
  command(
    `send(${user}, ${emailIndex})`,
    () => true,
    async (m, r) => {
      const email = r.emails[emailIndex % r.emails.length]!
      const { outcome, value } = await attempt(r, sendInvitation(r.users[user]!, email))
      const duplicate = m.invitations.some((i) => i.inviter === user && i.email === email && i.state === "pending")
      const pair = `${user}|${email}`
      const expected = m.accounts.has(email)
        ? m.friends.has(pair)
          ? "AlreadyFriends"
          : m.friendRequests.has(pair)
            ? "FriendRequestAlreadyExists"
            : "ok"
        : m.remaining[user] === 0
          ? "NoInvitesRemaining"
          : duplicate
            ? "AlreadyInvited"
            : "ok"
      expect(outcome).toBe(expected)
      if (value?.outcome === "friend_request_sent") m.friendRequests.add(pair)
      if (value?.outcome !== "invitation_sent") return
      expect(m.accounts.has(email)).toBe(false)
      m.remaining[user]! -= 1
      m.invitations.push({
        id: value.invitation.id,
        inviter: user,
        email,
        token: await mailedToken(r, email),
        oldTokens: [],
        state: "pending",
        sentAt: m.hours
      })
    }
  )

const cancel = (n: number, byOther: boolean) =>
  command(
    `cancel(${n}, byOther=${byOther})`,
    (m) => m.invitations.length > 0,
    async (m, r) => {
      const inv = pick(m.invitations, n)!
      const by = byOther ? (inv.inviter + 1) % r.users.length : inv.inviter
      const { outcome } = await attempt(r, cancelInvitation(r.users[by]!, inv.id))
      const ok = !byOther && inv.state === "pending"
      expect(outcome).toBe(ok ? "ok" : "InvitationNotFound")
      if (ok) inv.state = "cancelled"
    }
  )

const resend = (n: number) =>
  command(
    `resend(${n})`,
    (m) => m.invitations.length > 0,
    async (m, r) => {
      const inv = pick(m.invitations, n)!
      const { outcome } = await attempt(r, resendInvitation(r.users[inv.inviter]!, inv.id))
      expect(outcome).toBe(inv.state === "pending" ? "ok" : "InvitationNotFound")
      if (outcome !== "ok") return
      inv.oldTokens.push(inv.token)
      inv.token = await mailedToken(r, inv.email)
      inv.sentAt = m.hours
    }
  )

const accept = (n: number, useOldToken: boolean) =>
  command(
    `accept(${n}, old=${useOldToken})`,
    (m) => m.invitations.length > 0,
    async (m, r) => {
      const inv = pick(m.invitations, n)!
      const token = useOldToken ? (inv.oldTokens[0] ?? inv.token) : inv.token
      const body = { token, inviter: r.users[inv.inviter]!, displayName: "", password: "secret1" }
      const { outcome } = await attempt(r, acceptInvitation(body))
      const usable = inv.state === "pending" && token === inv.token
      const expected = !usable ? "InvalidInvitation" : isExpired(m, inv) ? "InvitationExpired" : m.accounts.has(inv.email) ? "UserAlreadyRegistered" : "ok"
      expect(outcome).toBe(expected)
      if (outcome !== "ok") return
      expect(m.acceptedTokens.has(token)).toBe(false)
      m.acceptedTokens.add(token)
      m.accounts.add(inv.email)
      m.friends.add(`${inv.inviter}|${inv.email}`)
      inv.state = "accepted"
    }
  )

const request = (user: number, count: number, reasonLength: number) =>
  command(
    `request(${user}, ${count}, ${reasonLength})`,
    () => true,
    async (m, r) => {
      const { outcome, value } = await attempt(r, requestMoreInvites(r.users[user]!, { requestedCount: count, reason: "x".repeat(reasonLength) }))
      expect(outcome).toBe(count < 1 || count > 20 ? "InvalidRequestedCount" : reasonLength < 10 ? "ReasonTooShort" : "ok")
      if (value) m.requests.push({ id: value.id, user, count, state: "pending" })
    }
  )

const review = (n: number, approve: boolean) =>
  command(
    `${approve ? "approve" : "reject"}(${n})`,
    (m) => m.requests.length > 0,
    async (m, r) => {
      const req = pick(m.requests, n)!
      const { outcome } = await attempt(r, (approve ? approveInviteRequest : rejectInviteRequest)({ kind: "cli" }, req.id))
      expect(outcome).toBe(req.state === "pending" ? "ok" : "AlreadyReviewed")
      if (outcome !== "ok") return
      req.state = approve ? "approved" : "rejected"
      if (approve) {
        m.remaining[req.user]! += req.count
        m.granted[req.user]! += req.count
      }
    }
  )

const advance = (hours: number) =>
  command(
    `advance(${hours}h)`,
    () => true,
    async (m, r) => {
      r.clock.advance(hours * HOUR)
      m.hours += hours
    }
  )

export const invitationCommands = (users: number) => {
  const user = fc.nat({ max: users - 1 })
  const sends = fc.tuple(user, fc.nat()).map(([u, e]) => send(u, e))
  const accepts = fc.tuple(fc.nat(), fc.boolean()).map(([n, old]) => accept(n, old))
  // Steps just under and at a link's lifetime make accepts land on both sides of the expiry instant.
  const hours = fc.oneof(fc.integer({ min: 1, max: 48 }), fc.constantFrom(1, LIFETIME_HOURS - 1, LIFETIME_HOURS))
  return [
    sends,
    sends,
    sends,
    fc.tuple(fc.nat(), fc.boolean()).map(([n, other]) => cancel(n, other)),
    fc.nat().map(resend),
    accepts,
    accepts,
    fc.tuple(user, fc.integer({ min: 0, max: 22 }), fc.integer({ min: 5, max: 14 })).map(([u, c, l]) => request(u, c, l)),
    fc.tuple(fc.nat(), fc.boolean()).map(([n, approve]) => review(n, approve)),
    hours.map(advance)
  ]
}
