/** Which errors mean the database is unavailable rather than a statement wrong: the API answers them 503, a replica read retries them on the primary. */
/** Socket errors of a database server that is down or unreachable. */
const unreachableCodes = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "EHOSTUNREACH", "ENETUNREACH", "EAI_AGAIN"])
/** slonik's errors for a lost connection or a statement that ran out of time; ioredis's for a Redis that is down. */
const unavailableErrors = new Set([
  "ConnectionError",
  "BackendTerminatedError",
  "BackendTerminatedUnexpectedlyError",
  "StatementTimeoutError",
  "MaxRetriesPerRequestError"
])
/**
 * The database is down, restarting or overloaded: a lost or refused connection, SQLSTATE class 08
 * (connection exception), 57P01–57P03 (shutdown, crash, starting up), 53300 (too many connections), or a
 * timeout, found on the error or anywhere down its `cause` chain.
 */
export const isConnectionFault = (error: unknown, depth = 0): boolean => {
  if (typeof error !== "object" || error === null || depth > 5) return false
  const code = "code" in error && typeof error.code === "string" ? error.code : ""
  const text = error instanceof Error ? error.message : ""
  return (
    unreachableCodes.has(code) ||
    code.startsWith("08") ||
    /^57P0[123]$/.test(code) ||
    code === "53300" ||
    unavailableErrors.has(error.constructor?.name ?? "") ||
    /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable/i.test(
      text
    ) ||
    ("cause" in error && isConnectionFault(error.cause, depth + 1))
  )
}
