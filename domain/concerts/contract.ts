/** Wire schemas of the concerts endpoints, shared by the API and the web client. */
import { Schema } from "effect"
import { ConcertId } from "../kernel/ids.ts"
import { LocalDate } from "../kernel/local-date.ts"
import { ConcertStatus, WallTime } from "./show.ts"

import { MAX_ARTIST_LENGTH, MAX_CITY_LENGTH, MAX_DATE_LENGTH, MAX_DESCRIPTION_LENGTH, MAX_IMAGE_URL_LENGTH, MAX_VENUE_LENGTH } from "../kernel/caps.ts"

export { MAX_ARTIST_LENGTH, MAX_CITY_LENGTH, MAX_DATE_LENGTH, MAX_DESCRIPTION_LENGTH, MAX_IMAGE_URL_LENGTH, MAX_VENUE_LENGTH }

export const ConcertDto = Schema.Struct({
  id: ConcertId,
  artist: Schema.String,
  venue: Schema.String,
  city: Schema.String,
  date: LocalDate,
  description: Schema.NullOr(Schema.String),
  imageUrl: Schema.NullOr(Schema.String),
  /** Issue #31: scheduled, cancelled, postponed, rescheduled (`previousDate`: the day it was) or moved (`previousVenue`). */
  status: ConcertStatus,
  statusReason: Schema.NullOr(Schema.String),
  previousDate: Schema.NullOr(LocalDate),
  previousVenue: Schema.NullOr(Schema.String),
  /** "HH:MM" in the venue's wall clock, in `timeZone` (IANA); all null: a whole-day event. */
  startTime: Schema.NullOr(WallTime),
  doorsTime: Schema.NullOr(WallTime),
  timeZone: Schema.NullOr(Schema.String)
}).annotate({ identifier: "ConcertDto" })
export type ConcertDto = typeof ConcertDto.Type

/** A concert's own page in the web app (issue #28), relative to its address; mail puts PUBLIC_URL before it. */
export const concertPagePath = (concertId: string): string => `/concerts/${encodeURIComponent(concertId)}`
