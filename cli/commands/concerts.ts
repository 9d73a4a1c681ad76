/** soundcheck concerts: the catalogue (list, search, add, edit, delete), CSV import, duplicates and merge. */
import { type Command, InvalidArgumentError } from "commander"
import type { ConcertInput } from "../../domain/curation/concert-form.ts"
import { listConcerts } from "../../domain/curation/list-concerts.ts"
import { createConcert, deleteConcert, getConcert, updateConcert } from "../../domain/curation/manage-concerts.ts"
import { toAdminConcertDto } from "../../domain/curation/to-dto.ts"
import { today } from "../../domain/kernel/local-date.ts"
import type { CliContext } from "../context.ts"
import { runUseCase } from "../run-use-case.ts"
import { concertDuplicateCommands } from "./concert-duplicates.ts"
import { printJson } from "../output.ts"
import { concertLine } from "./concert-format.ts"
import { concertImportCommand } from "./concert-import.ts"
import { concertSearchCommand } from "./concert-search.ts"

const positiveInt =
  (max: number) =>
  (value: string): number => {
    const n = Number(value)
    if (!Number.isInteger(n) || n < 1 || n > max) throw new InvalidArgumentError(`expected a whole number from 1 to ${max}`)
    return n
  }

type FieldOptions = Partial<Record<"artist" | "venue" | "city" | "date" | "description" | "imageUrl", string>>

const withFields = (command: Command) =>
  command
    .option("--artist <name>", "the artist")
    .option("--venue <name>", "the venue")
    .option("--city <name>", "the city")
    .option("--date <date>", "the day: YYYY-MM-DD, MM/D/YY or MM/D/YYYY")
    .option("--description <text>", "a description (empty to clear)")
    .option("--image-url <url>", "an image URL (empty to clear)")

const inputOf = (o: FieldOptions, base: ConcertInput = { artist: "", venue: "", city: "", date: "" }): ConcertInput => ({
  artist: o.artist ?? base.artist,
  venue: o.venue ?? base.venue,
  city: o.city ?? base.city,
  date: o.date ?? base.date,
  description: o.description ?? base.description,
  imageUrl: o.imageUrl ?? base.imageUrl
})

export const concertCommands = (program: Command, context: CliContext) => {
  const concerts = program.command("concerts").description("The concert catalogue.")

  concerts
    .command("list")
    .description("List concerts, soonest first: today and later, or every one with --past.")
    .option("--city <city>", "only this city (any letter case)")
    .option("--past", "include past concerts")
    .option("--limit <n>", "how many to list (1-1000)", positiveInt(1000), 100)
    .option("--json", "print a JSON array")
    .action(async (options: { city?: string; past?: boolean; limit: number; json?: boolean }) => {
      const page = await runUseCase(context, listConcerts({ city: options.city, includePast: options.past === true, limit: options.limit }))
      if (options.json)
        return printJson(
          context,
          page.concerts.map((c) => toAdminConcertDto(c, page.today))
        )
      if (page.concerts.length === 0) return context.out(options.past ? "No concerts.\n" : "No upcoming concerts.\n")
      for (const c of page.concerts) context.out(`${concertLine(c)}${c.date < page.today ? "  [Past]" : ""}\n`)
    })

  withFields(concerts.command("add").description("Add a concert (artist, venue, city and date are required)."))
    .option("--json", "print the concert as JSON")
    .action(async (options: FieldOptions & { json?: boolean }) => {
      const concert = await runUseCase(context, createConcert({ kind: "cli" }, inputOf(options)))
      if (options.json) return printJson(context, toAdminConcertDto(concert, await runUseCase(context, today)))
      context.out(`Concert created successfully: ${concertLine(concert)}\n`)
    })

  withFields(concerts.command("edit").description("Change a concert's fields; the ones not given stay as they are."))
    .argument("<concertId>", "the concert to edit")
    .option("--json", "print the concert as JSON")
    .action(async (concertId: string, options: FieldOptions & { json?: boolean }) => {
      const before = await runUseCase(context, getConcert(concertId))
      const concert = await runUseCase(context, updateConcert({ kind: "cli" }, concertId, inputOf(options, before)))
      if (options.json) return printJson(context, toAdminConcertDto(concert, await runUseCase(context, today)))
      context.out(`Concert updated successfully: ${concertLine(concert)}\n`)
    })

  concerts
    .command("delete")
    .description("Delete a concert and everyone's interest in it.")
    .argument("<concertId>", "the concert to delete")
    .option("--json", "print { id, deleted: true }")
    .action(async (concertId: string, options: { json?: boolean }) => {
      await runUseCase(context, deleteConcert({ kind: "cli" }, concertId))
      if (options.json) return printJson(context, { id: concertId, deleted: true })
      context.out("Concert deleted successfully\n")
    })

  concertImportCommand(concerts, context)
  concertSearchCommand(concerts, context)
  concertDuplicateCommands(concerts, context)
}
