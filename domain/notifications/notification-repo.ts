/** Port: a person's notifications, one per key (kind, recipient, concert, actor, UTC day), newest first. */
import { Context, type Effect } from "effect"
import type { NotificationData } from "./kinds.ts"
import type { StoredNotification } from "./rules.ts"

export interface Notification extends StoredNotification {
  readonly id: string
  readonly data: NotificationData
}

export type NewNotification = Omit<Notification, "readAt" | "withdrawnAt">

/** Where a page of the newest-first list starts: after this notification. */
export interface NotificationCursor {
  readonly at: number
  readonly id: string
}

export class NotificationRepo extends Context.Service<
  NotificationRepo,
  {
    /**
     * Stores the notification unless one with its key exists (rules.ts `notificationKey`): a withdrawn one is then
     * restored, unread (`onRepeat`); a read one of a batched kind is replaced by this one (its id, time, actor and
     * data), unread, and that answers "created"; answers what happened.
     */
    add(notification: NewNotification): Effect.Effect<"created" | "restored" | "skipped">
    /** The unread, not withdrawn notifications about this actor and this concert, for any recipient. */
    unreadAbout(actorId: string, concertId: string): Effect.Effect<ReadonlyArray<Notification>>
    withdraw(ids: ReadonlyArray<string>, at: number): Effect.Effect<void>
    /**
     * The recipient's notifications that are not withdrawn, newest first, starting after `after`. With `now` (the
     * bell's reads), those whose actor is hidden from the recipient at `now` (BlockRepo `hiddenFrom`, issue #29) are
     * left out by the query itself, so a page is never short of them.
     */
    page(recipientId: string, after: NotificationCursor | null, limit: number, now?: number): Effect.Effect<ReadonlyArray<Notification>>
    /** The unread ones, counted as `page` lists them. */
    unreadCount(recipientId: string, now?: number): Effect.Effect<number>
    /** Marks the recipient's own unread notifications read (other ids are ignored); answers how many changed. */
    markRead(recipientId: string, target: ReadonlyArray<string> | "all", at: number): Effect.Effect<number>
    /** Deletes every notification one of the two received about the other (recipient one, actor the other): a block. */
    deleteBetween(a: string, b: string): Effect.Effect<void>
  }
>()("domain/notifications/NotificationRepo") {}
