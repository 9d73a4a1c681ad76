/** soundcheck reports: the moderators' queue on the command line (issue #29); actions are audit-logged with the CLI as actor. */
import { type Command, InvalidArgumentError } from "commander"
import {
  MODERATION_ACTIONS,
  type ModerationAction,
  type ReportDto,
  type ReportGroupDto,
  type ReportQueueDto,
  ResolveReportBody
} from "../../domain/moderation/contract.ts"
import { getReport, listReports } from "../../domain/moderation/queue.ts"
import { resolveReport } from "../../domain/moderation/resolve.ts"
import type { CliContext } from "../context.ts"
import { printJson } from "../output.ts"
import { decodeOptions, runUseCase } from "../run-use-case.ts"

const STATUSES = ["open", "closed"] as const
type Status = (typeof STATUSES)[number]

const statusArg = (value: string): Status => {
  const status = STATUSES.find((s) => s === value)
  if (!status) throw new InvalidArgumentError(`expected one of ${STATUSES.join(", ")}`)
  return status
}

const actionArg = (value: string): ModerationAction => {
  const action = MODERATION_ACTIONS.find((a) => a === value)
  if (!action) throw new InvalidArgumentError(`expected one of ${MODERATION_ACTIONS.join(", ")}`)
  return action
}

const iso = (millis: number | null) => (millis === null ? null : new Date(millis).toISOString())

const reportJson = (r: ReportDto) => ({ ...r, createdAt: iso(r.createdAt), resolvedAt: iso(r.resolvedAt) })

/** One line of a report: its id, category and state, who sent it, and the first line of the comment. */
const reportLine = (r: ReportDto) =>
  `  ${r.id}  ${r.category.padEnd(13)} ${r.status.padEnd(9)} by ${r.reporter.displayName ?? r.reporter.userId}` +
  `${r.comment === null ? "" : `: ${r.comment.split("\n")[0]}`}\n`

export const reportCommands = (program: Command, context: CliContext) => {
  const reports = program.command("reports").description("Reports of profiles, plan messages and concerts: the moderators' queue.")

  reports
    .command("list")
    .description("List reported targets, the one with the newest report first, each with its reports.")
    .option("--status <status>", "open (the default) or closed", statusArg)
    .option("--json", "print a JSON array of { targetType, targetId, subject, count, latestAt, reports }")
    .action(async (options: { status?: Status; json?: boolean }) => {
      const groups: Array<ReportGroupDto> = []
      let cursor: string | null = null
      do {
        const page: ReportQueueDto = await runUseCase(
          context,
          listReports({ kind: "cli" }, { ...(options.status ? { status: options.status } : {}), ...(cursor === null ? {} : { cursor }) })
        )
        groups.push(...page.groups)
        cursor = page.nextCursor
      } while (cursor !== null)
      if (options.json)
        return printJson(
          context,
          groups.map((g) => ({ ...g, latestAt: iso(g.latestAt), reports: g.reports.map(reportJson) }))
        )
      if (groups.length === 0) return context.out(options.status === "closed" ? "No closed reports.\n" : "No open reports.\n")
      for (const g of groups) {
        const about = g.subject === null ? "" : `  about ${g.subject.displayName ?? g.subject.userId}`
        context.out(`${iso(g.latestAt)}  ${g.targetType}:${g.targetId}  ${g.count} report${g.count === 1 ? "" : "s"}${about}\n`)
        for (const r of g.reports) context.out(reportLine(r))
      }
    })

  reports
    .command("show")
    .description("Show one report, with the target as it was reported.")
    .argument("<id>", "the report's id")
    .option("--json", "print the report as JSON")
    .action(async (id: string, options: { json?: boolean }) => {
      const r = await runUseCase(context, getReport({ kind: "cli" }, id))
      if (options.json) return printJson(context, reportJson(r))
      context.out(`Report ${r.id} (${r.status})\n`)
      context.out(`Target:   ${r.targetType} ${r.targetId}\n`)
      context.out(`Category: ${r.category}\n`)
      context.out(`By:       ${r.reporter.displayName ?? "-"} (${r.reporter.userId}) at ${iso(r.createdAt)}\n`)
      if (r.comment !== null) context.out(`Comment:  ${r.comment}\n`)
      if (r.assignedTo !== null) context.out(`Assigned: ${r.assignedTo.displayName ?? "-"} (${r.assignedTo.userId})\n`)
      if (r.action !== null) context.out(`Resolved: ${r.action} at ${iso(r.resolvedAt)}${r.reason === null ? "" : `: ${r.reason}`}\n`)
      context.out(`As reported:\n${JSON.stringify(r.snapshot, null, 2)}\n`)
    })

  reports
    .command("resolve")
    .description("Act on a report's target and close every open report of it (the person acted on and the reporters are told).")
    .argument("<id>", "the report's id")
    .argument("<action>", MODERATION_ACTIONS.join(", "), actionArg)
    .option("--reason <text>", "why (required for every action but dismiss; the person acted on reads it)")
    .option("--until <YYYY-MM-DD>", "suspend only: the day the suspension ends (left out: until lifted)")
    .option("--json", "print { resolved }")
    .action(async (id: string, action: ModerationAction, options: { reason?: string; until?: string; json?: boolean }) => {
      // Decoded as the API decodes it, so the reason meets the same cap before anything is stored.
      const body = decodeOptions(ResolveReportBody, {
        action,
        ...(options.reason === undefined ? {} : { reason: options.reason }),
        ...(options.until === undefined ? {} : { until: options.until })
      })
      const result = await runUseCase(context, resolveReport({ kind: "cli" }, id, body))
      if (options.json) return printJson(context, result)
      context.out(`${action}: ${result.resolved} report${result.resolved === 1 ? "" : "s"} closed.\n`)
    })
}
