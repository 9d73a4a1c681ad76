/**
 * FollowRepo on PostgreSQL (issue #32): `artist_follows`, `venue_follows` and `user_cities` (migration 0027). A
 * concert's artist is matched by its stored `artist_key`, never by folding text in SQL. Each change is one statement.
 */
import { Effect, Layer, Schema } from "effect"
import { sql } from "slonik"
import { FollowRepo } from "../../domain/follows/follow-repo.ts"
import { PgPool, query } from "./pool.ts"
import { instant, isUuid } from "./rows.ts"

const keyRow = sql.type(Schema.toStandardSchemaV1(Schema.Struct({ key: Schema.String })))
const artistRow = sql.type(
  Schema.toStandardSchemaV1(Schema.Struct({ key: Schema.String, artist: Schema.String, followed_at: Schema.Number, upcoming: Schema.Number }))
)
const venueRow = sql.type(
  Schema.toStandardSchemaV1(
    Schema.Struct({ venue_key: Schema.String, city_key: Schema.String, venue: Schema.String, city: Schema.String, followed_at: Schema.Number })
  )
)
const cityRow = sql.type(Schema.toStandardSchemaV1(Schema.Struct({ key: Schema.String, city: Schema.String })))
const suggestionRow = sql.type(Schema.toStandardSchemaV1(Schema.Struct({ key: Schema.String, artist: Schema.String })))

export const layer: Layer.Layer<FollowRepo, never, PgPool> = Layer.effect(
  FollowRepo,
  Effect.gen(function* () {
    const pool = yield* PgPool
    const run = <A>(f: Parameters<typeof query<A>>[0]) => Effect.provideService(query(f), PgPool, pool)
    return FollowRepo.of({
      // From the users row, so an account gone (purged) follows nothing, as in memory.
      followArtist: (userId, key, artist, at) =>
        isUuid(userId)
          ? run((db) =>
              db.query(keyRow`
                INSERT INTO artist_follows (user_id, artist_key, artist, created_at)
                SELECT u.id, ${key}, ${artist}, ${instant(at)}::timestamptz FROM users u WHERE u.id = ${userId}::uuid
                ON CONFLICT DO NOTHING RETURNING artist_key AS key`)
            ).pipe(Effect.map((r) => r.rowCount > 0))
          : Effect.succeed(false),
      unfollowArtist: (userId, key) =>
        isUuid(userId)
          ? run((db) => db.query(keyRow`DELETE FROM artist_follows WHERE user_id = ${userId}::uuid AND artist_key = ${key} RETURNING artist_key AS key`)).pipe(
              Effect.map((r) => r.rowCount > 0)
            )
          : Effect.succeed(false),
      followArtists: (userId, artists, at) =>
        isUuid(userId) && artists.length > 0
          ? run((db) =>
              db.query(keyRow`
                INSERT INTO artist_follows (user_id, artist_key, artist, created_at)
                SELECT u.id, a.key, a.artist, ${instant(at)}::timestamptz
                FROM users u, unnest(${sql.array(
                  artists.map((a) => a.key),
                  "text"
                )}::text[], ${sql.array(
                  artists.map((a) => a.artist),
                  "text"
                )}::text[]) WITH ORDINALITY AS a (key, artist, n)
                WHERE u.id = ${userId}::uuid
                ORDER BY a.n
                ON CONFLICT DO NOTHING RETURNING artist_key AS key`)
            ).pipe(Effect.map((r) => r.rowCount))
          : Effect.succeed(0),
      // The name shown: the spelling of its next concert from the day asked, else as the fan first followed it.
      artistsOf: (userId, from) =>
        isUuid(userId)
          ? run((db) =>
              db.any(artistRow`
                SELECT f.artist_key AS key, COALESCE(n.artist, f.artist) AS artist, f.created_at AS followed_at, n.upcoming
                FROM artist_follows f
                CROSS JOIN LATERAL (
                  SELECT (array_agg(c.artist ORDER BY c.date, c.id))[1] AS artist, count(*)::int AS upcoming
                  FROM concerts c WHERE c.artist_key = f.artist_key AND c.date >= ${from}::date) n
                WHERE f.user_id = ${userId}::uuid
                ORDER BY f.artist_key COLLATE "C"`)
            ).pipe(Effect.map((rows) => rows.map((r) => ({ key: r.key, artist: r.artist, followedAt: r.followed_at, upcoming: r.upcoming }))))
          : Effect.succeed([]),
      followsArtists: (userId, keys) =>
        isUuid(userId) && keys.length > 0
          ? run((db) =>
              db.anyFirst(keyRow`
                SELECT artist_key AS key FROM artist_follows WHERE user_id = ${userId}::uuid AND artist_key = ANY(${sql.array(keys, "text")})`)
            ).pipe(Effect.map((found) => new Set(found)))
          : Effect.succeed(new Set<string>()),
      followVenue: (userId, venue, at) =>
        isUuid(userId)
          ? run((db) =>
              db.query(keyRow`
                INSERT INTO venue_follows (user_id, venue_key, city_key, venue, city, created_at)
                SELECT u.id, ${venue.venueKey}, ${venue.cityKey}, ${venue.venue}, ${venue.city}, ${instant(at)}::timestamptz
                FROM users u WHERE u.id = ${userId}::uuid
                ON CONFLICT DO NOTHING RETURNING venue_key AS key`)
            ).pipe(Effect.map((r) => r.rowCount > 0))
          : Effect.succeed(false),
      unfollowVenue: (userId, venueKey, cityKey) =>
        isUuid(userId)
          ? run((db) =>
              db.query(keyRow`
                DELETE FROM venue_follows WHERE user_id = ${userId}::uuid AND venue_key = ${venueKey} AND city_key = ${cityKey}
                RETURNING venue_key AS key`)
            ).pipe(Effect.map((r) => r.rowCount > 0))
          : Effect.succeed(false),
      venuesOf: (userId) =>
        isUuid(userId)
          ? run((db) =>
              db.any(venueRow`
                SELECT venue_key, city_key, venue, city, created_at AS followed_at FROM venue_follows
                WHERE user_id = ${userId}::uuid ORDER BY city_key COLLATE "C", venue_key COLLATE "C"`)
            ).pipe(
              Effect.map((rows) => rows.map((r) => ({ venueKey: r.venue_key, cityKey: r.city_key, venue: r.venue, city: r.city, followedAt: r.followed_at })))
            )
          : Effect.succeed([]),
      // One statement: the cities left out are deleted, the others written (a later spelling replaces the earlier).
      setCities: (userId, cities) => {
        const unique = [...new Map(cities.map((c) => [c.key, c.city])).entries()]
        return isUuid(userId)
          ? run((db) =>
              db.query(keyRow`
                WITH gone AS (
                  DELETE FROM user_cities WHERE user_id = ${userId}::uuid AND city_key <> ALL(${sql.array(
                    unique.map(([key]) => key),
                    "text"
                  )}))
                INSERT INTO user_cities (user_id, city_key, city)
                SELECT u.id, c.key, c.city FROM users u, unnest(${sql.array(
                  unique.map(([key]) => key),
                  "text"
                )}::text[], ${sql.array(
                  unique.map(([, city]) => city),
                  "text"
                )}::text[]) AS c (key, city)
                WHERE u.id = ${userId}::uuid
                ON CONFLICT (user_id, city_key) DO UPDATE SET city = EXCLUDED.city
                RETURNING city_key AS key`)
            ).pipe(Effect.asVoid)
          : Effect.void
      },
      citiesOf: (userId) =>
        isUuid(userId)
          ? run((db) => db.any(cityRow`SELECT city_key AS key, city FROM user_cities WHERE user_id = ${userId}::uuid ORDER BY city_key COLLATE "C"`))
          : Effect.succeed([]),
      // Each marked concert counts once; a key's spelling is the least of its marked concerts' (byte order).
      suggestedArtists: (userId, limit) =>
        isUuid(userId)
          ? run((db) =>
              db.any(suggestionRow`
                SELECT c.artist_key AS key, min(c.artist COLLATE "C") AS artist
                FROM user_concert_interests i JOIN concerts c ON c.id = i.concert_id
                WHERE i.user_id = ${userId}::uuid AND i.interest_status IN ('interested', 'has_tickets') AND c.artist_key IS NOT NULL
                  AND NOT EXISTS (SELECT 1 FROM artist_follows f WHERE f.user_id = i.user_id AND f.artist_key = c.artist_key)
                GROUP BY c.artist_key
                ORDER BY count(*) DESC, c.artist_key COLLATE "C"
                LIMIT ${limit}`)
            )
          : Effect.succeed([]),
      // The next concert's spelling from `from` on, as `artistsOf` shows it; else the latest one's.
      catalogueArtists: (keys, from) =>
        keys.length === 0
          ? Effect.succeed(new Map<string, string>())
          : run((db) =>
              db.any(suggestionRow`
                SELECT DISTINCT ON (c.artist_key) c.artist_key AS key, c.artist FROM concerts c
                WHERE c.artist_key = ANY(${sql.array(keys, "text")})
                ORDER BY c.artist_key, c.date < ${from}::date, CASE WHEN c.date >= ${from}::date THEN c.date END, c.date DESC, c.id`)
            ).pipe(Effect.map((rows) => new Map(rows.map((r) => [r.key, r.artist]))))
    })
  })
)
