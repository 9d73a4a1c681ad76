/**
 * Use cases of following (issue #32): a fan follows artists (one, or a pasted list or a library export at once) and
 * venues, picks the cities they go to concerts in, lists what they follow with suggestions, and opens an artist's
 * page. An artist is its key (`artistKey`): following one with no concert yet is allowed.
 */
import { Clock, Effect, Option } from "effect"
import { UserNotFound } from "../accounts/errors.ts"
import { countAgainst } from "../accounts/rate-limit.ts"
import { UserRepo } from "../accounts/user-repo.ts"
import { ConcertRepo } from "../concerts/concert-repo.ts"
import { FIRST_SHOWN, toDiscoveryConcert } from "../concerts/discover.ts"
import { DiscoveryRepo } from "../concerts/discovery-repo.ts"
import { maySeeActivity } from "../friends/activity.ts"
import { MAX_ARTIST_LENGTH, MAX_CITY_LENGTH, MAX_EMAIL_LENGTH, MAX_VENUE_LENGTH } from "../kernel/caps.ts"
import { isPlainText } from "../kernel/limits.ts"
import { today } from "../kernel/local-date.ts"
import { Transactions } from "../kernel/transactions.ts"
import { artistKey, cityKey, venueKey } from "./artist-key.ts"
import { parseArtists } from "./artist-list.ts"
import {
  ARTIST_PAGE_CONCERTS,
  type ArtistPageDto,
  type ArtistRefDto,
  type FanCitiesDto,
  type FollowedArtistDto,
  type FollowedVenueDto,
  type FollowsDto,
  type ImportArtistsDto,
  MAX_FAN_CITIES,
  MAX_IMPORT_TEXT_LENGTH,
  MAX_IMPORTED_ARTISTS,
  SUGGESTED_ARTISTS
} from "./contract.ts"
import { ArtistImportTooLarge, InvalidArtistName, InvalidVenue, TooManyCities, UnknownCity } from "./errors.ts"
import { type FanCity, FollowRepo } from "./follow-repo.ts"

const MINUTE = 60_000

/**
 * Follows, unfollows and city changes per fan (a toggle pressed in a loop), and imports (previews too: each parses up
 * to 100,000 characters and asks the catalogue about up to 500 artists).
 */
export const followPolicies = {
  follow: { windowMs: 10 * MINUTE, perUser: 300 },
  import: { windowMs: 60 * MINUTE, perUser: 30 }
} as const

const limitFollowChange = (viewerId: string) => countAgainst("follow", followPolicies.follow.windowMs, [[`user:${viewerId}`, followPolicies.follow.perUser]])

const limitImport = (viewerId: string) => countAgainst("follow-import", followPolicies.import.windowMs, [[`user:${viewerId}`, followPolicies.import.perUser]])

/** A name as followed: trimmed, plain text, 1 to 200 characters, with a key of 1 to 200. */
const cleanArtist = (name: string): Effect.Effect<{ readonly key: string; readonly artist: string }, InvalidArtistName> => {
  const artist = name.trim()
  if (artist === "" || artist.length > MAX_ARTIST_LENGTH || !isPlainText(artist)) return Effect.fail(new InvalidArtistName())
  const key = artistKey(artist)
  return key === "" || key.length > MAX_ARTIST_LENGTH ? Effect.fail(new InvalidArtistName()) : Effect.succeed({ key, artist })
}

/** An artist's key as sent back (a path's part): 1 to 200 characters of plain text, else nobody's. */
const isArtistKey = (key: string) => key !== "" && key.length <= MAX_ARTIST_LENGTH && isPlainText(key)

/** The fan's artists, each by the name shown and with its upcoming concerts counted from today (UTC). */
const followedArtists = Effect.fnUntraced(function* (userId: string) {
  const artists = yield* (yield* FollowRepo).artistsOf(userId, yield* today)
  return artists.map((a): FollowedArtistDto => ({ key: a.key, artist: a.artist, followedAt: a.followedAt, upcoming: a.upcoming }))
})

/** Follows the artist (following again changes nothing) and answers it as the fan's list shows it. */
export const followArtist = Effect.fn("followArtist")(function* (viewerId: string, name: string) {
  const { key, artist } = yield* cleanArtist(name)
  yield* limitFollowChange(viewerId)
  yield* (yield* FollowRepo).followArtist(viewerId, key, artist, yield* Clock.currentTimeMillis)
  const followed = (yield* followedArtists(viewerId)).find((a) => a.key === key)
  return followed ?? { key, artist, followedAt: yield* Clock.currentTimeMillis, upcoming: 0 }
})

/** Not following it is a success too. */
export const unfollowArtist = Effect.fn("unfollowArtist")(function* (viewerId: string, key: string) {
  yield* limitFollowChange(viewerId)
  if (isArtistKey(key)) yield* (yield* FollowRepo).unfollowArtist(viewerId, key)
})

export const followVenue = Effect.fn("followVenue")(function* (viewerId: string, body: { readonly venue: string; readonly city: string }) {
  const venue = body.venue.trim()
  const city = body.city.trim()
  const plain = (text: string, max: number) => text !== "" && text.length <= max && isPlainText(text)
  if (!plain(venue, MAX_VENUE_LENGTH) || !plain(city, MAX_CITY_LENGTH)) return yield* new InvalidVenue()
  const keys = venueKey(venue, city)
  if (keys.venueKey.length > MAX_VENUE_LENGTH || keys.cityKey.length > MAX_CITY_LENGTH) return yield* new InvalidVenue()
  yield* limitFollowChange(viewerId)
  const follows = yield* FollowRepo
  yield* follows.followVenue(viewerId, { ...keys, venue, city }, yield* Clock.currentTimeMillis)
  const followed = (yield* follows.venuesOf(viewerId)).find((v) => v.venueKey === keys.venueKey && v.cityKey === keys.cityKey)
  return (followed ?? { ...keys, venue, city, followedAt: yield* Clock.currentTimeMillis }) satisfies FollowedVenueDto
})

export const unfollowVenue = Effect.fn("unfollowVenue")(function* (viewerId: string, venueKeyOf: string, cityKeyOf: string) {
  yield* limitFollowChange(viewerId)
  if (isArtistKey(venueKeyOf) && venueKeyOf.length <= MAX_VENUE_LENGTH && isArtistKey(cityKeyOf) && cityKeyOf.length <= MAX_CITY_LENGTH) {
    yield* (yield* FollowRepo).unfollowVenue(viewerId, venueKeyOf, cityKeyOf)
  }
})

/** The fan's cities as the catalogue spells them (sorted by their fold). */
const citiesOf = Effect.fnUntraced(function* (userId: string) {
  return (yield* (yield* FollowRepo).citiesOf(userId)).map((c) => c.city)
})

/**
 * Replaces the fan's cities: each one of the catalogue's (`ConcertRepo.cities`, matched by `cityKey`, so case and
 * accents do not matter), stored as the catalogue spells it; none means alerts from everywhere.
 */
export const setCities = Effect.fn("setCities")(function* (viewerId: string, cities: ReadonlyArray<string>) {
  if (cities.length > MAX_FAN_CITIES) return yield* new TooManyCities({ count: cities.length, max: MAX_FAN_CITIES })
  yield* limitFollowChange(viewerId)
  const catalogue = new Map((yield* (yield* ConcertRepo).cities()).map((city) => [cityKey(city), city]))
  const picked = new Map<string, FanCity>()
  for (const city of cities) {
    const key = city.length > MAX_CITY_LENGTH ? undefined : cityKey(city)
    const spelled = key === undefined ? undefined : catalogue.get(key)
    if (key === undefined || spelled === undefined) return yield* new UnknownCity({ city: city.slice(0, MAX_CITY_LENGTH) })
    picked.set(key, { key, city: spelled })
  }
  yield* (yield* FollowRepo).setCities(viewerId, [...picked.values()])
  return { cities: yield* citiesOf(viewerId) } satisfies FanCitiesDto
})

/** The city keys of the fan's cities; none picked: undefined (every city). */
export const myCityKeys = Effect.fn("myCityKeys")(function* (viewerId: string) {
  const keys = (yield* (yield* FollowRepo).citiesOf(viewerId)).map((c) => c.key)
  return keys.length === 0 ? undefined : keys
})

/** What the fan follows, their cities, and artists to follow (from the concerts they marked). */
export const listFollows = Effect.fn("listFollows")(function* (viewerId: string) {
  const follows = yield* FollowRepo
  return {
    artists: yield* followedArtists(viewerId),
    venues: (yield* follows.venuesOf(viewerId)).map((v) => ({ ...v })),
    cities: yield* citiesOf(viewerId),
    suggestions: (yield* follows.suggestedArtists(viewerId, SUGGESTED_ARTISTS)).map((a) => ({ key: a.key, artist: a.artist }))
  } satisfies FollowsDto
})

/**
 * Follows every artist of a pasted list or a library export (one a line, or an `artist` column) in one unit of work,
 * or with `preview` only says what it would: which the catalogue has a concert of (by the catalogue's spelling), which
 * it follows anyway, how many lines it left out. More than MAX_IMPORTED_ARTISTS distinct artists follows none.
 */
export const importArtists = Effect.fn("importArtists")(function* (viewerId: string, text: string, preview: boolean) {
  if (text.length > MAX_IMPORT_TEXT_LENGTH) {
    return yield* new ArtistImportTooLarge({ unit: "characters", count: text.length, max: MAX_IMPORT_TEXT_LENGTH })
  }
  yield* limitImport(viewerId)
  const parsed = parseArtists(text, MAX_IMPORTED_ARTISTS)
  if ("tooMany" in parsed) return yield* new ArtistImportTooLarge({ unit: "artists", count: parsed.tooMany, max: MAX_IMPORTED_ARTISTS })
  const follows = yield* FollowRepo
  const inCatalogue = yield* follows.catalogueArtists(
    parsed.artists.map((a) => a.key),
    yield* today
  )
  const matched: Array<ArtistRefDto> = []
  const unmatched: Array<ArtistRefDto> = []
  for (const { key, artist } of parsed.artists) {
    const spelled = inCatalogue.get(key)
    if (spelled === undefined) unmatched.push({ key, artist })
    else matched.push({ key, artist: spelled })
  }
  const at = yield* Clock.currentTimeMillis
  const followed = preview || parsed.artists.length === 0 ? 0 : yield* (yield* Transactions).run(follows.followArtists(viewerId, parsed.artists, at))
  return { matched, unmatched, skipped: parsed.skipped, followed } satisfies ImportArtistsDto
})

/**
 * An artist's page: its name, whether the viewer follows it, and its concerts from today on, annotated as the
 * concerts page annotates them (everyone the viewer may see, the closest first).
 */
export const artistPage = Effect.fn("artistPage")(function* (viewerId: string, key: string) {
  if (!isArtistKey(key)) return yield* new InvalidArtistName()
  const follows = yield* FollowRepo
  const following = (yield* follows.followsArtists(viewerId, [key])).has(key)
  const spelled = (yield* follows.catalogueArtists([key], yield* today)).get(key)
  const artist = spelled ?? (following ? ((yield* followedArtists(viewerId)).find((a) => a.key === key)?.artist ?? null) : null)
  const concerts = yield* (yield* DiscoveryRepo).page({
    viewerId,
    circle: "anyone",
    activity: "all",
    artistKey: key,
    from: yield* today,
    limit: ARTIST_PAGE_CONCERTS,
    shownLimit: FIRST_SHOWN,
    now: yield* Clock.currentTimeMillis
  })
  return { key, artist, following, concerts: concerts.map(toDiscoveryConcert) } satisfies ArtistPageDto
})

/**
 * The artists a person follows as their profile's Favorite Artists show them to the viewer: null when their concert
 * visibility hides their activity from the viewer (the rule of Concert Activity), the list otherwise (the owner's
 * always). Someone hidden from the viewer is ProfileNotFound.
 */
export const favoriteArtists = Effect.fn("favoriteArtists")(function* (viewerId: string, ownerId: string) {
  if (!(yield* maySeeActivity(viewerId, ownerId))) return null
  return (yield* followedArtists(ownerId)).map((a): ArtistRefDto => ({ key: a.key, artist: a.artist }))
})

/** `soundcheck follows list <email>`: what the account follows, as its /settings shows it; UserNotFound for an unknown address. */
export const followsOf = Effect.fn("followsOf")(function* (email: string) {
  const user = email.length > MAX_EMAIL_LENGTH ? Option.none() : yield* (yield* UserRepo).findByEmail(email.trim())
  if (Option.isNone(user)) return yield* new UserNotFound({ target: email.slice(0, MAX_EMAIL_LENGTH) })
  return yield* listFollows(user.value.id)
})
