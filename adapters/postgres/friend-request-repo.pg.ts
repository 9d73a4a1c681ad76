/** FriendRequestRepo on PostgreSQL; the partial unique index keeps one pending request per pair. */
import { Effect, Layer, Option, Schema } from "effect"
import { type FragmentSqlToken, sql } from "slonik"
import { FriendRequestAlreadyExists } from "../../domain/friends/errors.ts"
import { type FriendRequest, FriendRequestRepo } from "../../domain/friends/friend-request-repo.ts"
import { noRows, PgPool, query } from "./pool.ts"
import { instant, isUuid, queryUnique } from "./rows.ts"

const RequestRow = Schema.Struct({
  id: Schema.String,
  sender_id: Schema.String,
  receiver_id: Schema.String,
  status: Schema.Literals(["pending", "accepted", "rejected"]),
  created_at: Schema.Number,
  sender_name: Schema.NullOr(Schema.String),
  receiver_name: Schema.NullOr(Schema.String)
})
const requestRow = sql.type(Schema.toStandardSchemaV1(RequestRow))

const select = sql.fragment`
  SELECT r.id::text AS id, r.sender_id::text AS sender_id, r.receiver_id::text AS receiver_id, r.status, r.created_at,
         s.display_name AS sender_name, v.display_name AS receiver_name
  FROM friend_requests r
  LEFT JOIN profiles s ON s.user_id = r.sender_id
  LEFT JOIN profiles v ON v.user_id = r.receiver_id`

const toRequest = (row: typeof RequestRow.Type): FriendRequest => ({
  id: row.id,
  senderId: row.sender_id,
  receiverId: row.receiver_id,
  status: row.status,
  createdAt: row.created_at,
  senderName: row.sender_name,
  receiverName: row.receiver_name
})

export const layer: Layer.Layer<FriendRequestRepo, never, PgPool> = Layer.effect(
  FriendRequestRepo,
  Effect.gen(function* () {
    const pool = yield* PgPool
    const run = <A>(f: Parameters<typeof query<A>>[0]) => Effect.provideService(query(f), PgPool, pool)
    const maybe = (where: FragmentSqlToken) =>
      run((db) => db.maybeOne(requestRow`${select} WHERE ${where}`)).pipe(Effect.map((row) => Option.map(Option.fromNullishOr(row), toRequest)))
    const pending = (where: FragmentSqlToken) =>
      run((db) => db.any(requestRow`${select} WHERE r.status = 'pending' AND ${where} ORDER BY r.created_at DESC, r.id DESC`)).pipe(
        Effect.map((rows) => rows.map(toRequest))
      )
    const changed = (statement: FragmentSqlToken) => run((db) => db.query(noRows`${statement}`)).pipe(Effect.map((result) => result.rowCount > 0))
    return FriendRequestRepo.of({
      create: (r) =>
        Effect.provideService(
          queryUnique(
            (db) =>
              db.query(noRows`
              INSERT INTO friend_requests (id, sender_id, receiver_id, status, created_at)
              VALUES (${r.id}, ${r.senderId}, ${r.receiverId}, 'pending', ${instant(r.createdAt)})`),
            () => new FriendRequestAlreadyExists({ senderId: r.senderId, receiverId: r.receiverId })
          ),
          PgPool,
          pool
        ).pipe(Effect.asVoid),
      find: (id) => (isUuid(id) ? maybe(sql.fragment`r.id = ${id}`) : Effect.succeed(Option.none())),
      pendingBetween: (a, b) =>
        isUuid(a) && isUuid(b)
          ? maybe(sql.fragment`r.status = 'pending' AND LEAST(r.sender_id, r.receiver_id) = LEAST(${a}::uuid, ${b}::uuid)
                               AND GREATEST(r.sender_id, r.receiver_id) = GREATEST(${a}::uuid, ${b}::uuid)`)
          : Effect.succeed(Option.none()),
      incoming: (userId) => (isUuid(userId) ? pending(sql.fragment`r.receiver_id = ${userId}`) : Effect.succeed([])),
      outgoing: (userId) => (isUuid(userId) ? pending(sql.fragment`r.sender_id = ${userId}`) : Effect.succeed([])),
      setStatus: (id, status, at) =>
        isUuid(id)
          ? changed(sql.fragment`
              UPDATE friend_requests SET status = ${status}, responded_at = ${instant(at)}
              WHERE id = ${id} AND status = 'pending'`)
          : Effect.succeed(false),
      delete: (id) => (isUuid(id) ? changed(sql.fragment`DELETE FROM friend_requests WHERE id = ${id} AND status = 'pending'`) : Effect.succeed(false))
    })
  })
)
