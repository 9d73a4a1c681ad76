/**
 * The one error handler: domain failures through the error table, Fastify's own refusals in the same words, a
 * database outage a 503, everything else a bare 500; each answered as a problem (problem.ts).
 */
import type { FastifyError, FastifyInstance } from "fastify"
import { isConnectionFault } from "../../../adapters/postgres/faults.ts"
import { detailOf, type ErrorTag, isErrorTag } from "../error-table.ts"
import { type Problem, problemOf, sendProblem } from "../problem.ts"
import { DomainFailure } from "./runtime.ts"

const retryAfterOf = (error: unknown): number | undefined =>
  typeof error === "object" && error !== null && "retryAfterSeconds" in error && typeof error.retryAfterSeconds === "number"
    ? error.retryAfterSeconds
    : undefined

/** Field-by-field messages of a refused form (InvalidConcert, InvalidFeedback), sent along so a form can show each under its field. */
const fieldIssuesOf = (error: unknown): ReadonlyArray<{ field: string; message: string }> | undefined => {
  const issues = typeof error === "object" && error !== null && "issues" in error ? error.issues : undefined
  return Array.isArray(issues) && issues.length > 0 ? (issues as Array<{ field: string; message: string }>) : undefined
}

/** The tag a Fastify refusal (malformed JSON, body too large, unsupported media type, …) stands for. */
const fastifyRefusalTag = (status: number): ErrorTag => (status === 413 ? "PayloadTooLarge" : status === 415 ? "UnsupportedMediaType" : "InvalidRequest")

export const errorsPlugin = (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | DomainFailure, request, reply) => {
    let problem: Problem
    if (error instanceof DomainFailure) {
      if (isErrorTag(error.tag)) {
        const issues = fieldIssuesOf(error.error)
        problem = problemOf(error.tag, issues ? { detail: issues[0]!.message, issues } : { detail: detailOf(error.tag, error.error) })
      } else {
        request.log.error({ tag: error.tag }, "domain failure missing from the error table")
        problem = problemOf("InternalError")
      }
      const retryAfter = retryAfterOf(error.error)
      if (retryAfter !== undefined) reply.header("retry-after", String(retryAfter))
    } else if ("validation" in error && error.validation) {
      problem = problemOf("InvalidRequest")
    } else if (typeof error.statusCode === "number" && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own refusals in the table's words, never its internal codes and messages.
      problem = problemOf(fastifyRefusalTag(error.statusCode), { status: error.statusCode })
    } else if (isConnectionFault(error)) {
      problem = problemOf("Unavailable")
      reply.header("retry-after", "5")
      request.log.error({ err: error }, "store unavailable")
    } else {
      problem = problemOf("InternalError")
      request.log.error({ err: error }, "unhandled failure")
    }
    // The rest of a too-large upload is not read: the connection ends with the answer.
    if (problem.status === 413) reply.header("connection", "close")
    return sendProblem(reply, problem)
  })

  app.setNotFoundHandler((request, reply) =>
    sendProblem(reply, problemOf("NotFound", { detail: `No route for ${request.method} ${request.url.split("?")[0]}` }))
  )
}
