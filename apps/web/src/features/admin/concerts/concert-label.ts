/** How the admin pages name and date a concert: with the year (past concerts are listed too). */
import type { AdminConcertDto } from "../../../../../../domain/curation/contract.ts"

const adminDayFormat = new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", year: "numeric", timeZone: "UTC" })

/** `date` is a calendar day (YYYY-MM-DD), shown in UTC so no time zone moves it ("Fri, Mar 5, 2027"). */
export const formatAdminDate = (date: string): string => adminDayFormat.format(new Date(`${date}T00:00:00Z`))

type Named = Pick<AdminConcertDto, "artist" | "venue" | "city" | "date">

/** "Wilco at The Salt Shed, Chicago on Sat, Dec 24, 2026": names a concert in buttons and confirmations. */
export const describeConcert = (concert: Named): string => `${concert.artist} at ${concert.venue}, ${concert.city} on ${formatAdminDate(concert.date)}`
