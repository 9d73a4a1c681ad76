/**
 * The panels' tables, pure: raw counts as weekly rows (every week of the range, zeros included) or a ranking, with
 * the privacy rule applied cell by cell and the trend in words, the last week of the range against the one before.
 */
import { type AnalyticsCell, type AnalyticsColumn, type AnalyticsTable, type AnalyticsUnit, FEWER_THAN_5 } from "./contract.ts"
import type { RankedCount, WeekCount } from "./analytics-repo.ts"
import { suppressCount } from "./privacy.ts"

export interface WeeklySpec {
  readonly key: string
  readonly title: string
  readonly columns: ReadonlyArray<AnalyticsColumn>
  readonly stacked: boolean
  /** Whether the cells count people (then 1 to 4 read "fewer than 5"); concerts are things and stay as they are. */
  readonly people: boolean
  /** What the summary names: "New members". */
  readonly subject: string
}

const shown = (n: number, people: boolean): AnalyticsCell => (people ? suppressCount(n) : n)

/** How a cell reads in a sentence. */
export const cellText = (cell: AnalyticsCell): string => (cell === null ? "nothing" : cell === FEWER_THAN_5 ? FEWER_THAN_5 : String(cell))

/**
 * "New members: 42 this week, up from 30." — the last week against the one before. When either is suppressed the
 * sentence gives both as they read and no direction, which could tell two suppressed values apart.
 */
export const weeklySummary = (subject: string, last: AnalyticsCell, previous: AnalyticsCell | undefined): string => {
  if (previous === undefined) return `${subject}: ${cellText(last)} this week.`
  if (typeof last === "number" && typeof previous === "number") {
    const trend = last > previous ? "up from" : last < previous ? "down from" : "the same as"
    return `${subject}: ${last} this week, ${trend} ${previous}.`
  }
  return `${subject}: ${cellText(last)} this week, ${cellText(previous)} the week before.`
}

/**
 * A weekly table: a row per week (its Monday), every week present, the counts in the columns' order. The summary
 * follows the weekly total of the columns when they are parts of a whole, else the first column.
 */
export const weeklyTable = (
  spec: WeeklySpec,
  weeks: ReadonlyArray<string>,
  counts: ReadonlyArray<WeekCount>,
  unit: AnalyticsUnit = "count"
): AnalyticsTable => {
  const byWeek = new Map<string, number>()
  for (const c of counts) byWeek.set(`${c.week}|${c.series}`, (byWeek.get(`${c.week}|${c.series}`) ?? 0) + c.n)
  const raw = weeks.map((week) => spec.columns.map((column) => byWeek.get(`${week}|${column.key}`) ?? 0))
  const headline = raw.map((values) => (spec.stacked ? values.reduce((a, b) => a + b, 0) : (values[0] ?? 0)))
  const last = headline.at(-1) ?? 0
  const previous = headline.length > 1 ? headline.at(-2) : undefined
  return {
    key: spec.key,
    title: spec.title,
    summary: weeklySummary(spec.subject, shown(last, spec.people), previous === undefined ? undefined : shown(previous, spec.people)),
    kind: "weekly",
    labelHeader: "Week",
    unit,
    stacked: spec.stacked,
    columns: spec.columns,
    rows: weeks.map((week, i) => ({ label: week, values: (raw[i] ?? []).map((n) => shown(n, spec.people)) }))
  }
}

export interface RankingSpec {
  readonly key: string
  readonly title: string
  readonly labelHeader: string
  readonly columns: ReadonlyArray<AnalyticsColumn>
  readonly people: boolean
  /** What the summary says when there is nothing to rank: "No upcoming concerts." */
  readonly empty: string
}

/** "Berlin leads with 12." — the first row and its first cell, as they read. */
export const rankingSummary = (spec: RankingSpec, rows: AnalyticsTable["rows"]): string => {
  const first = rows[0]
  return first === undefined ? spec.empty : `${first.label} leads with ${cellText(first.values[0] ?? null)}.`
}

/**
 * Where a row ranks: by its total, except that totals of 1 to 4 people rank alike (then by name), so the order of
 * rows that read "fewer than 5" tells nothing their cells hide.
 */
const rankOf = (total: number, people: boolean): number => (people && total > 0 && total < 5 ? 2.5 : total)

/**
 * A ranking: one row per label, largest first (by the columns' total as `rankOf` ranks it, then by label), the counts
 * in the columns' order; at most `limit` rows.
 */
export const rankingTable = (spec: RankingSpec, counts: ReadonlyArray<RankedCount>, limit: number): AnalyticsTable => {
  const byLabel = new Map<string, Map<string, number>>()
  for (const c of counts) {
    const series = byLabel.get(c.label) ?? new Map<string, number>()
    series.set(c.series, (series.get(c.series) ?? 0) + c.n)
    byLabel.set(c.label, series)
  }
  const ranked = [...byLabel.entries()]
    .map(([label, series]) => ({ label, values: spec.columns.map((column) => series.get(column.key) ?? 0) }))
    .map((row) => ({
      ...row,
      total: rankOf(
        row.values.reduce((a, b) => a + b, 0),
        spec.people
      )
    }))
    .sort((a, b) => b.total - a.total || (a.label < b.label ? -1 : a.label > b.label ? 1 : 0))
    .slice(0, limit)
  const rows = ranked.map((row) => ({ label: row.label, values: row.values.map((n) => shown(n, spec.people)) }))
  return {
    key: spec.key,
    title: spec.title,
    summary: rankingSummary(spec, rows),
    kind: "ranking",
    labelHeader: spec.labelHeader,
    unit: "count",
    stacked: false,
    columns: spec.columns,
    rows
  }
}
