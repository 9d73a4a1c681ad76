/**
 * RFC 9457 problem details, the body of every error answer of the API: `type` names the error's section of
 * the API reference, `detail` is the sentence a person reads, and `error` (the tag) and `message` (the same
 * sentence) stay as extension members for the clients written against the API's first error shape.
 */
import { Schema } from "effect"
import type { FastifyReply } from "fastify"
import { type ErrorTag, errorTable, titleOf } from "./error-table.ts"

export const PROBLEM_CONTENT_TYPE = "application/problem+json"

export const Problem = Schema.Struct({
  type: Schema.String.annotate({ description: "The error's section of the API reference: /api/docs#error-<Tag>." }),
  title: Schema.String.annotate({ description: "A short summary, the same for every answer with this tag." }),
  status: Schema.Number.annotate({ description: "The HTTP status of the answer." }),
  detail: Schema.String.annotate({ description: "What a person reads." }),
  error: Schema.String.annotate({ description: "The error's tag, as in the error table." }),
  message: Schema.String.annotate({ description: "The same as detail." }),
  issues: Schema.optionalKey(
    Schema.Array(Schema.Struct({ field: Schema.String, message: Schema.String })).annotate({
      description: "A refused form only (InvalidConcert, InvalidFeedback): one message per refused field."
    })
  )
}).annotate({ identifier: "Problem", description: "An error answer (RFC 9457 problem details)." })
export type Problem = typeof Problem.Type

/** The problem type of a tag: a relative reference to its anchor on the API reference page. */
export const problemType = (tag: ErrorTag): string => `/api/docs#error-${tag}`

export interface ProblemOptions {
  /** The table's status unless given (Fastify's own 4xx refusals keep theirs). */
  readonly status?: number | undefined
  /** The table's message unless given. */
  readonly detail?: string | undefined
  readonly issues?: ReadonlyArray<{ readonly field: string; readonly message: string }> | undefined
}

export const problemOf = (tag: ErrorTag, options: ProblemOptions = {}): Problem => {
  const row = errorTable[tag]
  const detail = options.detail ?? row.message
  return {
    type: problemType(tag),
    title: titleOf(tag),
    status: options.status ?? row.status,
    detail,
    error: tag,
    message: detail,
    ...(options.issues === undefined ? {} : { issues: options.issues })
  }
}

/** Answers with the problem, its status and the problem content type (headers already set, such as Retry-After, stay). */
export const sendProblem = (reply: FastifyReply, problem: Problem) => reply.status(problem.status).type(PROBLEM_CONTENT_TYPE).send(problem)
