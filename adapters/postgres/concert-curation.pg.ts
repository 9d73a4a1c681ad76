/** The curation half of the Postgres ConcertRepo: identities, cities, counts, interests and merge. */
import { Effect, Schema } from "effect"
import { sql, type CommonQueryMethods } from "slonik"
import type { ConcertRepo } from "../../domain/concerts/concert-repo.ts"
import { identityOf } from "../../domain/curation/concert-form.ts"
import { noRows } from "./pool.ts"

type Repo = ConcertRepo["Service"]
type Run = <A>(f: (db: CommonQueryMethods) => Promise<A>) => Effect.Effect<A>

const identityRow = sql.type(Schema.toStandardSchemaV1(Schema.Struct({ artist: Schema.String, venue: Schema.String, date: Schema.String })))
const cityRow = sql.type(Schema.toStandardSchemaV1(Schema.Struct({ city: Schema.String })))
const countsRow = sql.type(Schema.toStandardSchemaV1(Schema.Struct({ total: Schema.Number, upcoming: Schema.Number })))
const movedRow = sql.type(Schema.toStandardSchemaV1(Schema.Struct({ moved: Schema.Number })))
const interestRow = sql.type(Schema.toStandardSchemaV1(Schema.Struct({
  user_id: Schema.String,
  status: Schema.Literals(["not_interested", "interested", "has_tickets"])
})))

const strength = (status: ReturnType<typeof sql.identifier>) =>
  sql.fragment`(CASE ${status} WHEN 'has_tickets' THEN 2 WHEN 'interested' THEN 1 ELSE 0 END)`

// The lateral probe makes one lookup per key in the identity index; a plain join lets the planner pick a
// hash join that scans the whole catalogue once per import batch.
export const curationMethods = (run: Run): Pick<Repo, "existingIdentities" | "cities" | "counts" | "interestsOf" | "merge"> => ({
  existingIdentities: (identities) =>
    identities.length === 0
      ? Effect.succeed(new Set<string>())
      : run((db) =>
        db.any(identityRow`
          SELECT k.artist, k.venue, k.date::text AS date
          FROM ${sql.unnest(identities.map((i) => [i.artist, i.venue, i.date]), ["text", "text", "date"])} AS k (artist, venue, date)
          CROSS JOIN LATERAL (
            SELECT 1 FROM concerts c
            WHERE lower(c.artist) = lower(k.artist) AND lower(c.venue) = lower(k.venue) AND c.date = k.date
            LIMIT 1
          ) AS hit`)
      ).pipe(Effect.map((rows) => new Set(rows.map(identityOf)))),
  cities: () =>
    run((db) => db.any(cityRow`SELECT min(city COLLATE "C") AS city FROM concerts GROUP BY lower(city) ORDER BY 1`))
      .pipe(Effect.map((rows) => rows.map((r) => r.city))),
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
      await db.query(noRows`DELETE FROM concerts WHERE id = ${duplicateId}::uuid`)
      return { moved }
    })
})
