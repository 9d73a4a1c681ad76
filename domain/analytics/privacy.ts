/**
 * The privacy rule of Admin → Analytics (issue #34), pure: no cell that counts people, or is derived from them, may
 * single out fewer than five. A count of 1 to 4 reads "fewer than 5"; a rate or a median taken over 1 to 4 people
 * reads the same, and over nobody it is null (nothing to measure).
 */
import { type AnalyticsCell, FEWER_THAN_5 } from "./contract.ts"

/** The smallest number of people a cell may show. */
export const MIN_SHOWN_PEOPLE = 5

const isSmallGroup = (people: number): boolean => people > 0 && people < MIN_SHOWN_PEOPLE

/** A count of people: 0 and 5 or more stay, 1 to 4 become "fewer than 5". */
export const suppressCount = (n: number): AnalyticsCell => (isSmallGroup(n) ? FEWER_THAN_5 : n)

/**
 * A value derived from `basis` people (a rate, a median): null over nobody, "fewer than 5" over 1 to 4, else the
 * value itself (null stays null: nothing was measured).
 */
export const suppressDerived = (value: number | null, basis: number): AnalyticsCell => {
  if (basis <= 0) return null
  if (isSmallGroup(basis)) return FEWER_THAN_5
  return value
}
