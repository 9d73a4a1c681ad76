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

    it("lists queued mail newest first, unsent, filtered by recipient case-insensitively", async () => {
      const listed = await withOutbox(
        Effect.gen(function* () {
          const outbox = yield* MailOutbox
          yield* outbox.enqueue(mail("ann@example.com", "first"))
          yield* outbox.enqueue(mail("ben@example.com", "second"))
          yield* outbox.enqueue({ ...mail("ann@example.com", "third"), html: "<p>Hi</p>", headers: ONE_CLICK })
          return {
            all: yield* outbox.list({ limit: 10 }),
            ann: yield* outbox.list({ limit: 10, to: "ANN@example.com" }),
            one: yield* outbox.list({ limit: 1 })
          }
        })
      )
      expect(listed.all.map((m) => m.subject)).toEqual(["third", "second", "first"])
      expect(listed.ann.map((m) => m.subject)).toEqual(["third", "first"])
      expect(listed.one).toHaveLength(1)
      expect(listed.all[0]).toMatchObject({
        to: "ann@example.com",
        text: "Hello ann@example.com",
        html: "<p>Hi</p>",
        headers: ONE_CLICK,
        sentAt: null,
        attempts: 0
      })
      expect(listed.all[1]?.headers).toEqual({})
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
