/** The Concert entity: a show by an artist at a venue in a city on a day. */
import { Schema } from "effect"
import { ConcertId, UserId } from "../kernel/ids.ts"
import { LocalDate } from "../kernel/local-date.ts"

export class Concert extends Schema.Class<Concert>("domain/concerts/Concert")({
  id: ConcertId,
  artist: Schema.String,
  venue: Schema.String,
  city: Schema.String,
  date: LocalDate,
  description: Schema.NullOr(Schema.String),
  imageUrl: Schema.NullOr(Schema.String),
  createdBy: Schema.NullOr(UserId),
  createdAt: Schema.Finite
}) {}

/**
 * Spec §4: "Upcoming if the date is after now, else Past". A concert has a day, not a time, and its day
 * begins at 00:00 UTC (every date here is a UTC calendar day), so it is after now only while that day has
 * not begun: a concert dated today is Past from 00:00 UTC on, although the concerts page still lists it
 * (spec §7: "only date >= today"). The admin's upcoming count follows the same rule (`adminStats`).
 */
export const concertLabel = (date: LocalDate, today: LocalDate): "Upcoming" | "Past" => (date > today ? "Upcoming" : "Past")
