/** SessionRepo on PostgreSQL: refresh-token rows; rotation is a conditional update, so one request wins. */
import { Effect, Layer, Option, Schema } from "effect"
import { sql } from "slonik"
import { type SessionRecord, SessionRepo } from "../../domain/accounts/session-repo.ts"
import { noRows, PgPool, query } from "./pool.ts"
import { instant, isUuid } from "./rows.ts"

const SessionRow = Schema.Struct({
  id: Schema.String,
  user_id: Schema.String,
  family_id: Schema.String,
  token_hash: Schema.String,
  created_at: Schema.Number,
  expires_at: Schema.Number,
  rotated_at: Schema.NullOr(Schema.Number),
  revoked_at: Schema.NullOr(Schema.Number)
})
const sessionRow = sql.type(Schema.toStandardSchemaV1(SessionRow))
const idRow = sql.type(Schema.toStandardSchemaV1(Schema.Struct({ id: Schema.String })))

const toRecord = (row: typeof SessionRow.Type): SessionRecord => ({
  id: row.id,
  userId: row.user_id,
  familyId: row.family_id,
  tokenHash: row.token_hash,
  createdAt: row.created_at,
  expiresAt: row.expires_at,
  rotatedAt: row.rotated_at,
  revokedAt: row.revoked_at
})

export const layer: Layer.Layer<SessionRepo, never, PgPool> = Layer.effect(
  SessionRepo,
  Effect.gen(function* () {
    const pool = yield* PgPool
    const run = <A>(f: Parameters<typeof query<A>>[0]) => Effect.provideService(query(f), PgPool, pool)
    return SessionRepo.of({
      create: (s) =>
        run((db) =>
          db.query(noRows`
          INSERT INTO sessions (id, user_id, family_id, token_hash, created_at, expires_at)
          VALUES (${s.id}, ${s.userId}, ${s.familyId}, ${s.tokenHash}, ${instant(s.createdAt)}, ${instant(s.expiresAt)})`)
        ).pipe(Effect.asVoid),
      findByTokenHash: (tokenHash) =>
        run((db) =>
          db.maybeOne(sessionRow`
          SELECT id::text AS id, user_id::text AS user_id, family_id::text AS family_id, token_hash,
                 created_at, expires_at, rotated_at, revoked_at
          FROM sessions WHERE token_hash = ${tokenHash}`)
        ).pipe(Effect.map((row) => Option.map(Option.fromNullishOr(row), toRecord))),
      markRotated: (id, at) =>
        run((db) =>
          db.maybeOne(idRow`
          UPDATE sessions SET rotated_at = ${instant(at)}
          WHERE id = ${id} AND rotated_at IS NULL AND revoked_at IS NULL
          RETURNING id::text AS id`)
        ).pipe(Effect.map((row) => row !== null)),
      revokeFamily: (familyId, at) =>
        run((db) =>
          db.query(noRows`
          UPDATE sessions SET revoked_at = ${instant(at)} WHERE family_id = ${familyId} AND revoked_at IS NULL`)
        ).pipe(Effect.asVoid),
      revokeFamilyOfUser: (userId, familyId, at) =>
        isUuid(userId) && isUuid(familyId)
          ? run((db) =>
              db.query(noRows`
            UPDATE sessions SET revoked_at = ${instant(at)}
            WHERE family_id = ${familyId} AND user_id = ${userId} AND revoked_at IS NULL`)
            ).pipe(Effect.asVoid)
          : Effect.void,
      revokeAllOfUser: (userId, at) =>
        run((db) =>
          db.query(noRows`
          UPDATE sessions SET revoked_at = ${instant(at)} WHERE user_id = ${userId} AND revoked_at IS NULL`)
        ).pipe(Effect.asVoid)
    })
  })
)
