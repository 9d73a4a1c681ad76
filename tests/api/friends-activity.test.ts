/** Concert activity on profiles: shown by the owner's visibility and the viewer's friend degree, never leaked elsewhere. */
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Concert } from "../../domain/concerts/concert.ts"
import { ConcertRepo } from "../../domain/concerts/concert-repo.ts"
import { InterestRepo } from "../../domain/concerts/interest-repo.ts"
import type { ConcertId } from "../../domain/kernel/ids.ts"
import type { LocalDate } from "../../domain/kernel/local-date.ts"
import { errorOf } from "../support/accounts.ts"
import { memoryApp, postgresApp, type TestApp } from "../support/app.ts"
import { befriend, type Fan, fan } from "../support/friends.ts"

const concert = (n: number, date: string, artist: string) =>
  new Concert({
    id: `00000000-0000-4000-8000-0000000c00${n}0` as ConcertId,
    artist,
    venue: "Metro",
    city: "Chicago",
    date: date as LocalDate,
    description: null,
    imageUrl: null,
    createdBy: null,
    createdAt: 1_750_000_000_000
  })

const concerts = [
  concert(1, "2031-05-01", "Later Band"),
  concert(2, "2020-01-01", "Past Band"),
  concert(3, "2030-01-01", "Soon Band"),
  concert(4, "2030-02-02", "Skipped Band")
]

const visibilities = ["public", "friends_of_friends", "friends_only", "private"] as const

for (const [name, make] of [
  ["memory", memoryApp],
  ["postgres", postgresApp]
] as const) {
  describe(`concert activity visibility (${name})`, () => {
    let t: TestApp
    let owner: Fan, friend: Fan, fof: Fan, stranger: Fan
    beforeAll(async () => {
      t = await make()
      owner = await fan(t, "owner@example.com", "Owner")
      friend = await fan(t, "friend@example.com", "Friend")
      fof = await fan(t, "fof@example.com", "Fof")
      stranger = await fan(t, "stranger@example.com", "Stranger")
      await befriend(owner, friend)
      await befriend(friend, fof)
      await t.runtime.runPromise(
        Effect.gen(function* () {
          yield* (yield* ConcertRepo).insertMany(concerts)
          const interests = yield* InterestRepo
          yield* interests.set(owner.id, concerts[0]!.id, "has_tickets", 1)
          yield* interests.set(owner.id, concerts[1]!.id, "interested", 1)
          yield* interests.set(owner.id, concerts[2]!.id, "interested", 1)
          yield* interests.set(owner.id, concerts[3]!.id, "not_interested", 1)
          yield* interests.set(friend.id, concerts[3]!.id, "has_tickets", 1)
        })
      )
    })
    afterAll(() => t.close())

    const activityOf = async (viewer: Fan) => {
      const res = await viewer.b.get(`/api/profiles/${owner.id}/activity`)
      expect(res.statusCode, res.body).toBe(200)
      return res.json()
    }

    it("lists the owner's interested and have-tickets concerts, past and upcoming, soonest first", async () => {
      const seen = await activityOf(owner)
      expect(seen.visible).toBe(true)
      expect(seen.concerts.map((c: { concert: { artist: string }; interestStatus: string }) => [c.concert.artist, c.interestStatus])).toEqual([
        ["Past Band", "interested"],
        ["Soon Band", "interested"],
        ["Later Band", "has_tickets"]
      ])
      expect(seen.concerts[0].concert).toEqual({
        id: concerts[1]!.id,
        artist: "Past Band",
        venue: "Metro",
        city: "Chicago",
        date: "2020-01-01",
        description: null,
        imageUrl: null,
        // Issue #31: a concert as stored before it, scheduled and a whole-day event.
        status: "scheduled",
        statusReason: null,
        previousDate: null,
        previousVenue: null,
        startTime: null,
        doorsTime: null,
        timeZone: null
      })
    })

    it("each setting shows the activity to exactly the degrees it names; the owner always sees it", async () => {
      const shownTo: Record<string, Array<string>> = {}
      for (const visibility of visibilities) {
        expect((await owner.b.send("PUT", "/api/settings", { concertVisibility: visibility })).statusCode).toBe(200)
        shownTo[visibility] = []
        for (const [label, viewer] of [
          ["owner", owner],
          ["friend", friend],
          ["fof", fof],
          ["stranger", stranger]
        ] as const) {
          const seen = await activityOf(viewer)
          if (seen.visible) {
            expect(seen.concerts).toHaveLength(3)
            shownTo[visibility]!.push(label)
          } else {
            expect(seen).toEqual({ visible: false })
          }
        }
      }
      expect(shownTo).toEqual({
        public: ["owner", "friend", "fof", "stranger"],
        friends_of_friends: ["owner", "friend", "fof"],
        friends_only: ["owner", "friend"],
        private: ["owner"]
      })
    })

    it("a private owner's activity appears in no answer of any route a friend can call", async () => {
      await owner.b.send("PUT", "/api/settings", { concertVisibility: "private" })
      const answers = [
        await friend.b.get(`/api/profiles/${owner.id}/activity`),
        await friend.b.get(`/api/profiles/${owner.id}`),
        await friend.b.get("/api/friends"),
        await friend.b.get("/api/friend-requests"),
        await friend.b.get("/api/users/search?email=owner%40example.com")
      ]
      for (const res of answers) {
        expect(res.statusCode).toBe(200)
        for (const c of concerts.slice(0, 3)) expect(res.body).not.toContain(c.id)
        expect(res.body).not.toMatch(/Band/)
      }
      expect((await owner.b.get(`/api/profiles/${owner.id}/activity`)).json().concerts).toHaveLength(3)
    })

    it("an unknown or malformed user id is ProfileNotFound", async () => {
      for (const id of ["00000000-0000-4000-8000-00000000ffff", "not-a-uuid"]) {
        expect(errorOf(await friend.b.get(`/api/profiles/${id}/activity`))).toEqual({ status: 404, error: "ProfileNotFound", message: "Profile not found." })
      }
    })
  })
}
