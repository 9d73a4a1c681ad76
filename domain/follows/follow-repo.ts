/**
 * Port (issue #32): what each fan follows (artists by their key, venues in their city) and the cities they go to
 * concerts in. Following and unfollowing are single statements; a list of artists is followed in one unit of work.
 */
import { Context, type Effect } from "effect"
import type { LocalDate } from "../kernel/local-date.ts"

export interface FollowedArtist {
  /** `artistKey` of the name. */
  readonly key: string
  /** The name as shown: the catalogue's spelling of its next concert when it has one, else as the fan first followed it. */
  readonly artist: string
  readonly followedAt: number
  /** Its concerts on or after the day asked (0 when it has none yet). */
  readonly upcoming: number
}

export interface FollowedVenue {
  readonly venueKey: string
  readonly cityKey: string
  readonly venue: string
  readonly city: string
  readonly followedAt: number
}

export interface FanCity {
  readonly key: string
  readonly city: string
}

export class FollowRepo extends Context.Service<
  FollowRepo,
  {
    /** Follows the artist (one statement; following again keeps the first instant and name); answers whether it is new. */
    followArtist(userId: string, key: string, artist: string, at: number): Effect.Effect<boolean>
    /** Answers whether the fan followed it. */
    unfollowArtist(userId: string, key: string): Effect.Effect<boolean>
    /** Follows every artist of the list not followed yet (one statement); answers how many were new. */
    followArtists(userId: string, artists: ReadonlyArray<{ readonly key: string; readonly artist: string }>, at: number): Effect.Effect<number>
    /** The fan's artists, by name, with their upcoming concerts counted from `from`. */
    artistsOf(userId: string, from: LocalDate): Effect.Effect<ReadonlyArray<FollowedArtist>>
    /** Of these keys, those the fan follows. */
    followsArtists(userId: string, keys: ReadonlyArray<string>): Effect.Effect<ReadonlySet<string>>
    followVenue(userId: string, venue: Omit<FollowedVenue, "followedAt">, at: number): Effect.Effect<boolean>
    unfollowVenue(userId: string, venueKey: string, cityKey: string): Effect.Effect<boolean>
    venuesOf(userId: string): Effect.Effect<ReadonlyArray<FollowedVenue>>
    /** Replaces the fan's cities. */
    setCities(userId: string, cities: ReadonlyArray<FanCity>): Effect.Effect<void>
    citiesOf(userId: string): Effect.Effect<ReadonlyArray<FanCity>>
    /**
     * Suggestions to follow: the artists of the concerts the fan marked interested or has tickets (any date), not
     * followed yet, most marked first; at most `limit`.
     */
    suggestedArtists(userId: string, limit: number): Effect.Effect<ReadonlyArray<{ readonly key: string; readonly artist: string }>>
    /** Of these keys, those the catalogue has a concert of (any date), each with the spelling of its latest concert (by date, then id). */
    catalogueArtists(keys: ReadonlyArray<string>, from: LocalDate): Effect.Effect<ReadonlyMap<string, string>>
  }
>()("domain/follows/FollowRepo") {}
