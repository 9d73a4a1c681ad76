/** Pino options for the API: request ids, and never a password, token or cookie in a log line. */
import type { FastifyServerOptions } from "fastify"

export const redactedPaths = [
  "req.headers.cookie",
  "req.headers.authorization",
  "req.headers[\"x-csrf-token\"]",
  "res.headers[\"set-cookie\"]",
  "*.password",
  "*.token",
  "*.refreshToken",
  "*.accessToken"
]

export const loggerOptions = (level: string): FastifyServerOptions["logger"] => ({
  level,
  redact: { paths: redactedPaths, censor: "[redacted]" }
})
