/** ConcertRepo on PostgreSQL. */
import { Effect, Layer, Option, Schema } from "effect"
import { sql } from "slonik"
import type { Concert } from "../../domain/concerts/concert.ts"
import { ConcertRepo } from "../../domain/concerts/concert-repo.ts"
import { ConcertAlreadyExists } from "../../domain/concerts/errors.ts"
import { curationMethods } from "./concert-curation.pg.ts"
import { ConcertRow, concertColumns, concertRow, concertsUnnest, concertWriteColumns, searchFolds, toConcert } from "./concert-row.ts"
import { noRows, PgPool, query } from "./pool.ts"
import { readRunner } from "./read-routing.ts"
import { queryUnique } from "./rows.ts"

const columns = concertColumns

const timestamp = (millis: number | null) => (millis === null ? null : new Date(millis).toISOString())

/** Issue #31's values of a concert, in the order of its columns (concert-row.ts `showColumns`). */
const showValues = (c: Concert) =>
  sql.fragment`${c.status}, ${c.statusReason}, ${c.previousDate}::date, ${c.previousVenue}, ${c.startTime}, ${c.doorsTime}, ${c.timeZone},
    ${c.sequence}, ${timestamp(c.changedAt)}::timestamptz`

const relatedRow = sql.type(Schema.toStandardSchemaV1(Schema.Struct({ ...ConcertRow.fields, kind: Schema.Literals(["artist", "venue"]) })))

export const layer: Layer.Layer<ConcertRepo, never, PgPool> = Layer.effect(
  ConcertRepo,
  Effect.gen(function* () {
    const pool = yield* PgPool
    const run = <A>(f: Parameters<typeof query<A>>[0]) => Effect.provideService(query(f), PgPool, pool)
    /** Lag-tolerant reads (read-routing.ts). */
    const read = yield* readRunner
    const unique = <A>(f: Parameters<typeof query<A>>[0]) =>
      Effect.provideService(
        queryUnique(f, () => new ConcertAlreadyExists()),
        PgPool,
        pool
      )
    return ConcertRepo.of({
      listUpcoming: ({ from, limit, after }) =>
        run((db) =>
          db.any(concertRow`
            SELECT ${columns} FROM concerts
            WHERE date >= ${from}::date
              ${after ? sql.fragment`AND (date, id) > (${after.date}::date, ${after.id}::uuid)` : sql.fragment``}
            ORDER BY date, id
            LIMIT ${limit}`)
        ).pipe(Effect.map((rows) => rows.map(toConcert))),
      // Each half reads its index (migration 0020) in date order from `from` and stops at the limit.
      related: (c, from, limit) =>
        read((db) =>
          db.any(relatedRow`
            (SELECT 'artist' AS kind, ${columns} FROM concerts
              WHERE lower(artist) = lower(${c.artist}) AND date >= ${from}::date AND id <> ${c.id}::uuid
              ORDER BY lower(artist), date, id LIMIT ${limit})
            UNION ALL
            (SELECT 'venue' AS kind, ${columns} FROM concerts
              WHERE lower(city) = lower(${c.city}) AND lower(venue) = lower(${c.venue}) AND date >= ${from}::date AND id <> ${c.id}::uuid
              ORDER BY lower(city), lower(venue), date, id LIMIT ${limit})`)
        ).pipe(
          Effect.map((rows) => ({
            sameArtist: rows.filter((r) => r.kind === "artist").map(toConcert),
            sameVenue: rows.filter((r) => r.kind === "venue").map(toConcert)
          }))
        ),
      insertMany: (concerts) =>
        run((db) => db.query(noRows`INSERT INTO concerts (${concertWriteColumns}) SELECT * FROM ${concertsUnnest(concerts)}`)).pipe(Effect.asVoid),
      list: ({ from, city, limit, after }) =>
        run((db) =>
          db.any(concertRow`
            SELECT ${columns} FROM concerts
            WHERE true
              ${from ? sql.fragment`AND date >= ${from}::date` : sql.fragment``}
              ${city === undefined ? sql.fragment`` : sql.fragment`AND lower(city) = lower(${city})`}
              ${after ? sql.fragment`AND (date, id) > (${after.date}::date, ${after.id}::uuid)` : sql.fragment``}
            ORDER BY date, id
            LIMIT ${limit}`)
        ).pipe(Effect.map((rows) => rows.map(toConcert))),
      findById: (id) =>
        read((db) => db.maybeOne(concertRow`SELECT ${columns} FROM concerts WHERE id = ${id}::uuid`)).pipe(
          Effect.map((row) => Option.map(Option.fromNullishOr(row), toConcert))
        ),
      insert: (c) => {
        const [artistFolded, venueFolded, cityFolded] = searchFolds(c)
        return unique((db) =>
          db.query(noRows`
            INSERT INTO concerts (${concertWriteColumns})
            VALUES (${c.id}, ${c.artist}, ${c.venue}, ${c.city}, ${c.date}::date, ${c.description}, ${c.imageUrl},
                    ${c.createdBy}, ${new Date(c.createdAt).toISOString()}, ${showValues(c)}, ${artistFolded}, ${venueFolded}, ${cityFolded})`)
        ).pipe(Effect.asVoid)
      },
      update: (c) => {
        const [artistFolded, venueFolded, cityFolded] = searchFolds(c)
        return unique((db) =>
          db.query(noRows`
            UPDATE concerts SET artist = ${c.artist}, venue = ${c.venue}, city = ${c.city}, date = ${c.date}::date,
              description = ${c.description}, image_url = ${c.imageUrl}, updated_at = now(),
              status = ${c.status}, status_reason = ${c.statusReason}, previous_date = ${c.previousDate}::date,
              previous_venue = ${c.previousVenue}, start_time = ${c.startTime}, doors_time = ${c.doorsTime},
              time_zone = ${c.timeZone}, sequence = ${c.sequence}, changed_at = ${timestamp(c.changedAt)}::timestamptz,
              artist_folded = ${artistFolded}, venue_folded = ${venueFolded}, city_folded = ${cityFolded}
            WHERE id = ${c.id}::uuid`)
        ).pipe(Effect.map((result) => result.rowCount > 0))
      },
      delete: (id) => run((db) => db.query(noRows`DELETE FROM concerts WHERE id = ${id}::uuid`)).pipe(Effect.map((r) => r.rowCount > 0)),
      byCity: (city) =>
        run((db) => db.any(concertRow`SELECT ${columns} FROM concerts WHERE lower(city) = lower(${city}) ORDER BY date, id`)).pipe(
          Effect.map((rows) => rows.map(toConcert))
        ),
      ...curationMethods(run)
    })
  })
)
