/** Dates on the friends page, in en-US: "Nov 21, 2026". */
const dayFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" })

export const formatDay = (epochMs: number): string => dayFormat.format(new Date(epochMs))
