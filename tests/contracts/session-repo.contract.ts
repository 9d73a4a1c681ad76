/** The SessionRepo and AuthTokenRepo contract: every adapter must pass it. */
import { Effect, Option } from "effect"
import { describe, expect, it } from "vitest"
import { AuthTokenRepo } from "../../domain/accounts/auth-token-repo.ts"
import { SessionRepo } from "../../domain/accounts/session-repo.ts"
import { UserRepo } from "../../domain/accounts/user-repo.ts"
import { aUser, anId, type FreshStore, withStore } from "./fresh-store.ts"

const T0 = 1_800_000_000_000
const session = (n: number, family: number, user = aUser(1).id) => ({
  id: anId(n),
  userId: user,
  familyId: anId(500 + family),
  tokenHash: `h${n}`,
  createdAt: T0,
  expiresAt: T0 + 60_000
})

/** Whether the user behind an access token of the family (500 + n) is found signed in at `now`. */
const signedIn = (family: number, now: number, user = aUser(1).id) =>
  UserRepo.use((users) => users.findSignedIn(user, anId(500 + family), now)).pipe(Effect.map(Option.isSome))

export const sessionRepoContract = (name: string, fresh: FreshStore) =>
  describe(`SessionRepo and AuthTokenRepo contract: ${name}`, () => {
    const run = withStore(fresh)

    it("a session rotates once; revoking a family ends every link of it and no other", async () => {
      const got = await run(
        Effect.gen(function* () {
          yield* (yield* UserRepo).insert(aUser(1))
          const sessions = yield* SessionRepo
          for (const s of [session(1, 1), session(2, 1), session(3, 2)]) yield* sessions.create(s)
          const first = yield* sessions.markRotated(anId(1), T0 + 1)
          const again = yield* sessions.markRotated(anId(1), T0 + 2)
          yield* sessions.revokeFamily(anId(501), T0 + 3)
          return {
            first,
            again,
            found: yield* sessions.findByTokenHash("h1"),
            family1: yield* signedIn(1, T0 + 4),
            family2: yield* signedIn(2, T0 + 4),
            family2Expired: yield* signedIn(2, T0 + 60_000),
            rotateRevoked: yield* sessions.markRotated(anId(2), T0 + 5)
          }
        })
      )
      expect([got.first, got.again]).toEqual([true, false])
      expect(Option.getOrThrow(got.found)).toEqual({ ...session(1, 1), rotatedAt: T0 + 1, revokedAt: T0 + 3 })
      expect([got.family1, got.family2, got.family2Expired, got.rotateRevoked]).toEqual([false, true, false, false])
    })

    it("revoking all of a user's sessions leaves other users signed in", async () => {
      const got = await run(
        Effect.gen(function* () {
          const users = yield* UserRepo
          yield* users.insert(aUser(1))
          yield* users.insert(aUser(2))
          const sessions = yield* SessionRepo
          yield* sessions.create(session(1, 1))
          yield* sessions.create(session(2, 2))
          yield* sessions.create(session(3, 3, aUser(2).id))
          yield* sessions.revokeAllOfUser(aUser(1).id, T0 + 1)
          return yield* Effect.forEach(
            [
              [1, aUser(1).id],
              [2, aUser(1).id],
              [3, aUser(2).id]
            ] as const,
            ([f, user]) => signedIn(f, T0 + 2, user)
          )
        })
      )
      expect(got).toEqual([false, false, true])
    })

    it("the user behind a live session is the stored user; an unknown family or user, or a malformed id, finds no one", async () => {
      const got = await run(
        Effect.gen(function* () {
          const users = yield* UserRepo
          yield* users.insert(aUser(1))
          yield* (yield* SessionRepo).create(session(1, 1))
          return {
            found: yield* users.findSignedIn(aUser(1).id, anId(501), T0 + 1),
            stored: yield* users.findById(aUser(1).id),
            others: [
              yield* users.findSignedIn(aUser(1).id, anId(509), T0 + 1),
              yield* users.findSignedIn(aUser(2).id, anId(501), T0 + 1),
              yield* users.findSignedIn(aUser(1).id, "not-a-uuid", T0 + 1),
              yield* users.findSignedIn("not-a-uuid", anId(501), T0 + 1)
            ]
          }
        })
      )
      expect(Option.isSome(got.found)).toBe(true)
      expect(got.found).toEqual(got.stored)
      expect(got.others.every(Option.isNone)).toBe(true)
    })

    it("a suspension (issue #29) holds from its start until its end, refuses every signed-in lookup meanwhile, and is lifted once", async () => {
      const got = await run(
        Effect.gen(function* () {
          const users = yield* UserRepo
          yield* users.insert(aUser(1))
          yield* users.insert(aUser(2))
          yield* (yield* SessionRepo).create(session(1, 1))
          const before = yield* signedIn(1, T0 + 1)
          yield* users.suspend(aUser(1).id, { at: T0 + 2, until: T0 + 10, reason: "Spam" })
          const during = { signedIn: yield* signedIn(1, T0 + 3), suspension: yield* users.suspensionOf(aUser(1).id, T0 + 3) }
          const lapsed = { signedIn: yield* signedIn(1, T0 + 10), suspension: yield* users.suspensionOf(aUser(1).id, T0 + 10) }
          const liftLapsed = yield* users.liftSuspension(aUser(1).id, T0 + 11)
          yield* users.suspend(aUser(1).id, { at: T0 + 12, until: null, reason: "For good" })
          const open = yield* users.suspensionOf(aUser(1).id, T0 + 1_000_000)
          const lifted = yield* users.liftSuspension(aUser(1).id, T0 + 13)
          return {
            before,
            during,
            lapsed,
            liftLapsed,
            open,
            lifted,
            liftedAgain: yield* users.liftSuspension(aUser(1).id, T0 + 14),
            after: { signedIn: yield* signedIn(1, T0 + 14), suspension: yield* users.suspensionOf(aUser(1).id, T0 + 14) },
            other: yield* users.suspensionOf(aUser(2).id, T0 + 3),
            unknown: [yield* users.suspensionOf("nope", T0), yield* users.liftSuspension("nope", T0)]
          }
        })
      )
      expect(got.before).toBe(true)
      expect(got.during.signedIn).toBe(false)
      expect(Option.getOrThrow(got.during.suspension)).toEqual({ at: T0 + 2, until: T0 + 10, reason: "Spam" })
      expect(got.lapsed.signedIn).toBe(true)
      expect(Option.isNone(got.lapsed.suspension)).toBe(true)
      expect(got.liftLapsed).toBe(false)
      expect(Option.getOrThrow(got.open)).toEqual({ at: T0 + 12, until: null, reason: "For good" })
      expect([got.lifted, got.liftedAgain]).toEqual([true, false])
      expect(got.after.signedIn).toBe(true)
      expect(Option.isNone(got.after.suspension) && Option.isNone(got.other)).toBe(true)
      expect(got.unknown).toEqual([Option.none(), false])
    })

    it("an access token is honoured only for its own user's session family, and only that user can revoke it by id", async () => {
      const got = await run(
        Effect.gen(function* () {
          const users = yield* UserRepo
          yield* users.insert(aUser(1))
          yield* users.insert(aUser(2))
          const sessions = yield* SessionRepo
          yield* sessions.create(session(1, 1))
          yield* sessions.create(session(2, 2, aUser(2).id))
          const borrowed = yield* signedIn(2, T0 + 1, aUser(1).id)
          yield* sessions.revokeFamilyOfUser(aUser(1).id, anId(502), T0 + 2)
          const theirsAfterStranger = yield* signedIn(2, T0 + 3, aUser(2).id)
          yield* sessions.revokeFamilyOfUser(aUser(2).id, anId(502), T0 + 4)
          return { borrowed, theirsAfterStranger, theirsAfterOwner: yield* signedIn(2, T0 + 5, aUser(2).id), mine: yield* signedIn(1, T0 + 5) }
        })
      )
      expect(got).toEqual({ borrowed: false, theirsAfterStranger: true, theirsAfterOwner: false, mine: true })
    })

    it("a usable token is found without being used; ending a user's tokens ends every purpose, and no one else's", async () => {
      const got = await run(
        Effect.gen(function* () {
          const users = yield* UserRepo
          yield* users.insert(aUser(1))
          yield* users.insert(aUser(2))
          const tokens = yield* AuthTokenRepo
          const base = { createdAt: T0, expiresAt: T0 + 1000 }
          yield* tokens.create({ ...base, id: anId(1), userId: aUser(1).id, purpose: "confirm_email", tokenHash: "c1" })
          yield* tokens.create({ ...base, id: anId(2), userId: aUser(1).id, purpose: "password_reset", tokenHash: "r1" })
          yield* tokens.create({ ...base, id: anId(3), userId: aUser(2).id, purpose: "password_reset", tokenHash: "r2" })
          const peeked = [yield* tokens.findUsable("c1", "confirm_email", T0), yield* tokens.findUsable("c1", "confirm_email", T0)]
          const wrong = [yield* tokens.findUsable("c1", "password_reset", T0), yield* tokens.findUsable("r1", "password_reset", T0 + 1000)]
          yield* tokens.endAllOfUser(aUser(1).id, T0 + 1)
          return {
            peeked,
            wrong,
            ended: [yield* tokens.consume("c1", "confirm_email", T0 + 2), yield* tokens.findUsable("r1", "password_reset", T0 + 2)],
            other: yield* tokens.consume("r2", "password_reset", T0 + 2)
          }
        })
      )
      expect(got.peeked).toEqual([Option.some(aUser(1).id), Option.some(aUser(1).id)])
      expect([...got.wrong, ...got.ended].every(Option.isNone)).toBe(true)
      expect(got.other).toEqual(Option.some(aUser(2).id))
    })

    it("a mailed token is used once, only for its purpose, and never after it expires", async () => {
      const got = await run(
        Effect.gen(function* () {
          yield* (yield* UserRepo).insert(aUser(1))
          const tokens = yield* AuthTokenRepo
          const base = { userId: aUser(1).id, createdAt: T0, expiresAt: T0 + 1000 }
          yield* tokens.create({ ...base, id: anId(1), purpose: "confirm_email", tokenHash: "c1" })
          yield* tokens.create({ ...base, id: anId(2), purpose: "password_reset", tokenHash: "r1" })
          return {
            wrongPurpose: yield* tokens.consume("c1", "password_reset", T0),
            first: yield* tokens.consume("c1", "confirm_email", T0),
            second: yield* tokens.consume("c1", "confirm_email", T0),
            expired: yield* tokens.consume("r1", "password_reset", T0 + 1000),
            unknown: yield* tokens.consume("zz", "confirm_email", T0)
          }
        })
      )
      expect(got.first).toEqual(Option.some(aUser(1).id))
      expect([got.wrongPurpose, got.second, got.expired, got.unknown].every(Option.isNone)).toBe(true)
    })
  })
