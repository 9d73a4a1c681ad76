/**
 * Pure rules of the reminder on a concert's day (issue #31): when it is due in a fan's own zone, who is reminded and
 * why, the days a sweep looks at, and how the show's times read ("Doors 19:00 · Show 20:00 (CET)").
 */
import type { InterestStatus } from "../concerts/interest-repo.ts"
import { type ConcertStatus, isGoingAhead } from "../concerts/show.ts"
import { addDays, type LocalDate } from "../kernel/local-date.ts"
import type { PlanAnswer } from "../plans/contract.ts"
import { localClock } from "./week.ts"

/** The local hour of the concert's day from which its reminder is due. */
export const REMINDER_HOUR = 8

/** Why a person is reminded: a plan for the concert, tickets, or (by their switch) interest. */
export type ReminderReason = "plan" | "tickets" | "interested"

/**
 * A plan's member is reminded of it once they said they go, or might (the calendar feed's rule): any friend may add
 * them to a plan, and an invitation they ignored or declined must not mail them on the day.
 */
export const REMINDED_ANSWERS: ReadonlyArray<PlanAnswer> = ["going", "maybe"]

/**
 * Whether the reminder of a concert is due at `now` for a fan in `zone`: from 08:00 of the concert's day on the fan's
 * wall clock until that day ends; never for a concert that is not going ahead (cancelled, postponed).
 */
export const reminderDue = (concert: { readonly date: LocalDate; readonly status: ConcertStatus }, zone: string, now: number): boolean =>
  isGoingAhead(concert.status) && isReminderTime(concert.date, zone, now)

/** Whether `now` is on the day `date` in `zone`, from 08:00 on: the time of the day's reminders there. */
export const isReminderTime = (date: LocalDate, zone: string, now: number): boolean => {
  const local = localClock(now, zone)
  return local.date === date && local.hour >= REMINDER_HOUR
}

/**
 * Why a person is a candidate for a concert's reminder, strongest first (the plan's meeting is the news they most
 * need): a plan they go to, or might; tickets; interest. Not interested, and in no such plan: none.
 */
export const reminderReason = (interest: InterestStatus | null, inPlan: boolean): ReminderReason | null =>
  inPlan ? "plan" : interest === "has_tickets" ? "tickets" : interest === "interested" ? "interested" : null

/** Whether a candidate is reminded: for a plan or tickets always; for interest alone only with their switch on. */
export const isReminded = (reason: ReminderReason, remindInterested: boolean): boolean => reason !== "interested" || remindInterested

/**
 * The concert days whose reminders may be due at `now` somewhere: a wall clock is at most a day from UTC's (UTC−12
 * to UTC+14), so the day before UTC's, UTC's, and the day after.
 */
export const reminderDays = (now: number): { readonly from: LocalDate; readonly to: LocalDate } => {
  const today = localClock(now, "UTC").date
  return { from: addDays(today, -1), to: addDays(today, 1) }
}

/** A show's times on its venue's wall clock, as a reminder keeps them. */
export interface ShowTimes {
  readonly doorsTime: string | null
  readonly startTime: string | null
  /** The venue's IANA zone. */
  readonly timeZone: string
}

/** The times of a concert that has any (a whole-day event has none). */
export const showTimesOf = (concert: {
  readonly doorsTime: string | null
  readonly startTime: string | null
  readonly timeZone: string | null
}): ShowTimes | null =>
  concert.timeZone === null || (concert.doorsTime === null && concert.startTime === null)
    ? null
    : { doorsTime: concert.doorsTime, startTime: concert.startTime, timeZone: concert.timeZone }

const zoneName = (locale: string, zone: string, instant: number) =>
  new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: "short" }).formatToParts(instant).find((p) => p.type === "timeZoneName")?.value ?? zone

/**
 * The zone's short name on the day ("CET", "PDT"): the US English one, or the British one where US English has only
 * an offset (Europe's zones); else the offset ("GMT+9"). Read at noon UTC, after any of the day's clock change.
 */
export const zoneAbbreviation = (zone: string, date: LocalDate): string => {
  const instant = Date.parse(`${date}T12:00:00Z`)
  const us = zoneName("en-US", zone, instant)
  if (!us.startsWith("GMT")) return us
  const gb = zoneName("en-GB", zone, instant)
  return gb.startsWith("GMT") ? us : gb
}

/** "Doors 19:00 · Show 20:00 (CET)", or only the one that is set. */
export const showTimesText = (times: ShowTimes, date: LocalDate): string => {
  const parts = [times.doorsTime === null ? null : `Doors ${times.doorsTime}`, times.startTime === null ? null : `Show ${times.startTime}`]
  return `${parts.filter((p) => p !== null).join(" · ")} (${zoneAbbreviation(times.timeZone, date)})`
}
