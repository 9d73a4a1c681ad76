/** OwnDataRepo on PostgreSQL: one statement per part of a person's data export, each by the person's own index. */
import { Effect, Layer, Schema } from "effect"
import { sql } from "slonik"
import { FEEDBACK_STATUSES, FEEDBACK_TYPES } from "../../domain/feedback/contract.ts"
import { ConcertId } from "../../domain/kernel/ids.ts"
import { LocalDate } from "../../domain/kernel/local-date.ts"
import { REPORT_CATEGORIES, REPORT_STATUSES, REPORT_TARGET_TYPES } from "../../domain/moderation/contract.ts"
import { type ConcertFacts, OwnDataRepo } from "../../domain/own-data/own-data-repo.ts"
import { PLAN_ANSWERS, TICKET_STATUSES } from "../../domain/plans/contract.ts"
import { PgPool, query } from "./pool.ts"
import { isUuid } from "./rows.ts"

const ConcertColumns = {
  concert_id: ConcertId,
  artist: Schema.String,
  venue: Schema.String,
  city: Schema.String,
  date: LocalDate
}
const factsOf = (r: { concert_id: ConcertId; artist: string; venue: string; city: string; date: LocalDate }): ConcertFacts => ({
  concertId: r.concert_id,
  artist: r.artist,
  venue: r.venue,
  city: r.city,
  date: r.date
})

const interestRow = sql.type(
  Schema.toStandardSchemaV1(
    Schema.Struct({ ...ConcertColumns, status: Schema.Literals(["not_interested", "interested", "has_tickets"]), updated_at: Schema.Number })
  )
)
const invitationRow = sql.type(
  Schema.toStandardSchemaV1(
    Schema.Struct({
      id: Schema.String,
      email: Schema.String,
      status: Schema.Literals(["pending", "accepted"]),
      created_at: Schema.Number,
      expires_at: Schema.Number,
      accepted_at: Schema.NullOr(Schema.Number)
    })
  )
)
const feedbackRow = sql.type(
  Schema.toStandardSchemaV1(
    Schema.Struct({
      id: Schema.String,
      feedback_type: Schema.Literals(FEEDBACK_TYPES),
      title: Schema.String,
      description: Schema.String,
      contact_email: Schema.NullOr(Schema.String),
      status: Schema.Literals(FEEDBACK_STATUSES),
      created_at: Schema.Number,
      updated_at: Schema.Number
    })
  )
)
const reportRow = sql.type(
  Schema.toStandardSchemaV1(
    Schema.Struct({
      id: Schema.String,
      target_type: Schema.Literals(REPORT_TARGET_TYPES),
      target_id: Schema.String,
      category: Schema.Literals(REPORT_CATEGORIES),
      comment: Schema.NullOr(Schema.String),
      status: Schema.Literals(REPORT_STATUSES),
      created_at: Schema.Number,
      resolved_at: Schema.NullOr(Schema.Number)
    })
  )
)
const planRow = sql.type(
  Schema.toStandardSchemaV1(
    Schema.Struct({
      ...ConcertColumns,
      plan_id: Schema.String,
      is_maker: Schema.Boolean,
      title: Schema.NullOr(Schema.String),
      meet_place: Schema.NullOr(Schema.String),
      meet_at: Schema.NullOr(Schema.String),
      created_at: Schema.Number,
      answer: Schema.NullOr(Schema.Literals(PLAN_ANSWERS)),
      ticket: Schema.NullOr(Schema.Literals(TICKET_STATUSES)),
      spares: Schema.Number,
      ticket_note: Schema.NullOr(Schema.String),
      joined_at: Schema.Number
    })
  )
)
const messageRow = sql.type(
  Schema.toStandardSchemaV1(Schema.Struct({ id: Schema.String, plan_id: Schema.String, text: Schema.String, created_at: Schema.Number }))
)

const concertColumns = sql.fragment`c.id::text AS concert_id, c.artist, c.venue, c.city, c.date`

export const layer: Layer.Layer<OwnDataRepo, never, PgPool> = Layer.effect(
  OwnDataRepo,
  Effect.gen(function* () {
    const pool = yield* PgPool
    const run = <A>(f: Parameters<typeof query<A>>[0]) => Effect.provideService(query(f), PgPool, pool)
    /** Reads for a user id; an id that is not a uuid owns nothing. */
    const ofUser =
      <A>(read: (userId: string) => Effect.Effect<ReadonlyArray<A>>) =>
      (userId: string): Effect.Effect<ReadonlyArray<A>> =>
        isUuid(userId) ? read(userId) : Effect.succeed([])
    return OwnDataRepo.of({
      interests: ofUser((userId) =>
        run((db) =>
          db.any(interestRow`
            SELECT ${concertColumns}, i.interest_status AS status, i.updated_at
            FROM user_concert_interests i JOIN concerts c ON c.id = i.concert_id
            WHERE i.user_id = ${userId}::uuid ORDER BY c.date, c.id`)
        ).pipe(Effect.map((rows) => rows.map((r) => ({ concert: factsOf(r), status: r.status, updatedAt: r.updated_at }))))
      ),
      invitationsSent: ofUser((userId) =>
        run((db) =>
          db.any(invitationRow`
            SELECT id::text AS id, email, status, created_at, expires_at, accepted_at FROM invitations
            WHERE inviter_id = ${userId}::uuid ORDER BY created_at DESC, id`)
        ).pipe(
          Effect.map((rows) =>
            rows.map((r) => ({ id: r.id, email: r.email, status: r.status, createdAt: r.created_at, expiresAt: r.expires_at, acceptedAt: r.accepted_at }))
          )
        )
      ),
      feedback: ofUser((userId) =>
        run((db) =>
          db.any(feedbackRow`
            SELECT id::text AS id, feedback_type, title, description, contact_email, status, created_at, updated_at
            FROM feedback_requests WHERE user_id = ${userId}::uuid ORDER BY created_at DESC, id`)
        ).pipe(
          Effect.map((rows) =>
            rows.map((r) => ({
              id: r.id,
              feedbackType: r.feedback_type,
              title: r.title,
              description: r.description,
              contactEmail: r.contact_email,
              status: r.status,
              createdAt: r.created_at,
              updatedAt: r.updated_at
            }))
          )
        )
      ),
      reportsFiled: ofUser((userId) =>
        run((db) =>
          db.any(reportRow`
            SELECT id::text AS id, target_type, target_id::text AS target_id, category, comment, status, created_at, resolved_at
            FROM reports WHERE reporter_id = ${userId}::uuid ORDER BY created_at DESC, id`)
        ).pipe(
          Effect.map((rows) =>
            rows.map((r) => ({
              id: r.id,
              targetType: r.target_type,
              targetId: r.target_id,
              category: r.category,
              comment: r.comment,
              status: r.status,
              createdAt: r.created_at,
              resolvedAt: r.resolved_at
            }))
          )
        )
      ),
      plans: ofUser((userId) =>
        run((db) =>
          db.any(planRow`
            SELECT ${concertColumns}, p.id::text AS plan_id, p.maker_id = m.user_id AS is_maker, p.title, p.meet_place, p.meet_at,
                   p.created_at, m.answer, m.ticket, m.spares, m.ticket_note, m.joined_at
            FROM plan_members m JOIN plans p ON p.id = m.plan_id JOIN concerts c ON c.id = p.concert_id
            WHERE m.user_id = ${userId}::uuid ORDER BY c.date, p.id`)
        ).pipe(
          Effect.map((rows) =>
            rows.map((r) => ({
              planId: r.plan_id,
              concert: factsOf(r),
              role: r.is_maker ? ("maker" as const) : ("member" as const),
              title: r.title,
              meetPlace: r.meet_place,
              meetAt: r.meet_at,
              createdAt: r.created_at,
              answer: r.answer,
              ticket: r.ticket,
              spares: r.spares,
              ticketNote: r.ticket_note,
              joinedAt: r.joined_at
            }))
          )
        )
      ),
      messages: ofUser((userId) =>
        run((db) =>
          db.any(messageRow`
            SELECT id::text AS id, plan_id::text AS plan_id, text, created_at FROM plan_messages
            WHERE author_id = ${userId}::uuid ORDER BY created_at, id`)
        ).pipe(Effect.map((rows) => rows.map((r) => ({ id: r.id, planId: r.plan_id, text: r.text, createdAt: r.created_at }))))
      )
    })
  })
)
