/** InvitationRepo on PostgreSQL: claiming is one conditional update, so a link is redeemed at most once. */
import { Clock, Effect, Layer, Option, Schema } from "effect"
import { sql } from "slonik"
import { emailKey } from "../../domain/accounts/credentials.ts"
import { AlreadyInvited } from "../../domain/invitations/errors.ts"
import { type Invitation, InvitationRepo } from "../../domain/invitations/invitation-repo.ts"
import { noRows, PgPool, query } from "./pool.ts"
import { instant, isUuid, queryUnique } from "./rows.ts"

const InvitationRow = Schema.Struct({
  id: Schema.String,
  inviter_id: Schema.NullOr(Schema.String),
  email: Schema.String,
  status: Schema.Literals(["pending", "accepted"]),
  expires_at: Schema.Number,
  created_at: Schema.Number,
  accepted_by: Schema.NullOr(Schema.String)
})
const invitationRow = sql.type(Schema.toStandardSchemaV1(InvitationRow))
const EdgeRow = Schema.Struct({
  inviter_id: Schema.String,
  inviter_email: Schema.String,
  inviter_name: Schema.NullOr(Schema.String),
  invitee_id: Schema.String,
  invitee_email: Schema.String,
  invitee_name: Schema.NullOr(Schema.String),
  accepted_at: Schema.Number
})
const edgeRow = sql.type(Schema.toStandardSchemaV1(EdgeRow))
const idRow = sql.type(Schema.toStandardSchemaV1(Schema.Struct({ id: Schema.String })))

const columns = sql.fragment`id::text AS id, inviter_id::text AS inviter_id, email, status, expires_at, created_at,
  accepted_by::text AS accepted_by`

const toInvitation = (r: typeof InvitationRow.Type): Invitation => ({
  id: r.id,
  inviterId: r.inviter_id,
  email: r.email,
  status: r.status,
  expiresAt: r.expires_at,
  createdAt: r.created_at,
  acceptedBy: r.accepted_by
})

export const layer: Layer.Layer<InvitationRepo, never, PgPool> = Layer.effect(
  InvitationRepo,
  Effect.gen(function* () {
    const pool = yield* PgPool
    const run = <A>(f: Parameters<typeof query<A>>[0]) => Effect.provideService(query(f), PgPool, pool)
    const own = (id: string, inviterId: string) => sql.fragment`id = ${id} AND inviter_id = ${inviterId} AND status = 'pending'`
    return InvitationRepo.of({
      insert: (i) =>
        Effect.provideService(
          queryUnique(
            (db) =>
              db.query(noRows`
            INSERT INTO invitations (id, inviter_id, email, email_key, token_hash, expires_at, created_at)
            VALUES (${i.id}, ${i.inviterId}, ${i.email}, ${emailKey(i.email)}, ${i.tokenHash}, ${instant(i.expiresAt)}, ${instant(i.createdAt)})`),
            () => new AlreadyInvited({ inviterId: i.inviterId, email: i.email })
          ),
          PgPool,
          pool
        ).pipe(Effect.asVoid),
      findByTokenHash: (tokenHash) =>
        run((db) => db.maybeOne(invitationRow`SELECT ${columns} FROM invitations WHERE token_hash = ${tokenHash}`)).pipe(
          Effect.map((row) => Option.map(Option.fromNullishOr(row), toInvitation))
        ),
      pendingOf: (inviterId) =>
        run((db) =>
          db.any(invitationRow`
          SELECT ${columns} FROM invitations WHERE inviter_id = ${inviterId} AND status = 'pending'
          ORDER BY created_at DESC, id DESC`)
        ).pipe(Effect.map((rows) => rows.map(toInvitation))),
      cancel: (id, inviterId) =>
        isUuid(id)
          ? Clock.currentTimeMillis.pipe(
              Effect.flatMap((now) =>
                // The row goes; its count stays, anonymous (issue #34, migration 0029).
                run((db) =>
                  db.maybeOne(idRow`
                  WITH gone AS (DELETE FROM invitations WHERE ${own(id, inviterId)} RETURNING id), counted AS (
                    INSERT INTO analytics_counters (metric, at_bucket, n)
                    SELECT 'invitation.cancelled', analytics_bucket(${instant(now)}::timestamptz), count(*)::int FROM gone HAVING count(*) > 0
                    ON CONFLICT (metric, at_bucket) DO UPDATE SET n = analytics_counters.n + EXCLUDED.n)
                  SELECT id::text AS id FROM gone`)
                )
              ),
              Effect.map((row) => row !== null)
            )
          : Effect.succeed(false),
      renew: (id, inviterId, renewal) =>
        isUuid(id)
          ? run((db) =>
              db.maybeOne(invitationRow`
            UPDATE invitations SET token_hash = ${renewal.tokenHash}, created_at = ${instant(renewal.createdAt)},
              expires_at = ${instant(renewal.expiresAt)}
            WHERE ${own(id, inviterId)} RETURNING ${columns}`)
            ).pipe(Effect.map((row) => Option.map(Option.fromNullishOr(row), toInvitation)))
          : Effect.succeed(Option.none()),
      claim: (id, at) =>
        run((db) =>
          db.maybeOne(idRow`
          UPDATE invitations SET status = 'accepted', accepted_at = ${instant(at)}
          WHERE id = ${id} AND status = 'pending' AND expires_at > ${instant(at)}
          RETURNING id::text AS id`)
        ).pipe(Effect.map((row) => row !== null)),
      setAcceptedBy: (id, userId) => run((db) => db.query(noRows`UPDATE invitations SET accepted_by = ${userId} WHERE id = ${id}`)).pipe(Effect.asVoid),
      edges: () =>
        run((db) =>
          db.any(edgeRow`
          SELECT i.inviter_id::text AS inviter_id, ui.email AS inviter_email, pi.display_name AS inviter_name,
                 i.accepted_by::text AS invitee_id, ue.email AS invitee_email, pe.display_name AS invitee_name, i.accepted_at
          FROM invitations i
          JOIN users ui ON ui.id = i.inviter_id
          JOIN users ue ON ue.id = i.accepted_by
          LEFT JOIN profiles pi ON pi.user_id = i.inviter_id
          LEFT JOIN profiles pe ON pe.user_id = i.accepted_by
          WHERE i.status = 'accepted' AND i.accepted_at IS NOT NULL
          ORDER BY i.accepted_at, i.id`)
        ).pipe(
          Effect.map((rows) =>
            rows.map((r) => ({
              inviterId: r.inviter_id,
              inviterEmail: r.inviter_email,
              inviterName: r.inviter_name,
              inviteeId: r.invitee_id,
              inviteeEmail: r.invitee_email,
              inviteeName: r.invitee_name,
              acceptedAt: r.accepted_at
            }))
          )
        )
    })
  })
)
