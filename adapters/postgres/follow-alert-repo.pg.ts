/**
 * FollowAlertRepo on PostgreSQL (migration 0027): a new concert's alerts and the in-app news they make in one
 * statement, whatever the number of concerts (an import's 10,000 are one statement, not one per follower); the daily
 * mail's claim in `follow_mail_runs`.
 */
import { Effect, Layer, Schema } from "effect"
import { sql } from "slonik"
import { type AlertedConcert, FollowAlertRepo } from "../../domain/follows/alert-repo.ts"
import { LocalDate, localDateFromMillis } from "../../domain/kernel/local-date.ts"
import { awayUsersSql } from "./hidden-sql.pg.ts"
import { noRows, PgPool, query } from "./pool.ts"
import { instant, isUuid } from "./rows.ts"

const outcomeRow = sql.type(Schema.toStandardSchemaV1(Schema.Struct({ alerts: Schema.Number, fans: Schema.Array(Schema.String) })))
const AlertRow = Schema.Struct({
  concert_id: Schema.String,
  artist: Schema.String,
  venue: Schema.String,
  city: Schema.String,
  date: LocalDate,
  artist_key: Schema.String,
  by_artist: Schema.Boolean,
  created_at: Schema.Number
})
const alertRow = sql.type(Schema.toStandardSchemaV1(AlertRow))
const fanRow = sql.type(Schema.toStandardSchemaV1(Schema.Struct({ user_id: Schema.String, email: Schema.String, time_zone: Schema.NullOr(Schema.String) })))
const countRow = sql.type(Schema.toStandardSchemaV1(Schema.Struct({ n: Schema.Number })))
const idRow = sql.type(Schema.toStandardSchemaV1(Schema.Struct({ id: Schema.String })))
const dayRow = sql.type(Schema.toStandardSchemaV1(Schema.Struct({ day: Schema.String })))

const toAlerted = (r: typeof AlertRow.Type): AlertedConcert => ({
  concertId: r.concert_id,
  artist: r.artist,
  venue: r.venue,
  city: r.city,
  date: r.date,
  artistKey: r.artist_key,
  byArtist: r.by_artist,
  createdAt: r.created_at
})

/** A folded text as follows keep it (domain/follows/artist-key.ts `venueKey`, `cityKey`): a text with no letter or digit is itself. */
const keyOf = (folded: string, text: string) =>
  sql.fragment`CASE WHEN c.${sql.identifier([folded])} = '' THEN btrim(c.${sql.identifier([text])}) ELSE c.${sql.identifier([folded])} END`

const alertColumns = sql.fragment`
  a.concert_id::text AS concert_id, c.artist, c.venue, c.city, c.date, c.artist_key, a.artist_key IS NOT NULL AS by_artist, a.created_at`

/**
 * The new concerts going ahead from the UTC day of `at` (fresh), the accounts away (suspended or waiting to be purged),
 * and every (follower, concert) an alert may go to: the artist's followers in the concert's city or with no city
 * picked, and the venue's followers in its city.
 */
const candidateCtes = (ids: ReadonlyArray<string>, at: number) => sql.fragment`
  fresh AS MATERIALIZED (
    SELECT c.id, c.artist, c.venue, c.city, c.date, c.artist_key,
           ${keyOf("venue_folded", "venue")} AS venue_key, ${keyOf("city_folded", "city")} AS city_key
    FROM concerts c
    WHERE c.id = ANY(${sql.array(ids, "uuid")}) AND c.artist_key IS NOT NULL
      AND c.status IN ('scheduled', 'rescheduled', 'moved') AND c.date >= ${localDateFromMillis(at)}::date
  ),
  away AS MATERIALIZED (${awayUsersSql(at)}),
  candidates AS (
    SELECT f.user_id, n.id AS concert_id, n.artist_key
    FROM fresh n JOIN artist_follows f ON f.artist_key = n.artist_key
    WHERE NOT EXISTS (SELECT 1 FROM user_cities uc WHERE uc.user_id = f.user_id)
       OR EXISTS (SELECT 1 FROM user_cities uc WHERE uc.user_id = f.user_id AND uc.city_key = n.city_key)
    UNION ALL
    SELECT v.user_id, n.id, NULL
    FROM fresh n JOIN venue_follows v ON v.venue_key = n.venue_key AND v.city_key = n.city_key
  )`

export const layer: Layer.Layer<FollowAlertRepo, never, PgPool> = Layer.effect(
  FollowAlertRepo,
  Effect.gen(function* () {
    const pool = yield* PgPool
    const run = <A>(f: Parameters<typeof query<A>>[0]) => Effect.provideService(query(f), PgPool, pool)
    return FollowAlertRepo.of({
      // The news of each (fan, artist) is upserted on its key (rules.ts `notificationKey` of a batched kind:
      // "followed_new_concert|<fan>||||<artist key>"): an unread one counts the new concerts too; a read or withdrawn
      // one is replaced by the fresh news, unread (`onRepeat`'s renew).
      alertFor: (concertIds, at) => {
        const ids = concertIds.filter(isUuid)
        if (ids.length === 0) return Effect.succeed({ alerts: 0, fans: [] })
        return run((db) =>
          db.one(outcomeRow`
          WITH ${candidateCtes(ids, at)},
          alerts AS (
            INSERT INTO follow_alerts (user_id, concert_id, artist_key, created_at)
            SELECT DISTINCT ON (user_id, concert_id) user_id, concert_id, artist_key, ${instant(at)}::timestamptz
            FROM candidates WHERE user_id NOT IN (SELECT user_id FROM away)
            ORDER BY user_id, concert_id, artist_key NULLS LAST
            ON CONFLICT DO NOTHING
            RETURNING user_id, concert_id
          ),
          news AS (
            SELECT a.user_id, n.artist_key, count(*)::int AS count, (array_agg(n.id ORDER BY n.date, n.id))[1] AS first_id
            FROM alerts a JOIN fresh n ON n.id = a.concert_id
            GROUP BY a.user_id, n.artist_key
          ),
          told AS (
            INSERT INTO notifications AS t (id, recipient_id, kind, actor_id, concert_id, plan_id, data, dedupe_key, created_at)
            SELECT gen_random_uuid(), w.user_id, 'followed_new_concert', NULL, NULL, NULL,
                   jsonb_build_object('kind', 'followed_new_concert', 'artistKey', w.artist_key, 'count', w.count, 'concertId', f.id::text,
                                      'concert', jsonb_build_object('artist', f.artist, 'venue', f.venue, 'city', f.city, 'date', to_char(f.date, 'YYYY-MM-DD'))),
                   'followed_new_concert|' || w.user_id::text || '||||' || w.artist_key, ${instant(at)}::timestamptz
            FROM news w JOIN fresh f ON f.id = w.first_id
            ON CONFLICT (dedupe_key) DO UPDATE SET
              id = CASE WHEN t.read_at IS NULL AND t.withdrawn_at IS NULL THEN t.id ELSE excluded.id END,
              data = CASE WHEN t.read_at IS NULL AND t.withdrawn_at IS NULL
                          THEN jsonb_set(t.data, '{count}', to_jsonb((t.data ->> 'count')::int + (excluded.data ->> 'count')::int))
                          ELSE excluded.data END,
              created_at = excluded.created_at, read_at = NULL, withdrawn_at = NULL
            RETURNING recipient_id
          )
          SELECT (SELECT count(*) FROM alerts)::int AS alerts,
                 COALESCE((SELECT array_agg(DISTINCT recipient_id::text) FROM told), '{}') AS fans`)
        )
      },
      fansToAlert: (concertIds, at) => {
        const ids = concertIds.filter(isUuid)
        if (ids.length === 0) return Effect.succeed(0)
        return run((db) =>
          db.oneFirst(countRow`
          WITH ${candidateCtes(ids, at)}
          SELECT count(DISTINCT c.user_id)::int AS n FROM candidates c WHERE c.user_id NOT IN (SELECT user_id FROM away)`)
        )
      },
      enqueue: (concertIds, at) => {
        const ids = [...new Set(concertIds.filter(isUuid))]
        if (ids.length === 0) return Effect.void
        return run((db) =>
          db.query(noRows`INSERT INTO follow_alert_queue (concert_ids, queued_at) VALUES (${sql.array(ids, "uuid")}, ${instant(at)}::timestamptz)`)
        ).pipe(Effect.asVoid)
      },
      // The oldest row another unit of work does not hold: its first `limit` concerts, the row shortened (or deleted).
      takeQueued: (limit) =>
        run((db) =>
          db.anyFirst(idRow`
          WITH job AS (
            SELECT id, concert_ids FROM follow_alert_queue ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED),
          gone AS (
            DELETE FROM follow_alert_queue q USING job WHERE q.id = job.id AND cardinality(job.concert_ids) <= ${limit}),
          shortened AS (
            UPDATE follow_alert_queue q SET concert_ids = job.concert_ids[${limit + 1}:]
            FROM job WHERE q.id = job.id AND cardinality(job.concert_ids) > ${limit})
          SELECT unnest(job.concert_ids[1:${limit}])::text AS id FROM job`)
        ),
      unmailed: (userId) =>
        isUuid(userId)
          ? run((db) =>
              db.any(alertRow`
              SELECT ${alertColumns} FROM follow_alerts a JOIN concerts c ON c.id = a.concert_id
              WHERE a.user_id = ${userId} AND a.mailed_at IS NULL
              ORDER BY c.date, c.id`)
            ).pipe(Effect.map((rows) => rows.map(toAlerted)))
          : Effect.succeed([]),
      markMailed: (userId, concertIds, at) =>
        isUuid(userId) && concertIds.length > 0
          ? run((db) =>
              db.query(noRows`
              UPDATE follow_alerts SET mailed_at = ${instant(at)}
              WHERE user_id = ${userId} AND concert_id = ANY(${sql.array(concertIds.filter(isUuid), "uuid")}) AND mailed_at IS NULL`)
            ).pipe(Effect.map((r) => r.rowCount))
          : Effect.succeed(0),
      // Inside the caller's transaction: a second instance's insert waits for this one's commit, then finds the row.
      claimMailDay: (userId, day, at) =>
        isUuid(userId)
          ? run((db) =>
              db.maybeOne(dayRow`
              INSERT INTO follow_mail_runs (user_id, day, ran_at) VALUES (${userId}, ${day}::date, ${instant(at)})
              ON CONFLICT DO NOTHING RETURNING day::text AS day`)
            ).pipe(Effect.map((row) => row !== null))
          : Effect.succeed(false),
      fansToMail: (after, limit, now) =>
        run((db) =>
          db.any(fanRow`
          SELECT f.user_id::text AS user_id, u.email, p.time_zone
          FROM (SELECT DISTINCT user_id FROM follow_alerts WHERE mailed_at IS NULL) f
          JOIN users u ON u.id = f.user_id LEFT JOIN profiles p ON p.user_id = f.user_id
          WHERE f.user_id NOT IN (SELECT user_id FROM (${awayUsersSql(now)}) a)
            ${after === null || !isUuid(after) ? sql.fragment`` : sql.fragment`AND f.user_id > ${after}::uuid`}
          ORDER BY f.user_id
          LIMIT ${limit}`)
        ).pipe(Effect.map((rows) => rows.map((r) => ({ userId: r.user_id, email: r.email, timeZone: r.time_zone })))),
      alertsSince: (userId, since, limit) =>
        isUuid(userId)
          ? run((db) =>
              db.any(alertRow`
              SELECT ${alertColumns} FROM follow_alerts a JOIN concerts c ON c.id = a.concert_id
              WHERE a.user_id = ${userId} AND a.created_at >= ${instant(since)}
              ORDER BY c.date, c.id
              LIMIT ${limit}`)
            ).pipe(Effect.map((rows) => rows.map(toAlerted)))
          : Effect.succeed([])
    })
  })
)
