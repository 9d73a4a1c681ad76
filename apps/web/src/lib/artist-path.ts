/** Where an artist lives (issue #32): its page, by the artist key of its name, which every artist link points to. */
import { artistKey } from "../../../../domain/follows/artist-key.ts"

export const artistPathOfKey = (key: string): string => `/artists/${encodeURIComponent(key)}`

export const artistPath = (artist: string): string => artistPathOfKey(artistKey(artist))
