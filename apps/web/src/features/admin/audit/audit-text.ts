/** An audit entry's parts as text for the log's table (issue #29): who, what, on what, and the details. */
import type { AuditEntryDto } from "../../../../../../domain/curation/contract.ts"

/** "role_changed" reads "role changed". */
export const actionText = (action: string): string => action.replaceAll(/[_.]+/g, " ")

/** The actor: an account's id, or the command line (no account). */
export const actorText = (actorId: string | null): string => actorId ?? "Command line"

export const subjectText = (entry: Pick<AuditEntryDto, "subjectType" | "subjectId">): string =>
  entry.subjectId === null ? entry.subjectType : `${entry.subjectType} ${entry.subjectId}`

const scalar = (value: unknown): string => {
  if (value === null || value === undefined) return "none"
  if (typeof value === "string") return value === "" ? '""' : value
  if (typeof value === "number" || typeof value === "boolean") return String(value)
  return JSON.stringify(value)
}

/**
 * The details as "key: value" lines; a nested record (a "before" or "after" snapshot) on one line as
 * "before: name = Ada, bio = none".
 */
export const detailLines = (details: AuditEntryDto["details"]): ReadonlyArray<string> =>
  Object.entries(details).map(([key, value]) => {
    if (typeof value === "object" && value !== null && !Array.isArray(value)) {
      const parts = Object.entries(value as Record<string, unknown>).map(([inner, innerValue]) => `${inner} = ${scalar(innerValue)}`)
      return `${key}: ${parts.length === 0 ? "nothing" : parts.join(", ")}`
    }
    return `${key}: ${scalar(value)}`
  })
