/** UserRepo on PostgreSQL: users, with the profile's display name and the role row joined. */
import { Effect, Layer, Option, Schema } from "effect"
import { sql } from "slonik"
import { Role } from "../../domain/accounts/contract.ts"
import { emailKey, normalizeEmail } from "../../domain/accounts/credentials.ts"
import { UserAlreadyRegistered } from "../../domain/accounts/errors.ts"
import { type UserRecord, UserRepo, type UserStanding } from "../../domain/accounts/user-repo.ts"
import { noRows, PgPool, query } from "./pool.ts"
import { instant, isUuid, queryUnique } from "./rows.ts"

const UserRow = Schema.Struct({
  id: Schema.String,
  email: Schema.String,
  password_hash: Schema.String,
  email_confirmed_at: Schema.NullOr(Schema.Number),
  signup_display_name: Schema.NullOr(Schema.String),
  display_name: Schema.NullOr(Schema.String),
  role: Role,
  created_at: Schema.Number
})
const userRow = sql.type(Schema.toStandardSchemaV1(UserRow))
const StandingRow = Schema.Struct({
  ...UserRow.fields,
  suspended_at: Schema.NullOr(Schema.Number),
  suspended_until: Schema.NullOr(Schema.Number),
  suspension_reason: Schema.NullOr(Schema.String),
  invites_revoked_at: Schema.NullOr(Schema.Number),
  invites_revoked_reason: Schema.NullOr(Schema.String),
  deletion_requested_at: Schema.NullOr(Schema.Number)
})
const standingRow = sql.type(Schema.toStandardSchemaV1(StandingRow))
const idRow = sql.type(Schema.toStandardSchemaV1(Schema.Struct({ id: Schema.String })))
const countRow = sql.type(Schema.toStandardSchemaV1(Schema.Struct({ count: Schema.Number })))
const inForceRow = sql.type(Schema.toStandardSchemaV1(Schema.Struct({ in_force: Schema.Boolean })))
const atRow = sql.type(Schema.toStandardSchemaV1(Schema.Struct({ at: Schema.Number })))
const adminRow = sql.type(Schema.toStandardSchemaV1(Schema.Struct({ id: Schema.String, deletion_requested_at: Schema.NullOr(Schema.Number) })))
const suspensionRow = sql.type(Schema.toStandardSchemaV1(Schema.Struct({ at: Schema.Number, until: Schema.NullOr(Schema.Number), reason: Schema.String })))

/** The account is suspended at `now` (migration 0021: suspended_until NULL means until lifted). */
const suspendedAt = (now: number) =>
  sql.fragment`u.suspended_at IS NOT NULL AND (u.suspended_until IS NULL OR u.suspended_until > ${instant(now)}::timestamptz)`

const columns = sql.fragment`
  u.id::text AS id, u.email, u.password_hash, u.email_confirmed_at, u.signup_display_name,
  p.display_name, coalesce(r.role, 'user') AS role, u.created_at`
const joined = sql.fragment`FROM users u LEFT JOIN profiles p ON p.user_id = u.id LEFT JOIN user_roles r ON r.user_id = u.id`
const select = sql.fragment`SELECT ${columns} ${joined}`

const toRecord = (row: typeof UserRow.Type): UserRecord => ({
  id: row.id,
  email: row.email,
  passwordHash: row.password_hash,
  emailConfirmedAt: row.email_confirmed_at,
  signupDisplayName: row.signup_display_name,
  displayName: row.display_name,
  role: row.role,
  createdAt: row.created_at
})

// The CHECKs of migration 0021 keep each pair whole: a reason exactly when there is an instant.
const toStanding = (row: typeof StandingRow.Type): UserStanding => ({
  ...toRecord(row),
  suspension:
    row.suspended_at === null || row.suspension_reason === null ? null : { at: row.suspended_at, until: row.suspended_until, reason: row.suspension_reason },
  invitesRevoked:
    row.invites_revoked_at === null || row.invites_revoked_reason === null ? null : { at: row.invites_revoked_at, reason: row.invites_revoked_reason },
  deletionRequestedAt: row.deletion_requested_at
})

export const layer: Layer.Layer<UserRepo, never, PgPool> = Layer.effect(
  UserRepo,
  Effect.gen(function* () {
    const pool = yield* PgPool
    const run = <A>(f: Parameters<typeof query<A>>[0]) => Effect.provideService(query(f), PgPool, pool)
    const one = (where: ReturnType<typeof sql.fragment>) =>
      run((db) => db.maybeOne(userRow`${select} WHERE ${where}`)).pipe(Effect.map((row) => Option.map(Option.fromNullishOr(row), toRecord)))
    return UserRepo.of({
      insert: (user) =>
        Effect.provideService(
          queryUnique(
            (db) =>
              db.query(noRows`
              WITH u AS (
                INSERT INTO users (id, email, email_key, password_hash, signup_display_name, created_at, joined_via)
                VALUES (${user.id}, ${normalizeEmail(user.email)}, ${emailKey(user.email)}, ${user.passwordHash}, ${user.signupDisplayName},
                  ${instant(user.createdAt)}, ${user.joinedVia ?? "open"})
                RETURNING id)
              INSERT INTO user_roles (user_id, role) SELECT id, 'user' FROM u`),
            () => new UserAlreadyRegistered()
          ),
          PgPool,
          pool
        ).pipe(Effect.asVoid),
      // By the application's key (0016), never PostgreSQL's lower(): the two disagree on some letters.
      findByEmail: (email) => one(sql.fragment`u.email_key = ${emailKey(email)}`),
      findById: (id) => (isUuid(id) ? one(sql.fragment`u.id = ${id}`) : Effect.succeed(Option.none())),
      findByIds: (ids) => {
        const uuids = [...new Set(ids.filter(isUuid))]
        return uuids.length === 0
          ? Effect.succeed([])
          : run((db) => db.any(userRow`${select} WHERE u.id = ANY(${sql.array(uuids, "uuid")})`)).pipe(Effect.map((rows) => rows.map(toRecord)))
      },
      findSignedIn: (id, familyId, now) =>
        isUuid(id) && isUuid(familyId)
          ? one(sql.fragment`u.id = ${id} AND NOT (${suspendedAt(now)}) AND u.deletion_requested_at IS NULL AND EXISTS (
              SELECT 1 FROM sessions s
              WHERE s.family_id = ${familyId} AND s.user_id = u.id AND s.revoked_at IS NULL AND s.expires_at > ${instant(now)})`)
          : Effect.succeed(Option.none()),
      list: () => run((db) => db.any(userRow`${select} ORDER BY u.created_at, u.id`)).pipe(Effect.map((rows) => rows.map(toRecord))),
      // Only a suspension in force at `now` is read: a lapsed one is still stored until lifted or replaced.
      listWithStanding: (now) =>
        run((db) =>
          db.any(standingRow`
          SELECT ${columns},
                 CASE WHEN ${suspendedAt(now)} THEN u.suspended_at END AS suspended_at,
                 CASE WHEN ${suspendedAt(now)} THEN u.suspended_until END AS suspended_until,
                 CASE WHEN ${suspendedAt(now)} THEN u.suspension_reason END AS suspension_reason,
                 p.invites_revoked_at, p.invites_revoked_reason, u.deletion_requested_at
          ${joined} ORDER BY u.created_at, u.id`)
        ).pipe(Effect.map((rows) => rows.map(toStanding))),
      count: () => run((db) => db.oneFirst(countRow`SELECT count(*)::int AS count FROM users`)),
      confirmEmail: (id, at) =>
        run((db) =>
          db.query(noRows`
          UPDATE users SET email_confirmed_at = ${instant(at)} WHERE id = ${id} AND email_confirmed_at IS NULL`)
        ).pipe(Effect.asVoid),
      setPasswordHash: (id, passwordHash) =>
        run((db) => db.query(noRows`UPDATE users SET password_hash = ${passwordHash} WHERE id = ${id}`)).pipe(Effect.asVoid),
      replacePending: (id, passwordHash, signupDisplayName) =>
        run((db) =>
          db.maybeOne(idRow`
          UPDATE users SET password_hash = ${passwordHash}, signup_display_name = ${signupDisplayName}
          WHERE id = ${id} AND email_confirmed_at IS NULL RETURNING id::text AS id`)
        ).pipe(Effect.map((row) => row !== null)),
      setRole: (id, role) =>
        run((db) =>
          db.query(noRows`
          INSERT INTO user_roles (user_id, role) VALUES (${id}, ${role})
          ON CONFLICT (user_id) DO UPDATE SET role = excluded.role`)
        ).pipe(Effect.asVoid),
      suspend: (id, { at, until, reason }) =>
        run((db) =>
          db.query(noRows`
          UPDATE users SET suspended_at = ${instant(at)}, suspended_until = ${until === null ? null : instant(until)}, suspension_reason = ${reason}
          WHERE id = ${id}`)
        ).pipe(Effect.asVoid),
      // Both statements read the row as it was: whether a suspension was in force is read before it is cleared.
      liftSuspension: (id, now) =>
        isUuid(id)
          ? run((db) =>
              db.oneFirst(inForceRow`
              WITH before AS (SELECT ${suspendedAt(now)} AS in_force FROM users u WHERE u.id = ${id}),
                   lifted AS (UPDATE users SET suspended_at = NULL, suspended_until = NULL, suspension_reason = NULL WHERE id = ${id} RETURNING id)
              SELECT coalesce((SELECT in_force FROM before), false) AS in_force`)
            )
          : Effect.succeed(false),
      suspensionOf: (id, now) =>
        isUuid(id)
          ? run((db) =>
              db.maybeOne(suspensionRow`
              SELECT u.suspended_at AS at, u.suspended_until AS until, u.suspension_reason AS reason
              FROM users u WHERE u.id = ${id} AND ${suspendedAt(now)}`)
            ).pipe(Effect.map(Option.fromNullishOr))
          : Effect.succeed(Option.none()),
      requestDeletion: (id, at) =>
        isUuid(id)
          ? run((db) =>
              db.maybeOne(idRow`
              UPDATE users SET deletion_requested_at = ${instant(at)} WHERE id = ${id} AND deletion_requested_at IS NULL
              RETURNING id::text AS id`)
            ).pipe(Effect.map((row) => row !== null))
          : Effect.succeed(false),
      cancelDeletion: (id) =>
        isUuid(id)
          ? run((db) =>
              db.maybeOne(idRow`
              UPDATE users SET deletion_requested_at = NULL WHERE id = ${id} AND deletion_requested_at IS NOT NULL
              RETURNING id::text AS id`)
            ).pipe(Effect.map((row) => row !== null))
          : Effect.succeed(false),
      deletionRequestOf: (id) =>
        isUuid(id)
          ? run((db) => db.maybeOneFirst(atRow`SELECT deletion_requested_at AS at FROM users WHERE id = ${id} AND deletion_requested_at IS NOT NULL`)).pipe(
              Effect.map(Option.fromNullishOr)
            )
          : Effect.succeed(Option.none()),
      dueForPurge: (requestedBy, limit) =>
        run((db) =>
          db.anyFirst(idRow`
          SELECT id::text AS id FROM users WHERE deletion_requested_at <= ${instant(requestedBy)}
          ORDER BY deletion_requested_at, id LIMIT ${limit}`)
        ),
      lockAdmins: () =>
        run((db) =>
          db.any(adminRow`
          SELECT u.id::text AS id, u.deletion_requested_at FROM users u JOIN user_roles r ON r.user_id = u.id
          WHERE r.role = 'admin' ORDER BY u.id FOR UPDATE OF u, r`)
        ).pipe(Effect.map((rows) => rows.map((r) => ({ id: r.id, deletionRequestedAt: r.deletion_requested_at }))))
    })
  })
)
