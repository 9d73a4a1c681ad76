/** The CLI's composition root: the real database and the Postgres adapters, wired to the process. */
import { ManagedRuntime } from "effect"
import * as PostgresAdapters from "../adapters/postgres/adapters.ts"
import { type Database, openDatabase } from "../adapters/postgres/database.ts"
import type { AppServices } from "../domain/services.ts"
import type { CliContext } from "./context.ts"
import { runCli } from "./program.ts"

let database: Database | undefined
let runtime: ManagedRuntime.ManagedRuntime<AppServices, never> | undefined

const databaseUrl = async () => {
  database ??= await openDatabase()
  return database.url
}

const context: CliContext = {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  interactive: process.stdout.isTTY === true,
  databaseUrl,
  runtime: async () => (runtime ??= ManagedRuntime.make(PostgresAdapters.layer(await databaseUrl(), {
    maximumPoolSize: 2,
    config: { publicUrl: process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 3000}` }
  }))),
  close: async () => {
    await runtime?.dispose()
    await database?.stop()
  }
}

const code = await runCli(process.argv.slice(2), context)
// Exit explicitly once stdout is flushed: open pools or the embedded server must not keep the CLI alive.
process.stdout.write("", () => process.exit(code))
