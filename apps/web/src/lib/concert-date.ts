/** A concert's day as the spec shows it: short weekday, month, day in en-US ("Thu, Dec 24"). */
const concertDayFormat = new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" })

/** `date` is a calendar day (YYYY-MM-DD); read at UTC midnight and shown in UTC so no time zone moves it. */
export const formatConcertDate = (date: string): string => concertDayFormat.format(new Date(`${date}T00:00:00Z`))

const concertDayWithYearFormat = new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", year: "numeric", timeZone: "UTC" })

/** The same day with its year ("Thu, Dec 24, 2026"), where concerts of any year meet (suggestions, the moderators' pages). */
export const formatConcertDateWithYear = (date: string): string => concertDayWithYearFormat.format(new Date(`${date}T00:00:00Z`))
