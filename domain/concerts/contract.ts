/** Wire schemas of the concerts endpoints, shared by the API and the web client. */
import { Schema } from "effect"
import { ConcertId } from "../kernel/ids.ts"
import { LocalDate } from "../kernel/local-date.ts"

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

/** GET /api/concerts query: page size and the opaque cursor from the previous page. */
export const UpcomingConcertsQuery = Schema.Struct({
  limit: Schema.optionalKey(Schema.FiniteFromString.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: 100 }))),
  cursor: Schema.optionalKey(Schema.String)
})
export type UpcomingConcertsQuery = typeof UpcomingConcertsQuery.Type

export const UpcomingConcertsPage = Schema.Struct({
  concerts: Schema.Array(ConcertDto),
  nextCursor: Schema.NullOr(Schema.String)
})
export type UpcomingConcertsPage = typeof UpcomingConcertsPage.Type
