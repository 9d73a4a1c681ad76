/** The SuggestionRepo contract (issue #29): every adapter must pass it. */
import { Effect, Option } from "effect"
import { describe, expect, it } from "vitest"
import { Concert } from "../../domain/concerts/concert.ts"
import { ConcertRepo } from "../../domain/concerts/concert-repo.ts"
import { type NewSuggestion, SuggestionRepo } from "../../domain/curation/suggestion-repo.ts"
import { ConcertId } from "../../domain/kernel/ids.ts"
import type { LocalDate } from "../../domain/kernel/local-date.ts"
import { aUser, anId, type FreshStore, withStore } from "./fresh-store.ts"
import { people } from "./invitation-repo.contract.ts"

const T0 = 1_750_000_000_000
const DAY = 24 * 60 * 60_000

const aSuggestion = (n: number, user: number, at = T0 + n * 1000): NewSuggestion => ({
  id: anId(9000 + n),
  suggestedBy: aUser(user).id,
  artist: `Artist ${n}`,
  venue: "Hall",
  city: "Oslo",
  date: "2099-01-01" as LocalDate,
  description: n === 1 ? "Doors at 7\nShow at 8" : null,
  imageUrl: n === 1 ? "https://example.com/a.jpg" : null,
  createdAt: at
})

const aConcert = (n: number) =>
  new Concert({
    id: ConcertId.make(anId(7000 + n)),
    artist: `Concert ${n}`,
    venue: "Hall",
    city: "Oslo",
    date: "2099-01-01" as LocalDate,
    description: null,
    imageUrl: null,
    createdBy: null,
    createdAt: T0
  })

const cap = (now: number, max = 3) => ({ since: now - DAY, max })

export const suggestionRepoContract = (name: string, fresh: FreshStore) =>
  describe(`SuggestionRepo contract: ${name}`, () => {
    const run = withStore(fresh)

    it("stores a pending suggestion with its suggester's address and name; unknown and malformed ids are none", async () => {
      const got = await run(
        Effect.gen(function* () {
          yield* people(2)
          const repo = yield* SuggestionRepo
          const added = [yield* repo.addUnderCap(aSuggestion(1, 1), cap(T0)), yield* repo.addUnderCap(aSuggestion(2, 2), cap(T0))]
          return {
            added,
            one: yield* repo.find(anId(9001)),
            two: yield* repo.lock(anId(9002)),
            unknown: yield* repo.find(anId(9999)),
            bad: yield* repo.lock("nope")
          }
        })
      )
      expect(got.added).toEqual([null, null])
      expect(Option.getOrThrow(got.one)).toEqual({
        ...aSuggestion(1, 1),
        status: "pending",
        concertId: null,
        reason: null,
        decidedAt: null,
        decidedBy: null,
        suggesterEmail: "user1@example.com",
        suggesterName: null
      })
      expect(Option.getOrThrow(got.two)).toMatchObject({ suggesterEmail: "user2@example.com", suggesterName: "Name 2" })
      expect(Option.isNone(got.unknown) && Option.isNone(got.bad)).toBe(true)
    })

    it("takes at most cap.max of one suggester's in the window, answering when the oldest of them was made; older ones and others' do not count", async () => {
      const now = T0 + 10 * DAY
      const got = await run(
        Effect.gen(function* () {
          yield* people(2)
          const repo = yield* SuggestionRepo
          const old = yield* repo.addUnderCap(aSuggestion(1, 1, now - DAY - 1), cap(now - DAY))
          const inWindow = []
          for (const n of [2, 3, 4, 5]) inWindow.push(yield* repo.addUnderCap(aSuggestion(n, 1, now - (6 - n) * 60_000), cap(now)))
          const other = yield* repo.addUnderCap(aSuggestion(6, 2, now), cap(now))
          return { old, inWindow, other, mine: (yield* repo.mine(aUser(1).id, 100)).map((s) => s.id) }
        })
      )
      expect(got.old).toBeNull()
      expect(got.inWindow).toEqual([null, null, null, now - 4 * 60_000])
      expect(got.other).toBeNull()
      expect(got.mine).toEqual([anId(9004), anId(9003), anId(9002), anId(9001)])
    })

    it("lists one suggester's newest first, the pending oldest first and the decided latest decision first, each up to the limit", async () => {
      const got = await run(
        Effect.gen(function* () {
          yield* people(2)
          const repo = yield* SuggestionRepo
          for (const [n, user] of [
            [1, 1],
            [2, 2],
            [3, 1],
            [4, 1]
          ] as const)
            yield* repo.addUnderCap(aSuggestion(n, user), cap(T0 + n * 1000, 10))
          yield* repo.decide(anId(9003), { status: "rejected", concertId: null, reason: "Spam", decidedBy: aUser(2).id, at: T0 + 20_000 })
          yield* repo.decide(anId(9001), { status: "rejected", concertId: null, reason: "Wrong", decidedBy: null, at: T0 + 30_000 })
          return {
            mine: (yield* repo.mine(aUser(1).id, 100)).map((s) => s.id),
            mineTwo: (yield* repo.mine(aUser(1).id, 2)).map((s) => s.id),
            nobody: yield* repo.mine("not-a-uuid", 10),
            pending: (yield* repo.pending(100)).map((s) => s.id),
            pendingOne: (yield* repo.pending(1)).map((s) => s.id),
            decided: (yield* repo.decided(100)).map((s) => [s.id, s.reason, s.decidedBy])
          }
        })
      )
      expect(got.mine).toEqual([anId(9004), anId(9003), anId(9001)])
      expect(got.mineTwo).toEqual([anId(9004), anId(9003)])
      expect(got.nobody).toEqual([])
      expect(got.pending).toEqual([anId(9002), anId(9004)])
      expect(got.pendingOne).toEqual([anId(9002)])
      expect(got.decided).toEqual([
        [anId(9001), "Wrong", null],
        [anId(9003), "Spam", aUser(2).id]
      ])
    })

    it("decides a pending one once; its concert is forgotten when that concert is deleted", async () => {
      const got = await run(
        Effect.gen(function* () {
          yield* people(2)
          const repo = yield* SuggestionRepo
          const concerts = yield* ConcertRepo
          yield* concerts.insert(aConcert(1))
          yield* concerts.insert(aConcert(2))
          yield* repo.addUnderCap(aSuggestion(1, 1), cap(T0))
          yield* repo.addUnderCap(aSuggestion(2, 1), cap(T0))
          const approved = yield* repo.decide(anId(9001), { status: "approved", concertId: anId(7001), reason: null, decidedBy: aUser(2).id, at: T0 + 5000 })
          const again = yield* repo.decide(anId(9001), { status: "rejected", concertId: null, reason: "Late", decidedBy: null, at: T0 + 6000 })
          const unknown = yield* repo.decide(anId(9999), { status: "rejected", concertId: null, reason: "No", decidedBy: null, at: T0 + 6000 })
          yield* repo.decide(anId(9002), { status: "merged", concertId: anId(7002), reason: null, decidedBy: null, at: T0 + 7000 })
          yield* concerts.delete(ConcertId.make(anId(7002)))
          return { approved, again, unknown, merged: yield* repo.find(anId(9002)), kept: yield* repo.find(anId(9001)) }
        })
      )
      expect(Option.getOrThrow(got.approved)).toMatchObject({
        id: anId(9001),
        status: "approved",
        concertId: anId(7001),
        reason: null,
        decidedAt: T0 + 5000,
        decidedBy: aUser(2).id
      })
      expect(Option.isNone(got.again) && Option.isNone(got.unknown)).toBe(true)
      expect(Option.getOrThrow(got.kept)).toMatchObject({ status: "approved", concertId: anId(7001) })
      expect(Option.getOrThrow(got.merged)).toMatchObject({ status: "merged", concertId: null, decidedAt: T0 + 7000 })
    })
  })
