/** Pino options for the API: request ids, and never a password, token or cookie in a log line. */
import type { FastifyServerOptions } from "fastify"

export const redactedPaths = [
  "req.headers.cookie",
  "req.headers.authorization",
  'req.headers["x-csrf-token"]',
  'res.headers["set-cookie"]',
  "*.password",
  "*.token",
  "*.refreshToken",
  "*.accessToken"
]

/**
 * Invitation links carry their token in the query string, the private calendar feed in its path
 * (/api/calendar/<token>.ics): neither reaches a log line.
 */
export const redactUrl = (url: string): string => url.replace(/([?&]token=)[^&#]*/gi, "$1[redacted]").replace(/^(\/api\/calendar\/)[^/?#]+/i, "$1[redacted]")

interface LoggedRequest {
  readonly method: string
  readonly url: string
  readonly host?: string
  readonly ip?: string
}

export const loggerOptions = (level: string): FastifyServerOptions["logger"] => ({
  level,
  redact: { paths: redactedPaths, censor: "[redacted]" },
  serializers: {
    req: (req: LoggedRequest) => ({ method: req.method, url: redactUrl(req.url), host: req.host, remoteAddress: req.ip })
  }
})
