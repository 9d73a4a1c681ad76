/**
 * iCalendar (RFC 5545) rendering of concerts, pure: one VEVENT per concert in a VCALENDAR that calendar apps
 * import (the "Add to calendar" file) or subscribe to (the private feed), and one timed VEVENT per plan meeting
 * (issue #22) of the person it is made for. A concert keeps one UID for life; its SEQUENCE, LAST-MODIFIED and
 * STATUS tell calendar apps that it changed (issue #31). With a time it is timed in the venue's zone (TZID, with a
 * VTIMEZONE per zone used), else a whole-day event.
 */
import { addDays, type LocalDate } from "../kernel/local-date.ts"
import { type ConcertStatus, statusLabels } from "./show.ts"
import { isKnownZone, vtimezoneLines, wallInstant, zoneAbbreviation } from "./vtimezone.ts"

export interface CalendarConcert {
  readonly id: string
  readonly artist: string
  readonly venue: string
  readonly city: string
  readonly date: LocalDate
  readonly description: string | null
  readonly status: ConcertStatus
  /** Why its status changed, as the admin wrote it; null: not said. */
  readonly statusReason: string | null
  /** RFC 5545 SEQUENCE, as stored: raised on every change of date, time, venue or status. */
  readonly sequence: number
  /** When its details last changed, else when it was created (epoch ms): LAST-MODIFIED. */
  readonly lastModified: number
  /** "HH:MM" in the venue's wall clock; none of either: a whole-day event. */
  readonly startTime: string | null
  readonly doorsTime: string | null
  /** The venue's IANA zone, set exactly when a time is. */
  readonly timeZone: string | null
}

/** A plan's meeting: an hour from its time, in the venue's wall clock. */
export interface CalendarMeeting {
  readonly planId: string
  /** `YYYY-MM-DDTHH:MM`, the venue's local time: written as a floating time (no zone), as the concert's day is. */
  readonly meetAt: string
  readonly meetPlace: string | null
  readonly title: string | null
  /**
   * The concert it is for: its artist, venue and city, for the summary's fallback and the description, and its zone:
   * the meeting is in the venue's wall clock, so in that zone when the concert has one, else a floating time.
   */
  readonly concert: Pick<CalendarConcert, "artist" | "venue" | "city"> & { readonly timeZone?: string | null }
}

export interface CalendarInput {
  /** Shown by calendar apps as the calendar's name. */
  readonly name: string
  /** When the calendar was produced (epoch milliseconds): every event's DTSTAMP. */
  readonly stamp: number
  readonly concerts: ReadonlyArray<CalendarConcert>
  /** After the concerts; none when left out. */
  readonly meetings?: ReadonlyArray<CalendarMeeting>
}

export const PRODID = "-//Soundcheck//Concerts//EN"
const CRLF = "\r\n"
const MAX_OCTETS = 75

/**
 * The TEXT form of a value (RFC 5545 §3.3.11): backslash, semicolon and comma escaped, line breaks
 * (CRLF, CR or LF) as `\n`; other control characters, which TEXT may not hold, are dropped.
 */
export const escapeText = (value: string): string =>
  value
    .replace(/\r\n?/g, "\n")
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "")
    .replace(/[\\;,\n]/g, (c) => (c === "\n" ? "\\n" : `\\${c}`))

/** What a value reads as once escaped and parsed back: line breaks as LF, the dropped controls gone. */
export const normalizeText = (value: string): string =>
  // eslint-disable-next-line no-control-regex
  value.replace(/\r\n?/g, "\n").replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "")

/** UTF-8 length of one code point. */
const octets = (char: string): number => {
  const cp = char.codePointAt(0) ?? 0
  return cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4
}

/**
 * Folds a content line into lines of at most 75 octets (RFC 5545 §3.1): each continuation starts with
 * one space, and a UTF-8 character is never split.
 */
export const foldLine = (line: string): string => {
  const lines: Array<string> = []
  let current = ""
  let size = 0
  for (const char of line) {
    const n = octets(char)
    if (size + n > MAX_OCTETS) {
      lines.push(current)
      current = ` ${char}`
      size = 1 + n
    } else {
      current += char
      size += n
    }
  }
  lines.push(current)
  return lines.join(CRLF)
}

const basicDate = (date: LocalDate): string => date.replaceAll("-", "")

/** An instant as a UTC DATE-TIME: 20260101T120000Z. */
export const utcStamp = (millis: number): string =>
  new Date(millis)
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/[-:]/g, "")

export const eventUid = (concertId: string): string => `${concertId}@soundcheck`

/** RFC 5545 STATUS of a VEVENT for the show's status: a postponed show has no date to count on yet. */
export const eventStatus = (status: ConcertStatus): "CANCELLED" | "TENTATIVE" | "CONFIRMED" =>
  status === "cancelled" ? "CANCELLED" : status === "postponed" ? "TENTATIVE" : "CONFIRMED"

/** How long a timed concert lasts in calendars, from its start (or its doors when it has no start). */
export const CONCERT_HOURS = 3

/** The zone a wall-clock time is written in: the given one when the runtime knows it, else none (a floating time). */
const usableZone = (zone: string | null | undefined): string | null => (zone != null && isKnownZone(zone) ? zone : null)

/** When the concert begins in the venue's wall clock ("YYYY-MM-DDTHH:MM"): its start, else its doors; none: whole-day. */
export const concertStartsAt = (concert: CalendarConcert): string | null => {
  const time = concert.startTime ?? concert.doorsTime
  return time === null ? null : `${concert.date}T${time}`
}

/** A wall-clock date-time property: with TZID when there is a zone, else floating. */
const wallProperty = (name: string, zone: string | null, value: string): string => (zone === null ? `${name}:${value}` : `${name};TZID=${zone}:${value}`)

/** "Cancelled", "Postponed: <reason>": the status said first in the summary's prefix and the description. */
const statusLine = (concert: CalendarConcert): string | null =>
  concert.status === "scheduled" ? null : `${statusLabels[concert.status]}${concert.statusReason === null ? "" : `: ${concert.statusReason}`}`

/** The zone as the times line names it: its abbreviation on the day (CET, CEST, EDT) where it has one, else its name. */
const zoneLabel = (zone: string, startsAt: string): string => {
  const known = usableZone(zone)
  return known === null ? zone : (zoneAbbreviation(known, wallInstant(known, startsAt)) ?? known)
}

/** "Doors 19:00 · Show 20:00 (CET)": the times in the venue's wall clock, as the concert page says them. */
const timesLine = (concert: CalendarConcert): string | null => {
  const startsAt = concertStartsAt(concert)
  if (startsAt === null) return null
  const times = [...(concert.doorsTime === null ? [] : [`Doors ${concert.doorsTime}`]), ...(concert.startTime === null ? [] : [`Show ${concert.startTime}`])]
  return `${times.join(" · ")}${concert.timeZone === null ? "" : ` (${zoneLabel(concert.timeZone, startsAt)})`}`
}

/** A cancelled or postponed show says so before its artist, where a calendar shows the least. */
export const concertSummary = (concert: CalendarConcert): string =>
  concert.status === "cancelled" || concert.status === "postponed" ? `${statusLabels[concert.status]}: ${concert.artist}` : concert.artist

/** The status (when not scheduled), the times, then the concert's description (else "<artist> at <venue>, <city>"). */
export const concertDescription = (concert: CalendarConcert): string =>
  [statusLine(concert), timesLine(concert), concert.description ?? `${concert.artist} at ${concert.venue}, ${concert.city}`]
    .filter((line) => line !== null)
    .join("\n")

const eventLines = (concert: CalendarConcert, stamp: string): ReadonlyArray<string> => {
  const startsAt = concertStartsAt(concert)
  const zone = usableZone(concert.timeZone)
  return [
    "BEGIN:VEVENT",
    `UID:${eventUid(concert.id)}`,
    `DTSTAMP:${stamp}`,
    ...(startsAt === null
      ? [`DTSTART;VALUE=DATE:${basicDate(concert.date)}`, `DTEND;VALUE=DATE:${basicDate(addDays(concert.date, 1))}`]
      : [wallProperty("DTSTART", zone, floatingStamp(startsAt)), wallProperty("DTEND", zone, floatingStamp(startsAt, CONCERT_HOURS * 60 * 60 * 1000))]),
    `SUMMARY:${escapeText(concertSummary(concert))}`,
    `LOCATION:${escapeText(`${concert.venue}, ${concert.city}`)}`,
    `DESCRIPTION:${escapeText(concertDescription(concert))}`,
    `STATUS:${eventStatus(concert.status)}`,
    `SEQUENCE:${concert.sequence}`,
    `LAST-MODIFIED:${utcStamp(concert.lastModified)}`,
    "TRANSP:TRANSPARENT",
    "END:VEVENT"
  ]
}

export const meetingUid = (planId: string): string => `plan-${planId}@soundcheck`

const MEETING_MILLIS = 60 * 60 * 1000

/** A wall-clock `YYYY-MM-DDTHH:MM` (moved on by `plusMillis`) as a floating DATE-TIME: 20260101T193000. */
export const floatingStamp = (meetAt: string, plusMillis = 0): string =>
  new Date(Date.parse(`${meetAt}:00Z`) + plusMillis).toISOString().slice(0, 19).replace(/[-:]/g, "")

/** "Meet: <place>", else "Meet: <plan title>", else "Meet: <artist>". */
export const meetingSummary = (meeting: CalendarMeeting): string => `Meet: ${meeting.meetPlace ?? meeting.title ?? meeting.concert.artist}`

const meetingLines = (meeting: CalendarMeeting, stamp: string): ReadonlyArray<string> => {
  const zone = usableZone(meeting.concert.timeZone)
  return [
    "BEGIN:VEVENT",
    `UID:${meetingUid(meeting.planId)}`,
    `DTSTAMP:${stamp}`,
    wallProperty("DTSTART", zone, floatingStamp(meeting.meetAt)),
    wallProperty("DTEND", zone, floatingStamp(meeting.meetAt, MEETING_MILLIS)),
    `SUMMARY:${escapeText(meetingSummary(meeting))}`,
    ...(meeting.meetPlace === null ? [] : [`LOCATION:${escapeText(meeting.meetPlace)}`]),
    `DESCRIPTION:${escapeText(
      `${meeting.title === null ? "A plan" : meeting.title} for ${meeting.concert.artist} at ${meeting.concert.venue}, ${meeting.concert.city}`
    )}`,
    "END:VEVENT"
  ]
}

/** Every zone the calendar's timed events are written in, with the years of their wall-clock days. */
const zonesUsed = (input: CalendarInput): ReadonlyMap<string, ReadonlyArray<number>> => {
  const years = new Map<string, Set<number>>()
  const use = (zone: string | null, wallDate: string) => {
    if (zone === null) return
    const set = years.get(zone) ?? new Set<number>()
    // A 3-hour event starting late on 31 December ends in the next year: VTIMEZONE's spans reach a day past it.
    set.add(Number(wallDate.slice(0, 4)))
    years.set(zone, set)
  }
  for (const concert of input.concerts) {
    const startsAt = concertStartsAt(concert)
    if (startsAt !== null) use(usableZone(concert.timeZone), startsAt)
  }
  for (const meeting of input.meetings ?? []) use(usableZone(meeting.concert.timeZone), meeting.meetAt)
  return new Map([...years].map(([zone, set]) => [zone, [...set]]))
}

/** The whole calendar as served: CRLF line endings, every line folded; the zones before the events. */
export const renderCalendar = (input: CalendarInput): string => {
  const stamp = utcStamp(input.stamp)
  const lines = [
    "BEGIN:VCALENDAR",
    `PRODID:${PRODID}`,
    "VERSION:2.0",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(input.name)}`,
    ...[...zonesUsed(input)].flatMap(([zone, years]) => vtimezoneLines(zone, years)),
    ...input.concerts.flatMap((c) => eventLines(c, stamp)),
    ...(input.meetings ?? []).flatMap((m) => meetingLines(m, stamp)),
    "END:VCALENDAR"
  ]
  return lines.map(foldLine).join(CRLF) + CRLF
}

/** A file name for a concert's calendar file: the artist in ASCII letters and digits, else "concert". */
export const calendarFileName = (artist: string): string => {
  const slug = artist
    .normalize("NFKD")
    .replace(/[^\w\s-]/g, "")
    .trim()
    .replace(/[\s_-]+/g, "-")
    .toLowerCase()
    .slice(0, 60)
  // Runs of dashes are already one dash: a single one at either end is all there is to trim.
  return `${slug.replace(/^-|-$/g, "") || "concert"}.ics`
}
