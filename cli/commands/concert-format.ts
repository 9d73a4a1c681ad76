/** How the concert commands print concerts, duplicate matches and import reports. */
import type { Concert } from "../../domain/concerts/concert.ts"
import { statusLabels } from "../../domain/concerts/show.ts"
import type { ImportReport } from "../../domain/curation/import-concerts.ts"
import type { Match } from "../../domain/curation/similarity.ts"
import type { CliContext } from "../context.ts"

/** The show's times and status after the line (issue #31): nothing for a scheduled whole-day concert. */
const showSuffix = (c: Concert): string => {
  const times = [c.doorsTime === null ? null : `Doors ${c.doorsTime}`, c.startTime === null ? null : `Show ${c.startTime}`].filter((t) => t !== null)
  const zoned = times.length === 0 ? "" : `  ${times.join(" · ")} (${c.timeZone})`
  return `${zoned}${c.status === "scheduled" ? "" : `  [${statusLabels[c.status]}]`}`
}

export const concertLine = (c: Concert): string => `${c.date}  ${c.artist} — ${c.venue}, ${c.city}  (${c.id})${showSuffix(c)}`

export const matchLine = (m: Match): string =>
  `${m.confidence} confidence (${m.reasons.join(", ")}; artist ${m.scores.artist.toFixed(2)}, venue ${m.scores.venue.toFixed(2)}, ${m.scores.days} days apart)`

/** The summary, then every listed duplicate and invalid row with its line number. */
export const printReport = (context: CliContext, report: ImportReport, dryRun: boolean) => {
  // Issue #32: an import says how many fans its concerts alerted (a dry run alerts nobody).
  const alerted = dryRun ? "" : `  Followers alerted: ${report.followersAlerted}`
  context.out(`Valid: ${report.valid}  Duplicate: ${report.duplicate}  Invalid: ${report.invalid}  Imported: ${report.imported}${alerted}\n`)
  for (const row of report.rows) context.out(`line ${row.line}  ${row.status.padEnd(9)}  ${row.message ?? ""}\n`)
  const unlisted = report.duplicate + report.invalid - report.rows.length
  if (unlisted > 0) context.out(`… and ${unlisted} more rows not listed\n`)
  if (dryRun) context.out("Dry run: nothing was written.\n")
}

export const reportJson = (report: ImportReport) => ({
  valid: report.valid,
  duplicate: report.duplicate,
  invalid: report.invalid,
  imported: report.imported,
  followersAlerted: report.followersAlerted,
  rows: report.rows.map(({ line, status, message }) => ({ line, status, message }))
})
