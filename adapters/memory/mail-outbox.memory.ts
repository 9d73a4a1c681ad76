/** MailOutbox in memory: queued messages in the store, so a failed unit of work drops them too. */
import { Clock, Effect, Layer } from "effect"
import { MailOutbox } from "../../domain/kernel/mail.ts"
import { MemoryStore } from "./store.ts"

export const layer: Layer.Layer<MailOutbox, never, MemoryStore> = Layer.effect(
  MailOutbox,
  Effect.gen(function* () {
    const { tables } = yield* MemoryStore
    return MailOutbox.of({
      enqueue: (message) =>
        Effect.map(Clock.currentTimeMillis, (now) => {
          const id = Math.max(0, ...tables.mailOutbox.keys()) + 1
          tables.mailOutbox.set(id, { ...message, headers: { ...message.headers }, id, createdAt: now, sentAt: null, attempts: 0 })
        }),
      list: ({ limit, to }) =>
        Effect.sync(() =>
          [...tables.mailOutbox.values()]
            .filter((mail) => to === undefined || mail.to.toLowerCase() === to.toLowerCase())
            .sort((a, b) => b.id - a.id)
            .slice(0, limit)
        )
    })
  })
)
