/**
 * The error answers of one route: the failures its contract names and those of the HTTP layer that apply to
 * it (derived from the route, so they cannot be forgotten), grouped by status as problem details whose
 * `error`, `type` and `status` can only be what the route answers.
 */
import { type ErrorTag, errorTable } from "../error-table.ts"
import { PROBLEM_CONTENT_TYPE, problemType } from "../problem.ts"
import type { RouteEntry } from "../plugins/route-table.ts"
import type { Json } from "./schemas.ts"

const BODY_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"])

/** The HTTP layer's failures for this route. */
const layerErrors = (entry: RouteEntry): ReadonlyArray<ErrorTag> => [
  // A NUL character in the path, the query or the body, or input the contract refuses.
  "InvalidRequest",
  ...(entry.access === "public" ? [] : ["NotAuthenticated" as const]),
  ...(entry.access === "admin" || entry.access === "staff" ? ["Forbidden" as const] : []),
  ...(entry.csrf ? ["CsrfRejected" as const] : []),
  // Fastify reads a body on these methods whatever the route: too large, or of a type no route reads.
  ...(BODY_METHODS.has(entry.method) ? (["PayloadTooLarge", "UnsupportedMediaType"] as const) : []),
  ...(entry.shed ? ["Overloaded" as const] : []),
  "Unavailable",
  "InternalError"
]

/** The tags a route may answer, each once, by status. */
export const errorsByStatus = (entry: RouteEntry): ReadonlyMap<number, ReadonlyArray<ErrorTag>> => {
  const byStatus = new Map<number, Array<ErrorTag>>()
  for (const tag of new Set([...(entry.contract?.errors ?? []), ...layerErrors(entry)])) {
    const status = errorTable[tag].status
    byStatus.set(status, [...(byStatus.get(status) ?? []), tag])
  }
  return byStatus
}

/** Statuses whose answers say when to try again. */
const RETRY_STATUSES = new Set([429, 503])

export const PROBLEM_REF = "#/components/schemas/Problem"

/** The problem answer of one status, limited to the route's tags of that status. */
export const problemContent = (status: number, tags: ReadonlyArray<ErrorTag>): Json => ({
  [PROBLEM_CONTENT_TYPE]: {
    schema: {
      allOf: [
        { $ref: PROBLEM_REF },
        {
          type: "object",
          properties: {
            type: { enum: tags.map(problemType) },
            status: { const: status },
            error: { enum: [...tags] }
          }
        }
      ]
    }
  }
})

export const retryAfterHeader = (status: number): Json | undefined =>
  RETRY_STATUSES.has(status)
    ? { "Retry-After": { description: "Seconds to wait before trying again (when known).", schema: { type: "integer", minimum: 0 } } }
    : undefined
