/** The CLI's database and use-case runtime, opened when a command first needs them, as the shared settings say. */
import { ManagedRuntime } from "effect"
import { type Database, openDatabase } from "../adapters/postgres/database.ts"
import type { Settings } from "../apps/config/settings.ts"
import { runtimeLayer } from "../apps/config/runtime.ts"
import type { AppServices } from "../domain/services.ts"
import type { CliContext } from "./context.ts"

/**
 * `databaseUrl`, `runtime` and `close` for a context. The settings are read with the database, so a command
 * that needs neither (help, a usage error) runs whatever the environment holds; a bad value ends the
 * command with one line naming the variable, as the server's start does.
 */
export const databaseAccess = (readSettings: () => Settings): Pick<CliContext, "databaseUrl" | "runtime" | "close"> => {
  let settings: Settings | undefined
  let database: Database | undefined
  let runtime: ManagedRuntime.ManagedRuntime<AppServices, never> | undefined
  const settingsOnce = () => (settings ??= readSettings())
  const databaseUrl = async () => {
    database ??= await openDatabase(settingsOnce())
    return database.url
  }
  return {
    databaseUrl,
    runtime: async () => (runtime ??= ManagedRuntime.make(runtimeLayer(settingsOnce(), await databaseUrl(), { maximumPoolSize: 2 }))),
    close: async () => {
      await runtime?.dispose()
      await database?.stop()
    }
  }
}
