/** The one error handler: domain failures through the error table, everything else a bare 500. */
import type { FastifyError, FastifyInstance } from "fastify"
import { errorTable, internalFailure, unavailableFailure, type HttpFailure } from "../error-table.ts"
import { DomainFailure } from "./runtime.ts"

const isConnectionFault = (error: unknown): boolean =>
  error instanceof Error && /ECONNREFUSED|ConnectionError|Connection terminated|timeout exceeded when trying to connect/i.test(
    `${error.name} ${error.message}`
  )

const retryAfterOf = (error: unknown): number | undefined =>
  typeof error === "object" && error !== null && "retryAfterSeconds" in error && typeof error.retryAfterSeconds === "number"
    ? error.retryAfterSeconds
    : undefined

/** Field-by-field messages of a refused form (InvalidConcert), sent along so a form can show each under its field. */
const fieldIssuesOf = (error: unknown): ReadonlyArray<{ field: string; message: string }> | undefined => {
  const issues = typeof error === "object" && error !== null && "issues" in error ? error.issues : undefined
  return Array.isArray(issues) && issues.length > 0 ? issues as Array<{ field: string; message: string }> : undefined
}

export const errorsPlugin = (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | DomainFailure, request, reply) => {
    let failure: HttpFailure
    let tag: string
    if (error instanceof DomainFailure) {
      tag = error.tag
      failure = errorTable[error.tag] ?? internalFailure
    } else if ("validation" in error && error.validation) {
      tag = "InvalidRequest"
      failure = errorTable.InvalidRequest ?? internalFailure
    } else if (typeof error.statusCode === "number" && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own refusals (malformed JSON, body too large, unsupported media type).
      tag = error.code ?? "BadRequest"
      failure = { status: error.statusCode, message: error.message }
    } else if (isConnectionFault(error)) {
      tag = "Unavailable"
      failure = unavailableFailure
      request.log.error({ err: error }, "store unavailable")
    } else {
      tag = "InternalError"
      failure = internalFailure
      request.log.error({ err: error }, "unhandled failure")
    }
    if (failure === internalFailure && error instanceof DomainFailure) {
      request.log.error({ tag: error.tag }, "domain failure missing from the error table")
    }
    const retryAfter = error instanceof DomainFailure ? retryAfterOf(error.error) : undefined
    if (retryAfter !== undefined) reply.header("retry-after", String(retryAfter))
    const issues = error instanceof DomainFailure ? fieldIssuesOf(error.error) : undefined
    if (issues) return reply.status(failure.status).send({ error: tag, message: issues[0]!.message, issues })
    return reply.status(failure.status).send({ error: tag, message: failure.message })
  })

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ error: "NotFound", message: `No route for ${request.method} ${request.url.split("?")[0]}` })
  )
}
