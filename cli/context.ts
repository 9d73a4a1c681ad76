/** What a CLI command gets: output streams and the database, opened only when a command needs it. */
import type { ManagedRuntime } from "effect"
import type { AppServices } from "../domain/services.ts"

export interface CliContext {
  readonly out: (text: string) => void
  readonly err: (text: string) => void
  /** True when stderr is a terminal: progress bars are drawn (on stderr) only then. */
  readonly interactive?: boolean | undefined
  /** The database URL, starting or attaching to the embedded server when there is no DATABASE_URL. */
  readonly databaseUrl: () => Promise<string>
  /** The use-case runtime over the adapters. */
  readonly runtime: () => Promise<ManagedRuntime.ManagedRuntime<AppServices, never>>
  readonly close: () => Promise<void>
}

/** A refusal the user should read (not found, invalid input): one line on stderr, exit code 1. */
export class CliRefusal extends Error {}
