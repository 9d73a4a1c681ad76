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

/** Spec §4: a concert is Upcoming if its date is not before today, else Past. */
export const concertLabel = (date: LocalDate, today: LocalDate): "Upcoming" | "Past" =>
  date >= today ? "Upcoming" : "Past"
