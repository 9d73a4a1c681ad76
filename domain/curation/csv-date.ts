/** The dates an imported CSV may carry (spec §5) and the two-digit-year cutoff (spec §9). */
import { isRealDay, type LocalDate } from "../kernel/local-date.ts"

export const DATE_FORMAT_MESSAGE = "Date must be in YYYY-MM-DD, MM/D/YY, or MM/D/YYYY format"

/** A two-digit year under the cutoff is in the 2000s, otherwise in the 1900s. */
export const TWO_DIGIT_YEAR_CUTOFF = 50

export const expandYear = (twoDigits: number): number => (twoDigits < TWO_DIGIT_YEAR_CUTOFF ? 2000 + twoDigits : 1900 + twoDigits)

const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/
const usSlash = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/
const usDash = /^(\d{1,2})-(\d{1,2})-(\d{2}|\d{4})$/

const dayOf = (year: number, month: number, day: number): LocalDate | null => {
  const text = `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`
  return isRealDay(text) ? (text as LocalDate) : null
}

/**
 * YYYY-MM-DD, MM/D/YY, MM/D/YYYY, MM-D-YY or MM-D-YYYY (months and days with one or two digits),
 * as a calendar day; null when the text is none of these or not a real day.
 */
export const parseImportDate = (text: string): LocalDate | null => {
  const value = text.trim()
  const isoMatch = iso.exec(value)
  if (isoMatch) return dayOf(Number(isoMatch[1]), Number(isoMatch[2]), Number(isoMatch[3]))
  const us = usSlash.exec(value) ?? usDash.exec(value)
  if (!us) return null
  const year = us[3]!.length === 2 ? expandYear(Number(us[3])) : Number(us[3])
  return dayOf(year, Number(us[1]), Number(us[2]))
}
