/** The InterestRepo contract: every adapter must pass it. */
import { Effect, Option } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { ProfileRepo } from "../../domain/accounts/profile-repo.ts"
import { UserRepo } from "../../domain/accounts/user-repo.ts"
import { catalogueArb } from "../../domain/concerts/concert.arbitraries.ts"
import { ConcertRepo } from "../../domain/concerts/concert-repo.ts"
import { InterestRepo } from "../../domain/concerts/interest-repo.ts"
import { FriendshipRepo } from "../../domain/friends/friendship-repo.ts"
import { BlockRepo } from "../../domain/safety/block-repo.ts"
import { aUser, type FreshStore, withStore } from "./fresh-store.ts"
import { suspendInStore } from "./suspensions.ts"

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

    it("interestedNear: the interested people within the degree, by id, each with the other ticket holders shown to them", async () => {
      const [one, other] = [...fc.sample(catalogueArb(2, 2), { numRuns: 1, seed: 13 })[0]!]
      const got = await run(
        Effect.gen(function* () {
          const users = yield* UserRepo
          for (const n of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]) yield* users.insert(aUser(n))
          yield* (yield* ConcertRepo).insertMany([one!, other!])
          const [me, f1, f2, ff, far, hidden, h2, f3, mid, h3] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => aUser(n).id)
          const profile = { bio: null, avatarUrl: null, inviteCount: 5, totalInvitesSent: 0, createdAt: T0 }
          yield* (yield* ProfileRepo).create({ ...profile, userId: hidden!, displayName: "Hidden", concertVisibility: "private" })
          yield* (yield* ProfileRepo).create({ ...profile, userId: h2!, displayName: "Hal", concertVisibility: "public" })
          const friendships = yield* FriendshipRepo
          const pairs = [
            [me, f1],
            [me, f2],
            [me, f3],
            [f1, ff],
            [f1, h2],
            [ff, far],
            [ff, hidden],
            [f1, mid],
            [mid, h3]
          ]
          for (const [a, b] of pairs) yield* friendships.add(a!, b!, T0)
          const interests = yield* InterestRepo
          const statuses = [
            [me, "has_tickets"],
            [f1, "interested"],
            [f2, "has_tickets"],
            [f3, "not_interested"],
            [ff, "interested"],
            [far, "interested"],
            [hidden, "has_tickets"],
            [h2, "has_tickets"],
            [h3, "has_tickets"]
          ] as const
          for (const [userId, status] of statuses) yield* interests.set(userId!, one!.id, status, T0)
          yield* interests.set(f3!, other!.id, "interested", T0)
          const NOW = T0 + 1
          const near = (degree: 1 | 2, people: number, holders: number) => interests.interestedNear(me!, one!.id, { degree, people, holders }, NOW)
          const found = {
            all: yield* near(2, 10, 2),
            friends: yield* near(1, 10, 2),
            capped: yield* near(2, 1, 1),
            none: yield* interests.interestedNear("not-a-uuid", one!.id, { degree: 2, people: 10, holders: 2 }, NOW)
          }
          // Issue #29: an account away (suspended, or waiting to be purged) holds no ticket and is no path; nobody
          // hidden from the person is among the interested.
          yield* suspendInStore(f2!, T0, null)
          const holderAway = yield* near(2, 10, 3)
          yield* suspendInStore(mid!, T0, null)
          const midAway = yield* near(2, 10, 3)
          yield* (yield* BlockRepo).block(ff!, me!, T0)
          const blocked = yield* near(2, 10, 3)
          yield* users.requestDeletion(f1!, T0)
          const leaving = yield* near(2, 10, 3)
          return { ...found, holderAway, midAway, blocked, leaving, ids: { f1: f1!, f2: f2!, ff: ff!, h2: h2!, h3: h3! } }
        })
      )
      const { f1, f2, ff, h2, h3 } = got.ids
      const holder = (userId: string, degree: 1 | 2, visibility: string, displayName: string | null) => ({
        userId,
        status: "has_tickets",
        degree,
        visibility,
        displayName
      })
      const f1Sees = [holder(f2, 2, "friends_of_friends", null), holder(h2, 1, "public", "Hal")]
      expect(got.all).toEqual([
        { userId: f1, degree: 1, ticketHolders: f1Sees },
        { userId: ff, degree: 2, ticketHolders: [holder(h2, 2, "public", "Hal")] }
      ])
      expect(got.friends).toEqual([{ userId: f1, degree: 1, ticketHolders: f1Sees }])
      expect(got.capped).toEqual([{ userId: f1, degree: 1, ticketHolders: f1Sees.slice(0, 1) }])
      expect(got.none).toEqual([])
      const ffSees = { userId: ff, degree: 2, ticketHolders: [holder(h2, 2, "public", "Hal")] }
      expect(got.holderAway).toEqual([
        { userId: f1, degree: 1, ticketHolders: [holder(h2, 1, "public", "Hal"), holder(h3, 2, "friends_of_friends", null)] },
        ffSees
      ])
      expect(got.midAway).toEqual([{ userId: f1, degree: 1, ticketHolders: [holder(h2, 1, "public", "Hal")] }, ffSees])
      expect(got.blocked).toEqual([{ userId: f1, degree: 1, ticketHolders: [holder(h2, 1, "public", "Hal")] }])
      expect(got.leaving).toEqual([])
    })
  })
