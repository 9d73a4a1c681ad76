/** soundcheck audit: the newest entries of the audit log of admin actions. */
import { printJson } from "../output.ts"
import { type Command, InvalidArgumentError } from "commander"
import { listAudit } from "../../domain/audit/list-audit.ts"
import type { CliContext } from "../context.ts"
import { runUseCase } from "../run-use-case.ts"

const limitArg = (value: string): number => {
  const n = Number(value)
  if (!Number.isInteger(n) || n < 1 || n > 1000) throw new InvalidArgumentError("expected a whole number from 1 to 1000")
  return n
}

export const auditCommands = (program: Command, context: CliContext) => {
  program
    .command("audit")
    .description("The audit log of admin and moderator actions (web and CLI), newest first.")
    .option("--limit <n>", "how many entries (1-1000)", limitArg, 100)
    .option(
      "--json",
      "print a JSON array of { id, actorId, actorName, action, subjectType, subjectId, subjectName, details, createdAt } (names: of accounts, else null)"
    )
    .action(async (options: { limit: number; json?: boolean }) => {
      const entries = await runUseCase(context, listAudit({ kind: "cli" }, options.limit))
      const rows = entries.map((e) => ({ ...e, createdAt: new Date(e.createdAt).toISOString() }))
      if (options.json) return printJson(context, rows)
      if (rows.length === 0) return context.out("The audit log is empty.\n")
      for (const e of rows) {
        context.out(`${e.createdAt}  ${e.action.padEnd(28)} ${e.subjectType}:${e.subjectId ?? "-"}  by ${e.actorName ?? e.actorId ?? "cli"}\n`)
      }
    })
}
