import { describe, expect, it } from "@effect/vitest"
import { Effect, Exit } from "effect"
import { TestClock } from "effect/testing"
import fc from "fast-check"
import * as MemoryAdapters from "../../adapters/memory/adapters.ts"
import { UserRepo } from "../accounts/user-repo.ts"
import { addDays } from "../kernel/local-date.ts"
import { BASE_DAY, catalogueArb } from "./concert.arbitraries.ts"
import { ConcertRepo } from "./concert-repo.ts"
import { dashboard } from "./dashboard.ts"
import { discover } from "./discover.ts"
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
