/** Wire schemas of the notifications: the bell's list and marking read. */
import { Schema } from "effect"
import { Cursor, Id } from "../kernel/limits.ts"
import { NotificationKind } from "./kinds.ts"

/** Ids one request may mark read. */
export const MAX_MARK_READ_IDS = 100

export const NotificationDto = Schema.Struct({
  id: Schema.String,
  kind: NotificationKind,
  text: Schema.String,
  link: Schema.String,
  createdAt: Schema.Number,
  readAt: Schema.NullOr(Schema.Number)
}).annotate({ identifier: "NotificationDto" })
export type NotificationDto = typeof NotificationDto.Type

/** `GET /api/notifications?cursor=`: the unread count and a page, newest first. */
export const NotificationsQuery = Schema.Struct({ cursor: Schema.optionalKey(Cursor) })
export const NotificationsPage = Schema.Struct({
  unread: Schema.Number,
  items: Schema.Array(NotificationDto),
  nextCursor: Schema.NullOr(Schema.String)
}).annotate({ identifier: "NotificationsPage" })
export type NotificationsPage = typeof NotificationsPage.Type

/** `POST /api/notifications/read`: some of one's own, or all. */
export const MarkReadBody = Schema.Union([
  Schema.Struct({ ids: Schema.Array(Id).check(Schema.isMaxLength(MAX_MARK_READ_IDS)) }),
  Schema.Struct({ all: Schema.Literal(true) })
])
export type MarkReadBody = typeof MarkReadBody.Type
export const MarkedRead = Schema.Struct({ unread: Schema.Number }).annotate({ identifier: "MarkedRead" })
export type MarkedRead = typeof MarkedRead.Type
