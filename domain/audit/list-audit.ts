/** Admin use case: the newest entries of the audit log. */
import { Effect } from "effect"
import { type Actor, authorizeAdmin } from "../curation/actor.ts"
import { AuditLog } from "./audit-log.ts"

export const DEFAULT_AUDIT_LIMIT = 100

export const listAudit = Effect.fn("listAudit")(function* (actor: Actor, limit = DEFAULT_AUDIT_LIMIT) {
  yield* authorizeAdmin(actor)
  return yield* (yield* AuditLog).list(limit)
})
