/** soundcheck concerts search <words...>: the catalogue's concerts that match, as the API's search matches them. */
import { type Command, InvalidArgumentError } from "commander"
import type { Concert } from "../../domain/concerts/concert.ts"
import { toAdminConcertDto } from "../../domain/curation/to-dto.ts"
import { today } from "../../domain/kernel/local-date.ts"
import { SearchWords } from "../../domain/search/contract.ts"
import { searchCatalogue } from "../../domain/search/search.ts"
import type { CliContext } from "../context.ts"
import { printJson } from "../output.ts"
import { decodeOptions, runUseCase } from "../run-use-case.ts"

const MAX_RESULTS = 100

const limitOf = (value: string): number => {
  const n = Number(value)
  if (!Number.isInteger(n) || n < 1 || n > MAX_RESULTS) throw new InvalidArgumentError(`expected a whole number from 1 to ${MAX_RESULTS}`)
  return n
}

/** Columns padded to their widest cell (in characters), the last left as it is. */
export const table = (header: ReadonlyArray<string>, rows: ReadonlyArray<ReadonlyArray<string>>): string => {
  const widths = header.map((h, i) => Math.max([...h].length, ...rows.map((r) => [...r[i]!].length)))
  const line = (cells: ReadonlyArray<string>) =>
    cells
      .map((cell, i) => (i === cells.length - 1 ? cell : cell + " ".repeat(widths[i]! - [...cell].length)))
      .join("  ")
      .trimEnd()
  return `${[header, ...rows].map(line).join("\n")}\n`
}

const row = (concert: Concert, score: number) => [String(score), concert.date, concert.artist, concert.venue, concert.city, concert.id]

export const concertSearchCommand = (concerts: Command, context: CliContext) =>
  concerts
    .command("search")
    .description(
      "Concerts whose artist, venue or city match every word (letter case, accents and a typo forgiven), best match first, then soonest: upcoming, or every one with --past."
    )
    .argument("<words...>", "what to look for")
    .option("--past", "include past concerts")
    .option("--limit <n>", `how many to list (1-${MAX_RESULTS})`, limitOf, 20)
    .option("--json", "print a JSON array (each concert with its match score)")
    .action(async (words: ReadonlyArray<string>, options: { past?: boolean; limit: number; json?: boolean }) => {
      const q = decodeOptions(SearchWords, words.join(" "))
      const found = await runUseCase(context, searchCatalogue(q, { past: options.past === true, limit: options.limit }))
      if (options.json) {
        const day = await runUseCase(context, today)
        return printJson(
          context,
          found.map(({ concert, score }) => ({ ...toAdminConcertDto(concert, day), score }))
        )
      }
      if (found.length === 0) return context.out(options.past ? "No concerts match.\n" : "No upcoming concerts match.\n")
      context.out(
        table(
          ["MATCH", "DATE", "ARTIST", "VENUE", "CITY", "ID"],
          found.map(({ concert, score }) => row(concert, score))
        )
      )
    })
