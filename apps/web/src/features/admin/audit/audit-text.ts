/** An audit entry's parts as text for the log's table (issue #29): who did what to whom, and the details. */
import type { AuditEntryDto } from "../../../../../../domain/curation/contract.ts"

type Actor = Pick<AuditEntryDto, "actorId" | "actorName">
type Subject = Pick<AuditEntryDto, "subjectType" | "subjectId" | "subjectName">

/** "role_changed" reads "role changed". */
export const actionText = (action: string): string => action.replaceAll(/[_.]+/g, " ")

/** The actor: the account's name, the command line (no account), or an account since deleted (its id a pseudonym). */
export const actorText = (entry: Actor): string => entry.actorName ?? (entry.actorId === null ? "Command line" : "Deleted account")

/** The subject: the account's name (a user, a reported profile), else its kind and id ("concert 1f2e…"). */
export const subjectText = (entry: Subject): string =>
  entry.subjectName ?? (entry.subjectId === null ? actionText(entry.subjectType) : `${actionText(entry.subjectType)} ${entry.subjectId}`)

/** What the actions done to an account say in a sentence, between the actor's name and the account's. */
const verbs: Readonly<Record<string, string>> = {
  "user.suspended": "suspended",
  "user.unsuspended": "lifted the suspension of",
  "user.invites_revoked": "revoked the invites of",
  "user.invites_restored": "restored the invites of",
  "user.role_changed": "changed the role of",
  "user.admin_created": "created an admin account for",
  "user.data_exported": "exported the data of",
  "report.resolved": "resolved a report on"
}

/**
 * The entry in one line: "Ada Admin suspended Dave Okafor" when the subject is an account and the action has words,
 * else "Ada Admin: concert updated (concert 1f2e…)".
 */
export const summaryText = (entry: Actor & Subject & Pick<AuditEntryDto, "action">): string => {
  const verb = Object.hasOwn(verbs, entry.action) ? verbs[entry.action] : undefined
  const who = actorText(entry)
  return verb !== undefined && entry.subjectName !== null
    ? `${who} ${verb} ${entry.subjectName}`
    : `${who}: ${actionText(entry.action)} (${subjectText(entry)})`
}

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
