/**
 * The analytics page's date range as it lives in the address (/admin/analytics?range=12m, or
 * ?range=custom&from=2026-09-01&to=2026-11-30): a preset counted back from today, or two days chosen by hand.
 * Days are YYYY-MM-DD in the admin's calendar; the server counts the weeks in the admin's time zone.
 */
import { isRealDay } from "../../../../../../domain/kernel/local-date.ts"
import { MAX_ANALYTICS_RANGE_DAYS } from "../../../../../../domain/analytics/contract.ts"

export const rangePresets = ["4w", "12w", "12m", "custom"] as const
export type RangePreset = (typeof rangePresets)[number]

export const rangePresetLabels: Record<RangePreset, string> = {
  "4w": "Last 4 weeks",
  "12w": "Last 12 weeks",
  "12m": "Last 12 months",
  custom: "Custom"
}

/** What the page opens on without a range in the address. */
export const DEFAULT_PRESET: Exclude<RangePreset, "custom"> = "12w"

export interface AnalyticsRange {
  readonly preset: RangePreset
  /** The first day, inclusive. */
  readonly from: string
  /** The last day, inclusive. */
  readonly to: string
}

const DAY_MS = 86_400_000

const millisOf = (day: string): number => Date.parse(`${day}T00:00:00Z`)
const dayOf = (millis: number): string => new Date(millis).toISOString().slice(0, 10)

const addDays = (day: string, days: number): string => dayOf(millisOf(day) + days * DAY_MS)

/** The day a year before `day` (the 29th of February goes to the 28th). */
const yearBefore = (day: string): string => {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number]
  const lastOfMonth = new Date(Date.UTC(year - 1, month, 0)).getUTCDate()
  return dayOf(Date.UTC(year - 1, month - 1, Math.min(date, lastOfMonth)))
}

/** Today in the browser's calendar, as YYYY-MM-DD. */
export const localToday = (now = new Date()): string =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`

/** The range a preset stands for, ending today: 4 or 12 whole weeks of days, or the twelve months since this day a year ago. */
export const presetRange = (preset: Exclude<RangePreset, "custom">, today: string): AnalyticsRange => {
  const from = preset === "4w" ? addDays(today, -27) : preset === "12w" ? addDays(today, -83) : addDays(yearBefore(today), 1)
  return { preset, from, to: today }
}

/** Days from `from` to `to`, both counted (1 for a single day; 0 or less when `to` comes first). */
export const daysInRange = (from: string, to: string): number => Math.round((millisOf(to) - millisOf(from)) / DAY_MS) + 1

/**
 * The range the address asks for. A custom range is taken as written when both days are real days (the server
 * judges the rest and its message shows); anything else in the address opens the default preset.
 */
export const rangeFromParams = (params: URLSearchParams, today: string): AnalyticsRange => {
  const preset = params.get("range")
  if (preset === "custom") {
    const from = params.get("from") ?? ""
    const to = params.get("to") ?? ""
    if (isRealDay(from) && isRealDay(to)) return { preset, from, to }
  }
  if (preset === "4w" || preset === "12w" || preset === "12m") return presetRange(preset, today)
  return presetRange(DEFAULT_PRESET, today)
}

/** The address's query for a range: the preset alone (it moves with today), or the two days of a custom one. */
export const rangeParams = (range: AnalyticsRange): URLSearchParams =>
  range.preset === "custom" ? new URLSearchParams({ range: "custom", from: range.from, to: range.to }) : new URLSearchParams({ range: range.preset })

export interface RangeIssues {
  readonly from?: string
  readonly to?: string
}

/** The client's check of a custom range (the server checks again and has the last word). */
export const customRangeIssues = (from: string, to: string): RangeIssues => {
  const issues: { from?: string; to?: string } = {}
  if (!isRealDay(from)) issues.from = "Enter the first day of the range"
  if (!isRealDay(to)) issues.to = "Enter the last day of the range"
  if (issues.from === undefined && issues.to === undefined) {
    const days = daysInRange(from, to)
    if (days < 1) issues.to = "The last day must be on or after the first day"
    else if (days > MAX_ANALYTICS_RANGE_DAYS) issues.to = `A range may span at most ${MAX_ANALYTICS_RANGE_DAYS} days`
  }
  return issues
}
