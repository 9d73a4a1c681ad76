/** Wire schemas of the admin concert endpoints (/api/admin/...), shared by the API and the web client. */
import { Schema } from "effect"
import {
  ConcertDto,
  MAX_ARTIST_LENGTH,
  MAX_CITY_LENGTH,
  MAX_DATE_LENGTH,
  MAX_DESCRIPTION_LENGTH,
  MAX_IMAGE_URL_LENGTH,
  MAX_VENUE_LENGTH
} from "../concerts/contract.ts"
import { ConcertStatus, MAX_STATUS_REASON_LENGTH, MAX_TICKET_LINKS, MAX_TICKET_URL_LENGTH, TicketLabel, TicketLink } from "../concerts/show.ts"
import { BoundedArray, BoundedString, Cursor, Id, MAX_QUERY_WORD_LENGTH } from "../kernel/limits.ts"

/** A ticket link as sent: `onSaleAt` epoch milliseconds, null or absent when sales are open or the time unknown. */
export const TicketLinkBody = Schema.Struct({
  label: TicketLabel,
  url: BoundedString(MAX_TICKET_URL_LENGTH),
  onSaleAt: Schema.optionalKey(Schema.NullOr(Schema.Finite))
})
export type TicketLinkBody = typeof TicketLinkBody.Type

/** The concert form as sent; the server checks the rules and answers with the spec's messages. */
export const ConcertBody = Schema.Struct({
  artist: BoundedString(MAX_ARTIST_LENGTH),
  venue: BoundedString(MAX_VENUE_LENGTH),
  city: BoundedString(MAX_CITY_LENGTH),
  date: BoundedString(MAX_DATE_LENGTH),
  description: Schema.optionalKey(Schema.NullOr(BoundedString(MAX_DESCRIPTION_LENGTH))),
  imageUrl: Schema.optionalKey(Schema.NullOr(BoundedString(MAX_IMAGE_URL_LENGTH))),
  /** Issue #31: "HH:MM" in the venue's wall clock (the city's zone); blank or null: none. Absent: left as it is. */
  startTime: Schema.optionalKey(Schema.NullOr(BoundedString(5))),
  doorsTime: Schema.optionalKey(Schema.NullOr(BoundedString(5))),
  /** Up to 5, in the order shown; they replace the concert's. Absent: left as they are. */
  ticketLinks: Schema.optionalKey(BoundedArray(TicketLinkBody, MAX_TICKET_LINKS))
})
export type ConcertBody = typeof ConcertBody.Type

/**
 * `PUT /api/admin/concerts/{id}/status` (issue #31): `date` is the new day of a reschedule (required then), `venue` the
 * new venue of a move (required then); the reason is told to the fans.
 */
export const ConcertStatusBody = Schema.Struct({
  status: ConcertStatus,
  date: Schema.optionalKey(BoundedString(MAX_DATE_LENGTH)),
  venue: Schema.optionalKey(BoundedString(MAX_VENUE_LENGTH)),
  reason: Schema.optionalKey(Schema.NullOr(BoundedString(MAX_STATUS_REASON_LENGTH)))
})
export type ConcertStatusBody = typeof ConcertStatusBody.Type

/** What deleting a concert would take with it (issue #31): fans' marks and plans. */
export const ConcertUsageDto = Schema.Struct({ interests: Schema.Number, plans: Schema.Number }).annotate({ identifier: "ConcertUsageDto" })
export type ConcertUsageDto = typeof ConcertUsageDto.Type

/** A city's time zone (issue #31): an IANA name; concerts with a time in that city are in it. */
export const CityTimeZoneDto = Schema.Struct({ city: Schema.String, timeZone: Schema.String }).annotate({ identifier: "CityTimeZoneDto" })
export type CityTimeZoneDto = typeof CityTimeZoneDto.Type

/** `GET /api/admin/city-time-zones`: the cities with a zone of their own, by city; every other city uses the server's. */
export const CityTimeZonesDto = Schema.Array(CityTimeZoneDto)
export type CityTimeZonesDto = typeof CityTimeZonesDto.Type

/** `DELETE /api/admin/concerts/{id}?force=true`: deletes a concert fans marked or made plans for (issue #31). */
export const DeleteConcertQuery = Schema.Struct({ force: Schema.optionalKey(Schema.Literals(["true", "false"])) })
export type DeleteConcertQuery = typeof DeleteConcertQuery.Type

/** `PUT /api/admin/city-time-zones`: null clears the city's zone (the server's applies). */
export const CityTimeZoneBody = Schema.Struct({ city: BoundedString(MAX_CITY_LENGTH), timeZone: Schema.NullOr(BoundedString(64)) })
export type CityTimeZoneBody = typeof CityTimeZoneBody.Type

export const AdminConcertDto = Schema.Struct({
  ...ConcertDto.fields,
  /** Spec §5's Status column: Upcoming or Past (`status` is the show's own, issue #31). */
  timing: Schema.Literals(["Upcoming", "Past"]),
  createdAt: Schema.Number,
  /** Issue #31: present when one concert is read (the edit form), absent in lists. */
  ticketLinks: Schema.optionalKey(Schema.Array(TicketLink))
}).annotate({ identifier: "AdminConcertDto" })
export type AdminConcertDto = typeof AdminConcertDto.Type

export const AdminConcertsQuery = Schema.Struct({
  city: Schema.optionalKey(BoundedString(MAX_CITY_LENGTH)),
  /** "false" lists only today and later; past concerts are included by default. */
  past: Schema.optionalKey(Schema.Literals(["true", "false"])),
  limit: Schema.optionalKey(Schema.FiniteFromString.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: 500 }))),
  cursor: Schema.optionalKey(Cursor)
})
export type AdminConcertsQuery = typeof AdminConcertsQuery.Type

export const AdminConcertsPage = Schema.Struct({
  concerts: Schema.Array(AdminConcertDto),
  nextCursor: Schema.NullOr(Schema.String)
}).annotate({ identifier: "AdminConcertsPage" })
export type AdminConcertsPage = typeof AdminConcertsPage.Type

export const AdminStatsDto = Schema.Struct({
  totalConcerts: Schema.Number,
  registeredUsers: Schema.Number,
  upcomingConcerts: Schema.Number
}).annotate({ identifier: "AdminStatsDto" })
export type AdminStatsDto = typeof AdminStatsDto.Type

export const ImportQuery = Schema.Struct({ filename: Schema.optionalKey(BoundedString(MAX_QUERY_WORD_LENGTH)) })

export const ImportReportDto = Schema.Struct({
  valid: Schema.Number,
  duplicate: Schema.Number,
  invalid: Schema.Number,
  imported: Schema.Number,
  /** The fans alerted of the imported concerts (issue #32: followers of their artists or venues); 0 for a preview. */
  followersAlerted: Schema.Number,
  rows: Schema.Array(Schema.Struct({ line: Schema.Number, status: Schema.Literals(["valid", "duplicate", "invalid"]), message: Schema.NullOr(Schema.String) })),
  sample: Schema.Array(
    Schema.Struct({
      line: Schema.Number,
      artist: Schema.String,
      venue: Schema.String,
      city: Schema.String,
      date: Schema.String,
      description: Schema.NullOr(Schema.String),
      imageUrl: Schema.NullOr(Schema.String),
      /** Issue #31's optional columns, present when the file has them (a scheduled row has no status). */
      status: Schema.optionalKey(Schema.Literals(["cancelled", "postponed"])),
      startTime: Schema.optionalKey(Schema.NullOr(Schema.String)),
      doorsTime: Schema.optionalKey(Schema.NullOr(Schema.String)),
      ticketLinks: Schema.optionalKey(Schema.Array(TicketLink))
    })
  )
}).annotate({ identifier: "ImportReportDto" })
export type ImportReportDto = typeof ImportReportDto.Type

export const MatchDto = Schema.Struct({
  confidence: Schema.Literals(["high", "medium", "low"]),
  reasons: Schema.Array(Schema.Literals(["artist", "venue", "date"])),
  scores: Schema.Struct({ artist: Schema.Number, venue: Schema.Number, days: Schema.Number })
})

export const DuplicateCandidateDto = Schema.Struct({ concert: AdminConcertDto, ...MatchDto.fields }).annotate({ identifier: "DuplicateCandidateDto" })
export type DuplicateCandidateDto = typeof DuplicateCandidateDto.Type

/** GET /api/admin/concerts/:id/duplicates: strongest first. */
export const DuplicateCandidates = Schema.Array(DuplicateCandidateDto)
export type DuplicateCandidates = typeof DuplicateCandidates.Type

export const DuplicateReportDto = Schema.Array(
  Schema.Struct({
    city: Schema.String,
    pairs: Schema.Array(Schema.Struct({ a: AdminConcertDto, b: AdminConcertDto, ...MatchDto.fields }))
  })
).annotate({ identifier: "DuplicateReportDto" })
export type DuplicateReportDto = typeof DuplicateReportDto.Type

export const DuplicatesQuery = Schema.Struct({ city: Schema.optionalKey(BoundedString(MAX_CITY_LENGTH)) })

export const MergeBody = Schema.Struct({ primaryId: Id, duplicateId: Id })

export const MergeResultDto = Schema.Struct({
  primary: AdminConcertDto,
  duplicateId: Schema.String,
  interestsMoved: Schema.Number
}).annotate({ identifier: "MergeResultDto" })
export type MergeResultDto = typeof MergeResultDto.Type

export const AuditQuery = Schema.Struct({
  limit: Schema.optionalKey(Schema.FiniteFromString.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: 1000 })))
})

export const AuditEntryDto = Schema.Struct({
  id: Schema.Number,
  actorId: Schema.NullOr(Schema.String),
  /** The acting account's display name; null from the command line or once the account is erased. */
  actorName: Schema.NullOr(Schema.String),
  action: Schema.String,
  subjectType: Schema.String,
  subjectId: Schema.NullOr(Schema.String),
  /** The display name of the account acted on (a user, a reported profile); null for other subjects or an erased account. */
  subjectName: Schema.NullOr(Schema.String),
  details: Schema.Record(Schema.String, Schema.Unknown),
  createdAt: Schema.Number
}).annotate({ identifier: "AuditEntryDto" })
export type AuditEntryDto = typeof AuditEntryDto.Type

/** GET /api/admin/audit: newest first. */
export const AuditLog = Schema.Array(AuditEntryDto)
export type AuditLog = typeof AuditLog.Type
