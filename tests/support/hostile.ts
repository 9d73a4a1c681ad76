/**
 * The most hostile values of each field, at its cap and beyond it: runs of '.', '@', whitespace, slashes and
 * dashes (what backtracking patterns choke on), astral and combining characters, and deeply nested JSON.
 * The caps are the wire contracts' (domain/*\/contract.ts); a field not named here gets the id cap.
 */
import { MAX_BIO_LENGTH, MAX_DISPLAY_NAME_LENGTH } from "../../domain/accounts/contract.ts"
import { MAX_EMAIL_LENGTH } from "../../domain/accounts/credentials.ts"
import { MAX_DELETION_CONFIRM_LENGTH } from "../../domain/accounts/deletion-contract.ts"
import {
  MAX_ARTIST_LENGTH,
  MAX_CITY_LENGTH,
  MAX_DATE_LENGTH,
  MAX_DESCRIPTION_LENGTH,
  MAX_IMAGE_URL_LENGTH,
  MAX_VENUE_LENGTH
} from "../../domain/concerts/contract.ts"
import { MAX_STATUS_REASON_LENGTH, MAX_TICKET_URL_LENGTH } from "../../domain/concerts/show.ts"
import { MAX_TIME_ZONE_LENGTH } from "../../domain/curation/manage-concerts.ts"
import { MAX_ADMIN_NOTES_LENGTH, MAX_FEEDBACK_DESCRIPTION_LENGTH, MAX_TITLE_LENGTH } from "../../domain/feedback/contract.ts"
import { MAX_REASON_LENGTH } from "../../domain/invitations/contract.ts"
import { MAX_SUGGESTION_REASON_LENGTH } from "../../domain/curation/suggestions-contract.ts"
import { MAX_MODERATION_REASON_LENGTH, MAX_REPORT_COMMENT_LENGTH } from "../../domain/moderation/contract.ts"
import { MAX_PLAN_MEET_PLACE_LENGTH, MAX_PLAN_MESSAGE_LENGTH, MAX_PLAN_TICKET_NOTE_LENGTH, MAX_PLAN_TITLE_LENGTH } from "../../domain/plans/contract.ts"
import { MAX_SEARCH_QUERY_LENGTH, MAX_WAITLIST_NOTE_LENGTH } from "../../domain/kernel/caps.ts"
import { MAX_IMPORT_TEXT_LENGTH } from "../../domain/follows/contract.ts"
import { MAX_CURSOR_LENGTH, MAX_ID_LENGTH, MAX_PASSWORD_LENGTH, MAX_QUERY_WORD_LENGTH, MAX_TOKEN_LENGTH } from "../../domain/kernel/limits.ts"

/** A wall time's cap on the wire ("HH:MM", domain/curation/contract.ts ConcertBody). */
const MAX_WALL_TIME_LENGTH = 5

export const FIELD_CAPS: Readonly<Record<string, ReadonlyArray<number>>> = {
  email: [MAX_EMAIL_LENGTH],
  contactEmail: [MAX_EMAIL_LENGTH],
  password: [MAX_PASSWORD_LENGTH],
  displayName: [MAX_DISPLAY_NAME_LENGTH],
  bio: [MAX_BIO_LENGTH],
  artist: [MAX_ARTIST_LENGTH],
  venue: [MAX_VENUE_LENGTH],
  city: [MAX_CITY_LENGTH],
  date: [MAX_DATE_LENGTH],
  description: [MAX_DESCRIPTION_LENGTH, MAX_FEEDBACK_DESCRIPTION_LENGTH],
  imageUrl: [MAX_IMAGE_URL_LENGTH],
  title: [MAX_TITLE_LENGTH, MAX_PLAN_TITLE_LENGTH],
  meetPlace: [MAX_PLAN_MEET_PLACE_LENGTH],
  note: [MAX_PLAN_TICKET_NOTE_LENGTH, MAX_WAITLIST_NOTE_LENGTH],
  text: [MAX_PLAN_MESSAGE_LENGTH],
  adminNotes: [MAX_ADMIN_NOTES_LENGTH],
  reason: [MAX_REASON_LENGTH, MAX_SUGGESTION_REASON_LENGTH, MAX_MODERATION_REASON_LENGTH, MAX_STATUS_REASON_LENGTH],
  token: [MAX_TOKEN_LENGTH],
  cursor: [MAX_CURSOR_LENGTH],
  filename: [MAX_QUERY_WORD_LENGTH],
  q: [MAX_SEARCH_QUERY_LENGTH],
  comment: [MAX_REPORT_COMMENT_LENGTH],
  confirm: [MAX_DELETION_CONFIRM_LENGTH],
  // Issue #31: a show's times ("HH:MM"), a ticket link's address, a status's reason (in `reason` above), a city's zone.
  startTime: [MAX_WALL_TIME_LENGTH],
  doorsTime: [MAX_WALL_TIME_LENGTH],
  url: [MAX_TICKET_URL_LENGTH]
}

/**
 * A field whose cap on one route is not its name's (FIELD_CAPS): keyed "METHOD /pattern field". Issue #32's import
 * takes a whole pasted list in `text` (whose cap elsewhere is a plan message's).
 */
export const ROUTE_FIELD_CAPS: Readonly<Record<string, ReadonlyArray<number>>> = {
  "POST /api/follows/artists/import text": [MAX_IMPORT_TEXT_LENGTH]
}

/**
 * Caps the hostile values aim at whose at-cap value the wire contract may still refuse (so not in `FIELD_CAPS`, whose
 * at-cap values must pass): a zone name is checked against the known zones when a profile's is decoded (issue #31's
 * city zones share the field's name and its cap of 64).
 */
const HOSTILE_ONLY_CAPS: Readonly<Record<string, ReadonlyArray<number>>> = {
  timeZone: [MAX_TIME_ZONE_LENGTH]
}

export const capsOf = (field: string): ReadonlyArray<number> => FIELD_CAPS[field] ?? HOSTILE_ONLY_CAPS[field] ?? [MAX_ID_LENGTH]

/** Exactly `length` UTF-16 units of each hostile shape. */
export const hostileStrings = (length: number): ReadonlyArray<string> => {
  const fill = (unit: string, head = "", tail = "") =>
    (head + unit.repeat(Math.ceil(Math.max(0, length - head.length - tail.length) / unit.length))).slice(0, Math.max(0, length - tail.length)) + tail
  return [fill(".", "a@", "@"), fill("@"), fill(" \t", "a", "a"), fill("😀"), fill("e\u0301"), fill("-/=", "x", "!")].map((s) =>
    s.slice(0, length).replace(/[\ud800-\udbff]$/, "x")
  )
}

/** At each cap, one past it, and far past it (still under the JSON body limit). */
export const hostileLengths = (field: string): ReadonlyArray<number> => [...capsOf(field).flatMap((cap) => [cap, cap + 1]), 60_000]

/** JSON nested `depth` deep: [[[…]]]. */
export const nestedJson = (depth: number): string => "[".repeat(depth) + "]".repeat(depth)
