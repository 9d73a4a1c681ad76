/**
 * Purging an account for good (issue #30): after the grace period of a deletion the person asked for (the hourly
 * sweep, `soundcheck users purge-deleted`), or at once when an admin deletes it (`soundcheck users delete`). One unit of
 * work, in this order: the plans the person made pass to the member who joined first (or are deleted when nobody else
 * is in them); their messages in threads that stay lose author and text; reports about them and the audit log keep
 * their evidence under the person's pseudonym; everything else that names them is deleted with the account, so the
 * address can sign up afresh as a new person. Nothing can bring it back.
 */
import { Clock, Effect, Option } from "effect"
import { AuditLog } from "../audit/audit-log.ts"
import { actorIdOf, authorizeAdmin } from "../curation/actor.ts"
import { Transactions } from "../kernel/transactions.ts"
import { findTarget } from "../moderation/standing.ts"
import { tellPlanChanged } from "../plans/access.ts"
import { PlanRepo } from "../plans/plan-repo.ts"
import type { Actor, UserTarget } from "./admin.ts"
import { keepAnAdmin, tellFriendsGone } from "./deletion.ts"
import { UserNotFound } from "./errors.ts"
import { dueBefore, graceEnded } from "./deletion-rules.ts"
import { AccountPurge, type AccountToPurge } from "./purge-repo.ts"
import { UserRepo } from "./user-repo.ts"

/** Why an account is purged: its grace period ended, or an admin deleted it. */
export type PurgeCause = { readonly kind: "grace_ended" } | { readonly kind: "deleted"; readonly actor: Actor }

/** What a purge did, for the audit log and the command line. */
export interface Purged {
  /** The pseudonym that stands for the person in what is kept. */
  readonly pseudonym: string
  /** Plans that passed to another member, and plans deleted with nobody else in them. */
  readonly plansHandedOver: number
  readonly plansDeleted: number
  /** Messages kept in their threads without author and text. */
  readonly messagesAnonymised: number
}

/** The plans the person made: each passes to the member who joined first (PlanRepo `members`' order), or goes. */
const handOverPlans = Effect.fnUntraced(function* (userId: string) {
  const plans = yield* PlanRepo
  const purge = yield* AccountPurge
  let handedOver = 0
  let deleted = 0
  for (const planId of yield* purge.plansMadeBy(userId)) {
    const others = (yield* plans.members(planId)).filter((m) => m.userId !== userId)
    const heir = others[0]
    if (heir === undefined) {
      yield* plans.remove(planId)
      deleted++
    } else {
      yield* purge.handOverPlan(planId, heir.userId)
      yield* tellPlanChanged(
        planId,
        others.map((m) => m.userId)
      )
      handedOver++
    }
  }
  return { handedOver, deleted }
})

/** The purge itself, in the caller's unit of work, of an account already held (`AccountPurge.lock`). */
const purgeHeld = Effect.fnUntraced(function* (account: AccountToPurge, cause: PurgeCause) {
  const purge = yield* AccountPurge
  const pseudonym = yield* purge.pseudonymOf(account.id)
  const plans = yield* handOverPlans(account.id)
  const messagesAnonymised = yield* purge.anonymiseMessages(account.id)
  yield* purge.pseudonymiseReports(account.id, pseudonym)
  yield* purge.pseudonymiseAudit(account, pseudonym)
  // Friends' open pages refetch without them (a purge by an admin comes with no grace period that hid them first).
  yield* tellFriendsGone(account.id)
  yield* purge.erase(account)
  const purged = { pseudonym, plansHandedOver: plans.handedOver, plansDeleted: plans.deleted, messagesAnonymised } satisfies Purged
  yield* (yield* AuditLog).record({
    actorId: cause.kind === "deleted" ? actorIdOf(cause.actor) : null,
    action: cause.kind === "deleted" ? "user.deleted" : "user.purged",
    subjectType: "user",
    subjectId: pseudonym,
    details: {
      plansHandedOver: purged.plansHandedOver,
      plansDeleted: purged.plansDeleted,
      messagesAnonymised,
      deletionRequestedAt: account.deletionRequestedAt,
      via: cause.kind === "deleted" ? cause.actor.kind : "grace_ended"
    }
  })
  return purged
})

/**
 * Purges the account whose grace period has ended, in a unit of work of its own; none when it has not ended (or the
 * account was restored, or purged by another instance, meanwhile).
 */
export const purgeAccount = Effect.fn("purgeAccount")(function* (userId: string) {
  const now = yield* Clock.currentTimeMillis
  return yield* (yield* Transactions).run(
    Effect.gen(function* () {
      const account = yield* (yield* AccountPurge).lock(userId)
      if (Option.isNone(account) || account.value.deletionRequestedAt === null || !graceEnded(account.value.deletionRequestedAt, now)) {
        return Option.none<Purged>()
      }
      return Option.some(yield* purgeHeld(account.value, { kind: "grace_ended" }))
    })
  )
})

/** The sweep (hourly on the server, `soundcheck users purge-deleted`): every account whose grace period has ended. */
export const purgeDueAccounts = Effect.fn("purgeDueAccounts")(function* () {
  const users = yield* UserRepo
  const purged: Array<Purged> = []
  for (;;) {
    const due = yield* users.dueForPurge(dueBefore(yield* Clock.currentTimeMillis), 50)
    let progressed = false
    for (const userId of due) {
      const done = yield* purgeAccount(userId)
      if (Option.isSome(done)) {
        purged.push(done.value)
        progressed = true
      }
    }
    if (due.length < 50 || !progressed) return purged
  }
})

/**
 * `soundcheck users delete <email>`: an admin deletes an account at once, with no grace period (a request that came by
 * mail, say). Refused for the last admin; audit-logged under the pseudonym.
 */
export const deleteUser = Effect.fn("deleteUser")(function* (actor: Actor, target: UserTarget) {
  yield* authorizeAdmin(actor)
  const user = yield* findTarget(target)
  return yield* (yield* Transactions).run(
    Effect.gen(function* () {
      if (user.role === "admin") yield* keepAnAdmin(user.id, "deletion")
      const account = yield* (yield* AccountPurge).lock(user.id)
      // Purged by the sweep a moment ago: there is nobody left to delete.
      if (Option.isNone(account)) return yield* new UserNotFound({ target: "email" in target ? target.email : target.id })
      return yield* purgeHeld(account.value, { kind: "deleted", actor })
    })
  )
})
