import { describe, expect, it } from "vitest"
import type { NotificationDto, NotificationsPage } from "../../../../../domain/notifications/contract.ts"
import { notificationAnnouncement } from "./announcement.ts"

const item = (id: string, kind: NotificationDto["kind"], text: string, readAt: number | null = null): NotificationDto => ({
  id,
  kind,
  text,
  link: "/friends",
  createdAt: 1_000,
  readAt
})
const page = (unread: number, ...items: ReadonlyArray<NotificationDto>): NotificationsPage => ({ unread, items, nextCursor: null })

const accepted = item("a", "friend_request_accepted", "Bea accepted your friend request")
const tickets = item("t", "friend_has_tickets", "Bea has tickets to Wilco at Metro on Mon, Jun 15")
const request = item("r", "friend_request_received", "Bea sent you a friend request")

describe("the announcement of new notifications", () => {
  it("names a new unread one once, when the unread count grew", () => {
    expect(notificationAnnouncement(page(0), page(1, accepted))).toBe("New notification: Bea accepted your friend request")
    // The same page again (a second event, a refetch): nothing new to say.
    expect(notificationAnnouncement(page(1, accepted), page(1, accepted))).toBeUndefined()
    expect(notificationAnnouncement(page(1, accepted), page(3, tickets, item("b", "invitation_accepted", "Cy joined"), accepted))).toBe("2 new notifications")
  })

  it("stays silent when nothing grew, before the bell held anything, and for a friend request (announced by its own event)", () => {
    expect(notificationAnnouncement(page(2, tickets, accepted), page(1, tickets, { ...accepted, readAt: 2_000 }))).toBeUndefined()
    expect(notificationAnnouncement(undefined, page(1, accepted))).toBeUndefined()
    expect(notificationAnnouncement(page(0), page(1, request))).toBeUndefined()
  })
})
