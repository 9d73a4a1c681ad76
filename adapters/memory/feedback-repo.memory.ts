/** FeedbackRepo in memory: the executable specification of the Postgres adapter. */
import { Effect, Layer, Option } from "effect"
import { type Feedback, FeedbackRepo } from "../../domain/feedback/feedback-repo.ts"
import { MemoryStore, type StoredFeedback, type Tables } from "./store.ts"

const withPerson = (tables: Tables, f: StoredFeedback): Feedback => {
  const user = f.userId === null ? undefined : tables.users.get(f.userId)
  return {
    ...f,
    email: user?.email ?? null,
    displayName: user === undefined ? null : (tables.profiles.get(user.id)?.displayName ?? null)
  }
}

const newestFirst = (a: StoredFeedback, b: StoredFeedback) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1)

export const layer: Layer.Layer<FeedbackRepo, never, MemoryStore> = Layer.effect(
  FeedbackRepo,
  MemoryStore.useSync(({ tables }) =>
    FeedbackRepo.of({
      create: (feedback) =>
        Effect.sync(
          () =>
            void tables.feedback.set(feedback.id, {
              ...feedback,
              status: "pending",
              adminNotes: null,
              reviewedBy: null,
              reviewedAt: null,
              updatedAt: feedback.createdAt
            })
        ),
      find: (id) => Effect.sync(() => Option.map(Option.fromNullishOr(tables.feedback.get(id)), (f) => withPerson(tables, f))),
      list: (status) =>
        Effect.sync(() =>
          [...tables.feedback.values()]
            .filter((f) => status === undefined || f.status === status)
            .sort(newestFirst)
            .map((f) => withPerson(tables, f))
        ),
      review: (id, { status, adminNotes, reviewedBy, at }) =>
        Effect.sync(() => {
          const found = tables.feedback.get(id)
          if (!found) return Option.none()
          const next = { ...found, status, adminNotes, reviewedBy, reviewedAt: at, updatedAt: at }
          tables.feedback.set(id, next)
          return Option.some(withPerson(tables, next))
        })
    })
  )
)
