/** The FriendRequestRepo contract: every adapter must pass it. */
import { Effect, Option } from "effect"
import { describe, expect, it } from "vitest"
import { ProfileRepo } from "../../domain/accounts/profile-repo.ts"
import { UserRepo } from "../../domain/accounts/user-repo.ts"
import { FriendRequestRepo } from "../../domain/friends/friend-request-repo.ts"
import { aUser, anId, type FreshStore, withStore } from "./fresh-store.ts"

const T0 = 1_800_000_000_000
const id = (n: number) => aUser(n).id
const request = (n: number, from: number, to: number, at = T0 + n) => ({ id: anId(n), senderId: id(from), receiverId: id(to), createdAt: at })

const threeUsers = Effect.gen(function* () {
  const users = yield* UserRepo
  for (const n of [1, 2, 3]) yield* users.insert(aUser(n))
  yield* (yield* ProfileRepo).create({
    userId: id(1),
    displayName: "Ann",
    bio: null,
    avatarUrl: null,
    concertVisibility: "public",
    inviteCount: 5,
    totalInvitesSent: 0,
    createdAt: T0
  })
  return yield* FriendRequestRepo
})

export const friendRequestRepoContract = (name: string, fresh: FreshStore) =>
  describe(`FriendRequestRepo contract: ${name}`, () => {
    const run = withStore(fresh)

    it("one pending request per pair, whichever way round; an answered one no longer counts", async () => {
      const got = await run(
        Effect.gen(function* () {
          const requests = yield* threeUsers
          yield* requests.create(request(1, 1, 2))
          const same = yield* Effect.flip(requests.create(request(2, 1, 2)))
          const reverse = yield* Effect.flip(requests.create(request(3, 2, 1)))
          const rejected = yield* requests.setStatus(anId(1), "rejected", T0 + 10)
          yield* requests.create(request(4, 2, 1))
          return { same, reverse, rejected, between: yield* requests.pendingBetween(id(1), id(2)), old: yield* requests.find(anId(1)) }
        })
      )
      expect([got.same._tag, got.reverse._tag]).toEqual(["FriendRequestAlreadyExists", "FriendRequestAlreadyExists"])
      expect(got.rejected).toBe(true)
      expect(Option.getOrThrow(got.between)).toEqual({
        ...request(4, 2, 1),
        status: "pending",
        senderName: null,
        receiverName: "Ann"
      })
      expect(Option.getOrThrow(got.old).status).toBe("rejected")
    })

    it("incoming and outgoing list pending requests only, newest first, with names", async () => {
      const got = await run(
        Effect.gen(function* () {
          const requests = yield* threeUsers
          yield* requests.create(request(1, 2, 1, T0 + 1))
          yield* requests.create(request(2, 3, 1, T0 + 2))
          const refused = yield* Effect.flip(requests.create(request(3, 1, 3, T0 + 3)))
          yield* requests.create(request(4, 2, 3, T0 + 4))
          yield* requests.setStatus(anId(4), "accepted", T0 + 5)
          return {
            refused: refused._tag,
            incoming1: yield* requests.incoming(id(1)),
            outgoing2: yield* requests.outgoing(id(2)),
            incoming3: yield* requests.incoming(id(3))
          }
        })
      )
      expect(got.incoming1.map((r) => [r.id, r.senderName, r.receiverName])).toEqual([
        [anId(2), null, "Ann"],
        [anId(1), null, "Ann"]
      ])
      expect(got.outgoing2.map((r) => r.id)).toEqual([anId(1)])
      expect(got.incoming3).toEqual([])
      expect(got.refused).toBe("FriendRequestAlreadyExists")
    })

    it("a request is answered once and deleted only while pending; unknown ids change nothing", async () => {
      const got = await run(
        Effect.gen(function* () {
          const requests = yield* threeUsers
          yield* requests.create(request(1, 1, 2))
          yield* requests.create(request(2, 1, 3))
          return {
            accept: yield* requests.setStatus(anId(1), "accepted", T0 + 10),
            rejectAfter: yield* requests.setStatus(anId(1), "rejected", T0 + 11),
            deleteAnswered: yield* requests.delete(anId(1)),
            deletePending: yield* requests.delete(anId(2)),
            deleteAgain: yield* requests.delete(anId(2)),
            unknown: [yield* requests.setStatus("nope", "accepted", T0), yield* requests.delete("nope")],
            gone: yield* requests.find(anId(2)),
            answered: yield* requests.find(anId(1)),
            malformed: yield* requests.find("nope")
          }
        })
      )
      expect([got.accept, got.rejectAfter, got.deleteAnswered, got.deletePending, got.deleteAgain]).toEqual([true, false, false, true, false])
      expect(got.unknown).toEqual([false, false])
      expect(Option.isNone(got.gone) && Option.isNone(got.malformed)).toBe(true)
      expect(Option.getOrThrow(got.answered).status).toBe("accepted")
    })
  })
