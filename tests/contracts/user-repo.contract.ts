/** The UserRepo and ProfileRepo contract (with the standing the staff list reads, issue #29): every adapter must pass it. */
import { Effect, Option } from "effect"
import { describe, expect, it } from "vitest"
import { ProfileRepo } from "../../domain/accounts/profile-repo.ts"
import { SessionRepo } from "../../domain/accounts/session-repo.ts"
import { emailKey } from "../../domain/accounts/credentials.ts"
import { UserRepo } from "../../domain/accounts/user-repo.ts"
import { InviteCounts } from "../../domain/invitations/invite-counts.ts"
import { disagreeingSpellings } from "../support/spellings.ts"
import { aUser, anId, type FreshStore, withStore } from "./fresh-store.ts"

export const userRepoContract = (name: string, fresh: FreshStore) =>
  describe(`UserRepo and ProfileRepo contract: ${name}`, () => {
    const run = withStore(fresh)

    it("an address is unique whatever its letter case, and found in any case", async () => {
      const got = await run(
        Effect.gen(function* () {
          const users = yield* UserRepo
          yield* users.insert(aUser(1, "Ann.Lee@Example.com"))
          const duplicate = yield* users.insert(aUser(2, "ann.lee@example.COM")).pipe(Effect.flip)
          return { duplicate, found: yield* users.findByEmail("  ANN.LEE@example.com "), all: yield* users.list() }
        })
      )
      expect(got.duplicate._tag).toBe("UserAlreadyRegistered")
      expect(Option.getOrThrow(got.found)).toMatchObject({
        id: aUser(1).id,
        email: "Ann.Lee@Example.com",
        role: "user",
        emailConfirmedAt: null,
        displayName: null
      })
      expect(got.all).toHaveLength(1)
    })

    it("an address is found whichever Unicode normal form it is typed in", async () => {
      const got = await run(
        Effect.gen(function* () {
          const users = yield* UserRepo
          yield* users.insert(aUser(5, "Zo\u00eb@Example.com"))
          const duplicate = yield* users.insert(aUser(6, "zoe\u0308@example.com")).pipe(Effect.flip)
          yield* users.insert(aUser(8, "rene\u0301@example.com"))
          return { duplicate, found: yield* users.findByEmail(" ZOE\u0308@example.com "), stored: yield* users.findById(aUser(8).id) }
        })
      )
      expect(got.duplicate._tag).toBe("UserAlreadyRegistered")
      expect(Option.getOrThrow(got.found).id).toBe(aUser(5).id)
      expect(Option.getOrThrow(got.stored).email).toBe("ren\u00e9@example.com")
    })

    it("every letter PostgreSQL and JavaScript lower differently: two spellings are one account exactly when their key is one", async () => {
      const spellings = await disagreeingSpellings()
      const got = await run(
        Effect.forEach(spellings, (spelling, n) =>
          Effect.gen(function* () {
            const users = yield* UserRepo
            const [first, second] = [aUser(100 + 2 * n, spelling.typed), aUser(101 + 2 * n, spelling.pgLower)]
            yield* users.insert(first)
            const secondInserted = yield* users.insert(second).pipe(
              Effect.as(true),
              Effect.catchTag("UserAlreadyRegistered", () => Effect.succeed(false))
            )
            const idOf = (email: string) => users.findByEmail(email).pipe(Effect.map((found) => Option.getOrUndefined(found)?.id))
            const oneAddress = emailKey(spelling.typed) === emailKey(spelling.pgLower)
            return {
              got: { secondInserted, byPgLower: yield* idOf(spelling.pgLower), byJsLower: yield* idOf(spelling.jsLower) },
              expected: { secondInserted: !oneAddress, byPgLower: oneAddress ? first.id : second.id, byJsLower: first.id }
            }
          })
        )
      )
      expect(got.map((r) => r.got)).toEqual(got.map((r) => r.expected))
      expect(spellings.length).toBeGreaterThan(1)
    })

    it("a pending sign-up's password and name are replaced until the address is confirmed, never after", async () => {
      const got = await run(
        Effect.gen(function* () {
          const users = yield* UserRepo
          yield* users.insert(aUser(7))
          const pending = yield* users.replacePending(aUser(7).id, "second-hash", "Second")
          const afterPending = yield* users.findById(aUser(7).id)
          yield* users.confirmEmail(aUser(7).id, 1_800_000_000_000)
          const confirmed = yield* users.replacePending(aUser(7).id, "third-hash", null)
          return { pending, afterPending, confirmed, user: yield* users.findById(aUser(7).id), unknown: yield* users.replacePending(anId(97), "x", null) }
        })
      )
      expect([got.pending, got.confirmed, got.unknown]).toEqual([true, false, false])
      expect(Option.getOrThrow(got.afterPending)).toMatchObject({ passwordHash: "second-hash", signupDisplayName: "Second" })
      expect(Option.getOrThrow(got.user)).toMatchObject({ passwordHash: "second-hash", signupDisplayName: "Second" })
    })

    it("confirmation keeps its first instant; password and role are replaced", async () => {
      const user = await run(
        Effect.gen(function* () {
          const users = yield* UserRepo
          yield* users.insert(aUser(2))
          yield* users.confirmEmail(aUser(2).id, 1_800_000_000_000)
          yield* users.confirmEmail(aUser(2).id, 1_900_000_000_000)
          yield* users.setPasswordHash(aUser(2).id, "new-hash")
          yield* users.setRole(aUser(2).id, "moderator")
          yield* users.setRole(aUser(2).id, "admin")
          return yield* users.findById(aUser(2).id)
        })
      )
      expect(Option.getOrThrow(user)).toMatchObject({
        emailConfirmedAt: 1_800_000_000_000,
        passwordHash: "new-hash",
        role: "admin",
        signupDisplayName: "Name 2"
      })
    })

    it("lists and counts users oldest first, finds several at once, and nobody for unknown or malformed ids", async () => {
      const got = await run(
        Effect.gen(function* () {
          const users = yield* UserRepo
          const none = yield* users.count()
          for (const n of [3, 1, 2]) yield* users.insert(aUser(n))
          return {
            none,
            count: yield* users.count(),
            all: yield* users.list(),
            unknown: yield* users.findById(anId(99)),
            malformed: yield* users.findById("nope"),
            several: yield* users.findByIds([aUser(3).id, "nope", anId(99), aUser(1).id, aUser(3).id]),
            noIds: yield* users.findByIds([])
          }
        })
      )
      expect([got.none, got.count]).toEqual([0, 3])
      expect(got.all.map((u) => u.id)).toEqual([aUser(1).id, aUser(2).id, aUser(3).id])
      expect(got.several.map((u) => u.id).sort()).toEqual([aUser(1).id, aUser(3).id].sort())
      expect(got.several.find((u) => u.id === aUser(1).id)).toEqual(got.all[0])
      expect(got.noIds).toEqual([])
      expect(Option.isNone(got.unknown) && Option.isNone(got.malformed)).toBe(true)
    })

    it("lists each user's standing: only a suspension in force at `now`, and revoked invites with their instant and reason", async () => {
      const now = 1_800_000_000_000
      const got = await run(
        Effect.gen(function* () {
          const users = yield* UserRepo
          for (const n of [1, 2, 3, 4, 5]) yield* users.insert(aUser(n))
          yield* users.suspend(aUser(1).id, { at: now - 1000, until: now + 86_400_000, reason: "Spam" })
          yield* users.suspend(aUser(2).id, { at: now - 2000, until: now, reason: "Lapsed" })
          yield* users.suspend(aUser(3).id, { at: now - 3000, until: null, reason: "Harassment" })
          yield* users.suspend(aUser(5).id, { at: now - 4000, until: null, reason: "Lifted" })
          yield* users.liftSuspension(aUser(5).id, now)
          yield* (yield* ProfileRepo).create({
            userId: aUser(3).id,
            displayName: "Three",
            bio: null,
            avatarUrl: null,
            concertVisibility: "friends_of_friends",
            inviteCount: 5,
            totalInvitesSent: 0,
            createdAt: now - 10_000
          })
          yield* (yield* InviteCounts).revoke(aUser(3).id, { at: now - 500, reason: "Invitation spam" })
          return { standing: yield* users.listWithStanding(now), later: yield* users.listWithStanding(now + 86_400_000) }
        })
      )
      expect(got.standing.map((u) => [u.id, u.suspension, u.invitesRevoked])).toEqual([
        [aUser(1).id, { at: now - 1000, until: now + 86_400_000, reason: "Spam" }, null],
        [aUser(2).id, null, null],
        [aUser(3).id, { at: now - 3000, until: null, reason: "Harassment" }, { at: now - 500, reason: "Invitation spam" }],
        [aUser(4).id, null, null],
        [aUser(5).id, null, null]
      ])
      expect(got.standing[2]).toMatchObject({ email: aUser(3).email, displayName: "Three", role: "user", passwordHash: "hash-3" })
      expect(got.later.map((u) => u.suspension?.reason ?? null)).toEqual([null, null, "Harassment", null, null])
    })

    it("a deletion request keeps its first instant until taken back; the sweep finds those requested by its instant, oldest first", async () => {
      const now = 1_800_000_000_000
      const got = await run(
        Effect.gen(function* () {
          const users = yield* UserRepo
          for (const n of [1, 2, 3, 4]) yield* users.insert(aUser(n))
          for (const n of [1, 2, 3]) yield* users.setRole(aUser(n).id, "admin")
          const asked = [
            yield* users.requestDeletion(aUser(2).id, now - 2000),
            yield* users.requestDeletion(aUser(2).id, now),
            yield* users.requestDeletion(aUser(4).id, now - 3000),
            yield* users.requestDeletion(aUser(1).id, now + 1000),
            yield* users.requestDeletion(anId(999), now),
            yield* users.requestDeletion("not an id", now)
          ]
          const admins = yield* users.lockAdmins()
          const sessions = yield* SessionRepo
          for (const n of [2, 3]) {
            yield* sessions.create({
              id: anId(10 + n),
              userId: aUser(n).id,
              familyId: anId(20 + n),
              tokenHash: `hash-${n}`,
              createdAt: now,
              expiresAt: now + 1e9
            })
          }
          const signedIn = [yield* users.findSignedIn(aUser(2).id, anId(22), now), yield* users.findSignedIn(aUser(3).id, anId(23), now)]
          const due = [yield* users.dueForPurge(now, 10), yield* users.dueForPurge(now, 1), yield* users.dueForPurge(now - 5000, 10)]
          const cancelled = [yield* users.cancelDeletion(aUser(1).id), yield* users.cancelDeletion(aUser(1).id), yield* users.cancelDeletion(aUser(3).id)]
          return {
            asked,
            admins,
            signedIn,
            due,
            cancelled,
            of: [yield* users.deletionRequestOf(aUser(1).id), yield* users.deletionRequestOf(aUser(2).id), yield* users.deletionRequestOf("not an id")],
            standing: (yield* users.listWithStanding(now)).map((u) => u.deletionRequestedAt)
          }
        })
      )
      expect(got.asked).toEqual([true, false, true, true, false, false])
      expect(got.admins).toEqual(
        [
          { id: aUser(1).id, deletionRequestedAt: now + 1000 },
          { id: aUser(2).id, deletionRequestedAt: now - 2000 },
          { id: aUser(3).id, deletionRequestedAt: null }
        ].sort((a, b) => (a.id < b.id ? -1 : 1))
      )
      // A session of an account waiting to be purged opens nothing (its sessions were ended besides).
      expect(got.signedIn.map(Option.isSome)).toEqual([false, true])
      expect(got.due).toEqual([[aUser(4).id, aUser(2).id], [aUser(4).id], []])
      expect(got.cancelled).toEqual([true, false, false])
      expect(got.of.map(Option.getOrNull)).toEqual([null, now - 2000, null])
      expect(got.standing).toEqual([null, now - 2000, null, now - 3000])
    })

    it("a profile is created once, updated in place, and its name shows on the user", async () => {
      const got = await run(
        Effect.gen(function* () {
          yield* (yield* UserRepo).insert(aUser(4))
          const profiles = yield* ProfileRepo
          const base = {
            userId: aUser(4).id,
            displayName: "Four",
            bio: null,
            avatarUrl: null,
            concertVisibility: "friends_of_friends" as const,
            inviteCount: 5,
            totalInvitesSent: 0,
            createdAt: 1_750_000_000_000
          }
          const first = yield* profiles.create(base)
          const second = yield* profiles.create({ ...base, displayName: "Other" })
          const updated = yield* profiles.update(aUser(4).id, { displayName: "Fourth", bio: "Loves jazz" })
          const visible = yield* profiles.setVisibility(aUser(4).id, "private")
          const missing = yield* profiles.update(anId(98), { displayName: "x", bio: null })
          return { first, second, updated, visible, missing, user: yield* (yield* UserRepo).findById(aUser(4).id) }
        })
      )
      expect(got.first).toEqual(got.second)
      expect(Option.getOrThrow(got.updated)).toMatchObject({ displayName: "Fourth", bio: "Loves jazz", inviteCount: 5 })
      expect(Option.getOrThrow(got.visible).concertVisibility).toBe("private")
      expect(Option.isNone(got.missing)).toBe(true)
      expect(Option.getOrThrow(got.user).displayName).toBe("Fourth")
    })
  })
