/** Use cases of an invitation link: preview it, and accept it (account, profile, friendship, session). */
import { checkDisplayName } from "../accounts/display-name.ts"
import { Clock, Effect, Option } from "effect"
import { checkPassword } from "../accounts/credentials.ts"
import { PasswordHasher } from "../accounts/password-hasher.ts"
import { ProfileRepo } from "../accounts/profile-repo.ts"
import { displayNameFor } from "../accounts/rules.ts"
import { startSession } from "../accounts/sessions.ts"
import { UserRepo } from "../accounts/user-repo.ts"
import { displayNameOf } from "../concerts/discovery.ts"
import { FriendshipRepo } from "../friends/friendship-repo.ts"
import { AppConfig } from "../kernel/config.ts"
import { Tokens } from "../kernel/tokens.ts"
import { Transactions } from "../kernel/transactions.ts"
import { toUsers } from "../live/events.ts"
import { LiveEvents } from "../live/live-events.ts"
import { notify } from "../notifications/notify.ts"
import type { AcceptInvitationBody, InvitationPreview } from "./contract.ts"
import { InvalidInvitation, InvitationExpired } from "./errors.ts"
import { InvitationRepo } from "./invitation-repo.ts"
import { isExpired } from "./rules.ts"
import { WAITLIST_INVITER, WAITLIST_INVITER_NAME } from "../waitlist/rules.ts"
import { WaitlistRepo } from "../waitlist/waitlist-repo.ts"

/**
 * Whether the inviter's account is suspended at `now` (issue #29) or waiting to be purged (issue #30): their unused
 * links stop working meanwhile (and for good once the account is purged: its invitations go with it).
 */
const inviterSuspended = (inviterId: string | null, now: number) =>
  inviterId === null
    ? Effect.succeed(false)
    : UserRepo.use((users) =>
        Effect.map(
          Effect.all([users.suspensionOf(inviterId, now), users.deletionRequestOf(inviterId)]),
          ([suspension, deletion]) => Option.isSome(suspension) || Option.isSome(deletion)
        )
      )

/**
 * The pending invitation behind a link; unknown, used, cancelled, another inviter's or a suspended (or leaving) inviter's
 * all look alike. A link from the waitlist names Soundcheck itself as its inviter.
 */
const validInvitation = Effect.fnUntraced(function* (token: string, inviter: string) {
  const tokenHash = yield* (yield* Tokens).hash(token)
  const found = yield* (yield* InvitationRepo).findByTokenHash(tokenHash)
  const now = yield* Clock.currentTimeMillis
  if (
    Option.isNone(found) ||
    found.value.status !== "pending" ||
    (found.value.inviterId ?? WAITLIST_INVITER) !== inviter ||
    (yield* inviterSuspended(found.value.inviterId, now))
  ) {
    return yield* new InvalidInvitation()
  }
  if (isExpired(found.value.expiresAt, now)) {
    return yield* new InvitationExpired({ expiresAt: found.value.expiresAt })
  }
  return found.value
})

/** Spec §9's "Someone" fallback: the inviter's name on the You're Invited! screen when their account cannot be read. */
const UNKNOWN_INVITER_NAME = "Someone"

const nameOfInviter = Effect.fnUntraced(function* (userId: string | null) {
  if (userId === null) return WAITLIST_INVITER_NAME
  const user = yield* (yield* UserRepo).findById(userId)
  return Option.match(user, {
    onNone: () => UNKNOWN_INVITER_NAME,
    onSome: (u) => u.displayName ?? displayNameFor(u.signupDisplayName, u.email)
  })
})

export const previewInvitation = Effect.fn("previewInvitation")(function* (token: string, inviterId: string) {
  const invitation = yield* validInvitation(token, inviterId)
  return { email: invitation.email, inviterName: yield* nameOfInviter(invitation.inviterId) } satisfies InvitationPreview
})

/**
 * Spec §4 and §5: the invitation proves the address, so the account is confirmed at once; the profile,
 * the friendship with the inviter and the accepted invitation commit together with the new session.
 * The claim is one conditional update, so a link redeemed twice at once succeeds once. The link is checked
 * before the password is hashed: a made-up link costs a lookup, never a hash. An invitation from the waitlist
 * befriends nobody (it came from Soundcheck, not a member); joining by any invitation marks the address's listing
 * on the waitlist joined.
 */
export const acceptInvitation = Effect.fn("acceptInvitation")(function* (body: AcceptInvitationBody) {
  yield* Effect.fromResult(checkPassword(body.password))
  yield* Effect.fromResult(checkDisplayName(body.displayName))
  yield* validInvitation(body.token, body.inviter)
  const passwordHash = yield* (yield* PasswordHasher).hash(body.password)
  const userId = yield* (yield* Tokens).uuid
  const config = yield* AppConfig
  return yield* (yield* Transactions).run(
    Effect.gen(function* () {
      const invitation = yield* validInvitation(body.token, body.inviter)
      const now = yield* Clock.currentTimeMillis
      const invitations = yield* InvitationRepo
      if (!(yield* invitations.claim(invitation.id, now))) return yield* new InvalidInvitation()
      const users = yield* UserRepo
      const displayName = displayNameFor(body.displayName, invitation.email)
      yield* users.insert({
        id: userId,
        email: invitation.email,
        passwordHash,
        signupDisplayName: displayName,
        createdAt: now,
        joinedVia: invitation.inviterId === null ? "waitlist" : "invitation"
      })
      yield* users.confirmEmail(userId, now)
      yield* (yield* ProfileRepo).create({
        userId,
        displayName,
        bio: null,
        avatarUrl: null,
        concertVisibility: "friends_of_friends",
        inviteCount: config.inviteCountDefault,
        totalInvitesSent: 0,
        createdAt: now
      })
      yield* invitations.setAcceptedBy(invitation.id, userId)
      yield* (yield* WaitlistRepo).markJoined(invitation.email, now)
      if (invitation.inviterId !== null) {
        yield* (yield* FriendshipRepo).add(invitation.inviterId, userId, now)
        yield* (yield* LiveEvents).publish(toUsers({ type: "invitation_accepted", invitationId: invitation.id, userId }, invitation.inviterId))
        yield* notify({
          recipientId: invitation.inviterId,
          actorId: userId,
          concertId: null,
          data: { kind: "invitation_accepted", actorName: displayNameOf(userId, displayName) }
        })
      }
      const user = yield* users.findById(userId)
      return yield* startSession(Option.getOrThrow(user))
    })
  )
})
