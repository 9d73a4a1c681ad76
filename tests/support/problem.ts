/** The problem details (RFC 9457) the API answers an error with, for tests that compare error bodies. */
import { expect } from "vitest"
import { type ErrorTag, isErrorTag, titleOf } from "../../apps/api/error-table.ts"

export const PROBLEM_JSON = "application/problem+json; charset=utf-8"

/** In the order the API writes the members, so a test may compare serialized bodies too. */
export const problem = (status: number, tag: ErrorTag, detail: string) => ({
  type: `/api/docs#error-${tag}`,
  title: titleOf(tag),
  status,
  detail,
  error: tag,
  message: detail
})

interface Answer {
  readonly statusCode: number
  readonly headers: Readonly<Record<string, unknown>>
  readonly json: () => unknown
}

/**
 * An answer's status and body as `{ status, error, message, issues? }` for tests to compare, once an error
 * answer is checked to be a well-formed problem: the problem content type, its tag's `type` and `title`,
 * `status` the answer's, `detail` the message.
 */
export const errorOf = (res: Answer) => {
  const body = res.json() as Record<string, unknown>
  if (res.statusCode < 400) return { status: res.statusCode, ...body }
  const { type, title, status, detail, ...rest } = body
  const tag = String(rest.error)
  expect({ contentType: res.headers["content-type"], type, title, status, detail }, `${res.statusCode} ${JSON.stringify(body)}`).toEqual({
    contentType: PROBLEM_JSON,
    type: `/api/docs#error-${tag}`,
    title: isErrorTag(tag) ? titleOf(tag) : "(a tag with a row in the error table)",
    status: res.statusCode,
    detail: rest.message
  })
  return { status: res.statusCode, ...rest }
}
