/**
 * A concert's times as its cards and page show them (issue #31): "Doors 19:00 · Show 20:00 (CET)". The times are
 * the venue's wall clock as given, written in the viewer's locale; the zone's short name is Intl's for the concert's
 * day in the venue's zone, so a summer show says CEST and a winter one CET.
 */
import { isKnownZone, wallInstant } from "../../../../domain/concerts/vtimezone.ts"

export interface ShowTimes {
  /** The concert's day, YYYY-MM-DD. */
  readonly date: string
  /** "HH:MM" in the venue's wall clock; null: none. */
  readonly startTime: string | null
  readonly doorsTime: string | null
  /** IANA zone of the venue; null or unknown: the times are shown without a zone. */
  readonly timeZone: string | null
}

type Locales = string | ReadonlyArray<string> | undefined

const formatters = new Map<string, Intl.DateTimeFormat>()

/** Intl formatters are costly to build and a page shows many concerts: one per locale, zone and options. */
const formatter = (locales: Locales, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat => {
  const key = JSON.stringify([locales ?? null, options])
  let format = formatters.get(key)
  if (format === undefined) {
    format = new Intl.DateTimeFormat(locales === undefined ? undefined : (locales as string | Array<string>), options)
    formatters.set(key, format)
  }
  return format
}

const parseWallTime = (time: string): { readonly hour: number; readonly minute: number } | null => {
  const match = /^(\d{2}):(\d{2})/.exec(time)
  if (match === null) return null
  const hour = Number(match[1])
  const minute = Number(match[2])
  return hour <= 23 && minute <= 59 ? { hour, minute } : null
}

/** A wall-clock time in the viewer's locale ("19:00", "7:00 PM"): formatted in UTC so no zone moves it. */
export const formatWallTime = (time: string, locales?: Locales): string | null => {
  const wall = parseWallTime(time)
  if (wall === null) return null
  return formatter(locales, { timeStyle: "short", timeZone: "UTC" }).format(Date.UTC(2000, 0, 1, wall.hour, wall.minute))
}

/** The zone's short name at that wall time of that day ("CET", "EST", "GMT+9"), in the viewer's locale; null when unknown. */
export const zoneAbbreviation = (date: string, time: string, zone: string, locales?: Locales): string | null => {
  try {
    // The instant from the domain's own reading of a zone's wall clock (the calendars' VTIMEZONE uses it too).
    if (!isKnownZone(zone) || !/^\d{4}-\d{2}-\d{2}$/.test(date) || parseWallTime(time) === null) return null
    const instant = wallInstant(zone, `${date}T${time.slice(0, 5)}`)
    const name = formatter(locales, { timeZone: zone, timeZoneName: "short" })
      .formatToParts(instant)
      .find((part) => part.type === "timeZoneName")?.value
    return name === undefined || name === "" ? null : name
  } catch {
    // An unknown zone name (RangeError): the times are still right on the venue's clock.
    return null
  }
}

/** "Doors 19:00 · Show 20:00 (CET)"; null for a whole-day concert (no time). */
export const showTimeText = (concert: ShowTimes, locales?: Locales): string | null => {
  const doors = concert.doorsTime === null ? null : formatWallTime(concert.doorsTime, locales)
  const show = concert.startTime === null ? null : formatWallTime(concert.startTime, locales)
  const parts = [doors === null ? null : `Doors ${doors}`, show === null ? null : `Show ${show}`].filter((part) => part !== null)
  if (parts.length === 0) return null
  const reference = concert.doorsTime ?? concert.startTime
  const zone = concert.timeZone === null || reference === null ? null : zoneAbbreviation(concert.date, reference, concert.timeZone, locales)
  return `${parts.join(" · ")}${zone === null ? "" : ` (${zone})`}`
}

/** The times after a card's day line (" · Doors 19:00 · Show 20:00 (CET)"); empty for a whole-day concert. */
export const showTimeSuffix = (concert: ShowTimes, locales?: Locales): string => {
  const text = showTimeText(concert, locales)
  return text === null ? "" : ` · ${text}`
}
