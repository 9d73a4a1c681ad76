/** Calendar dates (YYYY-MM-DD, no time zone): concerts happen on a day, not at an instant. */
import { Clock, Effect, Schema } from "effect"

const pattern = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/

/** True when the string is a real calendar day (rejects 2025-02-30). */
export const isRealDay = (value: string): boolean => {
  if (!pattern.test(value)) return false
  const [y, m, d] = value.split("-").map(Number) as [number, number, number]
  const probe = new globalThis.Date(Date.UTC(y, m - 1, d))
  return probe.getUTCFullYear() === y && probe.getUTCMonth() === m - 1 && probe.getUTCDate() === d
}

export const LocalDate = Schema.String.check(Schema.makeFilter((s: string) => isRealDay(s) || "a calendar date as YYYY-MM-DD")).pipe(Schema.brand("LocalDate"))
export type LocalDate = typeof LocalDate.Type

export const localDateFromMillis = (millis: number): LocalDate => new globalThis.Date(millis).toISOString().slice(0, 10) as LocalDate

/** Today's date in UTC, read from Effect's Clock so tests can move time. */
export const today: Effect.Effect<LocalDate> = Effect.map(Clock.currentTimeMillis, localDateFromMillis)

export const addDays = (date: LocalDate, days: number): LocalDate => localDateFromMillis(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000)

const momentFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: "UTC"
})

/** An instant as a refusal tells when to try again, in English and UTC: "3 March 2027 at 14:05 UTC". */
export const utcMoment = (millis: number): string => {
  const parts = Object.fromEntries(momentFormat.formatToParts(millis).map((p) => [p.type, p.value]))
  return `${parts.day} ${parts.month} ${parts.year} at ${parts.hour}:${parts.minute} UTC`
}
