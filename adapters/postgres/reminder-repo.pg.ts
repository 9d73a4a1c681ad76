/** ReminderRepo on PostgreSQL: the people going to the days' concerts, and `concert_reminders` (migration 0026). */
import { Effect, Layer, Schema } from "effect"
import { sql } from "slonik"
import { CONCERT_STATUSES, isGoingAhead } from "../../domain/concerts/show.ts"
import { ConcertId } from "../../domain/kernel/ids.ts"
import { LocalDate } from "../../domain/kernel/local-date.ts"
import { ReminderRepo } from "../../domain/notifications/reminder-repo.ts"
import { REMINDED_ANSWERS } from "../../domain/notifications/reminders.ts"
import { awayUsersSql } from "./hidden-sql.pg.ts"
import { PgPool, query } from "./pool.ts"
import { instant, isUuid } from "./rows.ts"

const candidateRow = sql.type(
  Schema.toStandardSchemaV1(
    Schema.Struct({
      user_id: Schema.String,
      concert_id: ConcertId,
      date: LocalDate,
      reason: Schema.Literals(["plan", "tickets", "interested"]),
      time_zone: Schema.NullOr(Schema.String),
      email: Schema.String
    })
  )
)
const claimedRow = sql.type(Schema.toStandardSchemaV1(Schema.Struct({ user_id: Schema.String })))

/** The statuses of a show that goes ahead: the one rule (show.ts `isGoingAhead`), as a parameter. */
const goingAhead = sql.array(CONCERT_STATUSES.filter(isGoingAhead), "text")

export const layer: Layer.Layer<ReminderRepo, never, PgPool> = Layer.effect(
  ReminderRepo,
  Effect.gen(function* () {
    const pool = yield* PgPool
    const run = <A>(f: Parameters<typeof query<A>>[0]) => Effect.provideService(query(f), PgPool, pool)
    return ReminderRepo.of({
      // Each person's strongest reason (reminders.ts `reminderReason`: a plan, then tickets, then interest) by rank.
      // A page in (date, concert, user) order: a row comparison after the cursor, then LIMIT.
      candidates: (fromDay, toDay, now, after, limit) =>
        after !== null && !(isUuid(after.concertId) && isUuid(after.userId))
          ? Effect.succeed([])
          : run((db) =>
              db.any(candidateRow`
            WITH going AS MATERIALIZED (
              SELECT c.id, c.date FROM concerts c
              WHERE c.date BETWEEN ${fromDay}::date AND ${toDay}::date AND c.status = ANY(${goingAhead})),
            reasons AS (
              SELECT m.user_id, p.concert_id, 0 AS rank, 'plan' AS reason
              FROM going g JOIN plans p ON p.concert_id = g.id JOIN plan_members m ON m.plan_id = p.id
              WHERE m.answer = ANY(${sql.array(REMINDED_ANSWERS, "text")})
              UNION ALL
              SELECT i.user_id, i.concert_id, CASE i.interest_status WHEN 'has_tickets' THEN 1 ELSE 2 END,
                     CASE i.interest_status WHEN 'has_tickets' THEN 'tickets' ELSE 'interested' END
              FROM going g JOIN user_concert_interests i ON i.concert_id = g.id
              WHERE i.interest_status IN ('has_tickets', 'interested')),
            strongest AS (
              SELECT DISTINCT ON (r.user_id, r.concert_id) r.user_id, r.concert_id, r.reason
              FROM reasons r
              WHERE NOT EXISTS (SELECT 1 FROM concert_reminders s WHERE s.user_id = r.user_id AND s.concert_id = r.concert_id)
                AND r.user_id NOT IN (SELECT user_id FROM (${awayUsersSql(now)}) a)
              ORDER BY r.user_id, r.concert_id, r.rank)
            SELECT s.user_id::text AS user_id, s.concert_id::text AS concert_id, g.date, s.reason, p.time_zone, u.email
            FROM strongest s JOIN going g ON g.id = s.concert_id JOIN users u ON u.id = s.user_id
            LEFT JOIN profiles p ON p.user_id = s.user_id
            WHERE ${after === null ? sql.fragment`TRUE` : sql.fragment`(g.date, s.concert_id, s.user_id) > (${after.date}::date, ${after.concertId}::uuid, ${after.userId}::uuid)`}
            ORDER BY g.date, s.concert_id, s.user_id LIMIT ${limit}`)
            ).pipe(
              Effect.map((rows) =>
                rows.map((r) => ({ userId: r.user_id, concertId: r.concert_id, date: r.date, reason: r.reason, timeZone: r.time_zone, email: r.email }))
              )
            ),
      // Inside the caller's transaction: a second instance's insert waits for this one's commit, then finds the row.
      claim: (userId, concertId, at) =>
        isUuid(userId) && isUuid(concertId)
          ? run((db) =>
              db.maybeOne(claimedRow`
                INSERT INTO concert_reminders (user_id, concert_id, sent_at)
                SELECT u.id, c.id, ${instant(at)}::timestamptz FROM users u, concerts c WHERE u.id = ${userId}::uuid AND c.id = ${concertId}::uuid
                ON CONFLICT DO NOTHING RETURNING user_id::text AS user_id`)
            ).pipe(Effect.map((row) => row !== null))
          : Effect.succeed(false)
    })
  })
)
