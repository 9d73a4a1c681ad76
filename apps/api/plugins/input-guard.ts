/**
 * Refuses input PostgreSQL cannot store before any use case sees it: a NUL character anywhere in the path
 * parameters, the query string or a JSON body (text columns cannot hold one) is an InvalidRequest.
 */
import type { FastifyInstance } from "fastify"
import { DomainFailure } from "./runtime.ts"

/** An uploaded stream (text/csv) is read, and checked, by its own reader. */
const isStream = (value: object) => Symbol.asyncIterator in value || Buffer.isBuffer(value)

const holdsNul = (value: unknown, depth = 0): boolean => {
  if (typeof value === "string") return value.includes("\u0000")
  if (depth > 32 || typeof value !== "object" || value === null || isStream(value)) return false
  return Object.entries(value).some(([key, inner]) => key.includes("\u0000") || holdsNul(inner, depth + 1))
}

export const inputGuardPlugin = (app: FastifyInstance) => {
  app.addHook("preValidation", (request, _reply, done) => {
    if (holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body)) {
      return done(new DomainFailure("InvalidRequest", { _tag: "InvalidRequest", issues: "NUL character in the input" }))
    }
    done()
  })
}
