/** The InvitationRepo contract: every adapter must pass it. */
import { Effect, Option } from "effect"
import { describe, expect, it } from "vitest"
import { ProfileRepo } from "../../domain/accounts/profile-repo.ts"
import { UserRepo } from "../../domain/accounts/user-repo.ts"
import { InvitationRepo, type NewInvitation } from "../../domain/invitations/invitation-repo.ts"
import { aUser, anId, type FreshStore, withStore } from "./fresh-store.ts"

const T0 = 1_750_000_000_000
const DAY = 86_400_000

export const anInvitation = (n: number, inviter: number, email: string, createdAt = T0 + n): NewInvitation => ({
  id: anId(5000 + n),
  inviterId: aUser(inviter).id,
  email,
  tokenHash: `hash-${n}`,
  createdAt,
  expiresAt: createdAt + 7 * DAY
})

/** Users 1..n, each with a profile named `Name k` (k even) or none (k odd, no profile name). */
export const people = (n: number) =>
  Effect.gen(function* () {
    for (let k = 1; k <= n; k++) {
      yield* (yield* UserRepo).insert(aUser(k))
      yield* (yield* ProfileRepo).create({
        userId: aUser(k).id,
        displayName: k % 2 === 0 ? `Name ${k}` : null,
        bio: null,
        avatarUrl: null,
        concertVisibility: "friends_of_friends",
        inviteCount: 5,
        totalInvitesSent: 0,
        createdAt: T0
      })
    }
  })

export const invitationRepoContract = (name: string, fresh: FreshStore) =>
  describe(`InvitationRepo contract: ${name}`, () => {
    const run = withStore(fresh)

    it("one pending invitation per inviter and address, whatever the letter case; listed newest first", async () => {
      const got = await run(
        Effect.gen(function* () {
          yield* people(2)
          const repo = yield* InvitationRepo
          yield* repo.insert(anInvitation(1, 1, "Guest@Example.com"))
          yield* repo.insert(anInvitation(2, 1, "other@example.com"))
          const duplicate = yield* repo.insert(anInvitation(3, 1, "guest@EXAMPLE.com")).pipe(Effect.flip)
          yield* repo.insert(anInvitation(4, 2, "guest@example.com"))
          return {
            duplicate,
            mine: yield* repo.pendingOf(aUser(1).id),
            found: yield* repo.findByTokenHash("hash-1"),
            none: yield* repo.findByTokenHash("hash-3")
          }
        })
      )
      expect(got.duplicate._tag).toBe("AlreadyInvited")
      expect(got.mine.map((i) => i.email)).toEqual(["other@example.com", "Guest@Example.com"])
      expect(Option.getOrThrow(got.found)).toEqual({
        id: anId(5001),
        inviterId: aUser(1).id,
        email: "Guest@Example.com",
        status: "pending",
        createdAt: T0 + 1,
        expiresAt: T0 + 1 + 7 * DAY,
        acceptedBy: null
      })
      expect(Option.isNone(got.none)).toBe(true)
    })

    it("only the inviter cancels or renews, only while pending; a renewed token replaces the old one", async () => {
      const got = await run(
        Effect.gen(function* () {
          yield* people(2)
          const repo = yield* InvitationRepo
          yield* repo.insert(anInvitation(1, 1, "a@example.com"))
          yield* repo.insert(anInvitation(2, 1, "b@example.com"))
          const renewal = { tokenHash: "hash-new", createdAt: T0 + DAY, expiresAt: T0 + 8 * DAY }
          return {
            foreignCancel: yield* repo.cancel(anId(5001), aUser(2).id),
            foreignRenew: yield* repo.renew(anId(5001), aUser(2).id, renewal),
            malformed: yield* repo.cancel("not-an-id", aUser(1).id),
            renewed: yield* repo.renew(anId(5001), aUser(1).id, renewal),
            oldToken: yield* repo.findByTokenHash("hash-1"),
            newToken: yield* repo.findByTokenHash("hash-new"),
            cancelled: yield* repo.cancel(anId(5002), aUser(1).id),
            again: yield* repo.cancel(anId(5002), aUser(1).id),
            left: yield* repo.pendingOf(aUser(1).id)
          }
        })
      )
      expect([got.foreignCancel, got.malformed, got.again, got.cancelled]).toEqual([false, false, false, true])
      expect(Option.isNone(got.foreignRenew) && Option.isNone(got.oldToken)).toBe(true)
      expect(Option.getOrThrow(got.renewed)).toMatchObject({ id: anId(5001), createdAt: T0 + DAY, expiresAt: T0 + 8 * DAY })
      expect(Option.getOrThrow(got.newToken).id).toBe(anId(5001))
      expect(got.left.map((i) => i.id)).toEqual([anId(5001)])
    })

    it("a pending, unexpired invitation is claimed once; accepted ones form the invite tree's edges", async () => {
      const got = await run(
        Effect.gen(function* () {
          yield* people(3)
          const repo = yield* InvitationRepo
          yield* repo.insert(anInvitation(1, 2, "user3@example.com"))
          yield* repo.insert(anInvitation(2, 2, "late@example.com"))
          const first = yield* repo.claim(anId(5001), T0 + DAY)
          const second = yield* repo.claim(anId(5001), T0 + DAY)
          const expired = yield* repo.claim(anId(5002), T0 + 2 + 7 * DAY)
          yield* repo.setAcceptedBy(anId(5001), aUser(3).id)
          const reinvite = yield* repo.insert(anInvitation(3, 2, "USER3@example.com")).pipe(Effect.result)
          return { first, second, expired, reinvite, edges: yield* repo.edges(), accepted: yield* repo.findByTokenHash("hash-1") }
        })
      )
      expect([got.first, got.second, got.expired]).toEqual([true, false, false])
      expect(got.reinvite._tag).toBe("Success")
      expect(Option.getOrThrow(got.accepted)).toMatchObject({ status: "accepted", acceptedBy: aUser(3).id })
      expect(got.edges).toEqual([
        {
          inviterId: aUser(2).id,
          inviterEmail: "user2@example.com",
          inviterName: "Name 2",
          inviteeId: aUser(3).id,
          inviteeEmail: "user3@example.com",
          inviteeName: null,
          acceptedAt: T0 + DAY
        }
      ])
    })
  })
