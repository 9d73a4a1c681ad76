/**
 * The FollowRepo contract (issue #32): every adapter must pass it. Artists are followed by key once (again keeps the
 * first instant and name), listed by key with the spelling of their next concert and their concerts from a day
 * counted; a list is followed at once, answering how many were new; venues by their keys; the cities replaced; the
 * suggestions are the marked concerts' artists not followed, most marked first; the catalogue's artists by key. The
 * memory adapter keys a concert by `artistKey(concert.artist)`, PostgreSQL by its stored `artist_key`: they agree.
 */
import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { UserRepo } from "../../domain/accounts/user-repo.ts"
import { Concert } from "../../domain/concerts/concert.ts"
import { ConcertRepo } from "../../domain/concerts/concert-repo.ts"
import { InterestRepo } from "../../domain/concerts/interest-repo.ts"
import { artistKey, venueKey } from "../../domain/follows/artist-key.ts"
import { FollowRepo } from "../../domain/follows/follow-repo.ts"
import type { ConcertId } from "../../domain/kernel/ids.ts"
import type { LocalDate } from "../../domain/kernel/local-date.ts"
import { aUser, anId, type FreshStore, withStore } from "./fresh-store.ts"

const T0 = 1_800_000_000_000
const id = (n: number) => aUser(n).id
const DAY = "2026-06-10" as LocalDate

const concert = (n: number, artist: string, date: string, city = "Austin", venue = "Mohawk") =>
  new Concert({
    id: anId(3200 + n) as ConcertId,
    artist,
    venue,
    city,
    date: date as LocalDate,
    description: null,
    imageUrl: null,
    createdBy: null,
    createdAt: T0
  })

/** The Midnight Owls under three spellings (past, next, later), Mötley Crüe once, a band without letters. */
const CATALOGUE = [
  concert(1, "The Midnight Owls", "2026-06-01"),
  concert(2, "MIDNIGHT OWLS", "2026-06-12", "Chicago", "Metro"),
  concert(3, "Midnight Owls", "2026-07-01"),
  concert(4, "Mötley Crüe", "2026-06-20"),
  concert(5, "!!!", "2026-06-15"),
  concert(6, "Wilco", "2026-05-01")
]

const people = (count: number) =>
  Effect.gen(function* () {
    const users = yield* UserRepo
    for (let n = 0; n < count; n++) yield* users.insert(aUser(n))
  })

export const followRepoContract = (name: string, fresh: FreshStore) =>
  describe(`FollowRepo contract: ${name}`, () => {
    const run = withStore(fresh)

    it("follows an artist once by key (again keeps the first instant and name); lists by key with the next concert's spelling and the upcoming counted; unfollows once", async () => {
      const got = await run(
        Effect.gen(function* () {
          yield* people(3)
          yield* (yield* ConcertRepo).insertMany(CATALOGUE)
          const follows = yield* FollowRepo
          const owls = artistKey("the midnight owls")
          const made = [
            yield* follows.followArtist(id(0), owls, "the midnight owls", T0),
            yield* follows.followArtist(id(0), owls, "Midnight Owls", T0 + 5),
            yield* follows.followArtist(id(0), "the beths", "The Beths", T0 + 9),
            yield* follows.followArtist(id(0), artistKey("Motley Crue"), "Motley Crue", T0 + 10),
            yield* follows.followArtist(id(0), "!!!", "!!!", T0 + 11),
            yield* follows.followArtist(id(1), owls, "OWLS", T0 + 12),
            // Nobody's account: nothing.
            yield* follows.followArtist(anId(999), owls, "x", T0),
            yield* follows.followArtist("not-a-uuid", owls, "x", T0)
          ]
          const listed = yield* follows.artistsOf(id(0), DAY)
          const later = yield* follows.artistsOf(id(0), "2026-06-13" as LocalDate)
          const which = yield* follows.followsArtists(id(0), [owls, "wilco", "the beths", ""])
          const unfollowed = [
            yield* follows.unfollowArtist(id(0), "the beths"),
            yield* follows.unfollowArtist(id(0), "the beths"),
            yield* follows.unfollowArtist("x", owls)
          ]
          return {
            made,
            listed,
            later,
            which: [...which].sort(),
            unfollowed,
            after: (yield* follows.artistsOf(id(0), DAY)).map((a) => a.key),
            other: yield* follows.artistsOf(id(1), DAY),
            none: yield* follows.artistsOf(id(2), DAY),
            odd: { list: yield* follows.artistsOf("x", DAY), which: [...(yield* follows.followsArtists("x", [owls]))] }
          }
        })
      )
      expect(got.made).toEqual([true, false, true, true, true, true, false, false])
      expect(got.listed).toEqual([
        { key: "!!!", artist: "!!!", followedAt: T0 + 11, upcoming: 1 },
        { key: "midnight owls", artist: "MIDNIGHT OWLS", followedAt: T0, upcoming: 2 },
        { key: "motley crue", artist: "Mötley Crüe", followedAt: T0 + 10, upcoming: 1 },
        { key: "the beths", artist: "The Beths", followedAt: T0 + 9, upcoming: 0 }
      ])
      expect(got.later.find((a) => a.key === "midnight owls")).toEqual({ key: "midnight owls", artist: "Midnight Owls", followedAt: T0, upcoming: 1 })
      expect(got.which).toEqual(["midnight owls", "the beths"])
      expect(got.unfollowed).toEqual([true, false, false])
      expect(got.after).toEqual(["!!!", "midnight owls", "motley crue"])
      expect(got.other).toEqual([{ key: "midnight owls", artist: "MIDNIGHT OWLS", followedAt: T0 + 12, upcoming: 2 }])
      expect(got.none).toEqual([])
      expect(got.odd).toEqual({ list: [], which: [] })
    })

    it("follows a list at once: those not followed yet, the first of a repeated key; answers how many were new", async () => {
      const got = await run(
        Effect.gen(function* () {
          yield* people(1)
          const follows = yield* FollowRepo
          yield* follows.followArtist(id(0), "wilco", "Wilco", T0)
          const list = [
            { key: "wilco", artist: "WILCO" },
            { key: "mitski", artist: "Mitski" },
            { key: "fleet foxes", artist: "Fleet Foxes" },
            { key: "mitski", artist: "MITSKI" }
          ]
          const first = yield* follows.followArtists(id(0), list, T0 + 1)
          const again = yield* follows.followArtists(id(0), list, T0 + 2)
          const empty = yield* follows.followArtists(id(0), [], T0 + 3)
          const nobody = yield* follows.followArtists(anId(999), list, T0 + 3)
          return { first, again, empty, nobody, listed: yield* follows.artistsOf(id(0), DAY) }
        })
      )
      expect(got).toEqual({
        first: 2,
        again: 0,
        empty: 0,
        nobody: 0,
        listed: [
          { key: "fleet foxes", artist: "Fleet Foxes", followedAt: T0 + 1, upcoming: 0 },
          { key: "mitski", artist: "Mitski", followedAt: T0 + 1, upcoming: 0 },
          { key: "wilco", artist: "Wilco", followedAt: T0, upcoming: 0 }
        ]
      })
    })

    it("follows a venue in its city once, lists by city then venue key, unfollows once; replaces the cities (a later spelling wins, none clears)", async () => {
      const got = await run(
        Effect.gen(function* () {
          yield* people(2)
          const follows = yield* FollowRepo
          const metro = { ...venueKey("Metro", "Chicago"), venue: "Metro", city: "Chicago" }
          const mohawk = { ...venueKey("Mohawk", "Austin"), venue: "Mohawk", city: "Austin" }
          const made = [
            yield* follows.followVenue(id(0), metro, T0),
            yield* follows.followVenue(id(0), { ...metro, venue: "METRO" }, T0 + 1),
            yield* follows.followVenue(id(0), mohawk, T0 + 2),
            yield* follows.followVenue(anId(999), mohawk, T0 + 2)
          ]
          const venues = yield* follows.venuesOf(id(0))
          const unfollowed = [yield* follows.unfollowVenue(id(0), "metro", "chicago"), yield* follows.unfollowVenue(id(0), "metro", "chicago")]
          yield* follows.setCities(id(0), [
            { key: "chicago", city: "Chicago" },
            { key: "austin", city: "Austin" }
          ])
          const cities = yield* follows.citiesOf(id(0))
          yield* follows.setCities(id(0), [
            { key: "austin", city: "AUSTIN" },
            { key: "seattle", city: "Seattle" },
            { key: "seattle", city: "SEATTLE" }
          ])
          const replaced = yield* follows.citiesOf(id(0))
          yield* follows.setCities(id(1), [{ key: "austin", city: "Austin" }])
          yield* follows.setCities(id(0), [])
          return {
            made,
            venues,
            unfollowed,
            left: yield* follows.venuesOf(id(0)),
            cities,
            replaced,
            cleared: yield* follows.citiesOf(id(0)),
            others: yield* follows.citiesOf(id(1)),
            odd: yield* follows.citiesOf("x")
          }
        })
      )
      expect(got.made).toEqual([true, false, true, false])
      expect(got.venues).toEqual([
        { venueKey: "mohawk", cityKey: "austin", venue: "Mohawk", city: "Austin", followedAt: T0 + 2 },
        { venueKey: "metro", cityKey: "chicago", venue: "Metro", city: "Chicago", followedAt: T0 }
      ])
      expect(got.unfollowed).toEqual([true, false])
      expect(got.left.map((v) => v.venueKey)).toEqual(["mohawk"])
      expect(got.cities).toEqual([
        { key: "austin", city: "Austin" },
        { key: "chicago", city: "Chicago" }
      ])
      expect(got.replaced).toEqual([
        { key: "austin", city: "AUSTIN" },
        { key: "seattle", city: "SEATTLE" }
      ])
      expect(got.cleared).toEqual([])
      expect(got.others).toEqual([{ key: "austin", city: "Austin" }])
      expect(got.odd).toEqual([])
    })

    it("suggests the marked concerts' artists not followed (interested or tickets, any date), most marked first; the catalogue's artists by key with their next concert's spelling, else the latest", async () => {
      const got = await run(
        Effect.gen(function* () {
          yield* people(2)
          yield* (yield* ConcertRepo).insertMany(CATALOGUE)
          const interests = yield* InterestRepo
          const mark = (n: number, status: "interested" | "has_tickets" | "not_interested") => interests.set(id(0), anId(3200 + n) as ConcertId, status, T0)
          yield* mark(1, "interested")
          yield* mark(3, "has_tickets")
          yield* mark(4, "interested")
          yield* mark(6, "not_interested")
          yield* mark(5, "has_tickets")
          const follows = yield* FollowRepo
          const before = yield* follows.suggestedArtists(id(0), 10)
          const two = yield* follows.suggestedArtists(id(0), 2)
          yield* follows.followArtist(id(0), "midnight owls", "Owls", T0)
          return {
            before,
            two,
            after: yield* follows.suggestedArtists(id(0), 10),
            nobody: yield* follows.suggestedArtists(id(1), 10),
            catalogue: [...(yield* follows.catalogueArtists(["midnight owls", "wilco", "the beths", "!!!"], DAY)).entries()].sort(),
            later: [...(yield* follows.catalogueArtists(["midnight owls"], "2026-06-13" as LocalDate)).entries()],
            empty: [...(yield* follows.catalogueArtists([], DAY)).entries()]
          }
        })
      )
      expect(got.before).toEqual([
        { key: "midnight owls", artist: "Midnight Owls" },
        { key: "!!!", artist: "!!!" },
        { key: "motley crue", artist: "Mötley Crüe" }
      ])
      expect(got.two).toEqual(got.before.slice(0, 2))
      expect(got.after).toEqual(got.before.slice(1))
      expect(got.nobody).toEqual([])
      // The next concert's spelling from the day on (as a fan's followed artists show it), else the latest one's.
      expect(got.catalogue).toEqual([
        ["!!!", "!!!"],
        ["midnight owls", "MIDNIGHT OWLS"],
        ["wilco", "Wilco"]
      ])
      expect(got.later).toEqual([["midnight owls", "Midnight Owls"]])
      expect(got.empty).toEqual([])
    })
  })
