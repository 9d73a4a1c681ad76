/**
 * Wire schemas of Admin → Analytics (issue #34): one answer per panel, each a few headline figures and a few tables
 * (a chart and its accessible table show the same rows; the CLI prints them; a CSV carries them). Every number that
 * counts people, or is derived from fewer than five of them, arrives already suppressed: `"fewer than 5"`.
 */
import { Schema } from "effect"
import { LocalDate } from "../kernel/local-date.ts"

/** The panels, in the page's order. */
export const ANALYTICS_PANELS = ["growth", "invitations", "activity", "catalogue", "mail"] as const
export const AnalyticsPanelName = Schema.Literals(ANALYTICS_PANELS)
export type AnalyticsPanelName = typeof AnalyticsPanelName.Type

/** What a suppressed cell says, in the chart, the table, the CSV and the CLI. */
export const FEWER_THAN_5 = "fewer than 5"

/**
 * One value: a number, `"fewer than 5"` (a count of 1 to 4 people, or a rate or median taken over 1 to 4 people),
 * or null when there is nothing to measure (a rate over nobody).
 */
export const AnalyticsCell = Schema.NullOr(Schema.Union([Schema.Number, Schema.Literal(FEWER_THAN_5)]))
export type AnalyticsCell = typeof AnalyticsCell.Type

/** How to read a value: people or things counted, a percentage (0–100), or hours. */
export const AnalyticsUnit = Schema.Literals(["count", "percent", "hours"])
export type AnalyticsUnit = typeof AnalyticsUnit.Type

/** A headline figure of a panel ("Total members", "Acceptance rate"). */
export const AnalyticsFigure = Schema.Struct({
  key: Schema.String,
  label: Schema.String,
  value: AnalyticsCell,
  unit: AnalyticsUnit
}).annotate({ identifier: "AnalyticsFigure" })
export type AnalyticsFigure = typeof AnalyticsFigure.Type

export const AnalyticsColumn = Schema.Struct({ key: Schema.String, label: Schema.String }).annotate({ identifier: "AnalyticsColumn" })
export type AnalyticsColumn = typeof AnalyticsColumn.Type

/** A table's row: its label (a week's first day as YYYY-MM-DD for a weekly table, else a name) and one cell per column. */
export const AnalyticsRow = Schema.Struct({ label: Schema.String, values: Schema.Array(AnalyticsCell) }).annotate({ identifier: "AnalyticsRow" })
export type AnalyticsRow = typeof AnalyticsRow.Type

/**
 * One chart and its table. `weekly`: a row per week of the range (Monday first, in the admin's time zone), oldest
 * first, every week present (zeros included); drawn as lines or stacked bars over time. `ranking`: a row per thing
 * (a city, a concert, a kind), largest first; drawn as horizontal bars.
 */
export const AnalyticsTable = Schema.Struct({
  key: Schema.String,
  title: Schema.String,
  /** The trend in words, e.g. "New members: 42 this week, up from 30." */
  summary: Schema.String,
  kind: Schema.Literals(["weekly", "ranking"]),
  /** The rows' label column: "Week", "City", "Concert", "Kind". */
  labelHeader: Schema.String,
  unit: AnalyticsUnit,
  /** Whether the columns are parts of one whole (stacked bars) rather than separate series (lines). */
  stacked: Schema.Boolean,
  columns: Schema.Array(AnalyticsColumn),
  rows: Schema.Array(AnalyticsRow)
}).annotate({ identifier: "AnalyticsTable" })
export type AnalyticsTable = typeof AnalyticsTable.Type

/** `GET /api/admin/analytics/{panel}`. */
export const AnalyticsPanelDto = Schema.Struct({
  panel: AnalyticsPanelName,
  title: Schema.String,
  from: LocalDate,
  to: LocalDate,
  /** The IANA zone the weeks and days are counted in: the admin's own, else the installation's default. */
  timeZone: Schema.String,
  figures: Schema.Array(AnalyticsFigure),
  tables: Schema.Array(AnalyticsTable)
}).annotate({ identifier: "AnalyticsPanelDto" })
export type AnalyticsPanelDto = typeof AnalyticsPanelDto.Type

/** The longest range a request may ask for, in days (a little over a year: "12 months" and its partial weeks). */
export const MAX_ANALYTICS_RANGE_DAYS = 400

/** `?from=YYYY-MM-DD&to=YYYY-MM-DD`: the range's first and last days, inclusive, in the admin's time zone. */
export const AnalyticsQuery = Schema.Struct({ from: LocalDate, to: LocalDate })
export type AnalyticsQuery = typeof AnalyticsQuery.Type

export const AnalyticsPanelParams = Schema.Struct({ panel: AnalyticsPanelName })
