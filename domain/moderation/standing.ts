/**
 * A moderator's powers over an account (issue #29): suspend it (its sessions end at once, it cannot sign in, others
 * stop seeing it, its unused invitation links stop working) and lift the suspension; revoke its invites (the count
 * becomes 0, no invitation is sent and none requested) and, an admin only, restore them. The person is told what was
 * done and why, never by whom; every change is in the audit log, in the same unit of work.
 */
import { Clock, Effect, Option } from "effect"
import type { Actor, UserTarget } from "../accounts/admin.ts"
import { ProtectedAccount } from "./errors.ts"
import { UserNotFound } from "../accounts/errors.ts"
import { ensureProfile } from "../accounts/profiles.ts"
import { endSessions } from "../accounts/sessions.ts"
import { type UserRecord, UserRepo } from "../accounts/user-repo.ts"
import { AuditLog, type AuditScalar } from "../audit/audit-log.ts"
import { actorIdOf, authorizeAdmin, authorizeStaff } from "../curation/actor.ts"
import { InviteCounts } from "../invitations/invite-counts.ts"
import { InviteRequestRepo } from "../invitations/invite-request-repo.ts"
import { AppConfig } from "../kernel/config.ts"
import { today } from "../kernel/local-date.ts"
import { MailOutbox, type MailMessage } from "../kernel/mail.ts"
import { Tokens } from "../kernel/tokens.ts"
import { Transactions } from "../kernel/transactions.ts"
import type { ModerationNews } from "../notifications/kinds.ts"
import { notify } from "../notifications/notify.ts"
import type { InvitesRevocationDto, SuspensionBody, SuspensionDto } from "./contract.ts"
import { checkDecision, longDate, mayActOn } from "./rules.ts"

/** What an action changed, for the audit log: the account's state before and after. */
export interface Change {
  readonly before: Readonly<Record<string, AuditScalar>> | null
  readonly after: Readonly<Record<string, AuditScalar>> | null
}

/** The account named by e-mail (the CLI) or id (the admin pages). */
export const findTarget = Effect.fnUntraced(function* (target: UserTarget) {
  const users = yield* UserRepo
  const user = "email" in target ? yield* users.findByEmail(target.email.trim()) : yield* users.findById(target.id)
  if (Option.isNone(user)) return yield* new UserNotFound({ target: "email" in target ? target.email : target.id })
  return user.value
})

/** Refuses an account beyond the actor's reach (rules.ts `mayActOn`). */
export const guardTarget = (actor: Actor, user: UserRecord): Effect.Effect<void, ProtectedAccount> =>
  mayActOn(actor.kind === "cli" ? "cli" : actor.user, user) ? Effect.void : Effect.fail(new ProtectedAccount({ userId: user.id }))

/** Tells the person acted on (in the app): what was done and why, from nobody (no actor: it names no moderator). */
export const tellActedOn = Effect.fnUntraced(function* (userId: string, news: ModerationNews) {
  // Each action is news of its own, however many come in a day.
  const subjectId = yield* (yield* Tokens).uuid
  yield* notify({ recipientId: userId, actorId: null, concertId: null, subjectId, data: { kind: "moderation_action", ...news } })
})

/** The account mail of a suspension: the person cannot sign in to read the notification. */
export const suspensionMail = (to: string, reason: string, until: number | null, publicUrl: string): MailMessage => ({
  to,
  subject: "Your Soundcheck account is suspended",
  text:
    `A moderator suspended your Soundcheck account${until === null ? "" : ` until ${longDate(until)}`}.\n\n` +
    `The reason: ${reason}\n\n` +
    `While it is suspended you cannot sign in, and other members do not see you.` +
    (until === null ? "" : ` From ${longDate(until)} you can sign in again:\n${publicUrl}/auth`) +
    "\n"
})

/** The account mail of a lifted suspension: nothing else would tell the person (they cannot sign in to read the notification). */
export const suspensionLiftedMail = (to: string, publicUrl: string): MailMessage => ({
  to,
  subject: "Your Soundcheck account is no longer suspended",
  text: `The suspension of your Soundcheck account was lifted: you can sign in again, and other members see you as before:\n${publicUrl}/auth\n`
})

/** Suspends the account in the caller's unit of work: its sessions and live streams end, it is told in the app and by mail. */
export const applySuspension = Effect.fnUntraced(function* (user: UserRecord, reason: string, until: number | null) {
  const users = yield* UserRepo
  const now = yield* Clock.currentTimeMillis
  const before = Option.getOrNull(yield* users.suspensionOf(user.id, now))
  yield* users.suspend(user.id, { at: now, until, reason })
  yield* endSessions(user.id)
  yield* tellActedOn(user.id, { action: "suspend", reason, until })
  yield* (yield* MailOutbox).enqueue(suspensionMail(user.email, reason, until, (yield* AppConfig).publicUrl))
  return {
    before: { suspended: before !== null, suspendedUntil: before?.until ?? null, reason: before?.reason ?? null },
    after: { suspended: true, suspendedUntil: until, reason }
  } satisfies Change
})

/**
 * Revokes the account's invites in the caller's unit of work: the count becomes 0, the requests for more that wait
 * are rejected (an approval would add nothing), and the person is told.
 */
export const applyRevocation = Effect.fnUntraced(function* (actor: Actor, user: UserRecord, reason: string) {
  const at = yield* Clock.currentTimeMillis
  // The profile holds the count: a first revocation may come before the person ever opened a page.
  yield* ensureProfile(user)
  const counts = yield* InviteCounts
  const wasRevoked = Option.isSome(yield* counts.revocationOf(user.id))
  const before = Option.getOrElse(yield* counts.revoke(user.id, { at, reason }), () => 0)
  const requests = yield* InviteRequestRepo
  for (const request of yield* requests.ofUser(user.id)) {
    if (request.status === "pending") yield* requests.review(request.id, { status: "rejected", reviewedBy: actorIdOf(actor), at })
  }
  yield* tellActedOn(user.id, { action: "revoke_invites", reason })
  return {
    before: { invitesRevoked: wasRevoked, inviteCount: before },
    after: { invitesRevoked: true, inviteCount: 0, reason }
  } satisfies Change
})

const record = (actor: Actor, action: string, userId: string, details: Record<string, AuditScalar | Readonly<Record<string, AuditScalar>>>) =>
  AuditLog.use((log) => log.record({ actorId: actorIdOf(actor), action, subjectType: "user", subjectId: userId, details: { ...details, via: actor.kind } }))

/** PUT /api/admin/users/:userId/suspension and `soundcheck users suspend`: with a reason, until a later day or until lifted. */
export const suspendUser = Effect.fn("suspendUser")(function* (actor: Actor, target: UserTarget, body: SuspensionBody) {
  yield* authorizeStaff(actor)
  const { reason, until } = yield* Effect.fromResult(checkDecision("suspend", body, yield* today))
  const user = yield* findTarget(target)
  yield* guardTarget(actor, user)
  const why = reason ?? ""
  yield* (yield* Transactions).run(
    Effect.gen(function* () {
      const change = yield* applySuspension(user, why, until)
      yield* record(actor, "user.suspended", user.id, { reason: why, until, before: change.before, after: change.after })
    })
  )
  return { userId: user.id, suspendedUntil: until, reason: why } satisfies SuspensionDto
})

/**
 * DELETE /api/admin/users/:userId/suspension and `soundcheck users unsuspend`: lifts it (nothing to do when none is in
 * force); the person is told in the app and by mail, as of the suspension.
 */
export const liftSuspension = Effect.fn("liftSuspension")(function* (actor: Actor, target: UserTarget) {
  yield* authorizeStaff(actor)
  const user = yield* findTarget(target)
  yield* guardTarget(actor, user)
  const now = yield* Clock.currentTimeMillis
  return yield* (yield* Transactions).run(
    Effect.gen(function* () {
      const users = yield* UserRepo
      const before = Option.getOrNull(yield* users.suspensionOf(user.id, now))
      if (!(yield* users.liftSuspension(user.id, now)) || before === null) return false
      yield* tellActedOn(user.id, { action: "lift_suspension" })
      yield* (yield* MailOutbox).enqueue(suspensionLiftedMail(user.email, (yield* AppConfig).publicUrl))
      yield* record(actor, "user.unsuspended", user.id, {
        before: { suspended: true, suspendedUntil: before.until, reason: before.reason },
        after: { suspended: false, suspendedUntil: null, reason: null }
      })
      return true
    })
  )
})

/** PUT /api/admin/users/:userId/invites-revocation and `soundcheck users revoke-invites`. */
export const revokeInvites = Effect.fn("revokeInvites")(function* (actor: Actor, target: UserTarget, body: { readonly reason: string }) {
  yield* authorizeStaff(actor)
  const { reason } = yield* Effect.fromResult(checkDecision("revoke_invites", body, yield* today))
  const user = yield* findTarget(target)
  yield* guardTarget(actor, user)
  const why = reason ?? ""
  return yield* (yield* Transactions).run(
    Effect.gen(function* () {
      const change = yield* applyRevocation(actor, user, why)
      yield* record(actor, "user.invites_revoked", user.id, { reason: why, before: change.before, after: change.after })
      const revocation = Option.getOrThrow(yield* (yield* InviteCounts).revocationOf(user.id))
      return { userId: user.id, revokedAt: revocation.at, reason: revocation.reason } satisfies InvitesRevocationDto
    })
  )
})

/** DELETE /api/admin/users/:userId/invites-revocation and `soundcheck users restore-invites`: admins only. */
export const restoreInvites = Effect.fn("restoreInvites")(function* (actor: Actor, target: UserTarget) {
  yield* authorizeAdmin(actor)
  const user = yield* findTarget(target)
  return yield* (yield* Transactions).run(
    Effect.gen(function* () {
      const counts = yield* InviteCounts
      const before = Option.getOrNull(yield* counts.revocationOf(user.id))
      if (before === null || !(yield* counts.restore(user.id))) return false
      yield* tellActedOn(user.id, { action: "restore_invites" })
      yield* record(actor, "user.invites_restored", user.id, {
        before: { invitesRevoked: true, reason: before.reason },
        after: { invitesRevoked: false, reason: null }
      })
      return true
    })
  )
})
