/**
 * A newcomer's start-up mistakes as one line with the fix: a setting that is not understood (apps/config
 * names the variable), a taken port, a database that cannot be reached. Anything else is a real fault and
 * keeps its stack trace.
 */
import { EmbeddedPostgresMissing } from "../../adapters/postgres/embedded.ts"
import { SettingInvalid } from "../config/load.ts"

/** What the line may name: the port and database, once the settings are read. */
export interface StartupContext {
  readonly port?: number | undefined
  readonly databaseUrl?: string | undefined
}

const codeOf = (error: unknown): string | undefined =>
  typeof error === "object" && error !== null && "code" in error && typeof error.code === "string" ? error.code : undefined

/** The database URL as it may be printed: without its password. */
export const redactUrl = (url: string): string => {
  try {
    const parsed = new URL(url)
    if (parsed.password !== "") parsed.password = "***"
    return parsed.toString()
  } catch {
    return "(not a URL)"
  }
}

const databaseCodes: Record<string, string> = {
  ECONNREFUSED: "nothing is listening there",
  ENOTFOUND: "the host name is unknown",
  EAI_AGAIN: "the host name could not be looked up",
  ETIMEDOUT: "the connection timed out",
  EHOSTUNREACH: "the host cannot be reached",
  "28P01": "the password was refused",
  "28000": "the user may not connect",
  "3D000": "the database does not exist"
}

export const describeStartupFailure = (error: unknown, context: StartupContext): string | undefined => {
  if (error instanceof SettingInvalid || error instanceof EmbeddedPostgresMissing) return `soundcheck: ${error.message}`
  const code = codeOf(error)
  if (code === "EADDRINUSE" && context.port !== undefined) {
    return `soundcheck: port ${context.port} is already in use. Stop the program using it, or choose another port: PORT=${context.port + 1} npm start`
  }
  if (code === "EACCES" && error instanceof Error && "syscall" in error && error.syscall === "listen") {
    return `soundcheck: this user may not listen on port ${context.port}. Choose a port above 1023: PORT=3000 npm start`
  }
  // The database is still stopping (a Ctrl-C a moment ago) or starting: nothing to fix but the timing.
  if (code === "57P01" || code === "57P02" || code === "57P03") {
    return "soundcheck: the database is shutting down or starting up (a previous run may still be stopping); wait a few seconds and start again"
  }
  const reason = code === undefined ? undefined : databaseCodes[code]
  if (reason !== undefined && context.databaseUrl !== undefined) {
    return `soundcheck: cannot use the database at DATABASE_URL=${redactUrl(context.databaseUrl)}: ${reason}. Fix DATABASE_URL, or unset it to use the embedded database under .data/`
  }
  return undefined
}
