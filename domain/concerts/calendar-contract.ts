/** Wire schemas of the calendars: the private feed's status and its URL (shown once, when created or rotated). */
import { Schema } from "effect"

/** GET /api/settings/calendar-feed */
export const CalendarFeedStatus = Schema.Struct({ active: Schema.Boolean }).annotate({ identifier: "CalendarFeedStatus" })
export type CalendarFeedStatus = typeof CalendarFeedStatus.Type

/** POST /api/settings/calendar-feed: the new feed URL; the server keeps only its token's hash. */
export const CalendarFeedCreated = Schema.Struct({ url: Schema.String }).annotate({ identifier: "CalendarFeedCreated" })
export type CalendarFeedCreated = typeof CalendarFeedCreated.Type

/** The served calendars' media type. */
export const CALENDAR_CONTENT_TYPE = "text/calendar; charset=utf-8"
