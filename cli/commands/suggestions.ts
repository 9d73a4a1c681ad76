/** soundcheck suggestions: review fans' suggested concerts (issue #29), audit-logged with the CLI as actor. */
import { type Command, InvalidArgumentError } from "commander"
import { toConcertDto } from "../../domain/concerts/to-dto.ts"
import type { ConcertInput } from "../../domain/curation/concert-form.ts"
import { ConcertBody } from "../../domain/curation/contract.ts"
import { approveSuggestion, listSuggestions, mergeSuggestion, rejectSuggestion } from "../../domain/curation/review-suggestions.ts"
import { MergeSuggestionBody, RejectSuggestionBody, type SuggestionDto } from "../../domain/curation/suggestions-contract.ts"
import type { CliContext } from "../context.ts"
import { printJson } from "../output.ts"
import { decodeOptions, runUseCase } from "../run-use-case.ts"

type Listed = "pending" | "decided"

const statusArg = (value: string): Listed => {
  if (value !== "pending" && value !== "decided") throw new InvalidArgumentError("expected one of pending, decided")
  return value
}

const iso = (millis: number | null) => (millis === null ? null : new Date(millis).toISOString())
const day = (millis: number) => new Date(millis).toISOString().slice(0, 10)

const suggestionJson = <S extends SuggestionDto>(s: S) => ({ ...s, createdAt: iso(s.createdAt), decidedAt: iso(s.decidedAt) })

const shown = (s: { readonly artist: string; readonly venue: string; readonly city: string; readonly date: string }) =>
  `${s.artist} at ${s.venue}, ${s.city} on ${s.date}`

/** The approve command's edits: only the fields given, each as the API's form decodes it. */
interface EditOptions {
  readonly artist?: string
  readonly venue?: string
  readonly city?: string
  readonly date?: string
  readonly description?: string
  readonly imageUrl?: string
}

const editsOf = (options: EditOptions): Partial<ConcertInput> => {
  const given = Object.fromEntries(
    (["artist", "venue", "city", "date", "description", "imageUrl"] as const).flatMap((field) =>
      options[field] === undefined ? [] : [[field, options[field]]]
    )
  )
  // The same caps as the API's body: every field is optional here, so the form's required ones are filled to decode.
  decodeOptions(ConcertBody, { artist: "", venue: "", city: "", date: "", ...given })
  return given
}

export const suggestionCommands = (program: Command, context: CliContext) => {
  const suggestions = program.command("suggestions").description("Concerts suggested by fans, waiting for review.")

  suggestions
    .command("list")
    .description("List suggestions: the pending ones oldest first (with the concerts each probably repeats), or the decided ones.")
    .option("--status <status>", "pending (the default) or decided", statusArg)
    .option("--json", "print a JSON array")
    .action(async (options: { status?: Listed; json?: boolean }) => {
      const rows = await runUseCase(context, listSuggestions({ kind: "cli" }, options.status ?? "pending"))
      if (options.json) return printJson(context, rows.map(suggestionJson))
      if (rows.length === 0) return context.out(options.status === "decided" ? "No decided suggestions.\n" : "No pending suggestions.\n")
      for (const s of rows) {
        const outcome = s.status === "rejected" ? `: ${s.reason ?? ""}` : s.concertId === null ? "" : ` -> ${s.concertId}`
        context.out(`${s.id}  ${s.status.padEnd(8)} ${day(s.createdAt)}  ${shown(s)}  (by ${s.suggestedBy.displayName})${outcome}\n`)
        for (const c of s.candidates) context.out(`    probably repeats ${c.id}  ${shown(c)}\n`)
      }
    })

  suggestions
    .command("approve")
    .description("Approve a pending suggestion: the concert is published, credited to the fan who suggested it.")
    .argument("<id>", "the suggestion's id")
    .option("--artist <text>", "publish with this artist instead")
    .option("--venue <text>", "publish with this venue instead")
    .option("--city <text>", "publish with this city instead")
    .option("--date <date>", "publish on this date instead (YYYY-MM-DD)")
    .option("--description <text>", "publish with this description instead (blank: none)")
    .option("--image-url <url>", "publish with this image URL instead (blank: none)")
    .option("--json", "print the suggestion and the concert as JSON")
    .action(async (id: string, options: EditOptions & { json?: boolean }) => {
      const { suggestion, concert } = await runUseCase(context, approveSuggestion({ kind: "cli" }, id, editsOf(options)))
      if (options.json) return printJson(context, { suggestion: suggestionJson(suggestion), concert: toConcertDto(concert) })
      context.out(`Approved: ${shown(concert)} is published as ${concert.id}.\n`)
    })

  suggestions
    .command("reject")
    .description("Reject a pending suggestion; the fan is told the reason.")
    .argument("<id>", "the suggestion's id")
    .requiredOption("--reason <text>", "why, as the fan will read it (one line)")
    .option("--json", "print the suggestion as JSON")
    .action(async (id: string, options: { reason: string; json?: boolean }) => {
      const { reason } = decodeOptions(RejectSuggestionBody, { reason: options.reason })
      const s = await runUseCase(context, rejectSuggestion({ kind: "cli" }, id, reason))
      if (options.json) return printJson(context, suggestionJson(s))
      context.out(`Rejected: ${shown(s)}.\n`)
    })

  suggestions
    .command("merge")
    .description("Merge a pending suggestion into the published concert it repeats; nothing new is published.")
    .argument("<id>", "the suggestion's id")
    .argument("<concertId>", "the published concert's id")
    .option("--json", "print the suggestion as JSON")
    .action(async (id: string, concertId: string, options: { json?: boolean }) => {
      decodeOptions(MergeSuggestionBody, { concertId })
      const s = await runUseCase(context, mergeSuggestion({ kind: "cli" }, id, concertId))
      if (options.json) return printJson(context, suggestionJson(s))
      context.out(`Merged: ${shown(s)} is concert ${s.concertId}.\n`)
    })
}
