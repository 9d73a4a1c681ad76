/** soundcheck reminders: send the reminders on concerts' days that are due (the server's sweep does it too; each goes out once). */
import { type Command, InvalidArgumentError } from "commander"
import { sendReminders } from "../../domain/notifications/reminders-send.ts"
import type { CliContext } from "../context.ts"
import { printJson } from "../output.ts"

/** `--now`: an ISO 8601 instant ("2025-06-01T18:00:00Z"), as milliseconds. */
const instant = (value: string): number => {
  const at = /^\d{4}-\d{2}-\d{2}T/.test(value) ? Date.parse(value) : Number.NaN
  if (Number.isNaN(at)) throw new InvalidArgumentError("expected an ISO 8601 date and time, such as 2025-06-01T18:00:00Z")
  return at
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`

export const reminderCommands = (program: Command, context: CliContext) => {
  const reminders = program.command("reminders").description("The reminder on a concert's day.")

  reminders
    .command("send")
    .description("Send the reminders that are due: from 08:00 on each fan's clock on the concert's day, once per person and concert.")
    .option("--dry-run", "print the reminders without sending or recording them")
    .option("--json", "print a JSON array of { to, userId, concertId, artist, date, reason, text, byEmail }")
    .option("--now <instant>", "the time to send at instead of the clock's (ISO 8601): the reminders due then", instant)
    .action(async (options: { dryRun?: boolean; json?: boolean; now?: number }) => {
      const runtime = await context.runtime()
      const dryRun = options.dryRun === true
      const sent = await runtime.runPromise(sendReminders(options.now ?? Date.now(), { dryRun }))
      if (options.json) {
        printJson(context, sent)
        return
      }
      if (sent.length === 0) {
        context.out("No reminders are due.\n")
        return
      }
      context.out(`${dryRun ? "Would send" : "Sent"} ${plural(sent.length, "reminder")}:\n`)
      for (const r of sent) context.out(`  ${r.to}  ${r.artist} on ${r.date} (${r.reason}${r.byEmail ? "" : ", in the app only"})\n`)
    })
}
