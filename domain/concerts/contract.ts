/** Wire schemas of the concerts endpoints, shared by the API and the web client. */
import { Schema } from "effect"
import { ConcertId } from "../kernel/ids.ts"
import { LocalDate } from "../kernel/local-date.ts"

/** Caps of a concert's fields, shared by the forms, the CSV import and the database's CHECKs (0006). */
export const MAX_ARTIST_LENGTH = 200
export const MAX_VENUE_LENGTH = 200
export const MAX_CITY_LENGTH = 100
export const MAX_DESCRIPTION_LENGTH = 2000
export const MAX_IMAGE_URL_LENGTH = 2048
/** A date as typed (the rules accept several spellings, none longer than this). */
export const MAX_DATE_LENGTH = 32

export const ConcertDto = Schema.Struct({
  id: ConcertId,
  artist: Schema.String,
  venue: Schema.String,
  city: Schema.String,
  date: LocalDate,
  description: Schema.NullOr(Schema.String),
  imageUrl: Schema.NullOr(Schema.String)
})
export type ConcertDto = typeof ConcertDto.Type
