/**
 * soundcheck users export <email> <file.zip> (issue #30): an account's data export, for a request that came by mail,
 * built at once and written to a new file only its owner on this machine may read; recorded in the audit log.
 */
import { stat, writeFile } from "node:fs/promises"
import type { Command } from "commander"
import { exportAccount } from "../../domain/own-data/exports.ts"
import { CliRefusal, type CliContext } from "../context.ts"
import { printJson } from "../output.ts"
import { runUseCase } from "../run-use-case.ts"

/** Writes the archive to a file that does not exist yet (personal data never overwrites another file), mode 0600. */
const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false
  )

const writeNew = async (file: string, bytes: Uint8Array) => {
  try {
    await writeFile(file, bytes, { flag: "wx", mode: 0o600 })
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    throw new CliRefusal(code === "EEXIST" ? `${file} exists already; choose a new file name` : `cannot write ${file}: ${code ?? String(error)}`)
  }
}

export const userExportCommands = (program: Command, context: CliContext) => {
  const users = program.commands.find((c) => c.name() === "users") ?? program.command("users").description("User accounts and roles.")
  users
    .command("export")
    .description("Write an account's data export (the ZIP a person downloads from /settings) to a new file; recorded in the audit log.")
    .argument("<email>", "the user's e-mail address")
    .argument("<file.zip>", "the file to write (it must not exist yet)")
    .option("--json", "print { email, file, size }")
    .action(async (email: string, file: string, options: { json?: boolean }) => {
      if (!file.toLowerCase().endsWith(".zip")) throw new CliRefusal("the file name must end in .zip")
      // Checked first too, so a file that is there already does not cost a build and an audit entry.
      if (await exists(file)) throw new CliRefusal(`${file} exists already; choose a new file name`)
      const archive = await runUseCase(context, exportAccount({ kind: "cli" }, { email }))
      await writeNew(file, archive.bytes)
      if (options.json) return printJson(context, { email: archive.email, file, size: archive.bytes.length })
      context.out(`Wrote the data of ${archive.email} to ${file} (${archive.bytes.length} bytes).\n`)
    })
}
