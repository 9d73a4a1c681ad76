/** soundcheck feedback: list feedback requests and review one (audit-logged with the CLI as actor). */
import { printJson } from "../output.ts"
import { type Command, InvalidArgumentError } from "commander"
import { FEEDBACK_STATUSES, type FeedbackStatus, FeedbackUpdateBody } from "../../domain/feedback/contract.ts"
import { listFeedback, updateFeedback } from "../../domain/feedback/review-feedback.ts"
import type { CliContext } from "../context.ts"
import { decodeOptions, runUseCase } from "../run-use-case.ts"

const statusArg = (value: string): FeedbackStatus => {
  const status = FEEDBACK_STATUSES.find((s) => s === value)
  if (!status) throw new InvalidArgumentError(`expected one of ${FEEDBACK_STATUSES.join(", ")}`)
  return status
}

const iso = (millis: number | null) => (millis === null ? null : new Date(millis).toISOString())
const day = (millis: number) => new Date(millis).toISOString().slice(0, 10)

const feedbackJson = <R extends { createdAt: number; updatedAt: number; reviewedAt: number | null }>(r: R) => ({
  ...r,
  createdAt: iso(r.createdAt),
  updatedAt: iso(r.updatedAt),
  reviewedAt: iso(r.reviewedAt)
})

export const feedbackCommands = (program: Command, context: CliContext) => {
  const feedback = program.command("feedback").description("Feedback requests sent by users.")

  feedback
    .command("list")
    .description("List feedback requests, newest first.")
    .option("--status <status>", `only ${FEEDBACK_STATUSES.join(", ")} requests`, statusArg)
    .option("--json", "print a JSON array")
    .action(async (options: { status?: FeedbackStatus; json?: boolean }) => {
      const rows = await runUseCase(context, listFeedback({ kind: "cli" }, options.status))
      if (options.json) return printJson(context, rows.map(feedbackJson))
      if (rows.length === 0) return context.out("No feedback requests.\n")
      for (const r of rows) {
        context.out(`${r.id}  ${r.status.padEnd(9)} ${r.feedbackType.padEnd(15)} ${day(r.createdAt)}  ${r.displayName ?? "-"}: ${r.title}\n`)
      }
    })

  feedback
    .command("set")
    .description("Set a feedback request's status, and optionally the admin notes.")
    .argument("<id>", "the request's id")
    .requiredOption("--status <status>", FEEDBACK_STATUSES.join(", "), statusArg)
    .option("--notes <text>", "admin notes (blank clears them)")
    .option("--json", "print the request as JSON")
    .action(async (id: string, options: { status: FeedbackStatus; notes?: string; json?: boolean }) => {
      // Decoded as the API decodes it, so the notes meet the same cap before anything is stored.
      const body = decodeOptions(
        FeedbackUpdateBody,
        options.notes === undefined ? { status: options.status } : { status: options.status, adminNotes: options.notes }
      )
      const r = await runUseCase(context, updateFeedback({ kind: "cli" }, id, body))
      if (options.json) return printJson(context, feedbackJson(r))
      context.out(`Feedback "${r.title}" is now ${r.status}.\n`)
    })
}
