/** soundcheck digest: send the weekly digests that are due (the server's sweep does it too; each goes out once). */
import type { Command } from "commander"
import { sendDueDigests } from "../../domain/notifications/digest.ts"
import type { CliContext } from "../context.ts"
import { printJson } from "../output.ts"

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`

export const digestCommands = (program: Command, context: CliContext) => {
  const digest = program.command("digest").description("The weekly digest mail.")

  digest
    .command("send")
    .description("Send the digests that are due: each person's from their local Monday 08:00, once a week.")
    .option("--now", "send everyone's digest for this week, as if due")
    .option("--dry-run", "print the digests without sending or recording them")
    .option("--json", "print a JSON array of { to, concerts }")
    .action(async (options: { now?: boolean; dryRun?: boolean; json?: boolean }) => {
      const runtime = await context.runtime()
      const dryRun = options.dryRun === true
      const sent = await runtime.runPromise(sendDueDigests(Date.now(), { all: options.now === true, dryRun }))
      if (options.json) {
        printJson(context, sent)
        return
      }
      if (sent.length === 0) {
        context.out("No digests are due.\n")
        return
      }
      context.out(`${dryRun ? "Would send" : "Sent"} ${plural(sent.length, "digest")}:\n`)
      for (const { to, concerts } of sent) context.out(`  ${to}  ${plural(concerts.length, "concert")}\n`)
    })
}
