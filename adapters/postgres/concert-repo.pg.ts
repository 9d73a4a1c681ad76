/** ConcertRepo on PostgreSQL. */
import { Effect, Layer, Option } from "effect"
import { sql } from "slonik"
import { ConcertRepo } from "../../domain/concerts/concert-repo.ts"
import { ConcertAlreadyExists } from "../../domain/concerts/errors.ts"
import { curationMethods } from "./concert-curation.pg.ts"
import { concertColumns, concertRow, concertsUnnest, toConcert } from "./concert-row.ts"
import { noRows, PgPool, query } from "./pool.ts"
import { readRunner } from "./read-routing.ts"
import { queryUnique } from "./rows.ts"

const columns = concertColumns

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
      insertMany: (concerts) => run((db) => db.query(noRows`INSERT INTO concerts (${columns}) SELECT * FROM ${concertsUnnest(concerts)}`)).pipe(Effect.asVoid),
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
      insert: (c) =>
        unique((db) =>
          db.query(noRows`
            INSERT INTO concerts (id, artist, venue, city, date, description, image_url, created_by, created_at)
            VALUES (${c.id}, ${c.artist}, ${c.venue}, ${c.city}, ${c.date}::date, ${c.description}, ${c.imageUrl},
                    ${c.createdBy}, ${new Date(c.createdAt).toISOString()})`)
        ).pipe(Effect.asVoid),
      update: (c) =>
        unique((db) =>
          db.query(noRows`
            UPDATE concerts SET artist = ${c.artist}, venue = ${c.venue}, city = ${c.city}, date = ${c.date}::date,
              description = ${c.description}, image_url = ${c.imageUrl}, updated_at = now()
            WHERE id = ${c.id}::uuid`)
        ).pipe(Effect.map((result) => result.rowCount > 0)),
      delete: (id) => run((db) => db.query(noRows`DELETE FROM concerts WHERE id = ${id}::uuid`)).pipe(Effect.map((r) => r.rowCount > 0)),
      byCity: (city) =>
        run((db) => db.any(concertRow`SELECT ${columns} FROM concerts WHERE lower(city) = lower(${city}) ORDER BY date, id`)).pipe(
          Effect.map((rows) => rows.map(toConcert))
        ),
      ...curationMethods(run)
    })
  })
)
