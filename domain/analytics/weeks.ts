/**
 * Weeks in a time zone, pure: a range of local days as the instants it spans, and the Monday-first weeks that cut
 * it, each named by its Monday (YYYY-MM-DD). Wall clocks are read through Intl, as the calendar feeds read them.
 */
import { wallInstant, zoneOffsetAt } from "../concerts/vtimezone.ts"
import { addDays, type LocalDate, localDateFromMillis } from "../kernel/local-date.ts"

const DAY = 86_400_000

/** The days from `from` to `to`, both counted; 0 or less when `to` is before `from`. */
export const daysSpanned = (from: LocalDate, to: LocalDate): number => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY) + 1

/** The Monday of the week a day falls in. */
export const mondayOf = (day: LocalDate): LocalDate => {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay()
  return addDays(day, -((weekday + 6) % 7))
}

/** The local day an instant falls on in a known zone. */
export const localDayAt = (zone: string, instant: number): LocalDate => localDateFromMillis(instant + zoneOffsetAt(zone, instant))

/** The week (its Monday) an instant falls in, in a known zone. */
export const weekAt = (zone: string, instant: number): LocalDate => mondayOf(localDayAt(zone, instant))

/** The Mondays of every week the range touches, oldest first. */
export const weeksOf = (from: LocalDate, to: LocalDate): ReadonlyArray<LocalDate> => {
  const weeks: Array<LocalDate> = []
  for (let monday = mondayOf(from); monday <= to; monday = addDays(monday, 7)) weeks.push(monday)
  return weeks
}

/** The instants of a range of local days: from its first midnight (inclusive) to the midnight after its last (exclusive). */
export const rangeInstants = (zone: string, from: LocalDate, to: LocalDate): { readonly start: number; readonly end: number } => ({
  start: wallInstant(zone, `${from}T00:00`),
  end: wallInstant(zone, `${addDays(to, 1)}T00:00`)
})
