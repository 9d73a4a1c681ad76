import { describe, expect, it } from "@effect/vitest"
import { Effect, Exit } from "effect"
import { TestClock } from "effect/testing"
import fc from "fast-check"
import * as MemoryAdapters from "../../adapters/memory/adapters.ts"
import type { Visibility } from "../accounts/contract.ts"
import { ProfileRepo } from "../accounts/profile-repo.ts"
import { UserRepo } from "../accounts/user-repo.ts"
import { FriendshipRepo } from "../friends/friendship-repo.ts"
import { toBase64Url } from "../kernel/base64url.ts"
import { addDays } from "../kernel/local-date.ts"
import { BASE_DAY, catalogueArb } from "./concert.arbitraries.ts"
import { ConcertRepo } from "./concert-repo.ts"
import { dashboard } from "./dashboard.ts"
import { concertInterests, discover, FIRST_SHOWN, INTERESTS_PAGE_SIZE } from "./discover.ts"
import type { FriendsFilter } from "./discovery-contract.ts"
import { InterestRepo, type InterestStatus } from "./interest-repo.ts"
import { setInterest } from "./interests.ts"

const noonOf = (day: string) => Date.parse(`${day}T12:00:00Z`)
const viewer = "00000000-0000-4000-8000-0000000003e8"

const seeded = Effect.gen(function* () {
  const catalogue = fc.sample(catalogueArb(30, 12), { numRuns: 1, seed: 9 })[0]!
  yield* (yield* ConcertRepo).insertMany(catalogue)
  yield* (yield* UserRepo).insert({ id: viewer, email: "v@example.com", passwordHash: "h", signupDisplayName: null, createdAt: 0 })
  yield* TestClock.setTime(noonOf(BASE_DAY))
  return [...catalogue].sort((a, b) => (a.date === b.date ? (a.id < b.id ? -1 : 1) : a.date < b.date ? -1 : 1))
})

describe("discover and dashboard (memory, TestClock)", () => {
  it.effect("next cursors visit every concert from today once; past=true visits all; a forged cursor fails", () =>
    Effect.gen(function* () {
      const sorted = yield* seeded
      const visit = (past: boolean) =>
        Effect.gen(function* () {
          const seen: Array<string> = []
          let cursor: string | undefined
          do {
            const page = yield* discover(viewer, { limit: 5, past, cursor })
            seen.push(...page.concerts.map((c) => c.id))
            cursor = page.nextCursor ?? undefined
          } while (cursor)
          return seen
        })
      expect(yield* visit(false)).toEqual(sorted.filter((c) => c.date >= BASE_DAY).map((c) => c.id))
      expect(yield* visit(true)).toEqual(sorted.map((c) => c.id))
      const forged = yield* Effect.exit(discover(viewer, { cursor: "bm90LWEtY3Vyc29y" }))
      expect(Exit.isFailure(forged) && JSON.stringify(forged.cause)).toContain("InvalidCursor")
    }).pipe(Effect.provide(MemoryAdapters.layer()))
  )

  it.effect("setInterest upserts one's own status, refuses unknown concerts, and the dashboard counts upcoming ones", () =>
    Effect.gen(function* () {
      const sorted = yield* seeded
      const upcoming = sorted.filter((c) => c.date >= BASE_DAY)
      const past = sorted.find((c) => c.date < BASE_DAY)!
      yield* setInterest(viewer, upcoming[0]!.id, "interested")
      yield* setInterest(viewer, upcoming[0]!.id, "has_tickets")
      yield* setInterest(viewer, upcoming[1]!.id, "not_interested")
      yield* setInterest(viewer, past.id, "has_tickets")
      const unknown = yield* Effect.exit(setInterest(viewer, "00000000-0000-4000-8000-000000000000", "interested"))
      expect(Exit.isFailure(unknown) && JSON.stringify(unknown.cause)).toContain("ConcertNotFound")
      const board = yield* dashboard(viewer)
      expect([board.yourConcerts, board.haveTickets, board.totalConcerts, board.friendActivity]).toEqual([1, 1, upcoming.length, 0])
      expect(board.yourConcertsList.map((c) => [c.id, c.userInterest])).toEqual([[upcoming[0]!.id, "has_tickets"]])
      yield* TestClock.setTime(noonOf(addDays(upcoming[0]!.date, 1)))
      expect((yield* dashboard(viewer)).yourConcerts).toBe(0)
    }).pipe(Effect.provide(MemoryAdapters.layer()))
  )
})

/** The n-th person of the interests world: ids in a fixed order, so the expected list is written by hand. */
const person = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`

/**
 * On the first upcoming concert: friends 1–3, friends of friends (through 1) 4–6 and public strangers 7–8 go,
 * some with tickets; a private friend (9), a friends-only friend of a friend (10), a stranger (11) and a
 * friend not interested (12) must never show.
 */
const interestsWorld = Effect.gen(function* () {
  const sorted = yield* seeded
  const concert = sorted.find((c) => c.date >= BASE_DAY)!
  const friendships = yield* FriendshipRepo
  const profiles = yield* ProfileRepo
  const interests = yield* InterestRepo
  const people: ReadonlyArray<readonly [number, "friend" | "fof" | "stranger", Visibility, InterestStatus]> = [
    [1, "friend", "friends_of_friends", "interested"],
    [2, "friend", "friends_only", "has_tickets"],
    [3, "friend", "public", "has_tickets"],
    [4, "fof", "friends_of_friends", "has_tickets"],
    [5, "fof", "public", "interested"],
    [6, "fof", "friends_of_friends", "interested"],
    [7, "stranger", "public", "interested"],
    [8, "stranger", "public", "has_tickets"],
    [9, "friend", "private", "has_tickets"],
    [10, "fof", "friends_only", "has_tickets"],
    [11, "stranger", "friends_of_friends", "has_tickets"],
    [12, "friend", "public", "not_interested"]
  ]
  for (const [n, relation, visibility, status] of people) {
    const id = person(n)
    yield* profiles.create({
      userId: id,
      displayName: `Person ${n}`,
      bio: null,
      avatarUrl: null,
      concertVisibility: visibility,
      inviteCount: 0,
      totalInvitesSent: 0,
      createdAt: 0
    })
    if (relation === "friend") yield* friendships.add(viewer, id, 0)
    if (relation === "fof") yield* friendships.add(person(1), id, 0)
    yield* interests.set(id, concert.id, status, 0)
  }
  yield* interests.set(viewer, concert.id, "interested", 0)
  return concert.id
})

/** Closest first: friends with tickets, friends interested, friends of friends likewise, then the public. */
const expectedOrder = [2, 3, 1, 4, 5, 6, 8, 7].map(person)

const allPages = (concertId: string, friends: FriendsFilter | undefined, limit: number) =>
  Effect.gen(function* () {
    const pages: Array<ReadonlyArray<string>> = []
    let cursor: string | undefined
    do {
      const page = yield* concertInterests(viewer, concertId, { friends, limit, cursor })
      expect(page.concertId).toBe(concertId)
      expect(page.interests.length).toBeLessThanOrEqual(limit)
      pages.push(page.interests.map((s) => s.userId))
      cursor = page.nextCursor ?? undefined
    } while (cursor)
    return pages
  })

describe("concertInterests and the concerts page's first names (memory)", () => {
  it.effect("the page names the closest FIRST_SHOWN and counts everyone; the list pages through all of them, closest first", () =>
    Effect.gen(function* () {
      const concertId = yield* interestsWorld
      const page = yield* discover(viewer, { limit: 1 })
      const [annotated] = page.concerts
      expect(annotated!.id).toBe(concertId)
      expect(annotated!.friendInterests.map((s) => s.userId)).toEqual(expectedOrder.slice(0, FIRST_SHOWN))
      expect(annotated!.friendCount).toEqual({ interested: 4, hasTickets: 4 })
      expect(annotated!.friendCountByDegree).toEqual({
        friends: { interested: 1, hasTickets: 2 },
        friendsOfFriends: { interested: 2, hasTickets: 1 },
        others: { interested: 1, hasTickets: 1 }
      })
      const whole = yield* concertInterests(viewer, concertId)
      expect(whole.interests.map((s) => s.userId)).toEqual(expectedOrder)
      expect(whole.interests[0]).toEqual({ userId: person(2), displayName: "Person 2", interestStatus: "has_tickets", degree: 1 })
      expect(whole.nextCursor).toBeNull()
      expect(expectedOrder.length).toBeLessThan(INTERESTS_PAGE_SIZE)
      for (const limit of [1, 2, 3, 8]) {
        const pages = yield* allPages(concertId, undefined, limit)
        expect(pages.flat()).toEqual(expectedOrder)
        expect(pages.length).toBe(Math.ceil(expectedOrder.length / limit))
      }
      expect((yield* allPages(concertId, "friends", 2)).flat()).toEqual([2, 3, 1].map(person))
      expect((yield* allPages(concertId, "friends_of_friends", 4)).flat()).toEqual(expectedOrder.slice(0, 6))
    }).pipe(Effect.provide(MemoryAdapters.layer()))
  )

  it.effect("a page's cursor continues right after its last person; a forged cursor and an unknown concert fail", () =>
    Effect.gen(function* () {
      const concertId = yield* interestsWorld
      const first = yield* concertInterests(viewer, concertId, { limit: 3 })
      expect(first.nextCursor).not.toBeNull()
      // The cursor is the last person's rank and id: friend 1 is interested (rank 1).
      expect(first.nextCursor).toBe(toBase64Url(`1~${person(1)}`))
      const next = yield* concertInterests(viewer, concertId, { limit: 3, cursor: first.nextCursor! })
      expect(next.interests.map((s) => s.userId)).toEqual(expectedOrder.slice(3, 6))
      // A cursor made by hand from someone's place works the same (it is not tied to a page).
      const fromFour = yield* concertInterests(viewer, concertId, { cursor: toBase64Url(`2~${person(4)}`) })
      expect(fromFour.interests.map((s) => s.userId)).toEqual(expectedOrder.slice(4))
      for (const cursor of ["not-a-cursor", toBase64Url(`6~${person(4)}`), toBase64Url("1~nobody"), toBase64Url(`1~${person(1)}~x`), ""]) {
        const forged = yield* Effect.exit(concertInterests(viewer, concertId, { cursor }))
        expect(Exit.isFailure(forged) && JSON.stringify(forged.cause), cursor).toContain("InvalidCursor")
      }
      for (const unknown of ["00000000-0000-4000-8000-00000000dead", "not-a-uuid"]) {
        const missing = yield* Effect.exit(concertInterests(viewer, unknown))
        expect(Exit.isFailure(missing) && JSON.stringify(missing.cause), unknown).toContain("ConcertNotFound")
      }
    }).pipe(Effect.provide(MemoryAdapters.layer()))
  )
})
