/** Staff use case: the newest entries of the audit log (moderators and admins read it, issue #29). */
import { Effect } from "effect"
import { type Actor, authorizeStaff } from "../curation/actor.ts"
import { AuditLog, type RecordedAudit } from "./audit-log.ts"

export const DEFAULT_AUDIT_LIMIT = 100

/**
 * An entry as a moderator reads it: every entry, but no e-mail address (a waitlisted person's, a new admin's), which
 * their role sees nowhere else (the users list and the waitlist are the admins').
 */
const forModerator = (entry: RecordedAudit): RecordedAudit => {
  if (!Object.hasOwn(entry.details, "email")) return entry
  const { email: _email, ...details } = entry.details
  return { ...entry, details }
}

export const listAudit = Effect.fn("listAudit")(function* (actor: Actor, limit = DEFAULT_AUDIT_LIMIT) {
  yield* authorizeStaff(actor)
  const entries = yield* (yield* AuditLog).list(limit)
  return actor.kind === "user" && actor.user.role !== "admin" ? entries.map(forModerator) : entries
})
