/** The curation half of the Postgres ConcertRepo: identities, cities, counts, interests and merge. */
import { Effect, Schema } from "effect"
import { sql, type CommonQueryMethods } from "slonik"
import type { ConcertRepo } from "../../domain/concerts/concert-repo.ts"
import { identityOf } from "../../domain/curation/concert-form.ts"
import {
  ARTIST_THRESHOLD,
  DATE_WINDOW_DAYS,
  type PreparedText,
  prepareConcert,
  VENUE_HIGH,
  VENUE_THRESHOLD,
  wordsNeeded
} from "../../domain/curation/similarity.ts"
import { ConcertId } from "../../domain/kernel/ids.ts"
import { concertColumnsOf, concertRow, concertsUnnest, concertWriteColumns, toConcert } from "./concert-row.ts"
import { noRows } from "./pool.ts"

type Repo = ConcertRepo["Service"]
type Run = <A>(f: (db: CommonQueryMethods) => Promise<A>) => Effect.Effect<A>

const identityRow = sql.type(Schema.toStandardSchemaV1(Schema.Struct({ artist: Schema.String, venue: Schema.String, date: Schema.String })))
const skippedRow = sql.type(Schema.toStandardSchemaV1(Schema.Struct({ skipped: Schema.Array(ConcertId) })))
const cityRow = sql.type(Schema.toStandardSchemaV1(Schema.Struct({ city: Schema.String })))
const countsRow = sql.type(Schema.toStandardSchemaV1(Schema.Struct({ total: Schema.Number, upcoming: Schema.Number })))
const movedRow = sql.type(Schema.toStandardSchemaV1(Schema.Struct({ moved: Schema.Number })))
const interestRow = sql.type(
  Schema.toStandardSchemaV1(
    Schema.Struct({
      user_id: Schema.String,
      status: Schema.Literals(["not_interested", "interested", "has_tickets"])
    })
  )
)

const strength = (status: ReturnType<typeof sql.identifier>) => sql.fragment`(CASE ${status} WHEN 'has_tickets' THEN 2 WHEN 'interested' THEN 1 ELSE 0 END)`

// A plain text (`isPlain`) lower-cased in the C collation (ASCII letters only) is `prepareText`'s text
// before trimming and joining spaces: its space-separated chunks are its words.
const lowered = (column: "artist" | "venue") => sql.fragment`lower(${sql.identifier(["c", column])} COLLATE "C")`

// Not `isPlain`, written exactly as the predicate of the partial index concerts_city_not_plain_idx
// (migrations/0014), so that the few such concerts of a city are found by it rather than tested row by row.
const notPlain = (table: string) => {
  const [artist, venue] = [sql.identifier([table, "artist"]), sql.identifier([table, "venue"])]
  return sql.fragment`(octet_length(${artist}) <> char_length(${artist}) OR ${artist} ~ E'[\\t-\\r]'
    OR octet_length(${venue}) <> char_length(${venue}) OR ${venue} ~ E'[\\t-\\r]')`
}

/**
 * At least `wordsNeeded` of the target's words are words of the lowered column. Most rows are decided by the
 * first test it implies: one of any (words - needed + 1) of the words is inside the text.
 */
const hasCommonWords = (key: "artist_key" | "venue_key", text: PreparedText, threshold: number) => {
  const needed = wordsNeeded(text, threshold)
  if (needed === 0) return sql.fragment`true`
  const words = [...text.words]
  const column = sql.identifier(["k", key])
  const some = words.slice(0, words.length - needed + 1).map((w) => sql.fragment`strpos(${column}, ${w}) > 0`)
  const count = words.map((w) => sql.fragment`(strpos(' ' || ${column} || ' ', ${` ${w} `}) > 0)::int`)
  return sql.fragment`((${sql.join(some, sql.fragment` OR `)}) AND ${sql.join(count, sql.fragment` + `)} >= ${needed})`
}

// The lateral probe makes one lookup per key in the identity index; a plain join lets the planner pick a
// hash join that scans the whole catalogue once per import batch.
export const curationMethods = (
  run: Run
): Pick<Repo, "existingIdentities" | "insertNew" | "duplicateCandidates" | "cities" | "counts" | "interestsOf" | "merge"> => ({
  existingIdentities: (identities) =>
    identities.length === 0
      ? Effect.succeed(new Set<string>())
      : run((db) =>
          db.any(identityRow`
          SELECT k.artist, k.venue, k.date::text AS date
          FROM ${sql.unnest(
            identities.map((i) => [i.artist, i.venue, i.date]),
            ["text", "text", "date"]
          )} AS k (artist, venue, date)
          CROSS JOIN LATERAL (
            SELECT 1 FROM concerts c
            WHERE lower(c.artist) = lower(k.artist) AND lower(c.venue) = lower(k.venue) AND c.date = k.date
            LIMIT 1
          ) AS hit`)
        ).pipe(Effect.map((rows) => new Set(rows.map(identityOf)))),
  // The conflict clause names the identity index, so that only a repeated identity is skipped. The answer is
  // one row listing the few skipped, rather than a row per concert added.
  insertNew: (concerts) =>
    concerts.length === 0
      ? Effect.succeed(new Set<ConcertId>())
      : run((db) =>
          db.oneFirst(skippedRow`
          WITH input AS (SELECT * FROM ${concertsUnnest(concerts)} AS k (${concertWriteColumns})),
          added AS (
            INSERT INTO concerts (${concertWriteColumns}) SELECT * FROM input
            ON CONFLICT (lower(artist), lower(venue), date) DO NOTHING
            RETURNING id
          )
          SELECT coalesce(array_agg(input.id::text) FILTER (WHERE added.id IS NULL), '{}') AS skipped
          FROM input LEFT JOIN added ON added.id = input.id`)
        ).pipe(
          Effect.map((skipped) => {
            const added = new Set(concerts.map((c) => c.id))
            for (const id of skipped) added.delete(id)
            return added
          })
        ),
  // `mayMatch` in SQL, term by term, over the city's rows (index on lower(city)), with cheap string functions
  // only (`translate`, `regexp_replace` or strpos in the default collation cost ten times more per row); the
  // concerts that are not plain come from their own partial index, so no row pays for a regular expression.
  duplicateCandidates: (concert) => {
    const target = prepareConcert(concert)
    const venueWords = [...target.venue.words]
    return run((db) =>
      db.any(concertRow`
        SELECT ${concertColumnsOf("c")} FROM concerts c
        CROSS JOIN LATERAL (SELECT ${lowered("artist")} AS artist_key, ${lowered("venue")} AS venue_key) AS k
        WHERE lower(c.city) = lower(${concert.city}) AND c.id <> ${concert.id}::uuid
          AND (
            c.date = ${concert.date}::date
            OR ${hasCommonWords("artist_key", target.artist, ARTIST_THRESHOLD)}
            OR ${hasCommonWords("venue_key", target.venue, VENUE_HIGH)}
            OR (c.date BETWEEN ${concert.date}::date - ${DATE_WINDOW_DAYS}::int AND ${concert.date}::date + ${DATE_WINDOW_DAYS}::int
              AND (
                ${hasCommonWords("venue_key", target.venue, VENUE_THRESHOLD)}
                OR (${
                  venueWords.length === 0
                    ? sql.fragment`true`
                    : sql.join(
                        venueWords.map((w) => sql.fragment`strpos(k.venue_key, ${w}) > 0`),
                        sql.fragment` AND `
                      )
                })
                OR (strpos(${target.venue.text}, split_part(btrim(k.venue_key, ' '), ' ', 1)) > 0
                  AND strpos(${target.venue.text}, split_part(btrim(k.venue_key, ' '), ' ', -1)) > 0)
              ))
            OR c.id = ANY ((SELECT array_agg(n.id) FROM concerts n WHERE lower(n.city) = lower(${concert.city}) AND ${notPlain("n")})::uuid[])
          )
        ORDER BY c.date, c.id`)
    ).pipe(Effect.map((rows) => rows.map(toConcert)))
  },
  cities: () =>
    run((db) => db.any(cityRow`SELECT min(city COLLATE "C") AS city FROM concerts GROUP BY lower(city) ORDER BY 1`)).pipe(
      Effect.map((rows) => rows.map((r) => r.city))
    ),
  counts: (from, until) =>
    run((db) =>
      db.one(countsRow`
        SELECT count(*)::int AS total, (count(*) FILTER (WHERE date BETWEEN ${from}::date AND ${until}::date))::int AS upcoming
        FROM concerts`)
    ),
  interestsOf: (id) =>
    run((db) =>
      db.any(interestRow`
        SELECT user_id::text AS user_id, interest_status AS status FROM user_concert_interests
        WHERE concert_id = ${id}::uuid ORDER BY user_id`)
    ).pipe(Effect.map((rows) => rows.map((r) => ({ userId: r.user_id, status: r.status })))),
  merge: (primaryId, duplicateId) =>
    run(async (db) => {
      // Both rows are locked first (in id order, so two merges cannot deadlock): an interest being saved on the
      // duplicate either commits before, and is moved below, or waits and then finds the concert gone.
      await db.query(noRows`SELECT 1 FROM concerts WHERE id IN (${primaryId}::uuid, ${duplicateId}::uuid) ORDER BY id FOR UPDATE`)
      // A user who has both keeps the stronger status: has_tickets > interested > not_interested.
      const moved = await db.oneFirst(movedRow`
        WITH source AS (
          SELECT user_id, interest_status, created_at FROM user_concert_interests
          WHERE concert_id = ${duplicateId}::uuid FOR UPDATE
        ), merged AS (
          INSERT INTO user_concert_interests AS target (user_id, concert_id, interest_status, created_at, updated_at)
          SELECT user_id, ${primaryId}::uuid, interest_status, created_at, now() FROM source
          ON CONFLICT (user_id, concert_id) DO UPDATE
            SET interest_status = excluded.interest_status, updated_at = now()
            WHERE ${strength(sql.identifier(["excluded", "interest_status"]))} > ${strength(sql.identifier(["target", "interest_status"]))}
        )
        SELECT count(*)::int AS moved FROM source`)
      // Plans (issue #22) follow their concert: the fans' night out survives the catalogue's clean-up.
      await db.query(noRows`UPDATE plans SET concert_id = ${primaryId}::uuid WHERE concert_id = ${duplicateId}::uuid`)
      await db.query(noRows`DELETE FROM concerts WHERE id = ${duplicateId}::uuid`)
      return { moved }
    })
})
