/**
 * SuggestionRepo on PostgreSQL: concert_suggestions (migration 0021) with the suggester's address and profile name
 * joined. `lock` holds the row FOR UPDATE until the unit of work ends, so two decisions on one suggestion are made one
 * after the other; `addUnderCap` takes a transaction-scoped advisory lock per suggester, so two suggestions of one fan
 * are counted one after the other.
 */
import { Effect, Layer, Option, Schema } from "effect"
import { type FragmentSqlToken, sql } from "slonik"
import { type Suggestion, SuggestionRepo } from "../../domain/curation/suggestion-repo.ts"
import { SUGGESTION_STATUSES } from "../../domain/curation/suggestions-contract.ts"
import { LocalDate } from "../../domain/kernel/local-date.ts"
import { noRows, PgPool, query } from "./pool.ts"
import { instant, isUuid } from "./rows.ts"

const SuggestionRow = Schema.Struct({
  id: Schema.String,
  suggested_by: Schema.String,
  email: Schema.String,
  display_name: Schema.NullOr(Schema.String),
  artist: Schema.String,
  venue: Schema.String,
  city: Schema.String,
  date: LocalDate,
  description: Schema.NullOr(Schema.String),
  image_url: Schema.NullOr(Schema.String),
  status: Schema.Literals(SUGGESTION_STATUSES),
  concert_id: Schema.NullOr(Schema.String),
  reason: Schema.NullOr(Schema.String),
  created_at: Schema.Number,
  decided_at: Schema.NullOr(Schema.Number),
  decided_by: Schema.NullOr(Schema.String)
})
const suggestionRow = sql.type(Schema.toStandardSchemaV1(SuggestionRow))
const oldestRow = sql.type(Schema.toStandardSchemaV1(Schema.Struct({ added: Schema.Boolean, oldest: Schema.NullOr(Schema.Number) })))

/** The suggestions in `s` (a table or a CTE of its rows), with the suggester's address and profile name. */
const select = (s: FragmentSqlToken) => sql.fragment`
  SELECT s.id::text AS id, s.suggested_by::text AS suggested_by, u.email, p.display_name, s.artist, s.venue, s.city,
         s.date, s.description, s.image_url, s.status, s.concert_id::text AS concert_id, s.reason, s.created_at,
         s.decided_at, s.decided_by::text AS decided_by
  FROM ${s} s JOIN users u ON u.id = s.suggested_by LEFT JOIN profiles p ON p.user_id = s.suggested_by`

const toSuggestion = (r: typeof SuggestionRow.Type): Suggestion => ({
  id: r.id,
  suggestedBy: r.suggested_by,
  artist: r.artist,
  venue: r.venue,
  city: r.city,
  date: r.date,
  description: r.description,
  imageUrl: r.image_url,
  status: r.status,
  concertId: r.concert_id,
  reason: r.reason,
  createdAt: r.created_at,
  decidedAt: r.decided_at,
  decidedBy: r.decided_by,
  suggesterEmail: r.email,
  suggesterName: r.display_name
})

const withPool = PgPool.useSync(
  (pool) =>
    <A>(f: Parameters<typeof query<A>>[0]) =>
      Effect.provideService(query(f), PgPool, pool)
)

export const layer: Layer.Layer<SuggestionRepo, never, PgPool> = Layer.effect(
  SuggestionRepo,
  Effect.map(withPool, (run) => {
    const one = (statement: ReturnType<typeof suggestionRow>) =>
      run((db) => db.maybeOne(statement)).pipe(Effect.map((row) => Option.map(Option.fromNullishOr(row), toSuggestion)))
    const many = (statement: ReturnType<typeof suggestionRow>) => run((db) => db.any(statement)).pipe(Effect.map((rows) => rows.map(toSuggestion)))
    const findOne = (id: string, lock: boolean) =>
      isUuid(id)
        ? one(suggestionRow`${select(sql.fragment`concert_suggestions`)} WHERE s.id = ${id}::uuid ${lock ? sql.fragment`FOR UPDATE OF s` : sql.fragment``}`)
        : Effect.succeed(Option.none())
    return SuggestionRepo.of({
      addUnderCap: (s, cap) =>
        run(async (db) => {
          // Held until the unit of work ends: the suggester's next suggestion counts this one.
          await db.query(noRows`SELECT 1 FROM (SELECT pg_advisory_xact_lock(hashtextextended(${`concert_suggestions:${s.suggestedBy}`}, 0))) AS held`)
          return db.one(oldestRow`
            WITH recent AS (
              SELECT count(*) AS n, min(created_at) AS oldest FROM concert_suggestions
              WHERE suggested_by = ${s.suggestedBy}::uuid AND created_at > ${instant(cap.since)}),
            added AS (
              INSERT INTO concert_suggestions (id, suggested_by, artist, venue, city, date, description, image_url, created_at)
              SELECT ${s.id}::uuid, ${s.suggestedBy}::uuid, ${s.artist}, ${s.venue}, ${s.city}, ${s.date}::date, ${s.description},
                     ${s.imageUrl}, ${instant(s.createdAt)}
              FROM recent WHERE n < ${cap.max}
              RETURNING id)
            SELECT EXISTS (SELECT 1 FROM added) AS added, (SELECT oldest FROM recent) AS oldest`)
        }).pipe(Effect.map((r) => (r.added ? null : r.oldest))),
      find: (id) => findOne(id, false),
      lock: (id) => findOne(id, true),
      mine: (userId, limit) =>
        isUuid(userId)
          ? many(suggestionRow`
            ${select(sql.fragment`concert_suggestions`)} WHERE s.suggested_by = ${userId}::uuid
            ORDER BY s.created_at DESC, s.id DESC LIMIT ${limit}`)
          : Effect.succeed([]),
      pending: (limit) =>
        many(suggestionRow`
          ${select(sql.fragment`concert_suggestions`)} WHERE s.status = 'pending' ORDER BY s.created_at, s.id LIMIT ${limit}`),
      decided: (limit) =>
        many(suggestionRow`
          ${select(sql.fragment`concert_suggestions`)} WHERE s.status <> 'pending' ORDER BY s.decided_at DESC, s.id DESC LIMIT ${limit}`),
      decide: (id, d) =>
        isUuid(id)
          ? one(suggestionRow`
            WITH decided AS (
              UPDATE concert_suggestions
              SET status = ${d.status}, concert_id = ${d.concertId}::uuid, reason = ${d.reason}, decided_at = ${instant(d.at)},
                  decided_by = ${d.decidedBy}::uuid
              WHERE id = ${id}::uuid AND status = 'pending'
              RETURNING *)
            ${select(sql.fragment`decided`)}`)
          : Effect.succeed(Option.none())
    })
  })
)
