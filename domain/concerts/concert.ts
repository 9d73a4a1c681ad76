/** The Concert entity: a show by an artist at a venue in a city on a day. */
import { Effect, Schema } from "effect"
import { ConcertId, UserId } from "../kernel/ids.ts"
import { LocalDate } from "../kernel/local-date.ts"
import { ConcertStatus, WallTime } from "./show.ts"

const defaulted = <S extends Schema.Top & Schema.WithoutConstructorDefault>(schema: S, value: S["~type.make.in"]) =>
  schema.pipe(Schema.withConstructorDefault(Effect.succeed(value)))

export class Concert extends Schema.Class<Concert>("domain/concerts/Concert")({
  id: ConcertId,
  artist: Schema.String,
  venue: Schema.String,
  city: Schema.String,
  date: LocalDate,
  description: Schema.NullOr(Schema.String),
  imageUrl: Schema.NullOr(Schema.String),
  createdBy: Schema.NullOr(UserId),
  createdAt: Schema.Finite,
  /** Issue #31: what became of the show; a new concert is scheduled. */
  status: defaulted(ConcertStatus, "scheduled"),
  /** Why its status changed, as the admin wrote it (the notice says it). */
  statusReason: defaulted(Schema.NullOr(Schema.String), null),
  /** The day before a reschedule ("was …"): set exactly while rescheduled. */
  previousDate: defaulted(Schema.NullOr(LocalDate), null),
  /** The venue before a move: set exactly while moved. */
  previousVenue: defaulted(Schema.NullOr(Schema.String), null),
  /** When the show starts and the doors open, "HH:MM" in the venue's wall clock; none: a whole-day event. */
  startTime: defaulted(Schema.NullOr(WallTime), null),
  doorsTime: defaulted(Schema.NullOr(WallTime), null),
  /** The venue's IANA zone, set exactly when a time is (the city's, else the server's). */
  timeZone: defaulted(Schema.NullOr(Schema.String), null),
  /** RFC 5545 SEQUENCE: raised on every change of date, time, venue or status. */
  sequence: defaulted(Schema.Int, 0),
  /** When its details last changed (epoch ms); null: never since created. */
  changedAt: defaulted(Schema.NullOr(Schema.Finite), null)
}) {}

/**
 * Spec §4: "Upcoming if the date is after now, else Past". A concert has a day, not a time, and its day
 * begins at 00:00 UTC (every date here is a UTC calendar day), so it is after now only while that day has
 * not begun: a concert dated today is Past from 00:00 UTC on, although the concerts page still lists it
 * (spec §7: "only date >= today"). The admin's upcoming count follows the same rule (`adminStats`).
 */
export const concertLabel = (date: LocalDate, today: LocalDate): "Upcoming" | "Past" => (date > today ? "Upcoming" : "Past")
