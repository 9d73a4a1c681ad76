/**
 * SearchRepo on PostgreSQL (migration 0019): one statement per search or suggestion. Each query word's similar
 * words come from the vocabulary's pg_trgm index (`%`, threshold 0.3: a superset of the matches), plus every word
 * pg_trgm may see otherwise than the domain (the few that are not plain ASCII), and are then measured exactly as
 * `similarityPerMille` does, in whole thousandths on character trigrams; their concerts come from
 * `concert_search_words`, and a concert (for suggestions, one of its fields) is kept when every query word matched
 * one of its words.
 */
import { Effect, Layer, Schema } from "effect"
import { type FragmentSqlToken, sql } from "slonik"
import { SuggestionKind } from "../../domain/search/contract.ts"
import { MATCH_PER_MILLE } from "../../domain/search/match.ts"
import { SearchRepo, type SearchRequest, type SuggestRequest } from "../../domain/search/search-repo.ts"
import { ConcertRow, concertColumnsOf, toConcert } from "./concert-row.ts"
import type { PgPool } from "./pool.ts"
import { readRunner } from "./read-routing.ts"

const rankedRow = sql.type(Schema.toStandardSchemaV1(Schema.Struct({ ...ConcertRow.fields, score: Schema.Number })))
const suggestionRow = sql.type(
  Schema.toStandardSchemaV1(Schema.Struct({ kind: SuggestionKind, value: Schema.String, concerts: Schema.Number, score: Schema.Number }))
)

const none = sql.fragment``

/** `q (i, word, trigrams)`: the query's words, numbered from 1. */
const queryCte = (words: ReadonlyArray<string>) => sql.fragment`
  q AS MATERIALIZED (
    SELECT w.i::int AS i, w.word, search_trigrams(w.word) AS trigrams
    FROM unnest(${sql.array(words, "text")}) WITH ORDINALITY AS w (word, i))`

/**
 * `(i, word, sim)` for every vocabulary word that query word `i` matches: `similarityPerMille` ≥ the threshold. Plain
 * words come from pg_trgm's index; the others (which pg_trgm may see otherwise) from the index of their own trigrams,
 * sharing one with the query word (a match shares at least one), so anyone's added words cost a lookup, not a scan.
 */
const similarWords = sql.fragment`
  SELECT x.i, x.word, x.sim FROM (
    SELECT q.i, v.word, (1000 * s.shared) / (cardinality(v.trigrams) + cardinality(q.trigrams) - s.shared) AS sim
    FROM q
    CROSS JOIN LATERAL (
      SELECT v.word, v.trigrams FROM search_vocabulary v WHERE v.plain AND v.word % q.word
      UNION ALL
      SELECT v.word, v.trigrams FROM search_vocabulary v WHERE NOT v.plain AND v.trigrams && q.trigrams) v
    CROSS JOIN LATERAL (SELECT count(*)::int AS shared FROM unnest(v.trigrams) t WHERE t = ANY (q.trigrams)) s) x
  WHERE x.sim >= ${MATCH_PER_MILLE}`

/** Keeps the listed words (`p`) of concerts on or after the day. */
const fromDay = (from: string | undefined): FragmentSqlToken => (from === undefined ? none : sql.fragment`AND p.date >= ${from}::date`)

/**
 * The search statement: the upcoming concerts every word matches, scored, ranked and cut to the page from the
 * listed words alone (their day is listed with them); only the page's concerts are then read.
 */
export const searchStatement = ({ words, from, after, limit }: SearchRequest) => sql.fragment`
  WITH ${queryCte(words)},
  matched AS (${similarWords}),
  scored AS (
    SELECT b.concert_id, b.date, sum(b.best)::int AS score FROM (
      SELECT p.concert_id, p.date, m.i, max(m.sim) AS best
      FROM matched m JOIN concert_search_words p ON p.word = m.word
      WHERE true ${fromDay(from)}
      GROUP BY p.concert_id, p.date, m.i) b
    GROUP BY b.concert_id, b.date HAVING count(*) = ${words.length}),
  page AS (
    SELECT s.concert_id, s.score FROM scored s
    ${
      after === undefined
        ? none
        : sql.fragment`WHERE s.score < ${after.score} OR (s.score = ${after.score} AND (s.date, s.concert_id) > (${after.date}::date, ${after.id}::uuid))`
    }
    ORDER BY s.score DESC, s.date, s.concert_id
    LIMIT ${limit})
  SELECT ${concertColumnsOf("c")}, page.score
  FROM page JOIN concerts c ON c.id = page.concert_id
  ORDER BY page.score DESC, c.date, c.id`

/**
 * The suggestions statement: each (concert, text) every word matches within that text (artist, venue or city), the last word also as
 * the start of a word (a range of the vocabulary's primary key, in "C" order); then the fields' spellings, counted.
 */
export const suggestStatement = ({ words, from, limit }: SuggestRequest) => sql.fragment`
  WITH ${queryCte(words)},
  matched AS (
    SELECT m.i, m.word, max(m.sim) AS sim FROM (
      ${similarWords}
      UNION ALL
      SELECT ${words.length}::int, v.word, 1000 FROM search_vocabulary v WHERE v.word LIKE ${`${words.at(-1)}%`}) m
    GROUP BY m.i, m.word),
  pairs AS (
    SELECT b.concert_id, b.field, sum(b.best)::int AS score FROM (
      SELECT p.concert_id, f.field, m.i, max(m.sim) AS best
      FROM matched m JOIN concert_search_words p ON p.word = m.word
      CROSS JOIN LATERAL (VALUES (0), (1), (2)) f (field)
      WHERE p.fields & (1 << f.field) <> 0 ${fromDay(from)}
      GROUP BY p.concert_id, f.field, m.i) b
    GROUP BY b.concert_id, b.field HAVING count(*) = ${words.length})
  SELECT (ARRAY['artist', 'venue', 'city'])[p.field + 1] AS kind, v.value, count(*)::int AS concerts, max(p.score)::int AS score
  FROM pairs p JOIN concerts c ON c.id = p.concert_id
  CROSS JOIN LATERAL (SELECT CASE p.field WHEN 0 THEN c.artist WHEN 1 THEN c.venue ELSE c.city END AS value) v
  GROUP BY p.field, v.value
  ORDER BY p.field, score DESC, concerts DESC, v.value COLLATE "C"
  LIMIT ${limit}`

export const layer: Layer.Layer<SearchRepo, never, PgPool> = Layer.effect(
  SearchRepo,
  Effect.gen(function* () {
    // Search tolerates lag like discovery: on the replica when the caller allows it (read-routing.ts).
    const run = yield* readRunner
    return SearchRepo.of({
      search: (request) =>
        run((db) => db.any(rankedRow`${searchStatement(request)}`)).pipe(Effect.map((rows) => rows.map((r) => ({ concert: toConcert(r), score: r.score })))),
      suggest: (request) => run((db) => db.any(suggestionRow`${suggestStatement(request)}`))
    })
  })
)
