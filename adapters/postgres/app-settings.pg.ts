/** AppSettings, RateLimiter and AuditLog on PostgreSQL: shared by every instance of the API. */
import { Effect, Layer, Schema } from "effect"
import { sql } from "slonik"
import { AppSettings } from "../../domain/accounts/app-settings.ts"
import { RegistrationMode } from "../../domain/accounts/contract.ts"
import { RateLimiter } from "../../domain/accounts/rate-limiter.ts"
import { AuditLog } from "../../domain/audit/audit-log.ts"
import { noRows, PgPool, query } from "./pool.ts"
import { instant } from "./rows.ts"

const valueRow = sql.type(Schema.toStandardSchemaV1(Schema.Struct({ value: Schema.String })))
const modeRow = sql.type(Schema.toStandardSchemaV1(Schema.Struct({ value: RegistrationMode })))
const hitsRow = sql.type(Schema.toStandardSchemaV1(Schema.Struct({ hits: Schema.Number })))
const Scalar = Schema.Union([Schema.String, Schema.Number, Schema.Boolean, Schema.Null])
const Detail = Schema.Union([Scalar, Schema.Record(Schema.String, Scalar)])
const auditRow = sql.type(
  Schema.toStandardSchemaV1(
    Schema.Struct({
      id: Schema.Number,
      actor_id: Schema.NullOr(Schema.String),
      action: Schema.String,
      subject_type: Schema.String,
      subject_id: Schema.NullOr(Schema.String),
      details: Schema.Record(Schema.String, Detail),
      created_at: Schema.Number
    })
  )
)

const withPool = PgPool.useSync(
  (pool) =>
    <A>(f: Parameters<typeof query<A>>[0]) =>
      Effect.provideService(query(f), PgPool, pool)
)

export const settingsLayer: Layer.Layer<AppSettings, never, PgPool> = Layer.effect(
  AppSettings,
  Effect.map(withPool, (run) =>
    AppSettings.of({
      registrationMode: run((db) => db.maybeOneFirst(modeRow`SELECT value FROM app_settings WHERE key = 'registration_mode'`)).pipe(
        Effect.map((mode) => mode ?? "invite-only")
      ),
      setRegistrationMode: (mode) =>
        run((db) =>
          db.query(noRows`
        INSERT INTO app_settings (key, value) VALUES ('registration_mode', ${mode})
        ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = now()`)
        ).pipe(Effect.asVoid),
      getOrInit: (key, value) =>
        run((db) =>
          db.oneFirst(valueRow`
        WITH inserted AS (INSERT INTO app_settings (key, value) VALUES (${key}, ${value}) ON CONFLICT (key) DO NOTHING RETURNING value)
        SELECT value FROM inserted UNION ALL SELECT value FROM app_settings WHERE key = ${key} AND NOT EXISTS (SELECT 1 FROM inserted)`)
        )
    })
  )
)

export const rateLimiterLayer: Layer.Layer<RateLimiter, never, PgPool> = Layer.effect(
  RateLimiter,
  Effect.map(withPool, (run) =>
    RateLimiter.of({
      hit: (key, windowStart) =>
        run(async (db) => {
          // Earlier windows of this key are finished: drop them as we go.
          await db.query(noRows`DELETE FROM rate_limits WHERE key = ${key} AND window_start < ${instant(windowStart)}`)
          return db.oneFirst(hitsRow`
          INSERT INTO rate_limits (key, window_start, hits) VALUES (${key}, ${instant(windowStart)}, 1)
          ON CONFLICT (key, window_start) DO UPDATE SET hits = rate_limits.hits + 1
          RETURNING hits`)
        }),
      count: (key, windowStart) =>
        run(async (db) => (await db.maybeOneFirst(hitsRow`SELECT hits FROM rate_limits WHERE key = ${key} AND window_start = ${instant(windowStart)}`)) ?? 0)
    })
  )
)

export const auditLayer: Layer.Layer<AuditLog, never, PgPool> = Layer.effect(
  AuditLog,
  Effect.map(withPool, (run) =>
    AuditLog.of({
      record: (e) =>
        run((db) =>
          db.query(noRows`
        INSERT INTO audit_log (actor_id, action, subject_type, subject_id, details)
        VALUES (${e.actorId}, ${e.action}, ${e.subjectType}, ${e.subjectId}, ${sql.jsonb(e.details)})`)
        ).pipe(Effect.asVoid),
      list: (limit) =>
        run((db) =>
          db.any(auditRow`
        SELECT id, actor_id::text AS actor_id, action, subject_type, subject_id, details, created_at
        FROM audit_log ORDER BY id DESC LIMIT ${limit}`)
        ).pipe(
          Effect.map((rows) =>
            rows.map((r) => ({
              id: r.id,
              actorId: r.actor_id,
              action: r.action,
              subjectType: r.subject_type,
              subjectId: r.subject_id,
              details: r.details,
              createdAt: r.created_at
            }))
          )
        )
    })
  )
)
