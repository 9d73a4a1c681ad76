/** soundcheck concerts: the catalogue (list, search, add, edit, delete), CSV import, duplicates and merge. */
import { type Command, InvalidArgumentError } from "commander"
import { CONCERT_STATUSES, type ConcertStatus, TICKET_LABELS, type TicketLabel } from "../../domain/concerts/show.ts"
import type { ConcertInput, TicketLinkInput } from "../../domain/curation/concert-form.ts"
import { listConcerts } from "../../domain/curation/list-concerts.ts"
import { createConcert, deleteConcert, getConcert, setConcertStatus, updateConcertWithLinks } from "../../domain/curation/manage-concerts.ts"
import { toAdminConcertDto } from "../../domain/curation/to-dto.ts"
import { today } from "../../domain/kernel/local-date.ts"
import { type CliContext, CliRefusal } from "../context.ts"
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

type FieldOptions = Partial<Record<"artist" | "venue" | "city" | "date" | "description" | "imageUrl" | "startTime" | "doorsTime", string>> & {
  readonly ticketUrl?: ReadonlyArray<string>
  readonly ticketLabel?: ReadonlyArray<string>
}

const repeated = (value: string, previous: ReadonlyArray<string> = []): ReadonlyArray<string> => [...previous, value]

const labelArg = (value: string): string => {
  const label = TICKET_LABELS.find((l) => l.toLowerCase() === value.trim().toLowerCase())
  if (label === undefined) throw new InvalidArgumentError(`expected one of ${TICKET_LABELS.join(", ")}`)
  return label
}

const statusArg = (value: string): ConcertStatus => {
  const status = CONCERT_STATUSES.find((s) => s === value.trim().toLowerCase())
  if (status === undefined) throw new InvalidArgumentError(`expected one of ${CONCERT_STATUSES.join(", ")}`)
  return status
}

/** The ticket links of --ticket-url, each with the --ticket-label of its rank (Tickets when there are fewer labels). */
const ticketLinksOf = (o: FieldOptions): ReadonlyArray<TicketLinkInput> | undefined => {
  if (o.ticketUrl === undefined) {
    if (o.ticketLabel !== undefined) throw new CliRefusal("--ticket-label needs a --ticket-url")
    return undefined
  }
  if ((o.ticketLabel?.length ?? 0) > o.ticketUrl.length) throw new CliRefusal("more --ticket-label than --ticket-url")
  // An empty --ticket-url alone clears the links.
  if (o.ticketUrl.length === 1 && o.ticketUrl[0]!.trim() === "") return []
  return o.ticketUrl.map((url, i) => ({ label: (o.ticketLabel?.[i] ?? "Tickets") as TicketLabel, url }))
}

const withFields = (command: Command) =>
  command
    .option("--artist <name>", "the artist")
    .option("--venue <name>", "the venue")
    .option("--city <name>", "the city")
    .option("--date <date>", "the day: YYYY-MM-DD, MM/D/YY or MM/D/YYYY")
    .option("--description <text>", "a description (empty to clear)")
    .option("--image-url <url>", "an image URL (empty to clear)")
    .option("--start-time <HH:MM>", "when the show starts, in the venue's time (24 hours; empty to clear)")
    .option("--doors-time <HH:MM>", "when the doors open, in the venue's time (24 hours; empty to clear)")
    .option("--ticket-url <url>", "an https ticket link (repeat for up to 5; they replace the concert's; one empty to clear)", repeated)
    .option(
      "--ticket-label <label>",
      `the label of the ticket link of the same rank: ${TICKET_LABELS.join(", ")} (default Tickets)`,
      (value: string, previous?: ReadonlyArray<string>) => repeated(labelArg(value), previous)
    )

/** The form from the options over the concert's fields; times and ticket links not given stay as they are. */
const inputOf = (o: FieldOptions, base: ConcertInput = { artist: "", venue: "", city: "", date: "" }): ConcertInput => {
  const ticketLinks = ticketLinksOf(o)
  return {
    artist: o.artist ?? base.artist,
    venue: o.venue ?? base.venue,
    city: o.city ?? base.city,
    date: o.date ?? base.date,
    description: o.description ?? base.description,
    imageUrl: o.imageUrl ?? base.imageUrl,
    ...(o.startTime === undefined ? {} : { startTime: o.startTime }),
    ...(o.doorsTime === undefined ? {} : { doorsTime: o.doorsTime }),
    ...(ticketLinks === undefined ? {} : { ticketLinks })
  }
}

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
      const { concert, ticketLinks } = await runUseCase(context, updateConcertWithLinks({ kind: "cli" }, concertId, inputOf(options, before)))
      if (options.json) return printJson(context, { ...toAdminConcertDto(concert, await runUseCase(context, today)), ticketLinks })
      context.out(`Concert updated successfully: ${concertLine(concert)}\n`)
    })

  concerts
    .command("delete")
    .description("Delete a concert and everyone's interest in it; one that fans marked or made plans for needs --force (cancel it instead).")
    .argument("<concertId>", "the concert to delete")
    .option("--force", "delete it even though fans marked it or made plans for it")
    .option("--json", "print { id, deleted: true }")
    .action(async (concertId: string, options: { force?: boolean; json?: boolean }) => {
      await runUseCase(context, deleteConcert({ kind: "cli" }, concertId, { force: options.force === true }))
      if (options.json) return printJson(context, { id: concertId, deleted: true })
      context.out("Concert deleted successfully\n")
    })

  concerts
    .command("status")
    .description(
      "Set what became of a show: scheduled, cancelled, postponed, rescheduled (--date, the new day) or moved (--venue, the new venue). Its fans are told."
    )
    .argument("<concertId>", "the concert")
    .argument("<status>", CONCERT_STATUSES.join(", "), statusArg)
    .option("--date <date>", "the new day of a reschedule: YYYY-MM-DD, MM/D/YY or MM/D/YYYY")
    .option("--venue <name>", "the new venue of a move")
    .option("--reason <text>", "why, told to the fans (one line, at most 500 characters)")
    .option("--json", "print the concert as JSON")
    .action(async (concertId: string, status: ConcertStatus, options: { date?: string; venue?: string; reason?: string; json?: boolean }) => {
      const concert = await runUseCase(
        context,
        setConcertStatus({ kind: "cli" }, concertId, { status, date: options.date, venue: options.venue, reason: options.reason ?? null })
      )
      if (options.json) return printJson(context, toAdminConcertDto(concert, await runUseCase(context, today)))
      const was = concert.previousDate !== null ? ` (was ${concert.previousDate})` : concert.previousVenue !== null ? ` (was at ${concert.previousVenue})` : ""
      context.out(`Concert is now ${concert.status}${was}: ${concertLine(concert)}\n`)
    })

  concertImportCommand(concerts, context)
  concertSearchCommand(concerts, context)
  concertDuplicateCommands(concerts, context)
}
