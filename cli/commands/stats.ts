/**
 * soundcheck stats: Admin → Analytics in the terminal (issue #34), the five panels' figures and tables with the same
 * privacy rule as the page ("fewer than 5"), over a range of days in a time zone (the server's unless --tz).
 */
import { type Command, InvalidArgumentError } from "commander"
import { Clock, Effect } from "effect"
import type { AnalyticsCell, AnalyticsPanelDto, AnalyticsTable, AnalyticsUnit } from "../../domain/analytics/contract.ts"
import { analyticsPanels } from "../../domain/analytics/panels.ts"
import { localDayAt } from "../../domain/analytics/weeks.ts"
import { AppConfig } from "../../domain/kernel/config.ts"
import { addDays, isRealDay, type LocalDate } from "../../domain/kernel/local-date.ts"
import { isTimeZone } from "../../domain/notifications/week.ts"
import type { CliContext } from "../context.ts"
import { printJson } from "../output.ts"
import { runUseCase } from "../run-use-case.ts"

/** The default range: the last 12 weeks, today included. */
const DEFAULT_DAYS = 12 * 7

const dayArg = (value: string): LocalDate => {
  if (!isRealDay(value)) throw new InvalidArgumentError("expected a calendar date as YYYY-MM-DD")
  return value as LocalDate
}

/** An IANA zone, or UTC (which Intl's list of zones leaves out). */
const zoneArg = (value: string): string => {
  if (value !== "UTC" && (value.length > 64 || !isTimeZone(value))) throw new InvalidArgumentError("expected an IANA time zone, such as Europe/Berlin")
  return value
}

const cellText = (cell: AnalyticsCell, unit: AnalyticsUnit): string => {
  if (cell === null) return "—"
  if (typeof cell === "string") return cell
  if (unit === "percent") return `${Number(cell.toFixed(1))}%`
  if (unit === "hours") return `${Number(cell.toFixed(1))} h`
  return String(cell)
}

/** Text columns: the labels left-aligned, the values right-aligned, two spaces apart. */
const columns = (rows: ReadonlyArray<ReadonlyArray<string>>): string => {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)))
  return rows
    .map(
      (row) =>
        `  ${row
          .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
          .join("  ")
          .trimEnd()}\n`
    )
    .join("")
}

const tableText = (table: AnalyticsTable): string =>
  `\n  ${table.title}\n  ${table.summary}\n` +
  (table.rows.length === 0
    ? "  (no rows)\n"
    : columns([
        [table.labelHeader, ...table.columns.map((c) => c.label)],
        ...table.rows.map((row) => [row.label, ...row.values.map((cell) => cellText(cell, table.unit))])
      ]))

const panelText = (panel: AnalyticsPanelDto): string =>
  `${panel.title} (${panel.from} to ${panel.to}, ${panel.timeZone})\n` +
  (panel.figures.length === 0 ? "" : columns(panel.figures.map((f) => [f.label, cellText(f.value, f.unit)]))) +
  panel.tables.map(tableText).join("")

/** The zone and the range asked for: a bound left out is today in the zone (`to`), or 12 weeks up to `to` (`from`). */
const rangeOf = (options: { from?: LocalDate; to?: LocalDate; tz?: string }) =>
  Effect.gen(function* () {
    const { defaultTimeZone } = yield* AppConfig
    const timeZone = options.tz ?? (isTimeZone(defaultTimeZone) ? defaultTimeZone : "UTC")
    const to = options.to ?? localDayAt(timeZone, yield* Clock.currentTimeMillis)
    return { timeZone, query: { from: options.from ?? addDays(to, -(DEFAULT_DAYS - 1)), to } }
  })

export const statsCommands = (program: Command, context: CliContext) => {
  program
    .command("stats")
    .description('Admin → Analytics: growth, invitations, activity, catalogue and mail, week by week (cells of 1 to 4 people read "fewer than 5").')
    .option("--from <YYYY-MM-DD>", "the range's first day (default: 12 weeks up to --to)", dayArg)
    .option("--to <YYYY-MM-DD>", "the range's last day (default: today in the zone)", dayArg)
    .option("--tz <zone>", "the IANA time zone the days and weeks are counted in (default: the server's)", zoneArg)
    .option("--json", "print a JSON array of the five panels: { panel, title, from, to, timeZone, figures, tables }")
    .action(async (options: { from?: LocalDate; to?: LocalDate; tz?: string; json?: boolean }) => {
      const panels = await runUseCase(
        context,
        Effect.gen(function* () {
          const { timeZone, query } = yield* rangeOf(options)
          return yield* analyticsPanels({ kind: "cli" }, query, { timeZone })
        })
      )
      if (options.json) return printJson(context, panels)
      context.out(panels.map(panelText).join("\n"))
    })
}
