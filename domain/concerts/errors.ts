/** Expected failures of the concerts feature. */
import { Schema } from "effect"

/** A listing cursor that this server did not hand out. */
export class InvalidCursor extends Schema.TaggedError<InvalidCursor>()("InvalidCursor", {
  cursor: Schema.String
}) {}

/** A date range whose last day comes before its first (the concerts page's `from` and `to`). */
export class InvalidDateRange extends Schema.TaggedError<InvalidDateRange>()("InvalidDateRange", {
  from: Schema.String,
  to: Schema.String
}) {}

/** Another concert already has this artist, venue and day (in any letter case). */
export class ConcertAlreadyExists extends Schema.TaggedError<ConcertAlreadyExists>()("ConcertAlreadyExists", {}) {}

/** A calendar feed token that is unknown, rotated or revoked. */
export class CalendarFeedNotFound extends Schema.TaggedError<CalendarFeedNotFound>()("CalendarFeedNotFound", {}) {}
