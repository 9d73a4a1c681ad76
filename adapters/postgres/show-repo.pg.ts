/** ShowRepo on PostgreSQL: concert_ticket_links and city_time_zones (migration 0026), and a concert's usage. */
import { Effect, Layer, Option, Schema } from "effect"
import { sql } from "slonik"
import { ShowRepo } from "../../domain/concerts/show-repo.ts"
import { TicketLabel } from "../../domain/concerts/show.ts"
import { noRows, PgPool, query } from "./pool.ts"

const linkRow = sql.type(Schema.toStandardSchemaV1(Schema.Struct({ label: TicketLabel, url: Schema.String, on_sale_at: Schema.NullOr(Schema.Finite) })))
const zoneRow = sql.type(Schema.toStandardSchemaV1(Schema.Struct({ city: Schema.String, time_zone: Schema.String })))
const usageRow = sql.type(Schema.toStandardSchemaV1(Schema.Struct({ interests: Schema.Number, plans: Schema.Number })))

const instant = (millis: number | null) => (millis === null ? null : new Date(millis).toISOString())

export const layer: Layer.Layer<ShowRepo, never, PgPool> = Layer.effect(
  ShowRepo,
  Effect.gen(function* () {
    const pool = yield* PgPool
    const run = <A>(f: Parameters<typeof query<A>>[0]) => Effect.provideService(query(f), PgPool, pool)
    return ShowRepo.of({
      ticketLinks: (concertId) =>
        run((db) => db.any(linkRow`SELECT label, url, on_sale_at FROM concert_ticket_links WHERE concert_id = ${concertId}::uuid ORDER BY position`)).pipe(
          Effect.map((rows) => rows.map((r) => ({ label: r.label, url: r.url, onSaleAt: r.on_sale_at })))
        ),
      // A concert deleted meanwhile gets none: the insert selects it from concerts.
      setTicketLinks: (concertId, links) =>
        run(async (db) => {
          await db.query(noRows`DELETE FROM concert_ticket_links WHERE concert_id = ${concertId}::uuid`)
          if (links.length === 0) return
          await db.query(noRows`
            INSERT INTO concert_ticket_links (concert_id, position, label, url, on_sale_at)
            SELECT c.id, k.position, k.label, k.url, k.on_sale_at
            FROM ${sql.unnest(
              links.map((l, position) => [position, l.label, l.url, instant(l.onSaleAt)]),
              ["int2", "text", "text", "timestamptz"]
            )} AS k (position, label, url, on_sale_at)
            JOIN concerts c ON c.id = ${concertId}::uuid`)
        }),
      cityTimeZone: (city) =>
        run((db) => db.maybeOne(zoneRow`SELECT city_key AS city, time_zone FROM city_time_zones WHERE city_key = lower(${city})`)).pipe(
          Effect.map((row) => Option.map(Option.fromNullishOr(row), (r) => r.time_zone))
        ),
      // The catalogue's spelling of each city (as `cities` picks it), else its key.
      cityTimeZones: () =>
        run((db) =>
          db.any(zoneRow`
            SELECT coalesce((SELECT min(c.city COLLATE "C") FROM concerts c WHERE lower(c.city) = z.city_key), z.city_key) AS city, z.time_zone
            FROM city_time_zones z ORDER BY z.city_key COLLATE "C"`)
        ).pipe(Effect.map((rows) => rows.map((r) => ({ city: r.city, timeZone: r.time_zone })))),
      setCityTimeZone: (city, timeZone, at) =>
        run((db) =>
          timeZone === null
            ? db.query(noRows`DELETE FROM city_time_zones WHERE city_key = lower(${city})`)
            : db.query(noRows`
                INSERT INTO city_time_zones (city_key, time_zone, updated_at) VALUES (lower(${city}), ${timeZone}, ${instant(at)}::timestamptz)
                ON CONFLICT (city_key) DO UPDATE SET time_zone = EXCLUDED.time_zone, updated_at = EXCLUDED.updated_at`)
        ).pipe(Effect.asVoid),
      usage: (concertId) =>
        run((db) =>
          db.one(usageRow`
            SELECT (SELECT count(*) FROM user_concert_interests WHERE concert_id = ${concertId}::uuid AND interest_status <> 'not_interested')::int AS interests,
                   (SELECT count(*) FROM plans WHERE concert_id = ${concertId}::uuid)::int AS plans`)
        )
    })
  })
)
