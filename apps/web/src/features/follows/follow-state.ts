/**
 * What the follow buttons show and how a follow changes the cached GET /api/follows before the server answers:
 * plain functions over the wire DTO, the artist and venue keys being the domain's own (the server's).
 */
import { artistKey, venueKey } from "../../../../../domain/follows/artist-key.ts"
import type { FollowedArtistDto, FollowedVenueDto, FollowsDto } from "../../../../../domain/follows/contract.ts"

/** What a follow button follows: an artist, or a venue in its city. */
export type FollowTarget = { readonly kind: "artist"; readonly artist: string } | { readonly kind: "venue"; readonly venue: string; readonly city: string }

/** The name a button says ("The Midnight Owls", "Metro"). */
export const targetName = (target: FollowTarget): string => (target.kind === "artist" ? target.artist : target.venue)

/**
 * The button's visible text and its accessible name: "Follow" named "Follow The Midnight Owls", then "Following"
 * named "Following The Midnight Owls" (aria-pressed says the same). The name starts with the visible text, so
 * speech input works, and tells the buttons of a page of cards apart.
 */
export const followLabel = (name: string, following: boolean): { readonly text: string; readonly label: string } =>
  following ? { text: "Following", label: `Following ${name}` } : { text: "Follow", label: `Follow ${name}` }

const sameVenue = (target: { readonly venue: string; readonly city: string }) => {
  const keys = venueKey(target.venue, target.city)
  return (followed: Pick<FollowedVenueDto, "venueKey" | "cityKey">) => followed.venueKey === keys.venueKey && followed.cityKey === keys.cityKey
}

export const isFollowing = (follows: FollowsDto | undefined, target: FollowTarget): boolean => {
  if (follows === undefined) return false
  if (target.kind === "venue") return follows.venues.some(sameVenue(target))
  const key = artistKey(target.artist)
  return follows.artists.some((followed) => followed.key === key)
}

/** The cached follows with `target` followed (at `now`) or not; the suggestions lose an artist once it is followed. */
export const withFollow = (follows: FollowsDto, target: FollowTarget, following: boolean, now: number): FollowsDto => {
  if (isFollowing(follows, target) === following) return follows
  if (target.kind === "venue") {
    const keys = venueKey(target.venue, target.city)
    const venue: FollowedVenueDto = { ...keys, venue: target.venue, city: target.city, followedAt: now }
    return { ...follows, venues: following ? [...follows.venues, venue] : follows.venues.filter((followed) => !sameVenue(target)(followed)) }
  }
  const key = artistKey(target.artist)
  if (!following) return { ...follows, artists: follows.artists.filter((followed) => followed.key !== key) }
  const artist: FollowedArtistDto = { key, artist: target.artist, followedAt: now, upcoming: 0 }
  return {
    ...follows,
    artists: [...follows.artists, artist],
    suggestions: follows.suggestions.filter((suggestion) => suggestion.key !== key)
  }
}

/** The path of the DELETE that unfollows `target` (each key a path segment of its own). */
export const unfollowPath = (target: FollowTarget): string => {
  if (target.kind === "artist") return `/api/follows/artists/${encodeURIComponent(artistKey(target.artist))}`
  const keys = venueKey(target.venue, target.city)
  return `/api/follows/venues/${encodeURIComponent(keys.cityKey)}/${encodeURIComponent(keys.venueKey)}`
}
