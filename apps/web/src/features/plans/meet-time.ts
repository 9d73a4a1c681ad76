/**
 * The meeting time picker and the wire's `meetAt`: a plan meets on the concert's day or the day before, at a
 * wall-clock time where the concert is (`YYYY-MM-DDTHH:MM`, no zone). The picker holds which day and the time
 * ("HH:MM", empty for no meeting time); these convert between the two and say a meeting time in words.
 */

export type MeetDay = "concert" | "before"

export interface MeetTime {
  readonly day: MeetDay
  /** "HH:MM" as a time input gives it (seconds, when a browser adds them, are dropped); "" for none. */
  readonly time: string
}

const DAY_MS = 86_400_000

/** The calendar day before `date` (YYYY-MM-DD), counted in UTC so no time zone moves it. */
export const dayBefore = (date: string): string => new Date(Date.parse(`${date}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10)

const isClockTime = (time: string): boolean => {
  if (time.length !== 5 || time[2] !== ":") return false
  const hours = Number(time.slice(0, 2))
  const minutes = Number(time.slice(3))
  return Number.isInteger(hours) && Number.isInteger(minutes) && hours >= 0 && hours <= 23 && minutes >= 0 && minutes <= 59
}

/** The `meetAt` the picker stands for, null when it holds no time (or not a time: the field's own check says so). */
export const toMeetAt = (concertDate: string, picked: MeetTime): string | null => {
  const time = picked.time.slice(0, 5)
  if (!isClockTime(time)) return null
  return `${picked.day === "concert" ? concertDate : dayBefore(concertDate)}T${time}`
}

/** The picker's state for a stored `meetAt` (none: the concert's day, no time). */
export const fromMeetAt = (concertDate: string, meetAt: string | null): MeetTime => {
  if (meetAt === null) return { day: "concert", time: "" }
  const [date = "", time = ""] = meetAt.split("T")
  return { day: date === dayBefore(concertDate) ? "before" : "concert", time: time.slice(0, 5) }
}

const timeFormat = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone: "UTC" })
const dayFormat = new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" })

/**
 * A meeting time in words: "7:30 PM on the day", "6:00 PM the day before (Fri, Jun 12)". The wall clock is
 * read as if at UTC and shown in UTC, so it is the venue's time whatever the reader's zone.
 */
export const describeMeetAt = (concertDate: string, meetAt: string): string => {
  const { day, time } = fromMeetAt(concertDate, meetAt)
  const instant = Date.parse(`${meetAt}:00Z`)
  if (Number.isNaN(instant) || !isClockTime(time)) return meetAt
  const clock = timeFormat.format(instant)
  return day === "concert" ? `${clock} on the day` : `${clock} the day before (${dayFormat.format(instant)})`
}
