/** FollowRepo in memory (issue #32): the executable specification of the Postgres adapter. A concert's key is `artistKey(concert.artist)`. */
import { Effect, Layer } from "effect"
import type { Concert } from "../../domain/concerts/concert.ts"
import { artistKey } from "../../domain/follows/artist-key.ts"
import { type FollowedArtist, FollowRepo } from "../../domain/follows/follow-repo.ts"
import { byDateThenId } from "./concert-curation.memory.ts"
import { followKey, MemoryStore, type Tables } from "./store.ts"

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/** Each artist key's concerts, by date then id. */
const concertsByKey = (tables: Tables): ReadonlyMap<string, ReadonlyArray<Concert>> => {
  const byKey = new Map<string, Array<Concert>>()
  for (const c of [...tables.concerts.values()].sort(byDateThenId)) {
    const key = artistKey(c.artist)
    byKey.set(key, [...(byKey.get(key) ?? []), c])
  }
  return byKey
}

export const layer: Layer.Layer<FollowRepo, never, MemoryStore> = Layer.effect(
  FollowRepo,
  Effect.gen(function* () {
    const { tables } = yield* MemoryStore
    const follow = (userId: string, key: string, artist: string, at: number): boolean => {
      const row = followKey(userId, key)
      if (tables.artistFollows.has(row) || !tables.users.has(userId)) return false
      tables.artistFollows.set(row, { userId, key, artist, createdAt: at })
      return true
    }
    return FollowRepo.of({
      followArtist: (userId, key, artist, at) => Effect.sync(() => follow(userId, key, artist, at)),
      unfollowArtist: (userId, key) => Effect.sync(() => tables.artistFollows.delete(followKey(userId, key))),
      followArtists: (userId, artists, at) => Effect.sync(() => artists.filter((a) => follow(userId, a.key, a.artist, at)).length),
      artistsOf: (userId, from) =>
        Effect.sync(() => {
          const byKey = concertsByKey(tables)
          return [...tables.artistFollows.values()]
            .filter((f) => f.userId === userId)
            .sort((a, b) => compare(a.key, b.key))
            .map((f): FollowedArtist => {
              const upcoming = (byKey.get(f.key) ?? []).filter((c) => c.date >= from)
              return { key: f.key, artist: upcoming[0]?.artist ?? f.artist, followedAt: f.createdAt, upcoming: upcoming.length }
            })
        }),
      followsArtists: (userId, keys) => Effect.sync(() => new Set(keys.filter((key) => tables.artistFollows.has(followKey(userId, key))))),
      followVenue: (userId, venue, at) =>
        Effect.sync(() => {
          const row = followKey(userId, venue.venueKey, venue.cityKey)
          if (tables.venueFollows.has(row) || !tables.users.has(userId)) return false
          tables.venueFollows.set(row, { userId, ...venue, createdAt: at })
          return true
        }),
      unfollowVenue: (userId, venueKey, cityKey) => Effect.sync(() => tables.venueFollows.delete(followKey(userId, venueKey, cityKey))),
      venuesOf: (userId) =>
        Effect.sync(() =>
          [...tables.venueFollows.values()]
            .filter((f) => f.userId === userId)
            .sort((a, b) => compare(a.cityKey, b.cityKey) || compare(a.venueKey, b.venueKey))
            .map((f) => ({ venueKey: f.venueKey, cityKey: f.cityKey, venue: f.venue, city: f.city, followedAt: f.createdAt }))
        ),
      setCities: (userId, cities) =>
        Effect.sync(() => {
          const unique = [...new Map(cities.map((c) => [c.key, { key: c.key, city: c.city }])).values()]
          if (unique.length === 0 || !tables.users.has(userId)) tables.userCities.delete(userId)
          else tables.userCities.set(userId, unique)
        }),
      citiesOf: (userId) => Effect.sync(() => (tables.userCities.get(userId) ?? []).toSorted((a, b) => compare(a.key, b.key))),
      suggestedArtists: (userId, limit) =>
        Effect.sync(() => {
          const marked = new Map<string, { count: number; artist: string }>()
          for (const i of tables.interests.values()) {
            if (i.userId !== userId || (i.status !== "interested" && i.status !== "has_tickets")) continue
            const concert = tables.concerts.get(i.concertId)
            if (concert === undefined) continue
            const key = artistKey(concert.artist)
            if (tables.artistFollows.has(followKey(userId, key))) continue
            const seen = marked.get(key)
            marked.set(key, { count: (seen?.count ?? 0) + 1, artist: seen === undefined || concert.artist < seen.artist ? concert.artist : seen.artist })
          }
          return [...marked.entries()]
            .sort(([ka, a], [kb, b]) => b.count - a.count || compare(ka, kb))
            .slice(0, limit)
            .map(([key, { artist }]) => ({ key, artist }))
        }),
      catalogueArtists: (keys, from) =>
        Effect.sync(() => {
          const byKey = concertsByKey(tables)
          // The next concert's spelling from `from` on (they are in date order), else the latest one's.
          const spelling = (concerts: ReadonlyArray<Concert> | undefined) => (concerts?.find((c) => c.date >= from) ?? concerts?.at(-1))?.artist
          return new Map(keys.flatMap((key) => [spelling(byKey.get(key))].flatMap((artist) => (artist === undefined ? [] : [[key, artist] as const]))))
        })
    })
  })
)
