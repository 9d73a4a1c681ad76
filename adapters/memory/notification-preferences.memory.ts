/** NotificationPreferences in memory: the choices made (keyed `${userId}|${topic}`) and unsubscribe tokens by hash. */
import { Clock, Effect, Layer, Option } from "effect"
import { MAIL_TOPICS, type MailTopic, mailedByDefault, NotificationPreferences } from "../../domain/notifications/preferences.ts"
import { countEvent } from "./analytics-events.ts"
import { MemoryStore } from "./store.ts"

const keyOf = (userId: string, topic: MailTopic) => `${userId}|${topic}`

export const layer: Layer.Layer<NotificationPreferences, never, MemoryStore> = Layer.effect(
  NotificationPreferences,
  Effect.gen(function* () {
    const { tables } = yield* MemoryStore
    const wants = (userId: string, topic: MailTopic) => tables.notificationPreferences.get(keyOf(userId, topic)) ?? mailedByDefault(topic)
    return NotificationPreferences.of({
      all: (userId) => Effect.sync(() => MAIL_TOPICS.map((topic) => ({ topic, byEmail: wants(userId, topic) }))),
      set: (userId, topic, byEmail) =>
        Effect.map(Clock.currentTimeMillis, (now) => {
          // Mail turned off that was on (by default or by choice) counts once, without the person (issue #34).
          if (!byEmail && tables.notificationPreferences.get(keyOf(userId, topic)) !== false) countEvent(tables, `unsubscribe.${topic}`, now)
          tables.notificationPreferences.set(keyOf(userId, topic), byEmail)
        }),
      wantsEmail: (userId, topic) => Effect.sync(() => wants(userId, topic)),
      addUnsubscribeToken: (token) =>
        Effect.sync(() => {
          tables.unsubscribeTokens.set(token.tokenHash, token)
        }),
      unsubscribeTokenOf: (tokenHash) =>
        Effect.sync(() =>
          Option.map(Option.fromUndefinedOr(tables.unsubscribeTokens.get(tokenHash)), ({ userId, topic, createdAt }) => ({ userId, topic, createdAt }))
        ),
      deleteUnsubscribeTokensBefore: (before, limit) =>
        Effect.sync(() => {
          const old = [...tables.unsubscribeTokens.values()].filter((t) => t.createdAt < before).slice(0, limit)
          for (const token of old) tables.unsubscribeTokens.delete(token.tokenHash)
          return old.length
        })
    })
  })
)
