/** The CLI's composition root: the settings, the real database and the Postgres adapters, wired to the process. */
import { loadSettings } from "../apps/config/load.ts"
import { databaseAccess } from "./database.ts"
import { runCli } from "./program.ts"

const code = await runCli(process.argv.slice(2), {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  interactive: process.stderr.isTTY === true,
  ...databaseAccess(() => loadSettings())
})
// Exit explicitly once stdout is flushed: open pools or the embedded server must not keep the CLI alive.
process.stdout.write("", () => process.exit(code))
