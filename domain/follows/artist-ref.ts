/** An artist as followed (issue #32): its key and the name shown. Its own module, so the profile's contract can name it without importing the concerts' contracts. */
import { Schema } from "effect"

export const ArtistRefDto = Schema.Struct({ key: Schema.String, artist: Schema.String }).annotate({ identifier: "ArtistRefDto" })
export type ArtistRefDto = typeof ArtistRefDto.Type
