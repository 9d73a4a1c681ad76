/** A concerts row as every Postgres adapter reads it, and its mapping to the Concert entity. */
import { Schema } from "effect"
import { sql } from "slonik"
import { Concert } from "../../domain/concerts/concert.ts"
import { ConcertId, UserId } from "../../domain/kernel/ids.ts"
import { LocalDate } from "../../domain/kernel/local-date.ts"
import { fold } from "../../domain/search/fold.ts"

export const ConcertRow = Schema.Struct({
  id: ConcertId,
  artist: Schema.String,
  venue: Schema.String,
  city: Schema.String,
  date: LocalDate,
  description: Schema.NullOr(Schema.String),
  image_url: Schema.NullOr(Schema.String),
  created_by: Schema.NullOr(UserId),
  created_at: Schema.Finite
})
export type ConcertRow = typeof ConcertRow.Type

export const concertRow = sql.type(Schema.toStandardSchemaV1(ConcertRow))

export const concertColumns = sql.fragment`id, artist, venue, city, date, description, image_url, created_by, created_at`

export const toConcert = (row: ConcertRow): Concert =>
  new Concert({
    id: row.id,
    artist: row.artist,
    venue: row.venue,
    city: row.city,
    date: row.date,
    description: row.description,
    imageUrl: row.image_url,
    createdBy: row.created_by,
    createdAt: row.created_at
  })

/** What a write gives: the concert's columns, then its texts as search folds them (migration 0019). */
export const concertWriteColumns = sql.fragment`${concertColumns}, artist_folded, venue_folded, city_folded`

/** A concert's search folds, in the order of `artist_folded, venue_folded, city_folded`. */
export const searchFolds = (c: { readonly artist: string; readonly venue: string; readonly city: string }) =>
  [fold(c.artist), fold(c.venue), fold(c.city)] as const

/** The concerts as one `unnest` of their columns, in the order of `INSERT INTO concerts (${concertWriteColumns})`. */
export const concertsUnnest = (concerts: ReadonlyArray<Concert>) =>
  sql.unnest(
    concerts.map((c) => [
      c.id,
      c.artist,
      c.venue,
      c.city,
      c.date,
      c.description,
      c.imageUrl,
      c.createdBy,
      new Date(c.createdAt).toISOString(),
      ...searchFolds(c)
    ]),
    ["uuid", "text", "text", "text", "date", "text", "text", "uuid", "timestamptz", "text", "text", "text"]
  )
