/** soundcheck mail: the outbox (every queued and sent mail; the dev default has no SMTP server). */
import { printJson } from "../output.ts"
import { type Command, InvalidArgumentError } from "commander"
import { MailOutbox } from "../../domain/kernel/mail.ts"
import { pruneMailRecords } from "../../domain/notifications/retention.ts"
import type { CliContext } from "../context.ts"

const limitArg = (value: string): number => {
  const n = Number(value)
  if (!Number.isInteger(n) || n < 1 || n > 1000) throw new InvalidArgumentError("expected a whole number from 1 to 1000")
  return n
}

export const mailCommands = (program: Command, context: CliContext) => {
  const mail = program.command("mail").description("Outgoing mail.")

  mail
    .command("outbox")
    .description("List outgoing mail, newest first, with its full text.")
    .option("--to <email>", "only mail to this address")
    .option("--limit <n>", "how many (1-1000)", limitArg, 20)
    .option("--json", "print a JSON array of { to, subject, text, headers, createdAt }")
    .action(async (options: { to?: string; limit: number; json?: boolean }) => {
      const runtime = await context.runtime()
      const mails = await runtime.runPromise(MailOutbox.use((outbox) => outbox.list({ limit: options.limit, to: options.to })))
      if (options.json) {
        const rows = mails.map((m) => ({
          to: m.to,
          subject: m.subject,
          text: m.text,
          headers: m.headers ?? {},
          createdAt: new Date(m.createdAt).toISOString()
        }))
        printJson(context, rows)
        return
      }
      if (mails.length === 0) {
        context.out("The outbox is empty.\n")
        return
      }
      for (const m of mails) {
        const state = m.sentAt === null ? "queued" : "sent"
        context.out(`--- ${new Date(m.createdAt).toISOString()}  to ${m.to}  (${state})\nSubject: ${m.subject}\n\n${m.text}\n\n`)
      }
    })

  mail
    .command("prune")
    .description("Delete mail queued more than 30 days ago and expired unsubscribe links (the server does it every hour).")
    .option("--json", "print { mails, unsubscribeTokens }: how many were deleted")
    .action(async (options: { json?: boolean }) => {
      const runtime = await context.runtime()
      const pruned = await runtime.runPromise(pruneMailRecords(Date.now()))
      if (options.json) printJson(context, pruned)
      else context.out(`Deleted ${pruned.mails} old mails and ${pruned.unsubscribeTokens} expired unsubscribe links.\n`)
    })
}
