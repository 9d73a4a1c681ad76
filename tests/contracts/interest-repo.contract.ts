/** The InterestRepo contract: every adapter must pass it. */
import { Effect, Option } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { UserRepo } from "../../domain/accounts/user-repo.ts"
import { catalogueArb } from "../../domain/concerts/concert.arbitraries.ts"
import { ConcertRepo } from "../../domain/concerts/concert-repo.ts"
import { InterestRepo } from "../../domain/concerts/interest-repo.ts"
import { FriendshipRepo } from "../../domain/friends/friendship-repo.ts"
import { aUser, type FreshStore, withStore } from "./fresh-store.ts"

const T0 = 1_800_000_000_000

export const interestRepoContract = (name: string, fresh: FreshStore) =>
  describe(`InterestRepo contract: ${name}`, () => {
    const run = withStore(fresh)

    it("activity is the user's interested / has-tickets concerts by date then id; a later status replaces an earlier one", async () => {
      const catalogue = [...fc.sample(catalogueArb(6, 6), { numRuns: 1, seed: 42 })[0]!]
      const [a, b, c, d, e] = catalogue
      const got = await run(
        Effect.gen(function* () {
          const users = yield* UserRepo
          yield* users.insert(aUser(1))
          yield* users.insert(aUser(2))
          yield* (yield* ConcertRepo).insertMany(catalogue)
          const interests = yield* InterestRepo
          const me = aUser(1).id
          yield* interests.set(me, a!.id, "interested", T0)
          yield* interests.set(me, b!.id, "has_tickets", T0)
          yield* interests.set(me, c!.id, "not_interested", T0)
          yield* interests.set(me, d!.id, "has_tickets", T0)
          yield* interests.set(me, d!.id, "not_interested", T0 + 1)
          yield* interests.set(me, e!.id, "interested", T0)
          yield* interests.set(me, e!.id, "has_tickets", T0 + 1)
          yield* interests.set(aUser(2).id, c!.id, "has_tickets", T0)
          return { mine: yield* interests.activityOf(me), none: yield* interests.activityOf("not-a-uuid") }
        })
      )
      const expected = [
        [a!, "interested"],
        [b!, "has_tickets"],
        [e!, "has_tickets"]
      ] as const
      const byDateThenId = (x: { concert: { date: string; id: string } }, y: { concert: { date: string; id: string } }) =>
        x.concert.date === y.concert.date ? (x.concert.id < y.concert.id ? -1 : 1) : x.concert.date < y.concert.date ? -1 : 1
      expect(got.mine).toEqual(expected.map(([concert, status]) => ({ concert, status })).sort(byDateThenId))
      expect(got.none).toEqual([])
    })

    it("set answers the status it replaced (none for a first one), and stores nothing for a concert that is gone", async () => {
      const catalogue = [...fc.sample(catalogueArb(2, 2), { numRuns: 1, seed: 7 })[0]!]
      const [kept, gone] = catalogue
      const got = await run(
        Effect.gen(function* () {
          yield* (yield* UserRepo).insert(aUser(1))
          const concerts = yield* ConcertRepo
          yield* concerts.insertMany(catalogue)
          const interests = yield* InterestRepo
          const me = aUser(1).id
          const answers = [
            yield* interests.set(me, kept!.id, "not_interested", T0),
            yield* interests.set(me, kept!.id, "interested", T0 + 1),
            yield* interests.set(me, kept!.id, "interested", T0 + 2),
            yield* interests.set(me, kept!.id, "has_tickets", T0 + 3)
          ]
          yield* concerts.delete(gone!.id)
          const onGone = yield* interests.set(me, gone!.id, "has_tickets", T0)
          return { answers, onGone, activity: yield* interests.activityOf(me) }
        })
      )
      expect(got.answers).toEqual([Option.some(null), Option.some("not_interested"), Option.some("interested"), Option.some("interested")])
      expect(got.onGone).toEqual(Option.none())
      expect(got.activity).toEqual([{ concert: kept, status: "has_tickets" }])
    })
    it("friendsInterestIn: the user's friends with a status for that concert, in id order; not friends' friends, not other concerts", async () => {
      const [one, other] = [...fc.sample(catalogueArb(2, 2), { numRuns: 1, seed: 11 })[0]!]
      const got = await run(
        Effect.gen(function* () {
          const users = yield* UserRepo
          for (const n of [1, 2, 3, 4, 5, 6]) yield* users.insert(aUser(n))
          yield* (yield* ConcertRepo).insertMany([one!, other!])
          const friendships = yield* FriendshipRepo
          const [me, f1, f2, f3, ff, stranger] = [1, 2, 3, 4, 5, 6].map((n) => aUser(n).id)
          for (const friend of [f1!, f2!, f3!]) yield* friendships.add(me!, friend, T0)
          yield* friendships.add(f1!, ff!, T0)
          const interests = yield* InterestRepo
          yield* interests.set(f3!, one!.id, "has_tickets", T0)
          yield* interests.set(f1!, one!.id, "not_interested", T0)
          yield* interests.set(f1!, one!.id, "interested", T0 + 1)
          yield* interests.set(f2!, other!.id, "interested", T0)
          yield* interests.set(ff!, one!.id, "interested", T0)
          yield* interests.set(stranger!, one!.id, "has_tickets", T0)
          yield* interests.set(me!, one!.id, "has_tickets", T0)
          return {
            mine: yield* interests.friendsInterestIn(me!, one!.id),
            none: yield* interests.friendsInterestIn("not-a-uuid", one!.id),
            ids: { f1: f1!, f3: f3! }
          }
        })
      )
      expect(got.mine).toEqual([
        { userId: got.ids.f1, status: "interested" },
        { userId: got.ids.f3, status: "has_tickets" }
      ])
      expect(got.none).toEqual([])
    })
  })
