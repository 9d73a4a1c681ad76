/** Use cases of sessions: start one, rotate its refresh token (reuse revokes the family), end them. */
import { Clock, Effect, Option } from "effect"
import { Tokens } from "../kernel/tokens.ts"
import { Transactions } from "../kernel/transactions.ts"
import { toUsers } from "../live/events.ts"
import { LiveEvents } from "../live/live-events.ts"
import type { SessionUser } from "./contract.ts"
import { NotAuthenticated } from "./errors.ts"
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

/** Starts a session for the user: a new family, or the next link of an existing one. */
export const startSession = Effect.fn("startSession")(function*(user: UserRecord, familyId?: string) {
  const tokens = yield* Tokens
  const now = yield* Clock.currentTimeMillis
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
export const refreshSession = Effect.fn("refreshSession")(function*(refreshToken: string) {
  const sessions = yield* SessionRepo
  const users = yield* UserRepo
  const now = yield* Clock.currentTimeMillis
  const tokenHash = yield* (yield* Tokens).hash(refreshToken)
  // The revocation must commit, so the unit of work answers None rather than failing.
  const issued = yield* (yield* Transactions).run(Effect.gen(function*() {
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
    return Option.some(yield* startSession(user.value, session.familyId))
  }))
  if (Option.isNone(issued)) return yield* new NotAuthenticated()
  return issued.value
})

/** Ends the session the refresh token belongs to (its whole family); unknown tokens are ignored. */
export const signOut = Effect.fn("signOut")(function*(refreshToken: string | undefined) {
  if (refreshToken === undefined || refreshToken === "") return
  const sessions = yield* SessionRepo
  const found = yield* sessions.findByTokenHash(yield* (yield* Tokens).hash(refreshToken))
  if (Option.isNone(found)) return
  yield* sessions.revokeFamily(found.value.familyId, yield* Clock.currentTimeMillis)
  yield* endLiveStreams(found.value.userId, found.value.familyId)
})

export const signOutAll = Effect.fn("signOutAll")(function*(userId: string) {
  yield* (yield* SessionRepo).revokeAllOfUser(userId, yield* Clock.currentTimeMillis)
  yield* endLiveStreams(userId, null)
})

/** The signed-in user behind an access token, while its session family is still alive. */
export const currentUser = Effect.fn("currentUser")(function*(userId: string, familyId: string) {
  const user = yield* (yield* UserRepo).findSignedIn(userId, familyId, yield* Clock.currentTimeMillis)
  if (Option.isNone(user)) return yield* new NotAuthenticated()
  return user.value
})
