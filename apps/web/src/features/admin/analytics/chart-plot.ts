/**
 * An analytics table drawn with Observable Plot (issue #34): a weekly table as lines over time, or as stacked bars
 * when its columns are parts of one whole; a ranking as horizontal bars, largest first. A suppressed or empty cell
 * is not drawn (a gap in a line, a missing bar). Only this page imports Plot, so it loads with the page's chunk.
 *
 * The app's policy allows no inline style sheet: the `<style>` element Plot puts in every chart is dropped before the
 * chart enters the page (the chart's look comes from analytics.css.ts), and colours are the theme's CSS variables,
 * so a chart follows the light and dark themes without being drawn again.
 */
import * as Plot from "@observablehq/plot"
import type { AnalyticsTable, AnalyticsUnit } from "../../../../../../domain/analytics/contract.ts"
import { chartPoints, dayToDate, formatNumber, formatWeekTick, spacedLabels } from "./table-data.ts"

/** The chart's text size in pixels (Plot lays text out for the size it is told). */
const FONT_PX = 12

const axisFormat = (unit: AnalyticsUnit) => (value: number) => formatNumber(value, unit)

/** The y (or x) axis's name for the unit: counts need none beyond the title. */
const unitLabel = (unit: AnalyticsUnit): string | null => (unit === "percent" ? "Percent" : unit === "hours" ? "Hours" : null)

/** The room a ranking's labels get on the left: enough for the longest, at most two fifths of the chart. */
const labelMargin = (labels: ReadonlyArray<string>, width: number): number => {
  const longest = labels.reduce((max, label) => Math.max(max, label.length), 0)
  return Math.round(Math.min(Math.max(longest * FONT_PX * 0.6 + 16, 64), width * 0.4))
}

/**
 * The value axis from 0 to the largest value drawn (a row's total when its values stack), at least 1: a chart of zeros
 * keeps its zero line at the bottom rather than in the middle.
 */
const valueDomain = (table: AnalyticsTable, stacks: boolean): [number, number] => {
  const numbers = (values: ReadonlyArray<unknown>) => values.filter((value): value is number => typeof value === "number")
  const largest = table.rows.reduce((max, row) => {
    const drawn = numbers(row.values)
    return Math.max(max, stacks ? drawn.reduce((sum, value) => sum + value, 0) : Math.max(0, ...drawn))
  }, 0)
  return [0, Math.max(1, largest)]
}

/** How many ticks the value axis asks for: counts get whole numbers only (0 and 1 on a chart of zeros and ones). */
const valueTicks = (table: AnalyticsTable, domain: [number, number], room: number): number =>
  table.unit === "count" ? Math.max(1, Math.min(room, Math.ceil(domain[1]))) : room

const colourScale = (table: AnalyticsTable, colours: ReadonlyArray<string>) => {
  const series = table.columns.map((column) => column.label)
  return { type: "ordinal" as const, domain: series, range: series.map((_, index) => colours[index % colours.length]!) }
}

const yScale = (table: AnalyticsTable, domain: [number, number]) => ({
  grid: true,
  domain,
  nice: true,
  ticks: valueTicks(table, domain, 5),
  label: unitLabel(table.unit),
  tickFormat: axisFormat(table.unit)
})

const weeklyLines = (table: AnalyticsTable, width: number, colours: ReadonlyArray<string>) => {
  const points = chartPoints(table).map((point) => ({ ...point, date: dayToDate(point.label) }))
  return Plot.plot({
    width,
    height: 260,
    marginLeft: 56,
    marginRight: 20,
    style: { fontSize: `${FONT_PX}px` },
    x: { type: "utc", label: null, ticks: Math.max(2, Math.floor(width / 100)), tickFormat: "%b %-d" },
    y: yScale(table, valueDomain(table, false)),
    color: colourScale(table, colours),
    marks: [
      Plot.ruleY([0], { strokeOpacity: 0.4 }),
      // A null value breaks the line: the suppressed week is a gap, never a zero.
      Plot.lineY(points, { x: "date", y: "value", z: "series", stroke: "series", strokeWidth: 2.5, marker: "circle-stroke" })
    ]
  })
}

const weeklyStackedBars = (table: AnalyticsTable, width: number, colours: ReadonlyArray<string>) => {
  const labels = table.rows.map((row) => row.label)
  const drawn = chartPoints(table).filter((point) => point.value !== null)
  return Plot.plot({
    width,
    height: 260,
    marginLeft: 56,
    marginRight: 20,
    style: { fontSize: `${FONT_PX}px` },
    x: {
      type: "band",
      domain: labels,
      label: null,
      padding: 0.2,
      ticks: [...spacedLabels(labels, Math.max(2, Math.floor(width / 80)))],
      tickFormat: formatWeekTick
    },
    y: yScale(table, valueDomain(table, true)),
    color: colourScale(table, colours),
    marks: [Plot.barY(drawn, { x: "label", y: "value", fill: "series", order: table.columns.map((column) => column.label) }), Plot.ruleY([0])]
  })
}

const rankingBars = (table: AnalyticsTable, width: number, colours: ReadonlyArray<string>) => {
  const labels = table.rows.map((row) => row.label)
  const drawn = chartPoints(table).filter((point) => point.value !== null)
  const marginLeft = labelMargin(labels, width)
  // Plot measures a label in ems of the text size.
  const lineWidth = (marginLeft - 16) / FONT_PX
  const grouped = table.columns.length > 1 && !table.stacked
  const domain = valueDomain(table, !grouped)
  const xAxis = {
    label: unitLabel(table.unit),
    tickFormat: axisFormat(table.unit),
    ticks: valueTicks(table, domain, Math.max(2, Math.floor((width - marginLeft) / 80)))
  }
  const x = { domain, nice: true }
  const common = { width, marginLeft, marginRight: 24, style: { fontSize: `${FONT_PX}px` }, x, color: colourScale(table, colours) }
  if (grouped) {
    // Separate measures of one thing: a bar per column, grouped by row.
    return Plot.plot({
      ...common,
      height: labels.length * (table.columns.length * 14 + 12) + 40,
      fy: { domain: labels, label: null, padding: 0.1 },
      y: { axis: null, domain: table.columns.map((column) => column.label) },
      marks: [
        Plot.gridX({ ticks: xAxis.ticks }),
        Plot.barX(drawn, { x: "value", y: "series", fy: "label", fill: "series" }),
        Plot.axisFy({ anchor: "left", label: null, textOverflow: "ellipsis", lineWidth, tickSize: 0 }),
        // One value axis under the last group, even when a group has no bar (all its values fewer than 5).
        Plot.axisX({ ...xAxis, anchor: "bottom", facetAnchor: "bottom" }),
        Plot.ruleX([0])
      ]
    })
  }
  return Plot.plot({
    ...common,
    height: labels.length * 26 + 40,
    y: { domain: labels, label: null, padding: 0.2 },
    marks: [
      Plot.gridX({ ticks: xAxis.ticks }),
      Plot.barX(drawn, { x: "value", y: "label", fill: "series", order: table.columns.map((column) => column.label) }),
      Plot.axisY({ label: null, textOverflow: "ellipsis", lineWidth, tickSize: 0 }),
      Plot.axisX(xAxis),
      Plot.ruleX([0])
    ]
  })
}

/**
 * The table's chart, `width` pixels wide, in the series colours given (CSS colours; the theme's variables), named by
 * `label` as one image (its table is the accessible version of the numbers).
 */
export const renderChart = (table: AnalyticsTable, width: number, colours: ReadonlyArray<string>, label: string): Element => {
  const chart =
    table.kind === "ranking"
      ? rankingBars(table, width, colours)
      : table.stacked
        ? weeklyStackedBars(table, width, colours)
        : weeklyLines(table, width, colours)
  for (const style of chart.querySelectorAll("style")) style.remove()
  // Plot names each mark's group ("bar", "x-axis tick"); inside one image those names are not allowed (axe) nor heard.
  for (const part of chart.querySelectorAll("[aria-label], [aria-description]")) {
    part.removeAttribute("aria-label")
    part.removeAttribute("aria-description")
  }
  chart.setAttribute("role", "img")
  chart.setAttribute("aria-label", label)
  return chart
}
