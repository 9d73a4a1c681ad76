/**
 * An analytics table read three ways from the same rows (issue #34): as text for the accessible table, as points
 * for the chart (a suppressed or empty cell is a gap, never a number), and as a CSV file.
 */
import { type AnalyticsCell, type AnalyticsTable, type AnalyticsUnit, FEWER_THAN_5 } from "../../../../../../domain/analytics/contract.ts"
import { toCsv } from "../../../../../../domain/own-data/csv.ts"

/** What an empty cell (nothing to measure, such as a rate over nobody) reads as in the table. */
export const NO_VALUE = "No data"

const countFormat = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 })
const weekFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" })
const shortWeekFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" })

/** A number in its unit: "1,204", "42.5%", "3.5 h". */
export const formatNumber = (value: number, unit: AnalyticsUnit): string => {
  const text = countFormat.format(value)
  return unit === "percent" ? `${text}%` : unit === "hours" ? `${text} h` : text
}

/** A cell as the table and the headline figures show it: the number in its unit, "fewer than 5", or "No data". */
export const formatCell = (value: AnalyticsCell, unit: AnalyticsUnit): string =>
  value === null ? NO_VALUE : value === FEWER_THAN_5 ? FEWER_THAN_5 : formatNumber(value, unit)

/** A weekly table's row label (the week's first day, YYYY-MM-DD) as a date: "Nov 2, 2026"; other labels as they are. */
export const formatRowLabel = (table: Pick<AnalyticsTable, "kind">, label: string): string =>
  table.kind === "weekly" && isDay(label) ? weekFormat.format(dayToDate(label)) : label

/** A week's first day on a chart's axis: "Nov 2". */
export const formatWeekTick = (label: string): string => (isDay(label) ? shortWeekFormat.format(dayToDate(label)) : label)

const isDay = (label: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(label)

/** Midnight UTC of a YYYY-MM-DD day: the chart's time axis reads days in UTC, so a day is never shifted by the browser's zone. */
export const dayToDate = (day: string): Date => new Date(`${day}T00:00:00Z`)

/** One value of one series in one row, in the long shape charts take. */
export interface ChartPoint {
  /** The row's label (a week's first day, or a name). */
  readonly label: string
  /** The column's label, which names the series in the legend. */
  readonly series: string
  /** null when the cell is not drawn: "fewer than 5", or nothing to measure. */
  readonly value: number | null
}

/** Every cell of the table as a point, row by row, in the columns' order. */
export const chartPoints = (table: AnalyticsTable): ReadonlyArray<ChartPoint> =>
  table.rows.flatMap((row) =>
    table.columns.map((column, index) => {
      const cell = row.values[index] ?? null
      return { label: row.label, series: column.label, value: typeof cell === "number" ? cell : null }
    })
  )

/** How many cells the chart leaves out because they count fewer than 5. */
export const suppressedCount = (table: AnalyticsTable): number =>
  table.rows.reduce((sum, row) => sum + row.values.filter((value) => value === FEWER_THAN_5).length, 0)

/** At most `max` of the labels, evenly spaced and always the first: the ticks of an axis with a bar per week. */
export const spacedLabels = (labels: ReadonlyArray<string>, max: number): ReadonlyArray<string> => {
  if (labels.length <= max) return labels
  const step = Math.ceil(labels.length / Math.max(1, max))
  return labels.filter((_, index) => index % step === 0)
}

/**
 * The table as CSV: the label header and the column labels, then a row per row with its label as sent (a week as
 * YYYY-MM-DD) and its numbers unformatted; "fewer than 5" as it is, an empty cell empty. Text a spreadsheet could read
 * as a formula is defused (domain/own-data/csv.ts).
 */
export const tableCsv = (table: AnalyticsTable): string =>
  toCsv(
    [table.labelHeader, ...table.columns.map((column) => column.label)],
    table.rows.map((row) => [row.label, ...table.columns.map((_, index) => row.values[index] ?? null)])
  )

/** The download's file name: soundcheck-analytics-growth-new-members-2026-09-14-to-2026-12-06.csv. */
export const csvFileName = (panel: string, table: Pick<AnalyticsTable, "key">, from: string, to: string): string => {
  const slug = (text: string) =>
    text
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((word) => word !== "")
      .join("-")
  return `soundcheck-analytics-${slug(panel)}-${slug(table.key) || "table"}-${from}-to-${to}.csv`
}
