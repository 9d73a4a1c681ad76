/** The viewer's own notifications: the bell's list, newest first in keyset pages, and marking some or all read. */
import { Clock, Effect, Option } from "effect"
import { InvalidCursor } from "../concerts/errors.ts"
import { decodeTimeAndId, encodeTimeAndId } from "../kernel/keyset-cursor.ts"
import { Transactions } from "../kernel/transactions.ts"
import { toUsers } from "../live/events.ts"
import { LiveEvents } from "../live/live-events.ts"
import type { MarkedRead, MarkReadBody, NotificationDto, NotificationsPage } from "./contract.ts"
import { notificationLink, notificationText } from "./kinds.ts"
import { type Notification, type NotificationCursor, NotificationRepo } from "./notification-repo.ts"

export const NOTIFICATIONS_PAGE_SIZE = 20

export const encodeNotificationCursor = (cursor: NotificationCursor): string => encodeTimeAndId(cursor.at, cursor.id)

export const decodeNotificationCursor = (text: string): Option.Option<NotificationCursor> => decodeTimeAndId(text)

/** Text and link are rendered now, from the data: a renamed friend reads right. */
export const toNotificationDto = (n: Notification): NotificationDto => ({
  id: n.id,
  kind: n.kind,
  text: notificationText(n.data),
  link: notificationLink(n.data, n.concertId),
  createdAt: n.at,
  readAt: n.readAt
})

export const listNotifications = Effect.fn("listNotifications")(function* (viewerId: string, cursor?: string) {
  const after = cursor === undefined ? Option.none() : decodeNotificationCursor(cursor)
  if (cursor !== undefined && Option.isNone(after)) return yield* new InvalidCursor({ cursor })
  const repo = yield* NotificationRepo
  // News of someone hidden from the viewer (issue #29) is left out of the page and the count.
  const now = yield* Clock.currentTimeMillis
  const rows = yield* repo.page(viewerId, Option.getOrNull(after), NOTIFICATIONS_PAGE_SIZE + 1, now)
  const items = rows.slice(0, NOTIFICATIONS_PAGE_SIZE)
  const last = items.at(-1)
  return {
    unread: yield* repo.unreadCount(viewerId, now),
    items: items.map(toNotificationDto),
    nextCursor: rows.length > NOTIFICATIONS_PAGE_SIZE && last ? encodeNotificationCursor(last) : null
  } satisfies NotificationsPage
})

/** Marks the viewer's own (other ids are ignored), and tells their other tabs' bells when anything changed. */
export const markNotificationsRead = Effect.fn("markNotificationsRead")(function* (viewerId: string, body: MarkReadBody) {
  const repo = yield* NotificationRepo
  const live = yield* LiveEvents
  const at = yield* Clock.currentTimeMillis
  return yield* (yield* Transactions).run(
    Effect.gen(function* () {
      const changed = yield* repo.markRead(viewerId, "all" in body ? "all" : body.ids, at)
      if (changed > 0) yield* live.publish(toUsers({ type: "notifications_changed" }, viewerId))
      return { unread: yield* repo.unreadCount(viewerId, at) } satisfies MarkedRead
    })
  )
})
