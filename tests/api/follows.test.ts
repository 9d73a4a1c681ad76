/**
 * Following over HTTP (issue #32), on both adapters: an artist is one key whatever its spelling, followed before it
 * has a concert; a list or a library export imported at once (a preview follows nothing; more than 500 follows none);
 * venues; the fan's cities from the catalogue's, and the concerts page's My Cities; an artist's page with friends'
 * interest; and the profile's Favorite Artists, shown as the person's concert visibility allows.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { ArtistPageDto, FollowsDto, ImportArtistsDto } from "../../domain/follows/contract.ts"
import { memoryApp, postgresApp, type TestApp } from "../support/app.ts"
import { insertConcerts, namedConcert } from "../support/concerts.ts"
import { befriend, type Fan, fan } from "../support/friends.ts"

const concert = namedConcert("f0110000")

for (const [name, make] of [
  ["memory", memoryApp],
  ["postgres", postgresApp]
] as const) {
  describe(`following over HTTP (${name})`, () => {
    let t: TestApp
    let ann: Fan
    let bob: Fan
    let cy: Fan
    const owls = concert(1, "The Midnight Owls", "Metro", "Chicago", 10)
    const owlsAgain = concert(2, "MIDNIGHT OWLS", "Mohawk", "Austin", 20)
    const owlsPast = concert(3, "Midnight Owls", "Metro", "Chicago", -20)
    const motley = concert(4, "Mötley Crüe", "The Showbox", "Seattle", 5)
    beforeAll(async () => {
      t = await make()
      await insertConcerts(t, [owls, owlsAgain, owlsPast, motley])
      ann = await fan(t, "ann@follows.test", "Ann")
      bob = await fan(t, "bob@follows.test", "Bob")
      cy = await fan(t, "cy@follows.test", "Cy")
      await befriend(ann, bob)
    })
    afterAll(() => t.close())

    const follows = async (f: Fan) => {
      const res = await f.b.get("/api/follows")
      expect(res.statusCode, res.body).toBe(200)
      return res.json() as FollowsDto
    }

    it("follows an artist by any spelling as one, before it has a concert too; lists it with its next concert's spelling; unfollows", async () => {
      const first = await ann.b.send("POST", "/api/follows/artists", { artist: "  the midnight owls " })
      expect(first.statusCode, first.body).toBe(200)
      expect(first.json()).toEqual({ key: "midnight owls", artist: "The Midnight Owls", followedAt: expect.any(Number), upcoming: 2 })
      const again = await ann.b.send("POST", "/api/follows/artists", { artist: "MIDNIGHT OWLS" })
      expect(again.json()).toEqual(first.json())
      expect((await ann.b.send("POST", "/api/follows/artists", { artist: "The Beths" })).json()).toMatchObject({
        key: "beths",
        artist: "The Beths",
        upcoming: 0
      })
      expect((await follows(ann)).artists.map((a) => a.key)).toEqual(["beths", "midnight owls"])

      for (const artist of ["", "   ", "Bad\u202eName", "x".repeat(201)]) {
        const refused = await ann.b.send("POST", "/api/follows/artists", { artist })
        expect(refused.statusCode, artist).toBe(400)
        expect(refused.json().error, artist).toBe(artist.length > 200 ? "InvalidRequest" : "InvalidArtistName")
      }

      expect((await ann.b.send("DELETE", "/api/follows/artists/beths")).statusCode).toBe(204)
      expect((await ann.b.send("DELETE", "/api/follows/artists/beths")).statusCode).toBe(204)
      expect((await follows(ann)).artists.map((a) => a.key)).toEqual(["midnight owls"])
    })

    it("suggests the artists of the concerts the fan marked, not followed yet", async () => {
      expect((await cy.b.send("PUT", `/api/concerts/${motley.id}/interest`, { status: "interested" })).statusCode).toBe(200)
      expect((await cy.b.send("PUT", `/api/concerts/${owls.id}/interest`, { status: "has_tickets" })).statusCode).toBe(200)
      expect((await cy.b.send("PUT", `/api/concerts/${owlsPast.id}/interest`, { status: "interested" })).statusCode).toBe(200)
      expect((await follows(cy)).suggestions).toEqual([
        { key: "midnight owls", artist: "Midnight Owls" },
        { key: "motley crue", artist: "Mötley Crüe" }
      ])
      await cy.b.send("POST", "/api/follows/artists", { artist: "Motley Crue" })
      expect((await follows(cy)).suggestions).toEqual([{ key: "midnight owls", artist: "Midnight Owls" }])
    })

    it("imports a pasted list or a library export: matched and unmatched, blank and repeated lines skipped; a preview follows nothing; more than 500 follows none", async () => {
      const dan = await fan(t, "dan@follows.test", "Dan")
      const text = "The Midnight Owls\n\nmidnight owls\nMotley Crue\nNew Band\n"
      const preview = await dan.b.send("POST", "/api/follows/artists/import", { text, preview: true })
      expect(preview.statusCode, preview.body).toBe(200)
      const expected: ImportArtistsDto = {
        // The catalogue's spelling: its next concert's (as the fan's followed artists show it).
        matched: [
          { key: "midnight owls", artist: "The Midnight Owls" },
          { key: "motley crue", artist: "Mötley Crüe" }
        ],
        unmatched: [{ key: "new band", artist: "New Band" }],
        skipped: 2,
        followed: 0
      }
      expect(preview.json()).toEqual(expected)
      expect((await follows(dan)).artists).toEqual([])
      const done = await dan.b.send("POST", "/api/follows/artists/import", { text })
      expect(done.json()).toEqual({ ...expected, followed: 3 })
      expect((await follows(dan)).artists.map((a) => [a.key, a.upcoming])).toEqual([
        ["midnight owls", 2],
        ["motley crue", 1],
        ["new band", 0]
      ])

      // A music library's export: the artist column of a CSV (quoted cells, commas inside), of a tab-separated file.
      const csv = 'Name,Artist,Album\n"Song, One","Crosby, Stills & Nash",Album\nSong Two,New Band,Other\n'
      expect((await dan.b.send("POST", "/api/follows/artists/import", { text: csv })).json()).toEqual({
        matched: [],
        unmatched: [
          { key: "crosby stills nash", artist: "Crosby, Stills & Nash" },
          { key: "new band", artist: "New Band" }
        ],
        skipped: 0,
        followed: 1
      })
      const tabs = "Name\tArtist\nSong\tMötley Crüe\n"
      expect((await dan.b.send("POST", "/api/follows/artists/import", { text: tabs, preview: true })).json()).toMatchObject({
        matched: [{ key: "motley crue", artist: "Mötley Crüe" }]
      })

      const many = Array.from({ length: 501 }, (_, i) => `Band ${i}`).join("\n")
      const refused = await dan.b.send("POST", "/api/follows/artists/import", { text: many })
      expect(refused.statusCode).toBe(400)
      expect(refused.json().error).toBe("ArtistImportTooLarge")
      expect((await follows(dan)).artists).toHaveLength(4)
      const longest = await dan.b.send("POST", "/api/follows/artists/import", { text: "x".repeat(100_001) })
      expect([longest.statusCode, longest.json().error]).toEqual([400, "InvalidRequest"])
    })

    it("follows a venue in its city; unfollows it by its keys", async () => {
      const res = await ann.b.send("POST", "/api/follows/venues", { venue: " METRO ", city: "chicago" })
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json()).toEqual({ venueKey: "metro", cityKey: "chicago", venue: "METRO", city: "chicago", followedAt: expect.any(Number) })
      expect((await follows(ann)).venues).toEqual([res.json()])
      expect((await ann.b.send("POST", "/api/follows/venues", { venue: "", city: "Chicago" })).json().error).toBe("InvalidVenue")
      expect((await ann.b.send("DELETE", "/api/follows/venues/chicago/metro")).statusCode).toBe(204)
      expect((await follows(ann)).venues).toEqual([])
    })

    it("picks cities from the catalogue's (any case), refuses others; the concerts page's My Cities keeps their concerts", async () => {
      const cities = async (f: Fan, query = "") =>
        ((await f.b.get(`/api/concerts?myCities=true${query}`)).json().concerts as Array<{ city: string }>).map((c) => c.city)
      // None picked: every city.
      expect(await cities(bob)).toEqual(["Seattle", "Chicago", "Austin"])
      const set = await bob.b.send("PUT", "/api/settings/cities", { cities: ["austin", "SEATTLE", "Austin"] })
      expect(set.statusCode, set.body).toBe(200)
      expect(set.json()).toEqual({ cities: ["Austin", "Seattle"] })
      expect((await follows(bob)).cities).toEqual(["Austin", "Seattle"])
      expect(await cities(bob)).toEqual(["Seattle", "Austin"])
      expect(await cities(bob, "&city=Austin")).toEqual(["Austin"])
      expect((await bob.b.get("/api/concerts?myCities=false")).json().concerts).toHaveLength(3)

      const unknown = await bob.b.send("PUT", "/api/settings/cities", { cities: ["Austin", "Atlantis"] })
      expect([unknown.statusCode, unknown.json().error]).toEqual([400, "UnknownCity"])
      const tooMany = await bob.b.send("PUT", "/api/settings/cities", { cities: Array.from({ length: 21 }, () => "Austin") })
      expect(tooMany.statusCode).toBe(400)
      expect((await follows(bob)).cities).toEqual(["Austin", "Seattle"])
      expect((await bob.b.send("PUT", "/api/settings/cities", { cities: [] })).json()).toEqual({ cities: [] })
    })

    it("an artist's page: its name, the follow, its concerts from today with friends' interest; one nobody knows has a page too", async () => {
      expect((await bob.b.send("PUT", `/api/concerts/${owlsAgain.id}/interest`, { status: "interested" })).statusCode).toBe(200)
      const res = await ann.b.get(`/api/artists/${encodeURIComponent("midnight owls")}`)
      expect(res.statusCode, res.body).toBe(200)
      const page = res.json() as ArtistPageDto
      expect(page).toMatchObject({ key: "midnight owls", artist: "The Midnight Owls", following: true })
      expect(page.concerts.map((c) => c.id)).toEqual([owls.id, owlsAgain.id])
      expect(page.concerts[1]!.friendInterests).toEqual([{ userId: bob.id, displayName: "Bob", interestStatus: "interested", degree: 1 }])
      expect((await bob.b.get("/api/artists/midnight%20owls")).json()).toMatchObject({ following: false })
      expect((await ann.b.get("/api/artists/nobody%20yet")).json()).toEqual({ key: "nobody yet", artist: null, following: false, concerts: [] })
      expect((await ann.b.get("/api/artists/bad%E2%80%AEkey")).json().error).toBe("InvalidArtistName")
    })

    it("Favorite Artists on a profile: the owner's always; a friend's as their visibility allows; null to whom it hides their activity", async () => {
      const favorites = async (viewer: Fan, owner: Fan) => {
        const res = await viewer.b.get(`/api/profiles/${owner.id}`)
        expect(res.statusCode, res.body).toBe(200)
        return res.json().favoriteArtists as unknown
      }
      expect((await ann.b.send("PUT", "/api/settings", { concertVisibility: "friends_only" })).statusCode).toBe(200)
      const list = [{ key: "midnight owls", artist: "The Midnight Owls" }]
      expect(await favorites(ann, ann)).toEqual(list)
      expect(await favorites(bob, ann)).toEqual(list)
      expect(await favorites(cy, ann)).toBeNull()
      expect((await ann.b.send("PUT", "/api/settings", { concertVisibility: "private" })).statusCode).toBe(200)
      expect(await favorites(bob, ann)).toBeNull()
      expect(await favorites(ann, ann)).toEqual(list)
    })
  })
}
