/** Runs the CLI in-process, capturing its output, over the given runtime and database. */
import type { ManagedRuntime } from "effect"
import { runCli } from "../../cli/program.ts"
import type { AppServices } from "../../domain/services.ts"

export const cli = async (
  argv: ReadonlyArray<string>,
  deps: { runtime?: ManagedRuntime.ManagedRuntime<AppServices, never>; databaseUrl?: string; interactive?: boolean }
) => {
  let stdout = ""
  let stderr = ""
  const code = await runCli(argv, {
    out: (text) => (stdout += text),
    err: (text) => (stderr += text),
    interactive: deps.interactive ?? false,
    databaseUrl: async () => deps.databaseUrl ?? Promise.reject(new Error("no database in this test")),
    runtime: async () => deps.runtime ?? Promise.reject(new Error("no runtime in this test")),
    close: async () => undefined
  })
  return { code, stdout, stderr }
}
