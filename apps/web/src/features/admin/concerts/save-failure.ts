/** What a refused save says: the server's per-field messages (400 InvalidConcert) for the form to show. */
import { Option, Schema } from "effect"
import { ApiError } from "../../../app/api-client.ts"

const InvalidConcertBody = Schema.Struct({
  issues: Schema.Array(Schema.Struct({ field: Schema.String, message: Schema.String }))
})
const decodeIssues = Schema.decodeUnknownOption(InvalidConcertBody)

/** Field name to message, the shape react-aria's Form takes as `validationErrors`. */
export type FieldErrors = Record<string, string>

export const fieldErrorsOf = (error: unknown): FieldErrors => {
  if (!(error instanceof ApiError)) return {}
  const body = decodeIssues(error.body)
  if (Option.isNone(body)) return {}
  return Object.fromEntries(body.value.issues.map((issue) => [issue.field, issue.message]))
}
