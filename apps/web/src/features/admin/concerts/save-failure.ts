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
  // A field may be refused more than once (each ticket link's issue names the field ticketLinks): all are shown.
  const errors: FieldErrors = {}
  for (const issue of body.value.issues) errors[issue.field] = errors[issue.field] === undefined ? issue.message : `${errors[issue.field]} ${issue.message}`
  return errors
}
