/**
 * What the polite live region says when the notifications change: each new one once, only when the unread
 * count grew. A new friend request is left out: its own live event already announces it by name.
 */
import type { NotificationsPage } from "../../../../../domain/notifications/contract.ts"

export const newNotificationAnnouncement = (text: string) => `New notification: ${text}`

/** `before`: the first page the bell held (nothing to compare when it held none); `after`: the refetched one. */
export const notificationAnnouncement = (before: NotificationsPage | undefined, after: NotificationsPage): string | undefined => {
  if (before === undefined || after.unread <= before.unread) return undefined
  const known = new Set(before.items.map((item) => item.id))
  const fresh = after.items.filter((item) => item.readAt === null && !known.has(item.id) && item.kind !== "friend_request_received")
  if (fresh.length === 0) return undefined
  return fresh.length === 1 ? newNotificationAnnouncement(fresh[0]!.text) : `${fresh.length} new notifications`
}
