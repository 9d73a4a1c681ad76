/** FeedbackRepo on PostgreSQL: feedback_requests with the submitter's address and profile name joined. */
import { Effect, Layer, Option, Schema } from "effect"
import { type FragmentSqlToken, sql } from "slonik"
import { FEEDBACK_STATUSES, FEEDBACK_TYPES } from "../../domain/feedback/contract.ts"
import { type Feedback, FeedbackRepo } from "../../domain/feedback/feedback-repo.ts"
import { noRows, PgPool, query } from "./pool.ts"
import { instant, isUuid } from "./rows.ts"

const FeedbackRow = Schema.Struct({
  id: Schema.String,
  user_id: Schema.NullOr(Schema.String),
  email: Schema.NullOr(Schema.String),
  display_name: Schema.NullOr(Schema.String),
  feedback_type: Schema.Literals(FEEDBACK_TYPES),
  title: Schema.String,
  description: Schema.String,
  contact_email: Schema.NullOr(Schema.String),
  status: Schema.Literals(FEEDBACK_STATUSES),
  admin_notes: Schema.NullOr(Schema.String),
  reviewed_by: Schema.NullOr(Schema.String),
  reviewed_at: Schema.NullOr(Schema.Number),
  updated_at: Schema.Number,
  created_at: Schema.Number
})
const feedbackRow = sql.type(Schema.toStandardSchemaV1(FeedbackRow))

/** The requests in `f`, with the submitter's address and profile name. */
const select = (f: FragmentSqlToken) => sql.fragment`
  SELECT f.id::text AS id, f.user_id::text AS user_id, u.email, p.display_name, f.feedback_type, f.title, f.description,
         f.contact_email, f.status, f.admin_notes, f.reviewed_by::text AS reviewed_by, f.reviewed_at, f.updated_at, f.created_at
  FROM ${f} f LEFT JOIN users u ON u.id = f.user_id LEFT JOIN profiles p ON p.user_id = f.user_id`

const toFeedback = (r: typeof FeedbackRow.Type): Feedback => ({
  id: r.id,
  userId: r.user_id,
  email: r.email,
  displayName: r.display_name,
  feedbackType: r.feedback_type,
  title: r.title,
  description: r.description,
  contactEmail: r.contact_email,
  status: r.status,
  adminNotes: r.admin_notes,
  reviewedBy: r.reviewed_by,
  reviewedAt: r.reviewed_at,
  updatedAt: r.updated_at,
  createdAt: r.created_at
})

const withPool = PgPool.useSync(
  (pool) =>
    <A>(f: Parameters<typeof query<A>>[0]) =>
      Effect.provideService(query(f), PgPool, pool)
)

export const layer: Layer.Layer<FeedbackRepo, never, PgPool> = Layer.effect(
  FeedbackRepo,
  Effect.map(withPool, (run) => {
    const one = (statement: ReturnType<typeof feedbackRow>) =>
      run((db) => db.maybeOne(statement)).pipe(Effect.map((row) => Option.map(Option.fromNullishOr(row), toFeedback)))
    return FeedbackRepo.of({
      create: (f) =>
        run((db) =>
          db.query(noRows`
        INSERT INTO feedback_requests (id, user_id, feedback_type, title, description, contact_email, created_at, updated_at)
        VALUES (${f.id}, ${f.userId}, ${f.feedbackType}, ${f.title}, ${f.description}, ${f.contactEmail},
                ${instant(f.createdAt)}, ${instant(f.createdAt)})`)
        ).pipe(Effect.asVoid),
      find: (id) => (isUuid(id) ? one(feedbackRow`${select(sql.fragment`feedback_requests`)} WHERE f.id = ${id}`) : Effect.succeed(Option.none())),
      list: (status) => {
        const where = status === undefined ? sql.fragment`TRUE` : sql.fragment`f.status = ${status}`
        return run((db) =>
          db.any(feedbackRow`
        ${select(sql.fragment`feedback_requests`)} WHERE ${where} ORDER BY f.created_at DESC, f.id DESC`)
        ).pipe(Effect.map((rows) => rows.map(toFeedback)))
      },
      review: (id, { status, adminNotes, reviewedBy, at }) =>
        isUuid(id)
          ? one(feedbackRow`
          WITH reviewed AS (
            UPDATE feedback_requests
            SET status = ${status}, admin_notes = ${adminNotes}, reviewed_by = ${reviewedBy},
                reviewed_at = ${instant(at)}, updated_at = ${instant(at)}
            WHERE id = ${id}
            RETURNING *)
          ${select(sql.fragment`reviewed`)}`)
          : Effect.succeed(Option.none())
    })
  })
)
