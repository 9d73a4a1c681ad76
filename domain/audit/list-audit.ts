/** Staff use case: the newest entries of the audit log (moderators and admins read it, issue #29). */
import { Effect } from "effect"
import { type Actor, authorizeStaff } from "../curation/actor.ts"
import { AuditLog } from "./audit-log.ts"

export const DEFAULT_AUDIT_LIMIT = 100

export const listAudit = Effect.fn("listAudit")(function* (actor: Actor, limit = DEFAULT_AUDIT_LIMIT) {
  yield* authorizeStaff(actor)
  return yield* (yield* AuditLog).list(limit)
})
