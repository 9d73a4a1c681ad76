/** The WaitlistRepo contract: every adapter must pass it. */
import { Deferred, Effect, Option } from "effect"
import { describe, expect, it } from "vitest"
import { InvitationRepo } from "../../domain/invitations/invitation-repo.ts"
import { Transactions } from "../../domain/kernel/transactions.ts"
import type { NewWaitlistEntry, WaitlistInvitation } from "../../domain/waitlist/waitlist-repo.ts"
import { WaitlistRepo } from "../../domain/waitlist/waitlist-repo.ts"
import { emailKey } from "../../domain/accounts/credentials.ts"
import { disagreeingSpellings } from "../support/spellings.ts"
import { anId, type FreshStore, withStore } from "./fresh-store.ts"

const T0 = 1_750_000_000_000
const DAY = 86_400_000

const aListing = (n: number, email: string, createdAt = T0 + n * 1000): NewWaitlistEntry => ({
  id: anId(8000 + n),
  email,
  city: `City ${n}`,
  note: `note ${n}`,
  createdAt
})

const anInvitation = (n: number, createdAt = T0 + DAY * n): WaitlistInvitation => ({
  id: anId(9000 + n),
  tokenHash: `waitlist-hash-${n}`,
  createdAt,
  expiresAt: createdAt + 7 * DAY,
  invitedBy: null
})

export const waitlistRepoContract = (name: string, fresh: FreshStore) =>
  describe(`WaitlistRepo contract: ${name}`, () => {
    const run = withStore(fresh)

    it("every letter PostgreSQL and JavaScript lower differently: a second spelling is listed apart exactly when its key differs", async () => {
      const spellings = await disagreeingSpellings()
      const got = await run(
        Effect.forEach(spellings, (spelling, n) =>
          Effect.gen(function* () {
            const repo = yield* WaitlistRepo
            const [first, second] = [aListing(100 + 2 * n, spelling.typed), aListing(101 + 2 * n, spelling.pgLower)]
            yield* repo.add(first)
            const secondListed = yield* repo.add(second)
            const idOf = (email: string) => repo.findByEmail(email).pipe(Effect.map((found) => Option.getOrUndefined(found)?.id))
            const oneAddress = emailKey(spelling.typed) === emailKey(spelling.pgLower)
            return {
              got: { secondListed, byPgLower: yield* idOf(spelling.pgLower), byJsLower: yield* idOf(spelling.jsLower) },
              expected: { secondListed: !oneAddress, byPgLower: oneAddress ? first.id : second.id, byJsLower: first.id }
            }
          })
        )
      )
      expect(got.map((r) => r.got)).toEqual(got.map((r) => r.expected))
    })

    it("lists an address once in any letter case, keeping the first listing; finds it in any case", async () => {
      const got = await run(
        Effect.gen(function* () {
          const repo = yield* WaitlistRepo
          const first = yield* repo.add(aListing(1, "Stranger@Example.com"))
          const again = yield* repo.add({ ...aListing(2, "stranger@EXAMPLE.COM"), city: null, note: "rewritten" })
          return { first, again, found: yield* repo.findByEmail("STRANGER@example.com"), none: yield* repo.findByEmail("nobody@example.com") }
        })
      )
      expect([got.first, got.again]).toEqual([true, false])
      expect(Option.getOrThrow(got.found)).toEqual({ ...aListing(1, "Stranger@Example.com"), invitedAt: null, joinedAt: null })
      expect(Option.isNone(got.none)).toBe(true)
    })

    it("pages newest first after a keyset cursor; entries made at the same instant are ordered by id", async () => {
      const got = await run(
        Effect.gen(function* () {
          const repo = yield* WaitlistRepo
          // Added out of order; listings 2, 3 and 4 share one instant.
          for (const n of [3, 1, 5, 2, 4]) yield* repo.add(aListing(n, `person${n}@example.com`, n >= 2 && n <= 4 ? T0 + 2000 : T0 + n * 1000))
          const all = yield* repo.page(null, 10)
          const first = yield* repo.page(null, 2)
          const last = first.at(-1)!
          const second = yield* repo.page({ createdAt: last.createdAt, id: last.id }, 2)
          const end = second.at(-1)!
          return { all, first, second, rest: yield* repo.page({ createdAt: end.createdAt, id: end.id }, 10) }
        })
      )
      const ids = (entries: ReadonlyArray<{ id: string }>) => entries.map((e) => e.id)
      expect(ids(got.all)).toEqual([anId(8005), anId(8004), anId(8003), anId(8002), anId(8001)])
      expect(ids(got.first)).toEqual([anId(8005), anId(8004)])
      expect(ids(got.second)).toEqual([anId(8003), anId(8002)])
      expect(ids(got.rest)).toEqual([anId(8001)])
    })

    it("an invitation is pending without an inviter; a new one replaces it and stamps the listing again", async () => {
      const got = await run(
        Effect.gen(function* () {
          const repo = yield* WaitlistRepo
          const invitations = yield* InvitationRepo
          yield* repo.add(aListing(1, "Listed@Example.com"))
          const invited = yield* repo.invite(anId(8001), anInvitation(1))
          const firstLink = yield* invitations.findByTokenHash("waitlist-hash-1")
          const reinvited = yield* repo.invite(anId(8001), anInvitation(2))
          return {
            invited,
            reinvited,
            firstLink,
            oldLink: yield* invitations.findByTokenHash("waitlist-hash-1"),
            newLink: yield* invitations.findByTokenHash("waitlist-hash-2"),
            listing: yield* repo.findByEmail("listed@example.com")
          }
        })
      )
      expect(got.invited).toEqual({ ...aListing(1, "Listed@Example.com"), invitedAt: T0 + DAY, joinedAt: null })
      expect(Option.getOrThrow(got.firstLink)).toEqual({
        id: anId(9001),
        inviterId: null,
        email: "Listed@Example.com",
        status: "pending",
        createdAt: T0 + DAY,
        expiresAt: T0 + 8 * DAY,
        acceptedBy: null
      })
      expect(Option.isNone(got.oldLink)).toBe(true)
      expect(Option.getOrThrow(got.newLink)).toMatchObject({ id: anId(9002), inviterId: null, status: "pending", createdAt: T0 + 2 * DAY })
      expect(got.reinvited.invitedAt).toBe(T0 + 2 * DAY)
      expect(Option.getOrThrow(got.listing)).toEqual(got.reinvited)
    })

    it("two invitations of one listing at once (an admin's double click) both succeed, leaving one working link", async () => {
      const got = await run(
        Effect.gen(function* () {
          const repo = yield* WaitlistRepo
          const transactions = yield* Transactions
          const invitations = yield* InvitationRepo
          yield* repo.add(aListing(1, "eager@example.com"))
          // The second invitation starts while the first one's transaction is still open.
          const firstInvited = yield* Deferred.make<void>()
          const first = transactions.run(
            Effect.andThen(repo.invite(anId(8001), anInvitation(1)), Effect.andThen(Deferred.succeed(firstInvited, undefined), Effect.sleep("50 millis")))
          )
          const second = Effect.andThen(Deferred.await(firstInvited), transactions.run(repo.invite(anId(8001), anInvitation(2))))
          yield* Effect.all([first, second], { concurrency: 2 })
          return yield* Effect.forEach(["waitlist-hash-1", "waitlist-hash-2"], (hash) => invitations.findByTokenHash(hash))
        })
      )
      expect(got.map(Option.isSome)).toEqual([false, true])
    })

    it("a listing is marked joined once, by its address in any letter case; other addresses change nothing", async () => {
      const got = await run(
        Effect.gen(function* () {
          const repo = yield* WaitlistRepo
          yield* repo.add(aListing(1, "joiner@example.com"))
          yield* repo.add(aListing(2, "waiting@example.com"))
          yield* repo.markJoined("JOINER@example.com", T0 + DAY)
          yield* repo.markJoined("joiner@example.com", T0 + 2 * DAY)
          yield* repo.markJoined("unlisted@example.com", T0 + DAY)
          return yield* repo.page(null, 10)
        })
      )
      expect(got.map((e) => [e.email, e.joinedAt])).toEqual([
        ["waiting@example.com", null],
        ["joiner@example.com", T0 + DAY]
      ])
    })
  })
