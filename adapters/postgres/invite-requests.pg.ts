/**
 * InviteRequestRepo and InviteCounts on PostgreSQL. Reviewing is one conditional update on a pending
 * request, and spending an invite one statement guarded by `invite_count > 0`: both hold under concurrency.
 */
import { Effect, Layer, Option, Schema } from "effect"
import { type FragmentSqlToken, sql } from "slonik"
import { InvitesRevoked } from "../../domain/invitations/errors.ts"
import { InviteCounts } from "../../domain/invitations/invite-counts.ts"
import { type InviteRequest, InviteRequestRepo } from "../../domain/invitations/invite-request-repo.ts"
import { noRows, PgPool, query } from "./pool.ts"
import { instant, isUuid } from "./rows.ts"

const RequestRow = Schema.Struct({
  id: Schema.String,
  user_id: Schema.String,
  email: Schema.String,
  display_name: Schema.NullOr(Schema.String),
  requested_count: Schema.Number,
  reason: Schema.NullOr(Schema.String),
  status: Schema.Literals(["pending", "approved", "rejected"]),
  created_at: Schema.Number,
  reviewed_at: Schema.NullOr(Schema.Number),
  reviewed_by: Schema.NullOr(Schema.String)
})
const requestRow = sql.type(Schema.toStandardSchemaV1(RequestRow))
const revocationRow = sql.type(Schema.toStandardSchemaV1(Schema.Struct({ at: Schema.Number, reason: Schema.String })))
const countBeforeRow = sql.type(Schema.toStandardSchemaV1(Schema.Struct({ count_before: Schema.Number })))
const balanceRow = sql.type(Schema.toStandardSchemaV1(Schema.Struct({ invite_count: Schema.Number, total_invites_sent: Schema.Number })))

/** The requests in `r`, with the requester's address and profile name. */
const select = (r: FragmentSqlToken) => sql.fragment`
  SELECT r.id::text AS id, r.user_id::text AS user_id, u.email, p.display_name, r.requested_count, r.reason, r.status,
         r.created_at, r.reviewed_at, r.reviewed_by::text AS reviewed_by
  FROM ${r} r JOIN users u ON u.id = r.user_id LEFT JOIN profiles p ON p.user_id = r.user_id`

const toRequest = (r: typeof RequestRow.Type): InviteRequest => ({
  id: r.id,
  userId: r.user_id,
  email: r.email,
  displayName: r.display_name,
  requestedCount: r.requested_count,
  reason: r.reason,
  status: r.status,
  createdAt: r.created_at,
  reviewedAt: r.reviewed_at,
  reviewedBy: r.reviewed_by
})

const withPool = PgPool.useSync(
  (pool) =>
    <A>(f: Parameters<typeof query<A>>[0]) =>
      Effect.provideService(query(f), PgPool, pool)
)

export const requestsLayer: Layer.Layer<InviteRequestRepo, never, PgPool> = Layer.effect(
  InviteRequestRepo,
  Effect.map(withPool, (run) => {
    const table = sql.fragment`invite_requests`
    const many = (statement: ReturnType<typeof requestRow>) => run((db) => db.any(statement)).pipe(Effect.map((rows) => rows.map(toRequest)))
    return InviteRequestRepo.of({
      create: (r) =>
        run((db) =>
          db.query(noRows`
        INSERT INTO invite_requests (id, user_id, requested_count, reason, created_at)
        VALUES (${r.id}, ${r.userId}, ${r.requestedCount}, ${r.reason}, ${instant(r.createdAt)})`)
        ).pipe(Effect.asVoid),
      find: (id) =>
        isUuid(id)
          ? run((db) => db.maybeOne(requestRow`${select(table)} WHERE r.id = ${id}`)).pipe(
              Effect.map((row) => Option.map(Option.fromNullishOr(row), toRequest))
            )
          : Effect.succeed(Option.none()),
      ofUser: (userId) => many(requestRow`${select(table)} WHERE r.user_id = ${userId} ORDER BY r.created_at DESC, r.id DESC`),
      list: ({ status, limit }) => {
        const where =
          status === undefined ? sql.fragment`TRUE` : status === "reviewed" ? sql.fragment`r.status <> 'pending'` : sql.fragment`r.status = ${status}`
        const order =
          status === undefined || status === "pending"
            ? sql.fragment`r.created_at DESC, r.id DESC`
            : sql.fragment`r.reviewed_at DESC, r.created_at DESC, r.id DESC`
        return many(requestRow`${select(table)} WHERE ${where} ORDER BY ${order} LIMIT ${limit}`)
      },
      review: (id, { status, reviewedBy, at }) =>
        isUuid(id)
          ? run((db) =>
              db.maybeOne(requestRow`
          WITH reviewed AS (
            UPDATE invite_requests SET status = ${status}, reviewed_at = ${instant(at)}, reviewed_by = ${reviewedBy}
            WHERE id = ${id} AND status = 'pending'
            RETURNING *)
          ${select(sql.fragment`reviewed`)}`)
            ).pipe(Effect.map((row) => Option.map(Option.fromNullishOr(row), toRequest)))
          : Effect.succeed(Option.none())
    })
  })
)

export const countsLayer: Layer.Layer<InviteCounts, never, PgPool> = Layer.effect(
  InviteCounts,
  Effect.map(withPool, (run) =>
    InviteCounts.of({
      // One statement spends; only when it spent nothing is the revocation read, to tell the two refusals apart.
      spendOne: (userId) =>
        run((db) =>
          db.maybeOne(balanceRow`
        UPDATE profiles SET invite_count = invite_count - 1, total_invites_sent = total_invites_sent + 1
        WHERE user_id = ${userId} AND invite_count > 0 AND invites_revoked_at IS NULL
        RETURNING invite_count, total_invites_sent`)
        ).pipe(
          Effect.flatMap((row) =>
            row !== null
              ? Effect.succeed(Option.some({ inviteCount: row.invite_count, totalInvitesSent: row.total_invites_sent }))
              : run((db) =>
                  db.maybeOne(
                    revocationRow`SELECT invites_revoked_at AS at, invites_revoked_reason AS reason FROM profiles WHERE user_id = ${userId} AND invites_revoked_at IS NOT NULL`
                  )
                ).pipe(Effect.flatMap((revoked) => (revoked === null ? Effect.succeed(Option.none()) : Effect.fail(new InvitesRevoked({ userId })))))
          )
        ),
      grant: (userId, count) =>
        run((db) =>
          db.query(noRows`
        UPDATE profiles SET invite_count = invite_count + ${count}, updated_at = now() WHERE user_id = ${userId} AND invites_revoked_at IS NULL`)
        ).pipe(Effect.asVoid),
      // The count before is read from the row as the statement found it (the FROM's copy), then set to 0.
      revoke: (userId, { at, reason }) =>
        isUuid(userId)
          ? run((db) =>
              db.maybeOneFirst(countBeforeRow`
          UPDATE profiles p SET invite_count = 0, invites_revoked_at = coalesce(p.invites_revoked_at, ${instant(at)}::timestamptz),
                 invites_revoked_reason = ${reason}, updated_at = now()
          FROM (SELECT user_id, invite_count FROM profiles WHERE user_id = ${userId} FOR UPDATE) before
          WHERE p.user_id = before.user_id
          RETURNING before.invite_count AS count_before`)
            ).pipe(Effect.map(Option.fromNullishOr))
          : Effect.succeed(Option.none()),
      restore: (userId) =>
        isUuid(userId)
          ? run((db) =>
              db.query(noRows`
          UPDATE profiles SET invites_revoked_at = NULL, invites_revoked_reason = NULL, updated_at = now()
          WHERE user_id = ${userId} AND invites_revoked_at IS NOT NULL`)
            ).pipe(Effect.map((result) => result.rowCount > 0))
          : Effect.succeed(false),
      revocationOf: (userId) =>
        isUuid(userId)
          ? run((db) =>
              db.maybeOne(revocationRow`
          SELECT invites_revoked_at AS at, invites_revoked_reason AS reason FROM profiles WHERE user_id = ${userId} AND invites_revoked_at IS NOT NULL`)
            ).pipe(Effect.map(Option.fromNullishOr))
          : Effect.succeed(Option.none())
    })
  )
)
