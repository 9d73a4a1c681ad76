/** soundcheck waitlist: the strangers who asked to join, and an invitation for one of them (audit-logged). */
import type { Command } from "commander"
import type { WaitlistEntryDto } from "../../domain/waitlist/contract.ts"
import { inviteFromWaitlist, listWaitlist } from "../../domain/waitlist/admin.ts"
import type { CliContext } from "../context.ts"
import { printJson } from "../output.ts"
import { runUseCase } from "../run-use-case.ts"

const iso = (millis: number | null) => (millis === null ? null : new Date(millis).toISOString())
const day = (millis: number) => new Date(millis).toISOString().slice(0, 10)

const entryJson = (e: WaitlistEntryDto) => ({
  email: e.email,
  city: e.city,
  note: e.note,
  createdAt: iso(e.createdAt),
  invitedAt: iso(e.invitedAt),
  joinedAt: iso(e.joinedAt)
})

const statusOf = (entry: WaitlistEntryDto): string =>
  entry.joinedAt !== null ? `joined ${day(entry.joinedAt)}` : entry.invitedAt !== null ? `invited ${day(entry.invitedAt)}` : "listed"

/** Every page of the list, newest first. */
const wholeList = async (context: CliContext): Promise<ReadonlyArray<WaitlistEntryDto>> => {
  const entries: Array<WaitlistEntryDto> = []
  let cursor: string | undefined
  do {
    const page = await runUseCase(context, listWaitlist({ kind: "cli" }, cursor))
    entries.push(...page.entries)
    cursor = page.nextCursor ?? undefined
  } while (cursor !== undefined)
  return entries
}

export const waitlistCommands = (program: Command, context: CliContext) => {
  const waitlist = program.command("waitlist").description("People waiting for an invitation.")

  waitlist
    .command("list")
    .description("List the waitlist, newest first, with city, note and whether each was invited.")
    .option("--json", "print a JSON array of { email, city, note, createdAt, invitedAt, joinedAt }")
    .action(async (options: { json?: boolean }) => {
      const entries = await wholeList(context)
      if (options.json) {
        printJson(context, entries.map(entryJson))
        return
      }
      if (entries.length === 0) return context.out("Nobody is on the waitlist.\n")
      for (const e of entries) {
        context.out(`${e.email.padEnd(32)} ${day(e.createdAt)}  ${statusOf(e).padEnd(17)} ${e.city ?? ""}${e.note === null ? "" : `  “${e.note}”`}\n`)
      }
    })

  waitlist
    .command("invite")
    .description("Mail a listed address an invitation link from Soundcheck (no member's invite is spent).")
    .argument("<email>", "the listed address")
    .option("--json", "print the entry as JSON: { email, city, note, createdAt, invitedAt, joinedAt }")
    .action(async (email: string, options: { json?: boolean }) => {
      const { entry } = await runUseCase(context, inviteFromWaitlist({ kind: "cli" }, email))
      if (options.json) return printJson(context, entryJson(entry))
      context.out(`Invited ${entry.email}: the invitation link is on its way.\n`)
    })
}
