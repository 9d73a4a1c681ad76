/** A concerts row as every Postgres adapter reads it, and its mapping to the Concert entity. */
import { Schema } from "effect"
import { sql } from "slonik"
import { Concert } from "../../domain/concerts/concert.ts"
import { ConcertStatus } from "../../domain/concerts/show.ts"
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
  created_at: Schema.Finite,
  status: ConcertStatus,
  status_reason: Schema.NullOr(Schema.String),
  previous_date: Schema.NullOr(LocalDate),
  previous_venue: Schema.NullOr(Schema.String),
  start_time: Schema.NullOr(Schema.String),
  doors_time: Schema.NullOr(Schema.String),
  time_zone: Schema.NullOr(Schema.String),
  sequence: Schema.Number,
  changed_at: Schema.NullOr(Schema.Finite)
})
export type ConcertRow = typeof ConcertRow.Type

export const concertRow = sql.type(Schema.toStandardSchemaV1(ConcertRow))

/** Issue #31's columns, after the first nine: a show's status, times and calendar revision (migration 0026). */
const showColumns = ["status", "status_reason", "previous_date", "previous_venue", "start_time", "doors_time", "time_zone", "sequence", "changed_at"] as const

export const concertColumns = sql.fragment`id, artist, venue, city, date, description, image_url, created_by, created_at, ${sql.join(
  showColumns.map((column) => sql.identifier([column])),
  sql.fragment`, `
)}`

/** The concert's columns of the concerts row named `alias` in a join. */
export const concertColumnsOf = (alias: string) =>
  sql.join(
    ["id", "artist", "venue", "city", "date", "description", "image_url", "created_by", "created_at", ...showColumns].map((column) =>
      sql.identifier([alias, column])
    ),
    sql.fragment`, `
  )

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
    createdAt: row.created_at,
    status: row.status,
    statusReason: row.status_reason,
    previousDate: row.previous_date,
    previousVenue: row.previous_venue,
    startTime: row.start_time,
    doorsTime: row.doors_time,
    timeZone: row.time_zone,
    sequence: row.sequence,
    changedAt: row.changed_at
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
      c.status,
      c.statusReason,
      c.previousDate,
      c.previousVenue,
      c.startTime,
      c.doorsTime,
      c.timeZone,
      c.sequence,
      c.changedAt === null ? null : new Date(c.changedAt).toISOString(),
      ...searchFolds(c)
    ]),
    [
      "uuid",
      "text",
      "text",
      "text",
      "date",
      "text",
      "text",
      "uuid",
      "timestamptz",
      "text",
      "text",
      "date",
      "text",
      "text",
      "text",
      "text",
      "int4",
      "timestamptz",
      "text",
      "text",
      "text"
    ]
  )
