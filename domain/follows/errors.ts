/** Expected failures of following artists, venues and cities (issue #32), named after the condition; the prose lives at the edges. */
import { Schema } from "effect"

/** An artist's name that is blank, not plain text, or too long (its key too). */
export class InvalidArtistName extends Schema.TaggedError<InvalidArtistName>()("InvalidArtistName", {}) {}

/** A venue or its city that is blank, not plain text, or too long. */
export class InvalidVenue extends Schema.TaggedError<InvalidVenue>()("InvalidVenue", {}) {}

/** A city the catalogue has no concert in. */
export class UnknownCity extends Schema.TaggedError<UnknownCity>()("UnknownCity", { city: Schema.String }) {}

/** More cities than a fan may pick. */
export class TooManyCities extends Schema.TaggedError<TooManyCities>()("TooManyCities", { count: Schema.Number, max: Schema.Number }) {}

/** An import of more artists (or a longer text) than one import takes; `count` is the text's length, or the artists read before stopping (`max` + 1). */
export class ArtistImportTooLarge extends Schema.TaggedError<ArtistImportTooLarge>()("ArtistImportTooLarge", {
  unit: Schema.Literals(["artists", "characters"]),
  count: Schema.Number,
  max: Schema.Number
}) {}
