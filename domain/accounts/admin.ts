/** Admin use cases: users and roles, registration mode; every change is written to the audit log. */
import { Clock, Effect, Option } from "effect"
import { AuditLog } from "../audit/audit-log.ts"
import { authorizeStaff } from "../curation/actor.ts"
import { Transactions } from "../kernel/transactions.ts"
import { AppSettings } from "./app-settings.ts"
import { keepAnAdmin } from "./deletion.ts"
import { purgeAfterOf } from "./deletion-rules.ts"
import type { AdminUserDto, RegistrationMode, Role } from "./contract.ts"
import { Forbidden, UserNotFound } from "./errors.ts"
import { sessionUserOf } from "./sessions.ts"
import { type UserRecord, UserRepo } from "./user-repo.ts"

/** Who acts: a signed-in user (checked to be an admin) or the command line (trusted, recorded as null). */
export type Actor = { readonly kind: "user"; readonly user: UserRecord } | { readonly kind: "cli" }

/** A user named by e-mail (the CLI) or by id (the admin pages). */
export type UserTarget = { readonly email: string } | { readonly id: string }

const authorize = (actor: Actor) => (actor.kind === "cli" || actor.user.role === "admin" ? Effect.void : Effect.fail(new Forbidden()))

const actorId = (actor: Actor) => (actor.kind === "user" ? actor.user.id : null)

/**
 * Every user, oldest first, with their standing now: a suspension in force, revoked invites (issue #29), a deletion
 * asked for (#30). The staff read it (moderators suspend and revoke invites from it, issue #29); e-mail addresses are
 * the admins' (and the command line's): a moderator reads each as null.
 */
export const listUsers = Effect.fn("listUsers")(function* (actor: Actor) {
  yield* authorizeStaff(actor)
  const seesEmail = actor.kind === "cli" || actor.user.role === "admin"
  const users = yield* (yield* UserRepo).listWithStanding(yield* Clock.currentTimeMillis)
  return users.map(
    (user): AdminUserDto => ({
      ...sessionUserOf(user),
      email: seesEmail ? user.email : null,
      emailConfirmed: user.emailConfirmedAt !== null,
      createdAt: user.createdAt,
      suspension: user.suspension === null ? null : { until: user.suspension.until, reason: user.suspension.reason },
      invitesRevoked: user.invitesRevoked === null ? null : { at: user.invitesRevoked.at, reason: user.invitesRevoked.reason },
      purgeAfter: user.deletionRequestedAt === null ? null : purgeAfterOf(user.deletionRequestedAt)
    })
  )
})

/** Replaces the user's role row (spec §6); never the last admin's, as for deleting an account (LastAdmin). */
export const setRole = Effect.fn("setRole")(function* (actor: Actor, target: UserTarget, role: Role) {
  yield* authorize(actor)
  const users = yield* UserRepo
  const user = "email" in target ? yield* users.findByEmail(target.email.trim()) : yield* users.findById(target.id)
  if (Option.isNone(user)) return yield* new UserNotFound({ target: "email" in target ? target.email : target.id })
  const from = user.value.role
  yield* (yield* Transactions).run(
    Effect.gen(function* () {
      if (role !== "admin") yield* keepAnAdmin(user.value.id, "role")
      yield* users.setRole(user.value.id, role)
      yield* (yield* AuditLog).record({
        actorId: actorId(actor),
        action: "user.role_changed",
        subjectType: "user",
        subjectId: user.value.id,
        details: { from, to: role, via: actor.kind }
      })
    })
  )
  return sessionUserOf({ ...user.value, role })
})

export const getRegistrationMode = AppSettings.use((settings) => settings.registrationMode)

export const setRegistrationMode = Effect.fn("setRegistrationMode")(function* (actor: Actor, mode: RegistrationMode) {
  yield* authorize(actor)
  const settings = yield* AppSettings
  const from = yield* settings.registrationMode
  yield* (yield* Transactions).run(
    Effect.gen(function* () {
      yield* settings.setRegistrationMode(mode)
      yield* (yield* AuditLog).record({
        actorId: actorId(actor),
        action: "settings.registration_changed",
        subjectType: "app_settings",
        subjectId: "registration_mode",
        details: { from, to: mode, via: actor.kind }
      })
    })
  )
  return { mode }
})
