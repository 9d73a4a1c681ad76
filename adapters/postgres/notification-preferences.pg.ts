/** NotificationPreferences on PostgreSQL: a row per choice made (no row: the default), and unsubscribe tokens by hash. */
import { Clock, Effect, Layer, Option, Schema } from "effect"
import { sql } from "slonik"
import { MAIL_TOPICS, type MailTopic, mailedByDefault, NotificationPreferences, withDefaults } from "../../domain/notifications/preferences.ts"
import { noRows, PgPool, query } from "./pool.ts"
import { instant } from "./rows.ts"

const Topic = Schema.Literals(MAIL_TOPICS)
const choiceRow = sql.type(Schema.toStandardSchemaV1(Schema.Struct({ topic: Topic, by_email: Schema.Boolean })))
const tokenRow = sql.type(Schema.toStandardSchemaV1(Schema.Struct({ user_id: Schema.String, topic: Topic, created_at: Schema.Number })))

export const layer: Layer.Layer<NotificationPreferences, never, PgPool> = Layer.effect(
  NotificationPreferences,
  Effect.gen(function* () {
    const pool = yield* PgPool
    const run = <A>(f: Parameters<typeof query<A>>[0]) => Effect.provideService(query(f), PgPool, pool)
    const choices = (userId: string, topic?: MailTopic) =>
      run((db) =>
        db.any(choiceRow`
          SELECT topic, by_email FROM notification_preferences
          WHERE user_id = ${userId} ${topic === undefined ? sql.fragment`` : sql.fragment`AND topic = ${topic}`}`)
      ).pipe(Effect.map((rows) => new Map(rows.map((r) => [r.topic, r.by_email] as const))))
    return NotificationPreferences.of({
      all: (userId) => Effect.map(choices(userId), withDefaults),
      set: (userId, topic, byEmail) =>
        Clock.currentTimeMillis.pipe(
          Effect.flatMap((now) =>
            // Mail turned off that was on (by default or by choice) counts once, without the person (issue #34).
            run((db) =>
              db.query(noRows`
              WITH prior AS (
                SELECT by_email FROM notification_preferences WHERE user_id = ${userId} AND topic = ${topic}
              ), saved AS (
                INSERT INTO notification_preferences (user_id, topic, by_email) VALUES (${userId}, ${topic}, ${byEmail})
                ON CONFLICT (user_id, topic) DO UPDATE SET by_email = EXCLUDED.by_email
                RETURNING 1
              )
              INSERT INTO analytics_counters (metric, at_bucket, n)
              SELECT ${`unsubscribe.${topic}`}, analytics_bucket(${instant(now)}::timestamptz), 1
              WHERE ${!byEmail}::boolean AND NOT EXISTS (SELECT 1 FROM prior WHERE NOT prior.by_email)
              ON CONFLICT (metric, at_bucket) DO UPDATE SET n = analytics_counters.n + 1`)
            )
          ),
          Effect.asVoid
        ),
      wantsEmail: (userId, topic) => Effect.map(choices(userId, topic), (chosen) => chosen.get(topic) ?? mailedByDefault(topic)),
      addUnsubscribeToken: (token) =>
        run((db) =>
          db.query(noRows`
            INSERT INTO unsubscribe_tokens (token_hash, user_id, topic, created_at)
            VALUES (${token.tokenHash}, ${token.userId}, ${token.topic}, ${instant(token.createdAt)})`)
        ).pipe(Effect.asVoid),
      unsubscribeTokenOf: (tokenHash) =>
        run((db) => db.maybeOne(tokenRow`SELECT user_id::text AS user_id, topic, created_at FROM unsubscribe_tokens WHERE token_hash = ${tokenHash}`)).pipe(
          Effect.map((row) => (row === null ? Option.none() : Option.some({ userId: row.user_id, topic: row.topic, createdAt: row.created_at })))
        ),
      deleteUnsubscribeTokensBefore: (before, limit) =>
        run((db) =>
          db.query(noRows`
            DELETE FROM unsubscribe_tokens
            WHERE token_hash IN (SELECT token_hash FROM unsubscribe_tokens WHERE created_at < ${instant(before)} LIMIT ${limit})`)
        ).pipe(Effect.map((result) => result.rowCount))
    })
  })
)
