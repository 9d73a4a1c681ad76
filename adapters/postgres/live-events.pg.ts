/**
 * LiveEvents on PostgreSQL. `publish` is `pg_notify` on the current executor, so inside `Transactions.run`
 * PostgreSQL delivers it only on commit (a rollback publishes nothing), and every instance on the database
 * receives it. Each instance opens one LISTEN connection, on its first subscriber, feeding its hub; the
 * audience of an activity event is one query (the owner's visibility and neighbourhood) per event. With a read
 * replica, events reach the streams once the replica has replayed the change (at most REPLICA_MAX_LAG_MS later),
 * so the refetch a client makes on an event reads it there.
 */
import { Clock, Effect, Layer, Schema } from "effect"
import { sql } from "slonik"
import { type Neighbourhood, reachOf } from "../../domain/live/audience.ts"
import { LiveMessage } from "../../domain/live/events.ts"
import { LiveEvents } from "../../domain/live/live-events.ts"
import { type LiveHub, makeHub } from "../live/hub.ts"
import { type Listener, listen } from "./listener.ts"
import { PgPool, query } from "./pool.ts"
import { awayUsersSql, hiddenFromSql } from "./hidden-sql.pg.ts"
import { PgReadRouting } from "./read-routing.ts"

export const LIVE_CHANNEL = "soundcheck_live"

const NeighbourhoodRow = Schema.Struct({
  visibility: Schema.Literals(["public", "friends_of_friends", "friends_only", "private"]),
  degree1: Schema.Array(Schema.String),
  degree2: Schema.Array(Schema.String),
  hidden: Schema.Array(Schema.String),
  ownerHidden: Schema.Boolean
})
const neighbourhoodRow = sql.type(Schema.toStandardSchemaV1(NeighbourhoodRow))
const notifyRow = sql.type(Schema.toStandardSchemaV1(Schema.Struct({})))
const encodeMessage = Schema.encodeSync(Schema.fromJsonString(LiveMessage))
const decodeMessage = Schema.decodeUnknownExit(Schema.fromJsonString(LiveMessage))

/**
 * The owner's visibility, and only as much of the graph as it lets see the activity (`reachOf`): friends
 * for friends_only, friends of friends too for friends_of_friends, nothing for public or private; never the people
 * hidden from the owner at `now` (issue #29), nor through them; those people, and whether the owner is hidden from
 * everyone (suspended, or waiting to be purged: issue #30).
 */
const neighbourhoodQuery = (ownerId: string, now: number) => neighbourhoodRow`
  WITH owner AS (
    SELECT COALESCE((SELECT concert_visibility FROM profiles WHERE user_id = ${ownerId}::uuid), 'friends_of_friends') AS visibility
  ),
  hidden AS MATERIALIZED (${hiddenFromSql(ownerId, now)}),
  d1 AS MATERIALIZED (
    SELECT f.id FROM friend_lists l CROSS JOIN LATERAL unnest(l.friends) f (id)
    WHERE l.user_id = ${ownerId}::uuid AND (SELECT visibility FROM owner) IN ('friends_only', 'friends_of_friends')
      AND f.id NOT IN (SELECT user_id FROM hidden)
  ),
  d2 AS (
    SELECT DISTINCT f AS id FROM friend_lists l CROSS JOIN LATERAL unnest(l.friends) f
    WHERE l.user_id IN (SELECT id FROM d1) AND (SELECT visibility FROM owner) = 'friends_of_friends'
      AND f <> ${ownerId}::uuid AND f NOT IN (SELECT id FROM d1) AND f NOT IN (SELECT user_id FROM hidden)
  )
  SELECT owner.visibility,
    COALESCE((SELECT array_agg(id::text) FROM d1), '{}') AS degree1,
    COALESCE((SELECT array_agg(id::text) FROM d2), '{}') AS degree2,
    COALESCE((SELECT array_agg(user_id::text) FROM hidden), '{}') AS hidden,
    ${ownerId}::uuid IN (SELECT user_id FROM (${awayUsersSql(now)}) a) AS "ownerHidden"
  FROM owner`

export interface LiveOptions {
  /** Reports a lost LISTEN connection or a bad notification; the default ignores them. */
  readonly onError?: (error: unknown) => void
}

export const layer = (url: string, options: LiveOptions = {}): Layer.Layer<LiveEvents, never, PgPool> =>
  Layer.effect(
    LiveEvents,
    Effect.gen(function* () {
      const pool = yield* PgPool
      const routing = yield* PgReadRouting
      const onError = options.onError ?? (() => undefined)
      const clock = yield* Clock.clockWith(Effect.succeed)
      const hub: LiveHub = makeHub(async (ownerId): Promise<Neighbourhood> => {
        const row = await pool.one(neighbourhoodQuery(ownerId, clock.currentTimeMillisUnsafe()))
        return reachOf(row.visibility) === "everyone" ? { ...row, degree1: [], degree2: [] } : row
      })
      // Notifications wait, in order and in batches, for the replica to have what the primary has written
      // once they arrived (which includes their own commits).
      let waiting: Array<LiveMessage> = []
      let draining = false
      const drain = async () => {
        draining = true
        while (waiting.length > 0) {
          const batch = waiting
          waiting = []
          await routing.settled().catch(onError)
          for (const message of batch) await hub.dispatch(message).catch(onError)
        }
        draining = false
      }
      const deliver = (message: LiveMessage) => {
        if (routing.state() === "none") return void hub.dispatch(message).catch(onError)
        waiting.push(message)
        if (!draining) void drain()
      }
      let listener: Listener | undefined
      let listening = false
      const startListening = () =>
        (listener ??= listen({
          url,
          channels: [LIVE_CHANNEL],
          onNotification: (_channel, payload) => {
            const decoded = decodeMessage(payload)
            if (decoded._tag === "Failure") return onError(new Error("an undecodable live notification"))
            deliver(decoded.value)
          },
          // Notifications sent while the connection was down are lost: end the streams so that their
          // clients reconnect and refetch.
          onListening: () => {
            if (listening) hub.endAll()
            listening = true
          },
          onError
        }))
      yield* Effect.addFinalizer(() =>
        Effect.promise(async () => {
          hub.endAll()
          await listener?.stop()
        })
      )
      return LiveEvents.of({
        publish: (message) =>
          Effect.provideService(
            query((db) => db.query(notifyRow`SELECT pg_notify(${LIVE_CHANNEL}, ${encodeMessage(message)})`)),
            PgPool,
            pool
          ).pipe(Effect.asVoid),
        subscribe: (userId, sink) =>
          Effect.promise(async () => {
            await startListening().ready
            return hub.add(userId, sink)
          })
      })
    })
  )
