/** soundcheck concerts import <file.csv> [--dry-run] [--json]: the web's import, from the command line. */
import { createReadStream } from "node:fs"
import { stat } from "node:fs/promises"
import { basename } from "node:path"
import type { Command } from "commander"
import { csvRecords } from "../../adapters/csv/csv-records.ts"
import { importConcerts, previewImport } from "../../domain/curation/import-concerts.ts"
import { CliRefusal, type CliContext } from "../context.ts"
import { runUseCase } from "../run-use-case.ts"
import { printJson } from "../output.ts"
import { printReport, reportJson } from "./concert-format.ts"
import { withProgress } from "./progress.ts"

const fileSize = async (file: string): Promise<number> => {
  const info = await stat(file).catch(() => undefined)
  if (!info?.isFile()) throw new CliRefusal(`cannot read ${file}: no such file`)
  return info.size
}

export const concertImportCommand = (concerts: Command, context: CliContext) => {
  concerts
    .command("import")
    .description("Import concerts from a CSV file: only valid rows, in one transaction (spec header aliases and date formats).")
    .argument("<file.csv>", "the CSV file (a name ending in .csv)")
    .option("--dry-run", "classify every row and write nothing")
    .option("--json", "print { valid, duplicate, invalid, imported, rows: [{ line, status, message }] }")
    .action(async (file: string, options: { dryRun?: boolean; json?: boolean }) => {
      if (!file.toLowerCase().endsWith(".csv")) throw new CliRefusal("Invalid file type: Please upload a CSV file")
      const size = await fileSize(file)
      const records = csvRecords(withProgress(context, createReadStream(file), size))
      const report = await runUseCase(context, options.dryRun ? previewImport(records) : importConcerts({ kind: "cli" }, records, basename(file)))
      if (options.json) printJson(context, reportJson(report))
      else printReport(context, report, options.dryRun === true)
      if (report.valid === 0) throw new CliRefusal("No valid rows to import")
    })
}
