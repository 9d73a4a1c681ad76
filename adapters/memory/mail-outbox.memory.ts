/** MailOutbox in memory: queued messages in the store, so a failed unit of work drops them too. */
import { Clock, Effect, Layer } from "effect"
import { MailOutbox } from "../../domain/kernel/mail.ts"
import { MemoryStore } from "./store.ts"

/** A–Z lowered and nothing else: PostgreSQL's lower() under the "C" collation, which the outbox's SQL listing uses. */
const asciiLower = (text: string) => text.replace(/[A-Z]/g, (letter) => letter.toLowerCase())

export const layer: Layer.Layer<MailOutbox, never, MemoryStore> = Layer.effect(
  MailOutbox,
  Effect.gen(function* () {
    const { tables } = yield* MemoryStore
    return MailOutbox.of({
      enqueue: (message) =>
        Effect.map(Clock.currentTimeMillis, (now) => {
          const id = Math.max(0, ...tables.mailOutbox.keys()) + 1
          tables.mailOutbox.set(id, {
            ...message,
            headers: { ...message.headers },
            priority: message.priority ?? "account",
            id,
            createdAt: now,
            sentAt: null,
            attempts: 0
          })
        }),
      list: ({ limit, to }) =>
        Effect.sync(() =>
          [...tables.mailOutbox.values()]
            .filter((mail) => to === undefined || asciiLower(mail.to) === asciiLower(to))
            .sort((a, b) => b.id - a.id)
            .slice(0, limit)
        ),
      countQueued: (to, priority, since) =>
        Effect.sync(() => [...tables.mailOutbox.values()].filter((m) => m.to === to && m.priority === priority && m.createdAt >= since).length),
      deleteQueuedBefore: (before, limit) =>
        Effect.sync(() => {
          const old = [...tables.mailOutbox.values()].filter((m) => m.createdAt < before).slice(0, limit)
          for (const mail of old) tables.mailOutbox.delete(mail.id)
          return old.length
        })
    })
  })
)
