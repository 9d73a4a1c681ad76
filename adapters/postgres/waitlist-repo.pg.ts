/** WaitlistRepo on PostgreSQL: one listing per address key; an invitation replaces the listing's pending one. */
import { Effect, Layer, Option, Schema } from "effect"
import { sql } from "slonik"
import { emailKey } from "../../domain/accounts/credentials.ts"
import { type WaitlistEntry, WaitlistRepo } from "../../domain/waitlist/waitlist-repo.ts"
import { noRows, PgPool, query } from "./pool.ts"
import { instant } from "./rows.ts"

const EntryRow = Schema.Struct({
  id: Schema.String,
  email: Schema.String,
  city: Schema.NullOr(Schema.String),
  note: Schema.NullOr(Schema.String),
  created_at: Schema.Number,
  invited_at: Schema.NullOr(Schema.Number),
  joined_at: Schema.NullOr(Schema.Number)
})
const entryRow = sql.type(Schema.toStandardSchemaV1(EntryRow))
const idRow = sql.type(Schema.toStandardSchemaV1(Schema.Struct({ id: Schema.String })))

const columns = sql.fragment`id::text AS id, email, city, note, created_at, invited_at, joined_at`

const toEntry = (r: typeof EntryRow.Type): WaitlistEntry => ({
  id: r.id,
  email: r.email,
  city: r.city,
  note: r.note,
  createdAt: r.created_at,
  invitedAt: r.invited_at,
  joinedAt: r.joined_at
})

export const layer: Layer.Layer<WaitlistRepo, never, PgPool> = Layer.effect(
  WaitlistRepo,
  Effect.gen(function* () {
    const pool = yield* PgPool
    const run = <A>(f: Parameters<typeof query<A>>[0]) => Effect.provideService(query(f), PgPool, pool)
    return WaitlistRepo.of({
      add: (e) =>
        run((db) =>
          db.maybeOne(idRow`
          INSERT INTO waitlist (id, email, email_key, city, note, created_at)
          VALUES (${e.id}, ${e.email}, ${emailKey(e.email)}, ${e.city}, ${e.note}, ${instant(e.createdAt)})
          ON CONFLICT (email_key) DO NOTHING
          RETURNING id::text AS id`)
        ).pipe(Effect.map((row) => row !== null)),
      findByEmail: (email) =>
        run((db) => db.maybeOne(entryRow`SELECT ${columns} FROM waitlist WHERE email_key = ${emailKey(email)}`)).pipe(
          Effect.map((row) => Option.map(Option.fromNullishOr(row), toEntry))
        ),
      page: (after, limit) =>
        run((db) =>
          db.any(entryRow`
          SELECT ${columns} FROM waitlist
          ${after === null ? sql.fragment`` : sql.fragment`WHERE (created_at, id) < (${instant(after.createdAt)}, ${after.id}::uuid)`}
          ORDER BY created_at DESC, id DESC
          LIMIT ${limit}`)
        ).pipe(Effect.map((rows) => rows.map(toEntry))),
      // The listing's row is locked first, so two invitations at once (a double click) take turns: the second
      // one's DELETE then sees the first one's invitation instead of colliding with it on the unique index.
      invite: (entryId, i) =>
        run(async (db) => {
          const invited = await db.one(entryRow`
            UPDATE waitlist SET invited_at = ${instant(i.createdAt)}, invited_by = ${i.invitedBy}
            WHERE id = ${entryId} RETURNING ${columns}`)
          await db.query(noRows`DELETE FROM invitations WHERE waitlist_id = ${entryId} AND status = 'pending'`)
          await db.query(noRows`
            INSERT INTO invitations (id, inviter_id, waitlist_id, email, email_key, token_hash, expires_at, created_at)
            VALUES (${i.id}, NULL, ${entryId}, ${invited.email}, ${emailKey(invited.email)}, ${i.tokenHash}, ${instant(i.expiresAt)}, ${instant(i.createdAt)})`)
          return invited
        }).pipe(Effect.map(toEntry)),
      markJoined: (email, at) =>
        run((db) =>
          db.query(noRows`
          UPDATE waitlist SET joined_at = ${instant(at)} WHERE email_key = ${emailKey(email)} AND joined_at IS NULL`)
        ).pipe(Effect.asVoid)
    })
  })
)
