/** soundcheck concerts: the catalogue. */
import { type Command, InvalidArgumentError } from "commander"
import { listUpcomingConcerts } from "../../domain/concerts/list-upcoming-concerts.ts"
import { toConcertDto } from "../../domain/concerts/to-dto.ts"
import type { CliContext } from "../context.ts"

const positiveInt = (max: number) => (value: string): number => {
  const n = Number(value)
  if (!Number.isInteger(n) || n < 1 || n > max) throw new InvalidArgumentError(`expected a whole number from 1 to ${max}`)
  return n
}

export const concertCommands = (program: Command, context: CliContext) => {
  const concerts = program.command("concerts").description("The concert catalogue.")

  concerts.command("list")
    .description("List upcoming concerts (today and later), soonest first.")
    .option("--limit <n>", "how many to list (1-1000)", positiveInt(1000), 100)
    .option("--json", "print a JSON array")
    .action(async (options: { limit: number; json?: boolean }) => {
      const runtime = await context.runtime()
      const page = await runtime.runPromise(listUpcomingConcerts({ limit: options.limit }))
      const rows = page.concerts.map(toConcertDto)
      if (options.json) {
        context.out(`${JSON.stringify(rows, null, 2)}\n`)
        return
      }
      if (rows.length === 0) {
        context.out("No upcoming concerts.\n")
        return
      }
      for (const c of rows) context.out(`${c.date}  ${c.artist} — ${c.venue}, ${c.city}  (${c.id})\n`)
    })
}
