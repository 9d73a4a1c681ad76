/** The InviteRequestRepo and InviteCounts contract: every adapter must pass it. */
import { Effect, Option } from "effect"
import { describe, expect, it } from "vitest"
import { ProfileRepo } from "../../domain/accounts/profile-repo.ts"
import { InviteCounts } from "../../domain/invitations/invite-counts.ts"
import { InviteRequestRepo } from "../../domain/invitations/invite-request-repo.ts"
import { aUser, anId, type FreshStore, withStore } from "./fresh-store.ts"
import { people } from "./invitation-repo.contract.ts"

const T0 = 1_750_000_000_000

const aRequest = (n: number, user: number, requestedCount = 5) => ({
  id: anId(7000 + n),
  userId: aUser(user).id,
  requestedCount,
  reason: `reason number ${n}`,
  createdAt: T0 + n * 1000
})

export const inviteRequestsContract = (name: string, fresh: FreshStore) =>
  describe(`InviteRequestRepo and InviteCounts contract: ${name}`, () => {
    const run = withStore(fresh)

    it("requests carry the requester's address and name, newest first per user", async () => {
      const got = await run(
        Effect.gen(function* () {
          yield* people(2)
          const repo = yield* InviteRequestRepo
          for (const [n, user] of [
            [1, 2],
            [2, 1],
            [3, 2]
          ] as const)
            yield* repo.create(aRequest(n, user))
          return { mine: yield* repo.ofUser(aUser(2).id), one: yield* repo.find(anId(7002)), bad: yield* repo.find("nope") }
        })
      )
      expect(got.mine.map((r) => r.id)).toEqual([anId(7003), anId(7001)])
      expect(got.mine[0]).toEqual({
        ...aRequest(3, 2),
        email: "user2@example.com",
        displayName: "Name 2",
        status: "pending",
        reviewedAt: null,
        reviewedBy: null
      })
      expect(Option.getOrThrow(got.one)).toMatchObject({ email: "user1@example.com", displayName: null })
      expect(Option.isNone(got.bad)).toBe(true)
    })

    it("a request is reviewed once; lists filter by state, reviewed ones newest review first", async () => {
      const got = await run(
        Effect.gen(function* () {
          yield* people(2)
          const repo = yield* InviteRequestRepo
          for (const n of [1, 2, 3, 4]) yield* repo.create(aRequest(n, 1 + (n % 2)))
          const approved = yield* repo.review(anId(7001), { status: "approved", reviewedBy: aUser(2).id, at: T0 + 90_000 })
          const twice = yield* repo.review(anId(7001), { status: "rejected", reviewedBy: null, at: T0 + 95_000 })
          yield* repo.review(anId(7002), { status: "rejected", reviewedBy: null, at: T0 + 99_000 })
          const unknown = yield* repo.review(anId(7999), { status: "approved", reviewedBy: null, at: T0 })
          return {
            approved,
            twice,
            unknown,
            pending: yield* repo.list({ status: "pending", limit: 10 }),
            reviewed: yield* repo.list({ status: "reviewed", limit: 10 }),
            firstReviewed: yield* repo.list({ status: "reviewed", limit: 1 }),
            rejected: yield* repo.list({ status: "rejected", limit: 10 }),
            all: yield* repo.list({ limit: 10 })
          }
        })
      )
      expect(Option.getOrThrow(got.approved)).toMatchObject({ status: "approved", reviewedAt: T0 + 90_000, reviewedBy: aUser(2).id })
      expect(Option.isNone(got.twice) && Option.isNone(got.unknown)).toBe(true)
      const ids = (rs: ReadonlyArray<{ id: string }>) => rs.map((r) => r.id)
      expect(ids(got.pending)).toEqual([anId(7004), anId(7003)])
      expect(ids(got.reviewed)).toEqual([anId(7002), anId(7001)])
      expect(ids(got.firstReviewed)).toEqual([anId(7002)])
      expect(ids(got.rejected)).toEqual([anId(7002)])
      expect(ids(got.all)).toEqual([anId(7004), anId(7003), anId(7002), anId(7001)])
    })

    it("an invite is spent only while the count is above 0; grants add to it", async () => {
      const got = await run(
        Effect.gen(function* () {
          yield* people(1)
          const counts = yield* InviteCounts
          const spent = []
          for (let i = 0; i < 6; i++) spent.push(yield* counts.spendOne(aUser(1).id))
          yield* counts.grant(aUser(1).id, 3)
          const afterGrant = yield* counts.spendOne(aUser(1).id)
          const noProfile = yield* counts.spendOne(anId(4242))
          return { spent, afterGrant, noProfile, profile: yield* (yield* ProfileRepo).find(aUser(1).id) }
        })
      )
      expect(got.spent.map((s) => Option.getOrUndefined(s)?.inviteCount)).toEqual([4, 3, 2, 1, 0, undefined])
      expect(Option.getOrThrow(got.afterGrant)).toEqual({ inviteCount: 2, totalInvitesSent: 6 })
      expect(Option.isNone(got.noProfile)).toBe(true)
      expect(Option.getOrThrow(got.profile)).toMatchObject({ inviteCount: 2, totalInvitesSent: 6 })
    })

    it("revoked invites (issue #29): the count becomes 0 and stays there, spending is refused as revoked, grants add nothing, until restored", async () => {
      const got = await run(
        Effect.gen(function* () {
          yield* people(2)
          const counts = yield* InviteCounts
          const me = aUser(1).id
          yield* counts.spendOne(me)
          const revoked = yield* counts.revoke(me, { at: T0, reason: "Spam invitations" })
          const again = yield* counts.revoke(me, { at: T0 + 5, reason: "Still spam" })
          const spend = yield* counts.spendOne(me).pipe(Effect.flip)
          yield* counts.grant(me, 3)
          const during = { revocation: yield* counts.revocationOf(me), profile: yield* (yield* ProfileRepo).find(me) }
          const restored = yield* counts.restore(me)
          const restoredAgain = yield* counts.restore(me)
          yield* counts.grant(me, 2)
          return {
            revoked,
            again,
            spend,
            during,
            restored,
            restoredAgain,
            afterSpend: yield* counts.spendOne(me),
            after: yield* counts.revocationOf(me),
            other: yield* counts.revocationOf(aUser(2).id),
            noProfile: yield* counts.revoke(anId(4242), { at: T0, reason: "x" })
          }
        })
      )
      expect(got.revoked).toEqual(Option.some(4))
      expect(got.again).toEqual(Option.some(0))
      expect(got.spend).toMatchObject({ _tag: "InvitesRevoked", userId: aUser(1).id })
      expect(Option.getOrThrow(got.during.revocation)).toEqual({ at: T0, reason: "Still spam" })
      expect(Option.getOrThrow(got.during.profile)).toMatchObject({ inviteCount: 0, totalInvitesSent: 1 })
      expect([got.restored, got.restoredAgain]).toEqual([true, false])
      expect(Option.getOrThrow(got.afterSpend)).toEqual({ inviteCount: 1, totalInvitesSent: 2 })
      expect(Option.isNone(got.after) && Option.isNone(got.other) && Option.isNone(got.noProfile)).toBe(true)
    })
  })
