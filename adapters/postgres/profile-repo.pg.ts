/** ProfileRepo on PostgreSQL. */
import { Effect, Layer, Option, Schema } from "effect"
import { type FragmentSqlToken, sql } from "slonik"
import { Visibility } from "../../domain/accounts/contract.ts"
import { type Profile, ProfileRepo } from "../../domain/accounts/profile-repo.ts"
import { PgPool, query } from "./pool.ts"
import { readRunner } from "./read-routing.ts"
import { instant, isUuid } from "./rows.ts"

const ProfileRow = Schema.Struct({
  user_id: Schema.String,
  display_name: Schema.NullOr(Schema.String),
  bio: Schema.NullOr(Schema.String),
  avatar_url: Schema.NullOr(Schema.String),
  concert_visibility: Visibility,
  invite_count: Schema.Number,
  total_invites_sent: Schema.Number,
  created_at: Schema.Number
})
const profileRow = sql.type(Schema.toStandardSchemaV1(ProfileRow))

const columns = sql.fragment`
  user_id::text AS user_id, display_name, bio, avatar_url, concert_visibility, invite_count, total_invites_sent, created_at`

const toProfile = (row: typeof ProfileRow.Type): Profile => ({
  userId: row.user_id,
  displayName: row.display_name,
  bio: row.bio,
  avatarUrl: row.avatar_url,
  concertVisibility: row.concert_visibility,
  inviteCount: row.invite_count,
  totalInvitesSent: row.total_invites_sent,
  createdAt: row.created_at
})

export const layer: Layer.Layer<ProfileRepo, never, PgPool> = Layer.effect(
  ProfileRepo,
  Effect.gen(function* () {
    const pool = yield* PgPool
    const run = <A>(f: Parameters<typeof query<A>>[0]) => Effect.provideService(query(f), PgPool, pool)
    /** Lag-tolerant reads (read-routing.ts). */
    const read = yield* readRunner
    const maybe = (statement: ReturnType<typeof profileRow>, on: typeof read = run) =>
      on((db) => db.maybeOne(statement)).pipe(Effect.map((row) => Option.map(Option.fromNullishOr(row), toProfile)))
    const change = (userId: string, set: FragmentSqlToken) =>
      isUuid(userId)
        ? maybe(profileRow`UPDATE profiles SET ${set}, updated_at = now() WHERE user_id = ${userId} RETURNING ${columns}`)
        : Effect.succeed(Option.none<Profile>())
    return ProfileRepo.of({
      find: (userId) => (isUuid(userId) ? maybe(profileRow`SELECT ${columns} FROM profiles WHERE user_id = ${userId}`, read) : Effect.succeed(Option.none())),
      create: (p) =>
        run((db) =>
          db.one(profileRow`
            WITH inserted AS (
              INSERT INTO profiles (user_id, display_name, bio, avatar_url, concert_visibility, invite_count, total_invites_sent, created_at)
              VALUES (${p.userId}, ${p.displayName}, ${p.bio}, ${p.avatarUrl}, ${p.concertVisibility}, ${p.inviteCount},
                      ${p.totalInvitesSent}, ${instant(p.createdAt)})
              ON CONFLICT (user_id) DO NOTHING
              RETURNING ${columns})
            SELECT * FROM inserted
            UNION ALL SELECT ${columns} FROM profiles WHERE user_id = ${p.userId} AND NOT EXISTS (SELECT 1 FROM inserted)`)
        ).pipe(Effect.map(toProfile)),
      update: (userId, { displayName, bio }) => change(userId, sql.fragment`display_name = ${displayName}, bio = ${bio}`),
      setVisibility: (userId, visibility) => change(userId, sql.fragment`concert_visibility = ${visibility}`)
    })
  })
)
