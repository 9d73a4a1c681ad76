/**
 * A newcomer's start-up mistakes as one line with the fix: a taken port, a database that cannot be reached,
 * a setting that is not understood. Anything else is a real fault and keeps its stack trace.
 */
import { TrustProxyInvalid } from "./trust-proxy.ts"

export class SettingInvalid extends Error {}

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
  "3D000": "the database does not exist",
  ERR_INVALID_URL: "it is not a valid URL"
}

export const describeStartupFailure = (error: unknown, context: { readonly port: number; readonly databaseUrl?: string | undefined }): string | undefined => {
  if (error instanceof TrustProxyInvalid || error instanceof SettingInvalid) return `soundcheck: ${error.message}`
  const code = codeOf(error)
  if (code === "EADDRINUSE") {
    return `soundcheck: port ${context.port} is already in use. Stop the program using it, or choose another port: PORT=${context.port + 1} npm start`
  }
  if (code === "ERR_SOCKET_BAD_PORT") return `soundcheck: PORT must be a port number from 1 to 65535, e.g. PORT=3000 npm start`
  if (code === "EACCES" && error instanceof Error && "syscall" in error && error.syscall === "listen") {
    return `soundcheck: this user may not listen on port ${context.port}. Choose a port above 1023: PORT=3000 npm start`
  }
  const reason = code === undefined ? undefined : databaseCodes[code]
  if (reason !== undefined && context.databaseUrl !== undefined) {
    return `soundcheck: cannot use the database at DATABASE_URL=${redactUrl(context.databaseUrl)}: ${reason}. Fix DATABASE_URL, or unset it to use the embedded database under .data/`
  }
  return undefined
}
