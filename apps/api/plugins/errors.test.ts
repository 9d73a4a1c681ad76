/** Which failures mean "the database is unavailable" (503) rather than a bug (500); every error row as a problem. */
import {
  BackendTerminatedError,
  BackendTerminatedUnexpectedlyError,
  ConnectionError,
  StatementTimeoutError,
  UniqueIntegrityConstraintViolationError
} from "slonik"
import { describe, expect, it } from "vitest"
import { type ErrorTag, errorTable } from "../error-table.ts"
import { problemOf } from "../problem.ts"
import { isConnectionFault } from "../../../adapters/postgres/faults.ts"

const withCode = (code: string, message = "driver error") => Object.assign(new Error(message), { code })

describe("isConnectionFault", () => {
  it.each([
    ["a refused connection", withCode("ECONNREFUSED", "connect ECONNREFUSED 127.0.0.1:5432")],
    ["a reset connection", withCode("ECONNRESET")],
    ["an administrator shutdown (57P01)", withCode("57P01", "terminating connection due to administrator command")],
    ["a server starting up (57P03)", withCode("57P03", "the database system is starting up")],
    ["a connection exception (08006)", withCode("08006")],
    ["too many connections (53300)", withCode("53300")],
    ["slonik's ConnectionError", new ConnectionError("connect ECONNREFUSED")],
    ["slonik's BackendTerminatedError", new BackendTerminatedError(new Error("x"))],
    ["slonik's BackendTerminatedUnexpectedlyError", new BackendTerminatedUnexpectedlyError(new Error("Connection terminated unexpectedly"))],
    ["a statement timeout", new StatementTimeoutError(new Error("canceling statement due to statement timeout"))],
    ["a pool that timed out connecting", new Error("timeout exceeded when trying to connect")],
    ["a refusal wrapped twice", new Error("outer", { cause: new Error("inner", { cause: withCode("ECONNREFUSED") }) })]
  ])("%s is a 503", (_, error) => {
    expect(isConnectionFault(error)).toBe(true)
  })

  it.each([
    ["a bug", new TypeError("cannot read properties of undefined")],
    ["a constraint violation", new UniqueIntegrityConstraintViolationError({ message: "duplicate", code: "23505" } as never)],
    ["a syntax error in SQL", withCode("42601")],
    ["not an error at all", "ECONNREFUSED"],
    ["an object without a prototype", Object.create(null)],
    [
      "a cycle of causes",
      (() => {
        const e: Error & { cause?: unknown } = new Error("loop")
        e.cause = e
        return e
      })()
    ]
  ])("%s is not", (_, error) => {
    expect(isConnectionFault(error)).toBe(false)
  })
})

describe("problemOf", () => {
  it("gives every row of the error table its anchor, a short title, an error status and its message as detail and message", () => {
    for (const [tag, row] of Object.entries(errorTable) as Array<[ErrorTag, (typeof errorTable)[ErrorTag]]>) {
      const problem = problemOf(tag)
      expect(problem, tag).toEqual({
        type: `/api/docs#error-${tag}`,
        title: problem.title,
        status: row.status,
        detail: row.message,
        error: tag,
        message: row.message
      })
      expect(problem.title, tag).toMatch(/^[A-Z][a-z-]*( [a-zA-Z-]+){0,4}$/)
      expect(problem.status, tag).toBeGreaterThanOrEqual(400)
    }
    expect([problemOf("RateLimited").title, problemOf("NotFound").title, problemOf("CsrfRejected").title]).toEqual([
      "Rate limited",
      "Not found",
      "Cross-site request refused"
    ])
  })

  it("keeps a refused form's field issues, the first as the detail, and a Fastify refusal's own status", () => {
    const issues = [
      { field: "artist", message: "Artist name is required" },
      { field: "city", message: "City is required" }
    ]
    expect(problemOf("InvalidConcert", { detail: issues[0]!.message, issues })).toMatchObject({
      detail: "Artist name is required",
      message: "Artist name is required",
      issues
    })
    expect(problemOf("InvalidRequest", { status: 405 }).status).toBe(405)
  })
})
