/**
 * iCalendar (RFC 5545) rendering of concerts, pure: one all-day VEVENT per concert in a VCALENDAR that
 * calendar apps import (the "Add to calendar" file) or subscribe to (the private feed), and one timed VEVENT
 * per plan meeting (issue #22) of the person it is made for.
 */
import { addDays, type LocalDate } from "../kernel/local-date.ts"

export interface CalendarConcert {
  readonly id: string
  readonly artist: string
  readonly venue: string
  readonly city: string
  readonly date: LocalDate
  readonly description: string | null
}

/** A plan's meeting: an hour from its time, in the venue's wall clock. */
export interface CalendarMeeting {
  readonly planId: string
  /** `YYYY-MM-DDTHH:MM`, the venue's local time: written as a floating time (no zone), as the concert's day is. */
  readonly meetAt: string
  readonly meetPlace: string | null
  readonly title: string | null
  /** The concert it is for: its artist, venue and city, for the summary's fallback and the description. */
  readonly concert: Pick<CalendarConcert, "artist" | "venue" | "city">
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

const eventLines = (concert: CalendarConcert, stamp: string): ReadonlyArray<string> => [
  "BEGIN:VEVENT",
  `UID:${eventUid(concert.id)}`,
  `DTSTAMP:${stamp}`,
  `DTSTART;VALUE=DATE:${basicDate(concert.date)}`,
  `DTEND;VALUE=DATE:${basicDate(addDays(concert.date, 1))}`,
  `SUMMARY:${escapeText(concert.artist)}`,
  `LOCATION:${escapeText(`${concert.venue}, ${concert.city}`)}`,
  `DESCRIPTION:${escapeText(concert.description ?? `${concert.artist} at ${concert.venue}, ${concert.city}`)}`,
  "TRANSP:TRANSPARENT",
  "END:VEVENT"
]

export const meetingUid = (planId: string): string => `plan-${planId}@soundcheck`

const MEETING_MILLIS = 60 * 60 * 1000

/** A wall-clock `YYYY-MM-DDTHH:MM` (moved on by `plusMillis`) as a floating DATE-TIME: 20260101T193000. */
export const floatingStamp = (meetAt: string, plusMillis = 0): string =>
  new Date(Date.parse(`${meetAt}:00Z`) + plusMillis).toISOString().slice(0, 19).replace(/[-:]/g, "")

/** "Meet: <place>", else "Meet: <plan title>", else "Meet: <artist>". */
export const meetingSummary = (meeting: CalendarMeeting): string => `Meet: ${meeting.meetPlace ?? meeting.title ?? meeting.concert.artist}`

const meetingLines = (meeting: CalendarMeeting, stamp: string): ReadonlyArray<string> => [
  "BEGIN:VEVENT",
  `UID:${meetingUid(meeting.planId)}`,
  `DTSTAMP:${stamp}`,
  `DTSTART:${floatingStamp(meeting.meetAt)}`,
  `DTEND:${floatingStamp(meeting.meetAt, MEETING_MILLIS)}`,
  `SUMMARY:${escapeText(meetingSummary(meeting))}`,
  ...(meeting.meetPlace === null ? [] : [`LOCATION:${escapeText(meeting.meetPlace)}`]),
  `DESCRIPTION:${escapeText(
    `${meeting.title === null ? "A plan" : meeting.title} for ${meeting.concert.artist} at ${meeting.concert.venue}, ${meeting.concert.city}`
  )}`,
  "END:VEVENT"
]

/** The whole calendar as served: CRLF line endings, every line folded. */
export const renderCalendar = (input: CalendarInput): string => {
  const stamp = utcStamp(input.stamp)
  const lines = [
    "BEGIN:VCALENDAR",
    `PRODID:${PRODID}`,
    "VERSION:2.0",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(input.name)}`,
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
