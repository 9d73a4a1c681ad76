/**
 * PlanRepo on PostgreSQL (migration 0012). `lock` holds the plan row FOR UPDATE until the unit of work ends, so
 * the per-plan rules (spares, membership, pending requests) run one change at a time; the CHECKs and the
 * foreign keys keep the rest (spares never negative, requests only between members) whoever writes.
 */
import { Clock, Effect, Layer, Option, Schema } from "effect"
import { sql } from "slonik"
import { ConcertId } from "../../domain/kernel/ids.ts"
import { LocalDate } from "../../domain/kernel/local-date.ts"
import { PlanAnswer, SpareRequestStatus, TicketStatus } from "../../domain/plans/contract.ts"
import { type Plan, type PlanMember, PlanRepo, type SpareRequest, type ThreadMessage } from "../../domain/plans/plan-repo.ts"
import { hiddenFromSql } from "./hidden-sql.pg.ts"
import { noRows, PgPool, query } from "./pool.ts"
import { readRunner } from "./read-routing.ts"
import { instant, isUuid } from "./rows.ts"

const PlanRow = Schema.Struct({
  id: Schema.String,
  concert_id: ConcertId,
  maker_id: Schema.String,
  title: Schema.NullOr(Schema.String),
  meet_place: Schema.NullOr(Schema.String),
  meet_at: Schema.NullOr(Schema.String),
  created_at: Schema.Number,
  updated_at: Schema.Number
})
const planRow = sql.type(Schema.toStandardSchemaV1(PlanRow))

const PlanOfMemberRow = Schema.Struct({
  ...PlanRow.fields,
  concert_date: LocalDate,
  member_count: Schema.Number,
  going_count: Schema.Number,
  answer: Schema.NullOr(PlanAnswer)
})
const planOfMemberRow = sql.type(Schema.toStandardSchemaV1(PlanOfMemberRow))

const MemberRow = Schema.Struct({
  plan_id: Schema.String,
  user_id: Schema.String,
  answer: Schema.NullOr(PlanAnswer),
  ticket: Schema.NullOr(TicketStatus),
  spares: Schema.Number,
  ticket_note: Schema.NullOr(Schema.String),
  joined_at: Schema.Number
})
const memberRow = sql.type(Schema.toStandardSchemaV1(MemberRow))

const RequestRow = Schema.Struct({
  id: Schema.String,
  plan_id: Schema.String,
  requester_id: Schema.String,
  holder_id: Schema.String,
  status: SpareRequestStatus,
  created_at: Schema.Number,
  answered_at: Schema.NullOr(Schema.Number)
})
const requestRow = sql.type(Schema.toStandardSchemaV1(RequestRow))

// A purged author's message (migration 0024) has neither author nor text: the CHECK keeps the two null together.
const MessageRow = Schema.Struct({
  id: Schema.String,
  plan_id: Schema.String,
  author_id: Schema.NullOr(Schema.String),
  text: Schema.NullOr(Schema.String),
  event: Schema.NullOr(Schema.Literals(["concert_cancelled"])),
  created_at: Schema.Number
})
const planIdRow = sql.type(Schema.toStandardSchemaV1(Schema.Struct({ id: Schema.String })))
const messageRow = sql.type(Schema.toStandardSchemaV1(MessageRow))
const userIdRow = sql.type(Schema.toStandardSchemaV1(Schema.Struct({ user_id: Schema.String })))

const planColumns = sql.fragment`
  p.id::text AS id, p.concert_id::text AS concert_id, p.maker_id::text AS maker_id, p.title, p.meet_place, p.meet_at,
  p.created_at, p.updated_at`
const memberColumns = sql.fragment`
  m.plan_id::text AS plan_id, m.user_id::text AS user_id, m.answer, m.ticket, m.spares, m.ticket_note, m.joined_at`
const requestColumns = sql.fragment`
  id::text AS id, plan_id::text AS plan_id, requester_id::text AS requester_id, holder_id::text AS holder_id, status,
  created_at, answered_at`
const messageColumns = sql.fragment`id::text AS id, plan_id::text AS plan_id, author_id::text AS author_id, text, event, created_at`

const toPlan = (r: typeof PlanRow.Type): Plan => ({
  id: r.id,
  concertId: r.concert_id,
  makerId: r.maker_id,
  title: r.title,
  meetPlace: r.meet_place,
  meetAt: r.meet_at,
  createdAt: r.created_at,
  updatedAt: r.updated_at
})

const toMember = (r: typeof MemberRow.Type): PlanMember => ({
  planId: r.plan_id,
  userId: r.user_id,
  answer: r.answer,
  ticket: r.ticket,
  spares: r.spares,
  ticketNote: r.ticket_note,
  joinedAt: r.joined_at
})

const toRequest = (r: typeof RequestRow.Type): SpareRequest => ({
  id: r.id,
  planId: r.plan_id,
  requesterId: r.requester_id,
  holderId: r.holder_id,
  status: r.status,
  createdAt: r.created_at,
  answeredAt: r.answered_at
})

const toMessage = (r: typeof MessageRow.Type): ThreadMessage =>
  r.event !== null
    ? { id: r.id, planId: r.plan_id, authorId: null, text: null, event: r.event, createdAt: r.created_at }
    : r.author_id === null || r.text === null
      ? { id: r.id, planId: r.plan_id, authorId: null, text: null, createdAt: r.created_at }
      : { id: r.id, planId: r.plan_id, authorId: r.author_id, text: r.text, createdAt: r.created_at }

/** Ids come from the wire: one that is not a uuid names nothing (and must not reach a uuid cast). */
const unless = <A>(ok: boolean, none: A, effect: () => Effect.Effect<A>): Effect.Effect<A> => (ok ? effect() : Effect.succeed(none))

export const layer: Layer.Layer<PlanRepo, never, PgPool> = Layer.effect(
  PlanRepo,
  Effect.gen(function* () {
    const pool = yield* PgPool
    const run = <A>(f: Parameters<typeof query<A>>[0]) => Effect.provideService(query(f), PgPool, pool)
    /** Lag-tolerant reads (read-routing.ts). */
    const read = yield* readRunner
    const onePlan = (planId: string, forUpdate: boolean) =>
      unless(isUuid(planId), Option.none<Plan>(), () =>
        run((db) =>
          db.maybeOne(planRow`SELECT ${planColumns} FROM plans p WHERE p.id = ${planId} ${forUpdate ? sql.fragment`FOR UPDATE` : sql.fragment``}`)
        ).pipe(Effect.map((row) => Option.map(Option.fromNullishOr(row), toPlan)))
      )
    return PlanRepo.of({
      // One statement: the plan never exists without its maker.
      create: (plan, maker) =>
        run((db) =>
          db.query(noRows`
          WITH created AS (
            INSERT INTO plans (id, concert_id, maker_id, title, meet_place, meet_at, created_at, updated_at)
            VALUES (${plan.id}, ${plan.concertId}, ${plan.makerId}, ${plan.title}, ${plan.meetPlace}, ${plan.meetAt},
                    ${instant(plan.createdAt)}, ${instant(plan.updatedAt)})
            RETURNING id
          )
          INSERT INTO plan_members (plan_id, user_id, answer, ticket, spares, ticket_note, joined_at)
          SELECT id, ${maker.userId}, ${maker.answer}, ${maker.ticket}, ${maker.spares}, ${maker.ticketNote}, ${instant(maker.joinedAt)}
          FROM created`)
        ).pipe(Effect.asVoid),
      find: (planId) => onePlan(planId, false),
      lock: (planId) => onePlan(planId, true),
      update: (plan) =>
        run((db) =>
          db.query(noRows`
          UPDATE plans SET title = ${plan.title}, meet_place = ${plan.meetPlace}, meet_at = ${plan.meetAt},
                           updated_at = ${instant(plan.updatedAt)}
          WHERE id = ${plan.id}`)
        ).pipe(Effect.asVoid),
      remove: (planId) => unless(isUuid(planId), undefined, () => run((db) => db.query(noRows`DELETE FROM plans WHERE id = ${planId}`)).pipe(Effect.asVoid)),
      members: (planId) =>
        unless(isUuid(planId), [], () =>
          run((db) =>
            db.any(memberRow`
            SELECT ${memberColumns} FROM plan_members m JOIN plans p ON p.id = m.plan_id
            WHERE m.plan_id = ${planId}
            ORDER BY (m.user_id = p.maker_id) DESC, m.joined_at, m.user_id`)
          ).pipe(Effect.map((rows) => rows.map(toMember)))
        ),
      addMembers: (members) =>
        members.length === 0
          ? Effect.void
          : run((db) =>
              db.query(noRows`
              INSERT INTO plan_members (plan_id, user_id, answer, ticket, spares, ticket_note, joined_at)
              SELECT * FROM ${sql.unnest(
                members.map((m) => [m.planId, m.userId, m.answer, m.ticket, m.spares, m.ticketNote, instant(m.joinedAt)]),
                ["uuid", "uuid", "text", "text", "int4", "text", "timestamptz"]
              )}
              ON CONFLICT (plan_id, user_id) DO NOTHING`)
            ).pipe(Effect.asVoid),
      // The member's requests (made or asked) go by the foreign keys' cascade. Their news of the plan is hidden, not
      // deleted: its keys stay taken, so adding them again restores it instead of mailing anew.
      removeMember: (planId, userId) =>
        unless(isUuid(planId) && isUuid(userId), false, () =>
          run((db) =>
            db.maybeOne(userIdRow`
            WITH gone AS (DELETE FROM plan_members WHERE plan_id = ${planId} AND user_id = ${userId} RETURNING user_id),
            news AS (
              UPDATE notifications SET withdrawn_at = now()
              WHERE plan_id = ${planId} AND recipient_id IN (SELECT user_id FROM gone) AND withdrawn_at IS NULL)
            SELECT user_id::text AS user_id FROM gone`)
          ).pipe(Effect.map((row) => row !== null))
        ),
      updateMember: (m) =>
        Clock.currentTimeMillis.pipe(
          Effect.flatMap((now) =>
            // A member's answer is their activity (issue #34); the row keeps no time of it, so now is when.
            run((db) =>
              db.query(noRows`
              WITH updated AS (
                UPDATE plan_members SET answer = ${m.answer}, ticket = ${m.ticket}, spares = ${m.spares}, ticket_note = ${m.ticketNote}
                WHERE plan_id = ${m.planId} AND user_id = ${m.userId}
                RETURNING user_id
              )
              INSERT INTO member_activity (user_id, at_bucket)
              SELECT user_id, analytics_bucket(${instant(now)}::timestamptz) FROM updated ON CONFLICT DO NOTHING`)
            )
          ),
          Effect.asVoid
        ),
      plansOf: (userId, from, limit, now) =>
        unless(isUuid(userId), [], () =>
          run((db) =>
            db.any(planOfMemberRow`
            WITH hidden AS MATERIALIZED (${now === undefined ? sql.fragment`SELECT NULL::uuid AS user_id WHERE false` : hiddenFromSql(userId, now)})
            SELECT ${planColumns}, c.date AS concert_date, m.answer,
                   (SELECT count(*) FROM plan_members a WHERE a.plan_id = p.id AND a.user_id NOT IN (SELECT user_id FROM hidden))::int AS member_count,
                   (SELECT count(*) FROM plan_members g
                    WHERE g.plan_id = p.id AND g.answer = 'going' AND g.user_id NOT IN (SELECT user_id FROM hidden))::int AS going_count
            FROM plan_members m
            JOIN plans p ON p.id = m.plan_id
            JOIN concerts c ON c.id = p.concert_id
            WHERE m.user_id = ${userId} AND c.date >= ${from}::date
            ORDER BY c.date, p.created_at DESC, p.id DESC
            LIMIT ${limit}`)
          ).pipe(
            Effect.map((rows) =>
              rows.map((r) => ({
                plan: toPlan(r),
                concertDate: r.concert_date,
                memberCount: r.member_count,
                goingCount: r.going_count,
                answer: r.answer
              }))
            )
          )
        ),
      plansForConcert: (userId, concertId, answers) =>
        unless(isUuid(userId) && isUuid(concertId), [], () =>
          run((db) =>
            db.any(planRow`
            SELECT ${planColumns} FROM plan_members m JOIN plans p ON p.id = m.plan_id
            WHERE m.user_id = ${userId} AND p.concert_id = ${concertId} AND m.answer = ANY(${sql.array(answers, "text")})
            ORDER BY p.created_at DESC, p.id DESC`)
          ).pipe(Effect.map((rows) => rows.map(toPlan)))
        ),
      meetingsOf: (userId, from, answers, limit) =>
        unless(isUuid(userId), [], () =>
          read((db) =>
            db.any(planRow`
            SELECT ${planColumns}
            FROM plan_members m
            JOIN plans p ON p.id = m.plan_id
            JOIN concerts c ON c.id = p.concert_id
            WHERE m.user_id = ${userId} AND m.answer = ANY(${sql.array(answers, "text")}) AND p.meet_at IS NOT NULL AND c.date >= ${from}::date
            ORDER BY p.meet_at, p.id
            LIMIT ${limit}`)
          ).pipe(Effect.map((rows) => rows.map(toPlan)))
        ),
      addSpareRequest: (r) =>
        run((db) =>
          db.query(noRows`
          INSERT INTO plan_spare_requests (id, plan_id, requester_id, holder_id, status, created_at, answered_at)
          VALUES (${r.id}, ${r.planId}, ${r.requesterId}, ${r.holderId}, ${r.status}, ${instant(r.createdAt)},
                  ${r.answeredAt === null ? null : instant(r.answeredAt)})`)
        ).pipe(Effect.asVoid),
      spareRequests: (planId, answeredSince) =>
        unless(isUuid(planId), [], () =>
          run((db) =>
            db.any(requestRow`
            SELECT ${requestColumns} FROM plan_spare_requests
            WHERE plan_id = ${planId} AND (status = 'pending' OR answered_at >= ${instant(answeredSince)})
            ORDER BY created_at, id`)
          ).pipe(Effect.map((rows) => rows.map(toRequest)))
        ),
      findSpareRequest: (planId, requestId) =>
        unless(isUuid(planId) && isUuid(requestId), Option.none<SpareRequest>(), () =>
          run((db) => db.maybeOne(requestRow`SELECT ${requestColumns} FROM plan_spare_requests WHERE id = ${requestId} AND plan_id = ${planId}`)).pipe(
            Effect.map((row) => Option.map(Option.fromNullishOr(row), toRequest))
          )
        ),
      updateSpareRequest: (r) =>
        run((db) =>
          db.query(noRows`
          UPDATE plan_spare_requests SET status = ${r.status}, answered_at = ${r.answeredAt === null ? null : instant(r.answeredAt)}
          WHERE id = ${r.id} AND plan_id = ${r.planId}`)
        ).pipe(Effect.asVoid),
      addMessage: (msg) =>
        run((db) =>
          db.query(noRows`
          INSERT INTO plan_messages (id, plan_id, author_id, text, event, created_at)
          VALUES (${msg.id}, ${msg.planId}, ${msg.authorId}, ${msg.text}, ${"event" in msg ? msg.event : null}, ${instant(msg.createdAt)})`)
        ).pipe(Effect.asVoid),
      planIdsOfConcert: (concertId) =>
        unless(isUuid(concertId), [], () =>
          run((db) => db.anyFirst(planIdRow`SELECT id::text AS id FROM plans WHERE concert_id = ${concertId}::uuid ORDER BY created_at, id`))
        ),
      messages: (planId, before, limit, seenBy) =>
        unless(isUuid(planId) && (before === null || isUuid(before.id)) && (seenBy === undefined || isUuid(seenBy.viewerId)), [], () =>
          run((db) =>
            db.any(messageRow`
            SELECT ${messageColumns} FROM plan_messages
            WHERE plan_id = ${planId}
            ${seenBy === undefined ? sql.fragment`` : sql.fragment`AND (author_id IS NULL OR author_id NOT IN (${hiddenFromSql(seenBy.viewerId, seenBy.now)}))`}
            ${before === null ? sql.fragment`` : sql.fragment`AND (created_at, id) < (${instant(before.createdAt)}, ${before.id}::uuid)`}
            ORDER BY created_at DESC, id DESC
            LIMIT ${limit}`)
          ).pipe(Effect.map((rows) => rows.map(toMessage)))
        )
    })
  })
)
