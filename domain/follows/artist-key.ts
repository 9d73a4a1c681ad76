/**
 * Issue #32: an artist as fans follow it. "the midnight owls", "Midnight Owls", " MIDNIGHT  OWLS " and "Thé Midnight
 * Owls" are one artist: the search fold (case, accents and punctuation forgiven, spaces collapsed) without a leading
 * "the". A name with no letter or digit ("!!!") is its own key, as written. PostgreSQL computes the same key from the
 * stored fold (migration 0027), never by folding text itself.
 */
import { fold } from "../search/fold.ts"

export const artistKeyOfFolded = (folded: string, name: string): string => (folded === "" ? name.trim() : folded.startsWith("the ") ? folded.slice(4) : folded)

export const artistKey = (name: string): string => artistKeyOfFolded(fold(name), name)

/** A venue in its city as fans follow it: both folded (the search's), so spelling and case do not matter. */
export const venueKey = (venue: string, city: string): { readonly venueKey: string; readonly cityKey: string } => ({
  venueKey: fold(venue) === "" ? venue.trim() : fold(venue),
  cityKey: fold(city) === "" ? city.trim() : fold(city)
})

/** A city as a fan's cities keep it: its fold. */
export const cityKey = (city: string): string => (fold(city) === "" ? city.trim() : fold(city))
