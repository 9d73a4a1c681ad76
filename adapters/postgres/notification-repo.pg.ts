/** NotificationRepo on PostgreSQL: one row per key (`dedupe_key`), a repeat restoring a withdrawn one in the same statement. */
import { Effect, Layer, Schema } from "effect"
import { sql } from "slonik"
import { ShowChange } from "../../domain/concerts/show.ts"
import { LocalDate } from "../../domain/kernel/local-date.ts"
import { BATCHED_KINDS, type NotificationData } from "../../domain/notifications/kinds.ts"
import { type Notification, NotificationRepo } from "../../domain/notifications/notification-repo.ts"
import { notificationKey } from "../../domain/notifications/rules.ts"
import { hiddenFromSql } from "./hidden-sql.pg.ts"
import { noRows, PgPool, query } from "./pool.ts"
import { instant, isUuid } from "./rows.ts"

const ConcertFacts = Schema.Struct({ artist: Schema.String, venue: Schema.String, city: Schema.String, date: LocalDate })
const actorNamed = <K extends string>(kind: K) => Schema.Struct({ kind: Schema.Literal(kind), actorName: Schema.String })
const PlanFacts = Schema.Struct({ planId: Schema.String, title: Schema.NullOr(Schema.String), concert: ConcertFacts })
const planNews = <K extends string>(kind: K) => Schema.Struct({ kind: Schema.Literal(kind), actorName: Schema.String, plan: PlanFacts })

/** The `data` column: kinds.ts NotificationData, checked on read. */
const Data = Schema.Union([
  actorNamed("friend_request_received"),
  actorNamed("friend_request_accepted"),
  actorNamed("invitation_accepted"),
  Schema.Struct({ kind: Schema.Literal("invite_request_reviewed"), outcome: Schema.Literals(["approved", "rejected"]), requestedCount: Schema.Number }),
  Schema.Struct({ kind: Schema.Literal("friend_has_tickets"), actorName: Schema.String, concert: ConcertFacts }),
  Schema.Struct({ kind: Schema.Literal("ready_to_go"), concert: ConcertFacts, withTickets: Schema.Number }),
  planNews("plan_invited"),
  planNews("plan_meeting_changed"),
  planNews("plan_spare_offered"),
  planNews("plan_spare_requested"),
  Schema.Struct({
    kind: Schema.Literal("plan_spare_answered"),
    actorName: Schema.String,
    plan: PlanFacts,
    outcome: Schema.Literals(["accepted", "declined"])
  }),
  Schema.Struct({ kind: Schema.Literal("plan_message"), plan: PlanFacts }),
  Schema.Struct({
    kind: Schema.Literal("suggestion_reviewed"),
    outcome: Schema.Literals(["approved", "rejected", "merged"]),
    concert: ConcertFacts,
    reason: Schema.NullOr(Schema.String)
  }),
  Schema.Struct({
    kind: Schema.Literal("report_resolved"),
    targetType: Schema.Literals(["profile", "plan_message", "concert"]),
    outcome: Schema.Literals(["actioned", "dismissed"]),
    concert: Schema.NullOr(ConcertFacts)
  }),
  Schema.Struct({
    kind: Schema.Literal("moderation_action"),
    action: Schema.Literals(["remove_message", "clear_display_name", "clear_bio", "revoke_invites"]),
    reason: Schema.String
  }),
  Schema.Struct({ kind: Schema.Literal("moderation_action"), action: Schema.Literal("suspend"), reason: Schema.String, until: Schema.NullOr(Schema.Number) }),
  Schema.Struct({ kind: Schema.Literal("moderation_action"), action: Schema.Literals(["lift_suspension", "restore_invites"]) }),
  Schema.Struct({ kind: Schema.Literal("data_export_ready") }),
  Schema.Struct({ kind: Schema.Literal("concert_changed"), concert: ConcertFacts, changes: Schema.Array(ShowChange), reason: Schema.NullOr(Schema.String) }),
  Schema.Struct({
    kind: Schema.Literal("concert_reminder"),
    concert: ConcertFacts,
    times: Schema.NullOr(Schema.Struct({ doorsTime: Schema.NullOr(Schema.String), startTime: Schema.NullOr(Schema.String), timeZone: Schema.String })),
    meeting: Schema.NullOr(
      Schema.Struct({ planId: Schema.String, title: Schema.NullOr(Schema.String), place: Schema.NullOr(Schema.String), at: Schema.NullOr(Schema.String) })
    ),
    friends: Schema.Struct({ withTickets: Schema.Array(Schema.String), interested: Schema.Array(Schema.String), more: Schema.Number })
  }),
  Schema.Struct({
    kind: Schema.Literal("followed_new_concert"),
    artistKey: Schema.String,
    count: Schema.Number,
    concertId: Schema.String,
    concert: ConcertFacts
  })
])

const NotificationRow = Schema.Struct({
  id: Schema.String,
  recipient_id: Schema.String,
  actor_id: Schema.NullOr(Schema.String),
  concert_id: Schema.NullOr(Schema.String),
  data: Data,
  created_at: Schema.Number,
  read_at: Schema.NullOr(Schema.Number),
  withdrawn_at: Schema.NullOr(Schema.Number)
})
const notificationRow = sql.type(Schema.toStandardSchemaV1(NotificationRow))
const idRow = sql.type(Schema.toStandardSchemaV1(Schema.Struct({ id: Schema.String })))
const countRow = sql.type(Schema.toStandardSchemaV1(Schema.Struct({ count: Schema.Number })))

const columns = sql.fragment`
  id::text AS id, recipient_id::text AS recipient_id, actor_id::text AS actor_id, concert_id::text AS concert_id,
  data, created_at, read_at, withdrawn_at`

const toNotification = (r: typeof NotificationRow.Type): Notification => {
  const data: NotificationData = r.data
  return {
    id: r.id,
    kind: data.kind,
    recipientId: r.recipient_id,
    actorId: r.actor_id,
    concertId: r.concert_id,
    data,
    at: r.created_at,
    readAt: r.read_at,
    withdrawnAt: r.withdrawn_at
  }
}

const uuids = (ids: ReadonlyArray<string>) => sql.array(ids.filter(isUuid), "uuid")

/** With `now`: leaves out the notifications whose actor is hidden from the recipient at `now` (issue #29). */
const shownTo = (recipientId: string, now: number | undefined) =>
  now === undefined || !isUuid(recipientId) ? sql.fragment`` : sql.fragment`AND (actor_id IS NULL OR actor_id NOT IN (${hiddenFromSql(recipientId, now)}))`

export const layer: Layer.Layer<NotificationRepo, never, PgPool> = Layer.effect(
  NotificationRepo,
  Effect.gen(function* () {
    const pool = yield* PgPool
    const run = <A>(f: Parameters<typeof query<A>>[0]) => Effect.provideService(query(f), PgPool, pool)
    return NotificationRepo.of({
      // One statement, so two at once cannot both create: a new key inserts (the row carries the new id); an
      // existing withdrawn one is restored unread (the row carries its own id); a read one of a batched kind is
      // renewed as the new one (rules.ts `onRepeat`: the row carries the new id); a standing one answers no row.
      add: (n) => {
        const restore = sql.fragment`notifications.withdrawn_at IS NOT NULL`
        const renew = (column: string) => sql.fragment`
          CASE WHEN ${restore} THEN ${sql.identifier(["notifications", column])} ELSE ${sql.identifier(["excluded", column])} END`
        return run((db) =>
          db.maybeOne(idRow`
          INSERT INTO notifications (id, recipient_id, kind, actor_id, concert_id, plan_id, data, dedupe_key, created_at)
          VALUES (${n.id}, ${n.recipientId}, ${n.kind}, ${n.actorId}, ${n.concertId}, ${"plan" in n.data ? n.data.plan.planId : null},
                  ${sql.jsonb(n.data)}, ${notificationKey(n)}, ${instant(n.at)})
          ON CONFLICT (dedupe_key) DO UPDATE SET
            withdrawn_at = NULL, read_at = NULL,
            id = ${renew("id")}, actor_id = ${renew("actor_id")}, data = ${renew("data")}, created_at = ${renew("created_at")}
          WHERE ${restore} OR (${BATCHED_KINDS.has(n.kind)} AND notifications.read_at IS NOT NULL)
          RETURNING id::text AS id`)
        ).pipe(Effect.map((row) => (row === null ? "skipped" : row.id === n.id ? "created" : "restored")))
      },
      unreadAbout: (actorId, concertId) =>
        run((db) =>
          db.any(notificationRow`
          SELECT ${columns} FROM notifications
          WHERE actor_id = ${actorId} AND concert_id = ${concertId} AND read_at IS NULL AND withdrawn_at IS NULL`)
        ).pipe(Effect.map((rows) => rows.map(toNotification))),
      withdraw: (ids, at) =>
        ids.length === 0
          ? Effect.void
          : run((db) =>
              db.query(noRows`
              UPDATE notifications SET withdrawn_at = ${instant(at)}
              WHERE id = ANY(${uuids(ids)}) AND withdrawn_at IS NULL`)
            ).pipe(Effect.asVoid),
      page: (recipientId, after, limit, now) =>
        run((db) =>
          db.any(notificationRow`
          SELECT ${columns} FROM notifications
          WHERE recipient_id = ${recipientId} AND withdrawn_at IS NULL ${shownTo(recipientId, now)}
          ${after === null ? sql.fragment`` : sql.fragment`AND (created_at, id) < (${instant(after.at)}, ${after.id}::uuid)`}
          ORDER BY created_at DESC, id DESC
          LIMIT ${limit}`)
        ).pipe(Effect.map((rows) => rows.map(toNotification))),
      unreadCount: (recipientId, now) =>
        run((db) =>
          db.one(countRow`
          SELECT count(*)::int AS count FROM notifications
          WHERE recipient_id = ${recipientId} AND read_at IS NULL AND withdrawn_at IS NULL ${shownTo(recipientId, now)}`)
        ).pipe(Effect.map((r) => r.count)),
      markRead: (recipientId, target, at) =>
        run((db) =>
          db.query(noRows`
          UPDATE notifications SET read_at = ${instant(at)}
          WHERE recipient_id = ${recipientId} AND read_at IS NULL AND withdrawn_at IS NULL
          ${target === "all" ? sql.fragment`` : sql.fragment`AND id = ANY(${uuids(target)})`}`)
        ).pipe(Effect.map((result) => result.rowCount)),
      deleteBetween: (a, b) =>
        isUuid(a) && isUuid(b)
          ? run((db) =>
              db.query(noRows`
              DELETE FROM notifications
              WHERE (recipient_id = ${a}::uuid AND actor_id = ${b}::uuid) OR (recipient_id = ${b}::uuid AND actor_id = ${a}::uuid)`)
            ).pipe(Effect.asVoid)
          : Effect.void
    })
  })
)
