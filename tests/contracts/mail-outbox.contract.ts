/** The MailOutbox contract: every adapter must pass it. */
import { Effect, type Layer } from "effect"
import { describe, expect, it } from "vitest"
import { MailOutbox } from "../../domain/kernel/mail.ts"
import { Transactions } from "../../domain/kernel/transactions.ts"

export type FreshOutbox = () => Promise<{
  readonly layer: Layer.Layer<MailOutbox | Transactions>
  readonly dispose: () => Promise<void>
}>

const ONE_CLICK = { "List-Unsubscribe": "<https://soundcheck.example/api/unsubscribe?token=abc>", "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" }

const mail = (to: string, subject: string) => ({ to, subject, text: `Hello ${to}` })

export const mailOutboxContract = (name: string, fresh: FreshOutbox) =>
  describe(`MailOutbox contract: ${name}`, () => {
    const withOutbox = async <A>(program: Effect.Effect<A, never, MailOutbox | Transactions>) => {
      const { layer, dispose } = await fresh()
      try {
        return await Effect.runPromise(program.pipe(Effect.provide(layer)))
      } finally {
        await dispose()
      }
    }

    it("lists queued mail newest first, unsent, filtered by recipient regardless of A–Z's case; another letter is another address", async () => {
      const listed = await withOutbox(
        Effect.gen(function* () {
          const outbox = yield* MailOutbox
          yield* outbox.enqueue(mail("ann@example.com", "first"))
          yield* outbox.enqueue(mail("ben@example.com", "second"))
          yield* outbox.enqueue({ ...mail("ann@example.com", "third"), html: "<p>Hi</p>", headers: ONE_CLICK })
          yield* outbox.enqueue(mail("İnes@example.com", "dotted"))
          return {
            ines: yield* outbox.list({ limit: 10, to: "İNES@EXAMPLE.COM" }),
            inesDotless: yield* outbox.list({ limit: 10, to: "ines@example.com" }),
            all: yield* outbox.list({ limit: 10 }),
            ann: yield* outbox.list({ limit: 10, to: "ANN@example.com" }),
            one: yield* outbox.list({ limit: 1 })
          }
        })
      )
      expect(listed.all.map((m) => m.subject)).toEqual(["dotted", "third", "second", "first"])
      expect([listed.ines.map((m) => m.subject), listed.inesDotless]).toEqual([["dotted"], []])
      expect(listed.ann.map((m) => m.subject)).toEqual(["third", "first"])
      expect(listed.one).toHaveLength(1)
      expect(listed.all[1]).toMatchObject({
        to: "ann@example.com",
        text: "Hello ann@example.com",
        html: "<p>Hi</p>",
        headers: ONE_CLICK,
        sentAt: null,
        attempts: 0
      })
      expect(listed.all[2]?.headers).toEqual({})
    })

    it("keeps each mail's priority (account when left out), counts one address's mail of one priority since a time, and deletes old mail in batches", async () => {
      const got = await withOutbox(
        Effect.gen(function* () {
          const outbox = yield* MailOutbox
          // Apart in time, so "since" and "before" fall between them on either clock.
          const later = Effect.sleep("5 millis")
          yield* outbox.enqueue({ ...mail("ann@example.com", "a"), priority: "notification" })
          yield* later
          yield* outbox.enqueue({ ...mail("ann@example.com", "b"), priority: "notification" })
          yield* outbox.enqueue(mail("ann@example.com", "reset"))
          yield* outbox.enqueue({ ...mail("ben@example.com", "c"), priority: "notification" })
          yield* outbox.enqueue({ ...mail("ben@example.com", "digest"), priority: "digest" })
          const all = yield* outbox.list({ limit: 10 })
          const at = (subject: string) => all.find((m) => m.subject === subject)!.createdAt
          const counts = [
            yield* outbox.countQueued("ann@example.com", "notification", at("a")),
            yield* outbox.countQueued("ann@example.com", "notification", at("b")),
            yield* outbox.countQueued("ann@example.com", "account", 0),
            yield* outbox.countQueued("ben@example.com", "digest", 0),
            yield* outbox.countQueued("ben@example.com", "account", 0),
            yield* outbox.countQueued("carl@example.com", "notification", 0)
          ]
          const beforeB = yield* outbox.deleteQueuedBefore(at("b"), 10)
          const afterFirst = (yield* outbox.list({ limit: 10 })).map((m) => m.subject)
          const batches = [
            yield* outbox.deleteQueuedBefore(at("digest") + 60_000, 3),
            yield* outbox.deleteQueuedBefore(at("digest") + 60_000, 3),
            yield* outbox.deleteQueuedBefore(at("digest") + 60_000, 3)
          ]
          return { priorities: all.map((m) => [m.subject, m.priority]), counts, beforeB, afterFirst, batches, left: yield* outbox.list({ limit: 10 }) }
        })
      )
      expect(got.priorities).toEqual([
        ["digest", "digest"],
        ["c", "notification"],
        ["reset", "account"],
        ["b", "notification"],
        ["a", "notification"]
      ])
      expect(got.counts).toEqual([2, 1, 1, 1, 0, 0])
      expect(got.beforeB).toBe(1)
      expect(got.afterFirst).toEqual(["digest", "c", "reset", "b"])
      expect(got.batches).toEqual([3, 1, 0])
      expect(got.left).toEqual([])
    })

    it("mail queued in a unit of work that fails is never queued", async () => {
      const listed = await withOutbox(
        Effect.gen(function* () {
          const outbox = yield* MailOutbox
          const tx = yield* Transactions
          yield* tx.run(Effect.andThen(outbox.enqueue(mail("ann@example.com", "lost")), Effect.fail("boom"))).pipe(Effect.ignore)
          yield* tx.run(outbox.enqueue(mail("ann@example.com", "kept")))
          return yield* outbox.list({ limit: 10 })
        })
      )
      expect(listed.map((m) => m.subject)).toEqual(["kept"])
    })
  })
