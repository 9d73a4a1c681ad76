/** NotificationRepo in memory: the executable specification of the Postgres adapter. */
import { Effect, Layer } from "effect"
import { type Notification, NotificationRepo } from "../../domain/notifications/notification-repo.ts"
import { notificationKey, onRepeat } from "../../domain/notifications/rules.ts"
import { hiddenFrom } from "./block-repo.memory.ts"
import { MemoryStore } from "./store.ts"

const newestFirst = (a: Notification, b: Notification) => b.at - a.at || (a.id < b.id ? 1 : -1)

const standing = (n: Notification) => n.withdrawnAt === null
const unread = (n: Notification) => standing(n) && n.readAt === null

export const layer: Layer.Layer<NotificationRepo, never, MemoryStore> = Layer.effect(
  NotificationRepo,
  Effect.gen(function* () {
    const { tables } = yield* MemoryStore
    const all = () => [...tables.notifications.values()]
    /** The recipient's own, without those whose actor is hidden from them at `now` (when given). */
    const shownTo = (recipientId: string, now: number | undefined) => {
      const hidden = now === undefined ? new Set<string>() : hiddenFrom(tables, recipientId, now)
      return all().filter((n) => n.recipientId === recipientId && (n.actorId === null || !hidden.has(n.actorId)))
    }
    return NotificationRepo.of({
      add: (n) =>
        Effect.sync(() => {
          const key = notificationKey(n)
          const existing = all().find((e) => notificationKey(e) === key)
          switch (onRepeat(existing)) {
            case "create":
              tables.notifications.set(n.id, { ...n, readAt: null, withdrawnAt: null })
              return "created"
            case "restore":
              tables.notifications.set(existing!.id, { ...existing!, readAt: null, withdrawnAt: null })
              return "restored"
            case "renew":
              tables.notifications.delete(existing!.id)
              tables.notifications.set(n.id, { ...n, readAt: null, withdrawnAt: null })
              return "created"
            case "skip":
              return "skipped"
          }
        }),
      unreadAbout: (actorId, concertId) => Effect.sync(() => all().filter((n) => unread(n) && n.actorId === actorId && n.concertId === concertId)),
      withdraw: (ids, at) =>
        Effect.sync(() => {
          for (const id of ids) {
            const n = tables.notifications.get(id)
            if (n && standing(n)) tables.notifications.set(id, { ...n, withdrawnAt: at })
          }
        }),
      page: (recipientId, after, limit, now) =>
        Effect.sync(() =>
          shownTo(recipientId, now)
            .filter(standing)
            .filter((n) => after === null || n.at < after.at || (n.at === after.at && n.id < after.id))
            .sort(newestFirst)
            .slice(0, limit)
        ),
      unreadCount: (recipientId, now) => Effect.sync(() => shownTo(recipientId, now).filter(unread).length),
      markRead: (recipientId, target, at) =>
        Effect.sync(() => {
          const wanted = target === "all" ? null : new Set(target)
          let changed = 0
          for (const n of all()) {
            if (n.recipientId !== recipientId || !unread(n) || (wanted !== null && !wanted.has(n.id))) continue
            tables.notifications.set(n.id, { ...n, readAt: at })
            changed++
          }
          return changed
        }),
      deleteBetween: (a, b) =>
        Effect.sync(() => {
          for (const n of all()) if ((n.recipientId === a && n.actorId === b) || (n.recipientId === b && n.actorId === a)) tables.notifications.delete(n.id)
        })
    })
  })
)
