/** The FeedbackRepo contract: every adapter must pass it. */
import { Effect, Option } from "effect"
import { describe, expect, it } from "vitest"
import { FeedbackRepo } from "../../domain/feedback/feedback-repo.ts"
import { aUser, anId, type FreshStore, withStore } from "./fresh-store.ts"
import { people } from "./invitation-repo.contract.ts"

const T0 = 1_750_000_000_000

const aFeedback = (n: number, user: number) => ({
  id: anId(8000 + n),
  userId: aUser(user).id,
  feedbackType: n % 2 === 0 ? ("bug" as const) : ("general" as const),
  title: `Title ${n}`,
  description: `Description number ${n}`,
  contactEmail: n === 1 ? "reach@example.com" : null,
  createdAt: T0 + n * 1000
})

export const feedbackRepoContract = (name: string, fresh: FreshStore) =>
  describe(`FeedbackRepo contract: ${name}`, () => {
    const run = withStore(fresh)

    it("stores pending requests with the submitter's address and name, newest first, filtered by status", async () => {
      const got = await run(
        Effect.gen(function* () {
          yield* people(2)
          const repo = yield* FeedbackRepo
          for (const [n, user] of [
            [1, 1],
            [2, 2],
            [3, 1]
          ] as const)
            yield* repo.create(aFeedback(n, user))
          yield* repo.review(anId(8002), { status: "resolved", adminNotes: "Fixed", reviewedBy: aUser(1).id, at: T0 + 9000 })
          return {
            all: yield* repo.list(),
            pending: yield* repo.list("pending"),
            one: yield* repo.find(anId(8002)),
            bad: yield* repo.find("nope"),
            unknown: yield* repo.find(anId(8999))
          }
        })
      )
      expect(got.all.map((f) => f.id)).toEqual([anId(8003), anId(8002), anId(8001)])
      expect(got.pending.map((f) => f.id)).toEqual([anId(8003), anId(8001)])
      expect(got.all[2]).toEqual({
        ...aFeedback(1, 1),
        email: "user1@example.com",
        displayName: null,
        status: "pending",
        adminNotes: null,
        reviewedBy: null,
        reviewedAt: null,
        updatedAt: T0 + 1000
      })
      expect(Option.getOrThrow(got.one)).toMatchObject({
        displayName: "Name 2",
        status: "resolved",
        adminNotes: "Fixed",
        reviewedBy: aUser(1).id,
        reviewedAt: T0 + 9000,
        updatedAt: T0 + 9000
      })
      expect(Option.isNone(got.bad) && Option.isNone(got.unknown)).toBe(true)
    })

    it("a review may set any status again and clear the notes; unknown ids are None", async () => {
      const got = await run(
        Effect.gen(function* () {
          yield* people(1)
          const repo = yield* FeedbackRepo
          yield* repo.create(aFeedback(1, 1))
          yield* repo.review(anId(8001), { status: "dismissed", adminNotes: "Spam", reviewedBy: aUser(1).id, at: T0 + 5000 })
          const again = yield* repo.review(anId(8001), { status: "pending", adminNotes: null, reviewedBy: null, at: T0 + 7000 })
          const unknown = yield* repo.review(anId(8999), { status: "resolved", adminNotes: null, reviewedBy: null, at: T0 })
          const malformed = yield* repo.review("nope", { status: "resolved", adminNotes: null, reviewedBy: null, at: T0 })
          return { again, unknown, malformed }
        })
      )
      expect(Option.getOrThrow(got.again)).toMatchObject({ status: "pending", adminNotes: null, reviewedBy: null, reviewedAt: T0 + 7000 })
      expect(Option.isNone(got.unknown) && Option.isNone(got.malformed)).toBe(true)
    })
  })
