/** Pure time rules of the weekly digest: valid time zones, a moment's local day and ISO week, when a digest is due. */
import type { LocalDate } from "../kernel/local-date.ts"

/** The hour of the local Monday from which the week's digest is due. */
export const DIGEST_HOUR = 8

/** The IANA zone names a person may choose. */
export const timeZones = (): ReadonlyArray<string> => Intl.supportedValuesOf("timeZone")

export const isTimeZone = (zone: string): boolean => timeZones().includes(zone)

/** The zone of the server process: the default for a person who chose none. */
export const serverTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone

/** The calendar day and hour at `instant` on the wall clock of `zone`. */
export const localClock = (instant: number, zone: string): { readonly date: LocalDate; readonly hour: number } => {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: zone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    hourCycle: "h23"
  }).formatToParts(instant)
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "00"
  return { date: `${part("year")}-${part("month")}-${part("day")}` as LocalDate, hour: Number(part("hour")) }
}

const dayNumber = (date: LocalDate): number => Date.parse(`${date}T00:00:00Z`) / 86_400_000

/** ISO 8601 weekday: Monday 1 … Sunday 7. */
export const isoWeekday = (date: LocalDate): number => ((((dayNumber(date) + 3) % 7) + 7) % 7) + 1

/** The ISO week of a calendar day, as "2026-W48" (the year is the week's Thursday's). */
export const isoWeek = (date: LocalDate): string => {
  const thursday = dayNumber(date) - isoWeekday(date) + 4
  const year = new Date(thursday * 86_400_000).getUTCFullYear()
  const week = Math.floor((thursday - Date.UTC(year, 0, 1) / 86_400_000) / 7) + 1
  return `${year}-W${String(week).padStart(2, "0")}`
}

/** Whether the week's digest is due at `instant` in `zone`: the local Monday 08:00 of its ISO week has passed. */
export const digestDue = (instant: number, zone: string): boolean => {
  const { date, hour } = localClock(instant, zone)
  return isoWeekday(date) > 1 || hour >= DIGEST_HOUR
}
