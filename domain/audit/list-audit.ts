/** Staff use case: the newest entries of the audit log (moderators and admins read it, issue #29). */
import { Effect } from "effect"
import { sessionUserOf } from "../accounts/sessions.ts"
import { UserRepo } from "../accounts/user-repo.ts"
import { type Actor, authorizeStaff } from "../curation/actor.ts"
import { AuditLog, type RecordedAudit } from "./audit-log.ts"

export const DEFAULT_AUDIT_LIMIT = 100

/** The subject types whose id is an account's: the account acted on, a reported profile. */
const ACCOUNT_SUBJECTS: ReadonlySet<string> = new Set(["user", "profile"])

/** An entry as the staff read it: with the names of the accounts that acted and were acted on (null: none, or gone). */
export interface AuditEntryView extends RecordedAudit {
  readonly actorName: string | null
  readonly subjectName: string | null
}

/**
 * An entry as a moderator reads it: every entry, but no e-mail address (a waitlisted person's, a new admin's), which
 * their role sees nowhere else (the users list shows them none, the waitlist is the admins').
 */
const forModerator = (entry: RecordedAudit): RecordedAudit => {
  if (!Object.hasOwn(entry.details, "email")) return entry
  const { email: _email, ...details } = entry.details
  return { ...entry, details }
}

const accountSubjectOf = (entry: RecordedAudit): string | null => (ACCOUNT_SUBJECTS.has(entry.subjectType) ? entry.subjectId : null)

export const listAudit = Effect.fn("listAudit")(function* (actor: Actor, limit = DEFAULT_AUDIT_LIMIT) {
  yield* authorizeStaff(actor)
  const entries = yield* (yield* AuditLog).list(limit)
  const shown = actor.kind === "user" && actor.user.role !== "admin" ? entries.map(forModerator) : entries
  // One read for every account named on the page; an erased account's pseudonym is nobody's, so it has no name.
  const ids = shown.flatMap((entry) => [entry.actorId, accountSubjectOf(entry)].filter((id) => id !== null))
  const names = new Map((yield* (yield* UserRepo).findByIds(ids)).map((user) => [user.id, sessionUserOf(user).displayName ?? "Unknown User"]))
  const nameOf = (id: string | null) => (id === null ? null : (names.get(id) ?? null))
  return shown.map((entry): AuditEntryView => ({ ...entry, actorName: nameOf(entry.actorId), subjectName: nameOf(accountSubjectOf(entry)) }))
})
