/** Wire schemas of following artists, venues and cities (issue #32), shared by the API and the web client. */
import { Schema } from "effect"
import { DiscoveryConcert } from "../concerts/discovery-contract.ts"
import { ArtistRefDto } from "./artist-ref.ts"
import { MAX_ARTIST_LENGTH, MAX_CITY_LENGTH, MAX_VENUE_LENGTH } from "../kernel/caps.ts"
import { BoundedArray, BoundedString } from "../kernel/limits.ts"

/** At most this many artists followed in one import; the pasted text or file at most this long. */
export const MAX_IMPORTED_ARTISTS = 500
export const MAX_IMPORT_TEXT_LENGTH = 100_000
/** At most this many cities a fan goes to concerts in. */
export const MAX_FAN_CITIES = 20
/** Suggestions to follow shown at once. */
export const SUGGESTED_ARTISTS = 10

export const FollowedArtistDto = Schema.Struct({
  key: Schema.String,
  artist: Schema.String,
  followedAt: Schema.Number,
  upcoming: Schema.Number
}).annotate({ identifier: "FollowedArtistDto" })
export type FollowedArtistDto = typeof FollowedArtistDto.Type

export const FollowedVenueDto = Schema.Struct({
  venueKey: Schema.String,
  cityKey: Schema.String,
  venue: Schema.String,
  city: Schema.String,
  followedAt: Schema.Number
}).annotate({ identifier: "FollowedVenueDto" })
export type FollowedVenueDto = typeof FollowedVenueDto.Type

export { ArtistRefDto }

/** `GET /api/follows`: what the fan follows, their cities, and artists to follow (from their marked concerts). */
export const FollowsDto = Schema.Struct({
  artists: Schema.Array(FollowedArtistDto),
  venues: Schema.Array(FollowedVenueDto),
  cities: Schema.Array(Schema.String),
  suggestions: Schema.Array(ArtistRefDto)
}).annotate({ identifier: "FollowsDto" })
export type FollowsDto = typeof FollowsDto.Type

/** `POST /api/follows/artists`: the name as the fan typed or the catalogue spells it. */
export const FollowArtistBody = Schema.Struct({ artist: BoundedString(MAX_ARTIST_LENGTH) })
export type FollowArtistBody = typeof FollowArtistBody.Type

/** `POST /api/follows/venues`. */
export const FollowVenueBody = Schema.Struct({ venue: BoundedString(MAX_VENUE_LENGTH), city: BoundedString(MAX_CITY_LENGTH) })
export type FollowVenueBody = typeof FollowVenueBody.Type

/** `PUT /api/settings/cities`: the catalogue's cities the fan goes to concerts in; none: alerts from everywhere. */
export const FanCitiesBody = Schema.Struct({ cities: BoundedArray(BoundedString(MAX_CITY_LENGTH), MAX_FAN_CITIES) })
export type FanCitiesBody = typeof FanCitiesBody.Type

/** The answer to `PUT /api/settings/cities`: the fan's cities as the catalogue spells them, sorted by their fold. */
export const FanCitiesDto = Schema.Struct({ cities: Schema.Array(Schema.String) }).annotate({ identifier: "FanCitiesDto" })
export type FanCitiesDto = typeof FanCitiesDto.Type

/** At most this many of an artist's upcoming concerts on its page. */
export const ARTIST_PAGE_CONCERTS = 100

/**
 * `GET /api/artists/{key}`: an artist's page. `artist` is the catalogue's spelling (its latest concert's), else the
 * name the viewer follows it by, else null (an artist nobody here knows yet); `concerts` its concerts from today
 * (UTC) on, as the concerts page annotates them (at most ARTIST_PAGE_CONCERTS).
 */
export const ArtistPageDto = Schema.Struct({
  key: Schema.String,
  artist: Schema.NullOr(Schema.String),
  following: Schema.Boolean,
  concerts: Schema.Array(DiscoveryConcert)
}).annotate({ identifier: "ArtistPageDto" })
export type ArtistPageDto = typeof ArtistPageDto.Type

/**
 * `POST /api/follows/artists/import`: a pasted list or a text/CSV file's content (one artist a line, or an `artist`
 * column); `preview` answers what would be followed without following.
 */
export const ImportArtistsBody = Schema.Struct({
  text: BoundedString(MAX_IMPORT_TEXT_LENGTH),
  preview: Schema.optionalKey(Schema.Boolean)
})
export type ImportArtistsBody = typeof ImportArtistsBody.Type

/** What an import matched in the catalogue, what it follows anyway (no concert yet), and how many were new. */
export const ImportArtistsDto = Schema.Struct({
  matched: Schema.Array(ArtistRefDto),
  unmatched: Schema.Array(ArtistRefDto),
  /** Lines that were blank, repeated or too long, left out. */
  skipped: Schema.Number,
  /** 0 for a preview. */
  followed: Schema.Number
}).annotate({ identifier: "ImportArtistsDto" })
export type ImportArtistsDto = typeof ImportArtistsDto.Type
