/** The curation half of the Postgres ConcertRepo: identities, cities, counts, interests and merge. */
import { Effect, Option, Schema } from "effect"
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
import type { Concert } from "../../domain/concerts/concert.ts"
import { fold } from "../../domain/search/fold.ts"
import { ConcertRow, concertColumnsOf, concertRow, concertWriteColumns, toConcert } from "./concert-row.ts"
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

type Cell = string | number | null

/** The columns of `concertWriteColumns`, in its order: each one's type and value (the folds last). */
const writeColumns: ReadonlyArray<readonly [name: string, type: "uuid" | "text" | "date" | "timestamptz" | "int4"]> = [
  ["id", "uuid"],
  ["artist", "text"],
  ["venue", "text"],
  ["city", "text"],
  ["date", "date"],
  ["description", "text"],
  ["image_url", "text"],
  ["created_by", "uuid"],
  ["created_at", "timestamptz"],
  ["status", "text"],
  ["status_reason", "text"],
  ["previous_date", "date"],
  ["previous_venue", "text"],
  ["start_time", "text"],
  ["doors_time", "text"],
  ["time_zone", "text"],
  ["sequence", "int4"],
  ["changed_at", "timestamptz"],
  ["artist_folded", "text"],
  ["venue_folded", "text"],
  ["city_folded", "text"]
]

const typeOf = {
  uuid: sql.fragment`uuid`,
  text: sql.fragment`text`,
  date: sql.fragment`date`,
  timestamptz: sql.fragment`timestamptz`,
  int4: sql.fragment`int4`
} as const

/** Calls `f` once per distinct argument: a batch repeats its cities, venues and import time. */
const memo = <K, V>(f: (key: K) => V) => {
  const seen = new Map<K, V>()
  return (key: K) => {
    let value = seen.get(key)
    if (value === undefined && !seen.has(key)) {
      value = f(key)
      seen.set(key, value)
    }
    return value as V
  }
}

/**
 * A batch of concerts as the rows of `concertWriteColumns`: the columns that differ between its concerts come from
 * one `unnest` of their arrays, a column with one value for all of them (the importer, the import's time, a null) is
 * that value once. A 1,000-row import batch sends about 8 arrays instead of 21, and folds each distinct text once.
 */
const batchInput = (concerts: ReadonlyArray<Concert>) => {
  const folded = memo(fold)
  const iso = memo((millis: number | null) => (millis === null ? null : new Date(millis).toISOString()))
  const rows = concerts.map(
    (c): ReadonlyArray<Cell> => [
      c.id,
      c.artist,
      c.venue,
      c.city,
      c.date,
      c.description,
      c.imageUrl,
      c.createdBy,
      iso(c.createdAt),
      c.status,
      c.statusReason,
      c.previousDate,
      c.previousVenue,
      c.startTime,
      c.doorsTime,
      c.timeZone,
      c.sequence,
      iso(c.changedAt),
      folded(c.artist),
      folded(c.venue),
      folded(c.city)
    ]
  )
  const first = rows[0]!
  // The id always varies, so that the unnest has a column to give the batch's rows.
  const varying = writeColumns.map((_, k) => k === 0 || rows.some((row) => row[k] !== first[k]))
  const arrays = writeColumns.flatMap(([name, type], k) => (varying[k] ? [{ name, type, k }] : []))
  const select = writeColumns.map(([name, type], k) =>
    varying[k] ? sql.identifier(["k", name]) : sql.fragment`${first[k] ?? null}::${typeOf[type]} AS ${sql.identifier([name])}`
  )
  return sql.fragment`SELECT ${sql.join(select, sql.fragment`, `)}
    FROM ${sql.unnest(
      rows.map((row) => arrays.map(({ k }) => row[k] ?? null)),
      arrays.map(({ type }) => type)
    )} AS k (${sql.join(
      arrays.map(({ name }) => sql.identifier([name])),
      sql.fragment`, `
    )})`
}

/**
 * `duplicateCandidates` of a stored concert in one statement, the concert read with them: SQL prepares the target's
 * texts as `prepareText` does, which it does exactly for a plain text (`isPlain`: ASCII, no white space but spaces)
 * of at most `WORD_SLOTS` words. Another target is answered with the concert alone (`eligible` false), and its
 * candidates come from `duplicateCandidates`, whose terms JavaScript writes. The statement's text is the same for
 * every concert, so it is prepared once per connection (`sql.prepared`): no parsing or analysis per call.
 */
const WORD_SLOTS = 8
const slots = Array.from({ length: WORD_SLOTS }, (_, i) => i + 1)

/** `wordsNeeded` of a text of n words, n = 0 … WORD_SLOTS (index n). */
const neededByCount = (threshold: number) =>
  [0, ...slots].map((n) => wordsNeeded({ text: "", words: new Set(Array.from({ length: n }, (_, i) => `w${i}`)) }, threshold))

/** `hasCommonWords`'s three uses: the target's artist or venue words against a threshold. */
const wordTests = [
  { name: "artist", text: "a", threshold: ARTIST_THRESHOLD },
  { name: "venue_high", text: "v", threshold: VENUE_HIGH },
  { name: "venue", text: "v", threshold: VENUE_THRESHOLD }
] as const
type WordTest = (typeof wordTests)[number]

/** The target's i-th word (1-based) of its artist or venue, null past its last. */
const wordOf = (text: "a" | "v", i: number) => sql.identifier(["p", `${text}${i}`])

/**
 * `hasCommonWords` over the target's words held by `p`: at least `need` of them are words of the row's text. Most
 * rows are decided by the test it implies, that one of the first `some` = n - need + 1 words is inside the text,
 * chosen by a CASE on `some` so that a row tests only those words.
 */
const commonWordsOf = (key: "artist_key" | "venue_key", test: WordTest) => {
  const column = sql.identifier(["k", key])
  const need = sql.identifier(["p", `${test.name}_need`])
  const someCount = sql.identifier(["p", `${test.name}_some`])
  const needed = neededByCount(test.threshold)
  const mostSome = Math.max(...slots.map((n) => n - needed[n]! + 1))
  const found = (i: number) => sql.fragment`strpos(${column}, ${wordOf(test.text, i)}) > 0`
  const some = sql.fragment`CASE ${someCount} ${sql.join(
    slots.filter((k) => k <= mostSome).map((k) => sql.fragment`WHEN ${k}::int THEN ${sql.join(slots.filter((i) => i <= k).map(found), sql.fragment` OR `)}`),
    sql.fragment` `
  )} END`
  // The common words counted among the target's n words only (a CASE on n), for the few rows that pass.
  const word = (i: number) => sql.fragment`(strpos(' ' || ${column} || ' ', ' ' || ${wordOf(test.text, i)} || ' ') > 0)::int`
  const common = sql.fragment`CASE ${sql.identifier(["p", `${test.text}n`])} ${sql.join(
    slots.map((n) => sql.fragment`WHEN ${n}::int THEN ${sql.join(slots.filter((i) => i <= n).map(word), sql.fragment` + `)}`),
    sql.fragment` `
  )} END`
  return sql.fragment`(${need} = 0 OR ((${some}) AND ${common} >= ${need}))`
}

/**
 * The plain text lowered as `prepareText` lowers it. Its spaces are left as they are: the terms below find words
 * (no spaces) inside it, and its words are its non-empty space-separated parts either way.
 */
const preparedSql = (column: "artist" | "venue") => sql.fragment`lower(${sql.identifier(["c", column])} COLLATE "C")`

/** Its distinct words in order. */
const wordsSql = (text: ReturnType<typeof sql.fragment>) =>
  sql.fragment`ARRAY(SELECT x FROM unnest(string_to_array(${text}, ' ')) WITH ORDINALITY AS u (x, o) WHERE x <> '' GROUP BY x ORDER BY min(o))`

const candidatesOfRow = Schema.toStandardSchemaV1(Schema.Struct({ ...ConcertRow.fields, target: Schema.Boolean, eligible: Schema.Boolean }))
// Built once: only the id changes from one call to the next (building the fragments each time cost more than the rule).
const candidatesOfStatement = sql.fragment`
  t AS (
    SELECT ${concertColumnsOf("c")}, ${preparedSql("artist")} AS artist_text, ${preparedSql("venue")} AS venue_text,
      NOT ${notPlain("c")} AS plain
    FROM target_id JOIN concerts c ON c.id = target_id.id
  ), w AS MATERIALIZED (
    SELECT t.*, ${wordsSql(sql.fragment`t.artist_text`)} AS aw, ${wordsSql(sql.fragment`t.venue_text`)} AS vw FROM t
  ), p AS (
    SELECT w.*, cardinality(aw) AS an, cardinality(vw) AS vn,
      ${sql.join(
        wordTests.map((test) => {
          const count = sql.fragment`cardinality(${sql.identifier([`${test.text}w`])})`
          const need = sql.fragment`(${sql.array(neededByCount(test.threshold), "int4")})[${count} + 1]`
          return sql.fragment`${need} AS ${sql.identifier([`${test.name}_need`])}, ${count} - ${need} + 1 AS ${sql.identifier([`${test.name}_some`])}`
        }),
        sql.fragment`, `
      )},
      ${sql.join(
        slots.flatMap((i) => [sql.fragment`aw[${i}::int] AS ${sql.identifier([`a${i}`])}`, sql.fragment`vw[${i}::int] AS ${sql.identifier([`v${i}`])}`]),
        sql.fragment`, `
      )},
      date - ${DATE_WINDOW_DAYS}::int AS date_from, date + ${DATE_WINDOW_DAYS}::int AS date_to,
      plain AND cardinality(aw) <= ${WORD_SLOTS} AND cardinality(vw) <= ${WORD_SLOTS} AS eligible
    FROM w
  ), n AS (
    SELECT coalesce(array_agg(n.id), '{}') AS ids FROM p JOIN concerts n ON lower(n.city) = lower(p.city) WHERE p.eligible AND ${notPlain("n")}
  )
  SELECT ${concertColumnsOf("p")}, true AS target, p.eligible FROM p
  UNION ALL
  SELECT ${concertColumnsOf("f")}, false, true FROM p CROSS JOIN n
    -- A fence (OFFSET 0) keeps the tests on the scan of the city's rows, the target's values its parameters.
    CROSS JOIN LATERAL (
      SELECT ${concertColumnsOf("c")} FROM concerts c
      CROSS JOIN LATERAL (SELECT ${lowered("artist")} AS artist_key, ${lowered("venue")} AS venue_key) AS k
      WHERE p.eligible AND lower(c.city) = lower(p.city) AND c.id <> p.id AND (
        c.date = p.date
        OR ${commonWordsOf("artist_key", wordTests[0])}
        OR ${commonWordsOf("venue_key", wordTests[1])}
        OR (c.date BETWEEN p.date_from AND p.date_to
          AND (
            ${commonWordsOf("venue_key", wordTests[2])}
            OR (${sql.join(
              slots.map((i) => sql.fragment`(p.vn < ${i}::int OR strpos(k.venue_key, ${wordOf("v", i)}) > 0)`),
              sql.fragment` AND `
            )})
            OR (strpos(p.venue_text, split_part(btrim(k.venue_key, ' '), ' ', 1)) > 0
              AND strpos(p.venue_text, split_part(btrim(k.venue_key, ' '), ' ', -1)) > 0)
          ))
        OR c.id = ANY (n.ids)
      )
      OFFSET 0
    ) AS f
  ORDER BY target DESC, date, id`

const candidatesOfQuery = (id: ConcertId) =>
  sql.prepared("soundcheck_duplicate_candidates_of", candidatesOfRow)`WITH target_id AS (SELECT ${id}::uuid AS id), ${candidatesOfStatement}`

// `mayMatch` in SQL, term by term, over the city's rows (index on lower(city)), with cheap string functions
// only (`translate`, `regexp_replace` or strpos in the default collation cost ten times more per row); the
// concerts that are not plain come from their own partial index, so no row pays for a regular expression.
const duplicateCandidates = (run: Run, concert: Concert) => {
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
}

// The lateral probe makes one lookup per key in the identity index; a plain join lets the planner pick a
// hash join that scans the whole catalogue once per import batch.
export const curationMethods = (
  run: Run
): Pick<Repo, "existingIdentities" | "insertNew" | "duplicateCandidates" | "duplicateCandidatesOf" | "cities" | "counts" | "interestsOf" | "merge"> => ({
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
      : run((db) => {
          const input = batchInput(concerts)
          return db.oneFirst(skippedRow`
          WITH input AS (${input}),
          added AS (
            INSERT INTO concerts (${concertWriteColumns}) SELECT * FROM input
            ON CONFLICT (lower(artist), lower(venue), date) DO NOTHING
            RETURNING id
          )
          SELECT coalesce(array_agg(input.id::text) FILTER (WHERE added.id IS NULL), '{}') AS skipped
          FROM input LEFT JOIN added ON added.id = input.id`)
        }).pipe(
          Effect.map((skipped) => {
            const added = new Set(concerts.map((c) => c.id))
            for (const id of skipped) added.delete(id)
            return added
          })
        ),
  duplicateCandidates: (concert) => duplicateCandidates(run, concert),
  duplicateCandidatesOf: (id) =>
    run((db) => db.any(candidatesOfQuery(id))).pipe(
      Effect.flatMap(([first, ...rest]) => {
        if (first === undefined || !first.target) return Effect.succeed(Option.none())
        const concert = toConcert(first)
        return first.eligible
          ? Effect.succeed(Option.some({ concert, candidates: rest.map(toConcert) }))
          : Effect.map(duplicateCandidates(run, concert), (candidates) => Option.some({ concert, candidates }))
      })
    ),
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
      // A user who has both keeps the stronger status: has_tickets > interested > not_interested. The move is the
      // staff's, not the fans' activity (issue #34): the analytics trigger is told so for this statement.
      await db.query(noRows`SELECT set_config('soundcheck.moved_by_staff', 'on', true)`)
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
      await db.query(noRows`SELECT set_config('soundcheck.moved_by_staff', 'off', true)`)
      // Plans (issue #22) follow their concert: the fans' night out survives the catalogue's clean-up.
      await db.query(noRows`UPDATE plans SET concert_id = ${primaryId}::uuid WHERE concert_id = ${duplicateId}::uuid`)
      await db.query(noRows`DELETE FROM concerts WHERE id = ${duplicateId}::uuid`)
      return { moved }
    })
})
