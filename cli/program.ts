/** The soundcheck CLI: commands, exit codes and output, separate from process wiring so tests can run it. */
import { Command, CommanderError } from "commander"
import packageJson from "../package.json" with { type: "json" }
import { auditCommands } from "./commands/audit.ts"
import { dbCommands } from "./commands/db.ts"
import { digestCommands } from "./commands/digest.ts"
import { reminderCommands } from "./commands/reminders.ts"
import { feedbackCommands } from "./commands/feedback.ts"
import { followCommands } from "./commands/follows.ts"
import { inviteCommands } from "./commands/invites.ts"
import { concertCommands } from "./commands/concerts.ts"
import { mailCommands } from "./commands/mail.ts"
import { settingsCommands } from "./commands/settings.ts"
import { statsCommands } from "./commands/stats.ts"
import { suggestionCommands } from "./commands/suggestions.ts"
import { reportCommands } from "./commands/reports.ts"
import { userCommands } from "./commands/users.ts"
import { userExportCommands } from "./commands/user-export.ts"
import { CliRefusal, type CliContext } from "./context.ts"
import { waitlistCommands } from "./commands/waitlist.ts"
import { terminalSafe } from "./output.ts"

export const EXIT_OK = 0
export const EXIT_REFUSED = 1
export const EXIT_USAGE = 2

export const buildProgram = (context: CliContext): Command => {
  const program = new Command("soundcheck")
    .description("Soundcheck administration: database, demo data, concerts, mail, users and settings.")
    .version(packageJson.version, "-V, --version", "print the version of Soundcheck")
    .exitOverride()
    .configureOutput({ writeOut: context.out, writeErr: context.err })
    .showHelpAfterError("(run soundcheck --help for usage)")
  dbCommands(program, context)
  concertCommands(program, context)
  mailCommands(program, context)
  digestCommands(program, context)
  reminderCommands(program, context)
  userCommands(program, context)
  userExportCommands(program, context)
  settingsCommands(program, context)
  inviteCommands(program, context)
  feedbackCommands(program, context)
  followCommands(program, context)
  suggestionCommands(program, context)
  reportCommands(program, context)
  auditCommands(program, context)
  statsCommands(program, context)
  waitlistCommands(program, context)
  return program
}

/** Runs one command line and returns its exit code; never calls process.exit. */
export const runCli = async (argv: ReadonlyArray<string>, unsafeContext: CliContext): Promise<number> => {
  const context: CliContext = {
    ...unsafeContext,
    out: (text) => unsafeContext.out(terminalSafe(text)),
    err: (text) => unsafeContext.err(terminalSafe(text))
  }
  const program = buildProgram(context)
  try {
    await program.parseAsync([...argv], { from: "user" })
    return EXIT_OK
  } catch (error) {
    if (error instanceof CommanderError) {
      return error.code === "commander.helpDisplayed" || error.code === "commander.version" || error.exitCode === 0 ? EXIT_OK : EXIT_USAGE
    }
    if (error instanceof CliRefusal) {
      context.err(`soundcheck: ${error.message}\n`)
      return EXIT_REFUSED
    }
    context.err(`soundcheck: ${error instanceof Error ? error.message : String(error)}\n`)
    return EXIT_REFUSED
  } finally {
    await context.close()
  }
}
