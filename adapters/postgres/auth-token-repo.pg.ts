/** AuthTokenRepo on PostgreSQL: consuming is one conditional update, so a token works exactly once. */
import { Effect, Layer, Option, Schema } from "effect"
import { sql } from "slonik"
import { AuthTokenRepo } from "../../domain/accounts/auth-token-repo.ts"
import { noRows, PgPool, query } from "./pool.ts"
import { instant } from "./rows.ts"

const userIdRow = sql.type(Schema.toStandardSchemaV1(Schema.Struct({ user_id: Schema.String })))

export const layer: Layer.Layer<AuthTokenRepo, never, PgPool> = Layer.effect(
  AuthTokenRepo,
  Effect.gen(function* () {
    const pool = yield* PgPool
    const run = <A>(f: Parameters<typeof query<A>>[0]) => Effect.provideService(query(f), PgPool, pool)
    return AuthTokenRepo.of({
      create: (t) =>
        run((db) =>
          db.query(noRows`
          INSERT INTO auth_tokens (id, user_id, purpose, token_hash, expires_at, created_at)
          VALUES (${t.id}, ${t.userId}, ${t.purpose}, ${t.tokenHash}, ${instant(t.expiresAt)}, ${instant(t.createdAt)})`)
        ).pipe(Effect.asVoid),
      consume: (tokenHash, purpose, now) =>
        run((db) =>
          db.maybeOne(userIdRow`
          UPDATE auth_tokens SET used_at = ${instant(now)}
          WHERE token_hash = ${tokenHash} AND purpose = ${purpose} AND used_at IS NULL AND expires_at > ${instant(now)}
          RETURNING user_id::text AS user_id`)
        ).pipe(Effect.map((row) => Option.map(Option.fromNullishOr(row), (r) => r.user_id))),
      findUsable: (tokenHash, purpose, now) =>
        run((db) =>
          db.maybeOne(userIdRow`
          SELECT user_id::text AS user_id FROM auth_tokens
          WHERE token_hash = ${tokenHash} AND purpose = ${purpose} AND used_at IS NULL AND expires_at > ${instant(now)}`)
        ).pipe(Effect.map((row) => Option.map(Option.fromNullishOr(row), (r) => r.user_id))),
      endAllOfUser: (userId, now) =>
        run((db) => db.query(noRows`UPDATE auth_tokens SET used_at = ${instant(now)} WHERE user_id = ${userId} AND used_at IS NULL`)).pipe(Effect.asVoid)
    })
  })
)
