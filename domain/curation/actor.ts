/** Who performs a curation action: an admin user or the command line; how it is checked and recorded. */
import { Effect } from "effect"
import type { Actor } from "../accounts/admin.ts"
import { Forbidden } from "../accounts/errors.ts"
import { AuditLog, type AuditDetails } from "../audit/audit-log.ts"
import { UserId } from "../kernel/ids.ts"

export type { Actor }

export const authorizeAdmin = (actor: Actor): Effect.Effect<void, Forbidden> =>
  actor.kind === "cli" || actor.user.role === "admin" ? Effect.void : Effect.fail(new Forbidden())

/** Whether a role is staff: moderators and admins (issue #29). */
export const isStaffRole = (role: string): boolean => role === "admin" || role === "moderator"

/**
 * The staff's curation (issue #29): moderators and admins review suggestions and feedback, list, read and edit
 * concerts; creating, deleting, importing and merging concerts stay the admins' (`authorizeAdmin`).
 */
export const authorizeStaff = (actor: Actor): Effect.Effect<void, Forbidden> =>
  actor.kind === "cli" || isStaffRole(actor.user.role) ? Effect.void : Effect.fail(new Forbidden())

export const actorIdOf = (actor: Actor): string | null => (actor.kind === "user" ? actor.user.id : null)

/** The user a new concert is credited to; none from the command line. */
export const createdByOf = (actor: Actor): UserId | null => (actor.kind === "user" ? UserId.make(actor.user.id) : null)

/** Appends one audit entry for an action on a concert, with who did it and through which door. */
export const auditConcert = (actor: Actor, action: string, concertId: string | null, details: AuditDetails) =>
  AuditLog.use((log) =>
    log.record({
      actorId: actorIdOf(actor),
      action,
      subjectType: "concert",
      subjectId: concertId,
      details: { ...details, via: actor.kind }
    })
  )
