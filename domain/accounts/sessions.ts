/** Use cases of sessions: start one, rotate its refresh token (reuse revokes the family), end them. */
import { Clock, Effect, Option } from "effect"
import { CalendarFeedRepo } from "../concerts/calendar-feed-repo.ts"
import { Tokens } from "../kernel/tokens.ts"
import { Transactions } from "../kernel/transactions.ts"
import { toUsers } from "../live/events.ts"
import { LiveEvents } from "../live/live-events.ts"
import { AuthTokenRepo } from "./auth-token-repo.ts"
import type { SessionUser } from "./contract.ts"
import { purgeAfterOf } from "./deletion-rules.ts"
import { AccountPendingDeletion, AccountSuspended, NotAuthenticated } from "./errors.ts"
import { isExpired, REFRESH_LIFETIME_MS } from "./rules.ts"
import { SessionRepo } from "./session-repo.ts"
import { type UserRecord, UserRepo } from "./user-repo.ts"

/** A started session: the refresh token goes to a cookie, the family id into the access token. */
export interface IssuedSession {
  readonly user: SessionUser
  readonly refreshToken: string
  readonly familyId: string
}

export const sessionUserOf = (user: UserRecord): SessionUser => ({
  id: user.id,
  email: user.email,
  role: user.role,
  displayName: user.displayName ?? user.signupDisplayName
})

/**
 * Starts a session for the user: a new family, or the next link of an existing one. A suspended account gets none
 * (issue #29), nor one waiting to be purged (issue #30: restoring it is the way back in); every way in (a password, a
 * mailed link) reaches this only once its secret was verified, so the refusal tells a stranger nothing.
 */
export const startSession = Effect.fn("startSession")(function* (user: UserRecord, familyId?: string) {
  const tokens = yield* Tokens
  const now = yield* Clock.currentTimeMillis
  const users = yield* UserRepo
  const suspension = yield* users.suspensionOf(user.id, now)
  if (Option.isSome(suspension)) return yield* new AccountSuspended({ until: suspension.value.until })
  const deletion = yield* users.deletionRequestOf(user.id)
  if (Option.isSome(deletion)) return yield* new AccountPendingDeletion({ purgeAfter: purgeAfterOf(deletion.value) })
  const refreshToken = yield* tokens.generate
  const family = familyId ?? (yield* tokens.uuid)
  yield* (yield* SessionRepo).create({
    id: yield* tokens.uuid,
    userId: user.id,
    familyId: family,
    tokenHash: yield* tokens.hash(refreshToken),
    createdAt: now,
    expiresAt: now + REFRESH_LIFETIME_MS
  })
  return { user: sessionUserOf(user), refreshToken, familyId: family } satisfies IssuedSession
})

/** Tells the user's open live streams of the ended session (null: every session) to close. */
export const endLiveStreams = (userId: string, sessionId: string | null) =>
  LiveEvents.use((live) => live.publish(toUsers({ type: "sessions_ended", sessionId }, userId)))

/** Swaps a refresh token for a new one in the same family; a token used twice revokes the family. */
export const refreshSession = Effect.fn("refreshSession")(function* (refreshToken: string) {
  const sessions = yield* SessionRepo
  const users = yield* UserRepo
  const now = yield* Clock.currentTimeMillis
  const tokenHash = yield* (yield* Tokens).hash(refreshToken)
  // The revocation must commit, so the unit of work answers None rather than failing.
  const issued = yield* (yield* Transactions).run(
    Effect.gen(function* () {
      const found = yield* sessions.findByTokenHash(tokenHash)
      if (Option.isNone(found)) return Option.none<IssuedSession>()
      const session = found.value
      if (session.revokedAt !== null || isExpired(session.expiresAt, now)) return Option.none<IssuedSession>()
      const won = session.rotatedAt === null && (yield* sessions.markRotated(session.id, now))
      if (!won) {
        yield* sessions.revokeFamily(session.familyId, now)
        yield* endLiveStreams(session.userId, session.familyId)
        return Option.none<IssuedSession>()
      }
      const user = yield* users.findById(session.userId)
      if (Option.isNone(user)) return Option.none<IssuedSession>()
      // A suspended (or leaving) account's sessions were ended with it; a refresh is refused like any ended one.
      return yield* startSession(user.value, session.familyId).pipe(
        Effect.map(Option.some),
        Effect.catchTags({
          AccountSuspended: () => Effect.succeed(Option.none<IssuedSession>()),
          AccountPendingDeletion: () => Effect.succeed(Option.none<IssuedSession>())
        })
      )
    })
  )
  if (Option.isNone(issued)) return yield* new NotAuthenticated()
  return issued.value
})

/** The session a verified access token names: its user (`sub`) and session family (`sid`). */
export interface AccessSession {
  readonly userId: string
  readonly familyId: string
}

/**
 * Ends the session of the (verified) access token and the one the refresh token belongs to (whole families):
 * a client holding only one of the two cookies still signs out. Unknown tokens are ignored.
 */
export const signOut = Effect.fn("signOut")(function* (refreshToken: string | undefined, access?: AccessSession) {
  const sessions = yield* SessionRepo
  const now = yield* Clock.currentTimeMillis
  if (access !== undefined) {
    yield* sessions.revokeFamilyOfUser(access.userId, access.familyId, now)
    yield* endLiveStreams(access.userId, access.familyId)
  }
  if (refreshToken === undefined || refreshToken === "") return
  const found = yield* sessions.findByTokenHash(yield* (yield* Tokens).hash(refreshToken))
  if (Option.isNone(found)) return
  yield* sessions.revokeFamily(found.value.familyId, now)
  yield* endLiveStreams(found.value.userId, found.value.familyId)
})

/** Every session of the user, and the private calendar feed: its URL reads the account like a session would. */
export const endSessionsAndFeed = Effect.fnUntraced(function* (userId: string, now: number) {
  yield* (yield* SessionRepo).revokeAllOfUser(userId, now)
  yield* (yield* CalendarFeedRepo).remove(userId)
  yield* endLiveStreams(userId, null)
})

/** Ends every session of the user at once, and their open live streams (a suspension, issue #29), in the caller's unit of work. */
export const endSessions = Effect.fnUntraced(function* (userId: string) {
  yield* (yield* SessionRepo).revokeAllOfUser(userId, yield* Clock.currentTimeMillis)
  yield* endLiveStreams(userId, null)
})

/** "Sign out of all devices": every session and the calendar feed (the person can make a new one). */
export const signOutAll = Effect.fn("signOutAll")(function* (userId: string) {
  const now = yield* Clock.currentTimeMillis
  yield* (yield* Transactions).run(endSessionsAndFeed(userId, now))
})

/**
 * Ends every way into the account but its password: sessions, the calendar feed and every unused mailed link.
 * Run in the caller's unit of work when the address is proven (a confirmation, a reset) or a pending sign-up
 * is replaced, so nothing started under an earlier password outlives it.
 */
export const endAccountAccess = Effect.fnUntraced(function* (userId: string) {
  const now = yield* Clock.currentTimeMillis
  yield* endSessionsAndFeed(userId, now)
  yield* (yield* AuthTokenRepo).endAllOfUser(userId, now)
})

/** The signed-in user behind an access token, while its session family is still alive. */
export const currentUser = Effect.fn("currentUser")(function* (userId: string, familyId: string) {
  const user = yield* (yield* UserRepo).findSignedIn(userId, familyId, yield* Clock.currentTimeMillis)
  if (Option.isNone(user)) return yield* new NotAuthenticated()
  return user.value
})
