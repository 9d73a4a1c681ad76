/** soundcheck concerts duplicates … and concerts merge …: find likely duplicates and merge them. */
import type { Command } from "commander"
import { duplicateReport, findDuplicatesOf } from "../../domain/curation/duplicates.ts"
import { mergeConcerts } from "../../domain/curation/merge-concerts.ts"
import { toAdminConcertDto } from "../../domain/curation/to-dto.ts"
import { today } from "../../domain/kernel/local-date.ts"
import type { CliContext } from "../context.ts"
import { runUseCase } from "../run-use-case.ts"
import { printJson } from "../output.ts"
import { concertLine, matchLine } from "./concert-format.ts"

export const concertDuplicateCommands = (concerts: Command, context: CliContext) => {
  const duplicates = concerts
    .command("duplicates")
    .description("Likely duplicates of one concert, or with --all the likely pairs of the catalogue, city by city.")
    .argument("[concertId]", "the concert to check")
    .option("--all", "report the whole catalogue")
    .option("--city <city>", "with --all: only this city")
    .option("--json", "print JSON")
    .action(async (concertId: string | undefined, options: { all?: boolean; city?: string; json?: boolean }) => {
      if ((concertId === undefined) === (options.all !== true)) duplicates.error("error: give a concert id or --all (not both)")
      if (concertId !== undefined) {
        const found = await runUseCase(context, findDuplicatesOf(concertId))
        if (options.json) return printJson(context, found)
        if (found.length === 0) return context.out("No potential duplicates found for this concert\n")
        for (const { concert, match } of found) context.out(`${concertLine(concert)}\n    ${matchLine(match)}\n`)
        return
      }
      const report = await runUseCase(context, duplicateReport(options.city))
      if (options.json) return printJson(context, report)
      if (report.length === 0) return context.out("No likely duplicates found.\n")
      for (const { city, pairs } of report) {
        context.out(`${city}\n`)
        for (const { a, b, match } of pairs) context.out(`  ${concertLine(a)}\n  ${concertLine(b)}\n    ${matchLine(match)}\n`)
      }
    })

  concerts
    .command("merge")
    .description("Merge a duplicate into the primary: interests move (the stronger status stays), the duplicate is deleted.")
    .argument("<primaryId>", "the concert to keep")
    .argument("<duplicateId>", "the concert to merge into it and delete")
    .option("--json", "print { primary, duplicateId, interestsMoved }")
    .action(async (primaryId: string, duplicateId: string, options: { json?: boolean }) => {
      const result = await runUseCase(context, mergeConcerts({ kind: "cli" }, primaryId, duplicateId))
      if (options.json) return printJson(context, { ...result, primary: toAdminConcertDto(result.primary, await runUseCase(context, today)) })
      context.out(`Merged ${result.duplicateId} into ${result.primary.id}: ${result.interestsMoved} interests moved.\n`)
    })
}
