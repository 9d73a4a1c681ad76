/** Use cases of sending: the viewer's invite overview, and inviting an address (or befriending its owner). */
import { Clock, Effect, Option } from "effect"
import { parseEmail } from "../accounts/credentials.ts"
import { getOwnProfile } from "../accounts/profiles.ts"
import { displayNameFor } from "../accounts/rules.ts"
import { UserRepo } from "../accounts/user-repo.ts"
import { sendFriendRequest } from "../friends/requests.ts"
import { AppConfig } from "../kernel/config.ts"
import { MailOutbox } from "../kernel/mail.ts"
import { Tokens } from "../kernel/tokens.ts"
import { Transactions } from "../kernel/transactions.ts"
import { isHiddenFrom } from "../safety/hidden.ts"
import type { InvitationsOverview, InviteResult } from "./contract.ts"
import { NoInvitesRemaining } from "./errors.ts"
import { InvitationRepo } from "./invitation-repo.ts"
import { InviteCounts } from "./invite-counts.ts"
import { limitInvitationMail } from "./limits.ts"
import { invitationExpiry, invitationLink, invitationMail, toInvitationDto } from "./rules.ts"

export const invitationsOverview = Effect.fn("invitationsOverview")(function* (userId: string) {
  const profile = yield* getOwnProfile(userId)
  const pending = yield* (yield* InvitationRepo).pendingOf(userId)
  return {
    inviteCount: profile.inviteCount,
    totalInvitesSent: profile.totalInvitesSent,
    invitations: pending.map(toInvitationDto)
  } satisfies InvitationsOverview
})

/**
 * Whether mail from the inviter may reach this address: not when it is the address of someone hidden from the
 * inviter (a block either way, a suspended account: issue #29).
 */
export const mayReach = Effect.fnUntraced(function* (inviterId: string, email: string) {
  const owner = yield* (yield* UserRepo).findByEmail(email)
  return Option.isNone(owner) || owner.value.id === inviterId || !(yield* isHiddenFrom(inviterId, owner.value.id))
})

/**
 * Invites an address without an account: one invite spent (checked in the same statement), the
 * invitation stored with its token hashed, the recipient's mail quota counted and the mail queued, all in
 * one unit of work.
 *
 * The address of someone hidden from the inviter (issue #29) is answered as an address without an account, as
 * GET /api/users/search answers it: the invite is spent, the invitation stored and listed, the quota counted, every
 * refusal the same (no invites left, already invited, rate limited), so the inviter cannot tell it from an address
 * whose account is gone; only the mail is not queued, so nothing reaches them (and its link, never sent, works for
 * nobody). Answering "friend request sent" instead would be contradicted at once by the inviter's own lists.
 */
export const inviteByEmail = Effect.fn("inviteByEmail")(function* (inviterId: string, email: string) {
  const profile = yield* getOwnProfile(inviterId)
  const inviterName = profile.displayName ?? displayNameFor(null, profile.email)
  const config = yield* AppConfig
  const tokens = yield* Tokens
  const now = yield* Clock.currentTimeMillis
  const token = yield* tokens.generate
  const invitation = {
    id: yield* tokens.uuid,
    inviterId,
    email,
    tokenHash: yield* tokens.hash(token),
    createdAt: now,
    expiresAt: invitationExpiry(now, config.invitationDays)
  }
  return yield* (yield* Transactions).run(
    Effect.gen(function* () {
      const balance = yield* (yield* InviteCounts).spendOne(inviterId)
      if (Option.isNone(balance)) return yield* new NoInvitesRemaining({ userId: inviterId })
      yield* (yield* InvitationRepo).insert(invitation)
      yield* limitInvitationMail(email)
      if (yield* mayReach(inviterId, email)) {
        const link = invitationLink(config.publicUrl, token, inviterId)
        yield* (yield* MailOutbox).enqueue(invitationMail(email, inviterName, link, config.invitationDays))
      }
      return {
        invitation: toInvitationDto({ ...invitation, status: "pending", acceptedBy: null }),
        inviteCount: balance.value.inviteCount
      }
    })
  )
})

/**
 * Spec §5 and §7: an address with an account gets a friend request instead of an invitation; the address of someone
 * hidden from the inviter (issue #29) is answered as one without an account (`inviteByEmail` says how and why).
 */
export const sendInvitation = Effect.fn("sendInvitation")(function* (inviterId: string, rawEmail: string) {
  const email = yield* Effect.fromResult(parseEmail(rawEmail))
  const found = yield* (yield* UserRepo).findByEmail(email)
  const existing = Option.isSome(found) && found.value.id !== inviterId && (yield* isHiddenFrom(inviterId, found.value.id)) ? Option.none() : found
  if (Option.isSome(existing)) {
    yield* sendFriendRequest(inviterId, { email })
    const user = existing.value
    return { outcome: "friend_request_sent", displayName: user.displayName ?? displayNameFor(user.signupDisplayName, user.email) } satisfies InviteResult
  }
  const sent = yield* inviteByEmail(inviterId, email)
  return { outcome: "invitation_sent", ...sent } satisfies InviteResult
})
