/**
 * Use cases of leaving (issue #30): a person asks to delete their account with their password and the word DELETE,
 * and within the grace period takes it back by signing in through `restoreAccount`. The request ends every session at
 * once and hides the account from everyone (BlockRepo `hiddenFrom`), as a suspension does; the purge itself is
 * purge.ts's, once the grace period has ended.
 */
import { Clock, Effect, Option } from "effect"
import { FriendshipRepo } from "../friends/friendship-repo.ts"
import { AppConfig } from "../kernel/config.ts"
import { MailOutbox } from "../kernel/mail.ts"
import { Transactions } from "../kernel/transactions.ts"
import { toUsers } from "../live/events.ts"
import { LiveEvents } from "../live/live-events.ts"
import type { DeletionBody, DeletionScheduled } from "./deletion-contract.ts"
import { checkConfirmation, deletionMail, purgeAfterOf, restoredMail } from "./deletion-rules.ts"
import { LastAdmin, NotAuthenticated } from "./errors.ts"
import type { SignInClient } from "./rate-limit.ts"
import { endSessionsAndFeed, startSession } from "./sessions.ts"
import { checkPasswordOf, verifiedAccount } from "./sign-in.ts"
import { UserRepo } from "./user-repo.ts"

/**
 * Refuses to let the last admin go, by deleting their account or by losing the role (`leaving`): when the user is an
 * admin, some other admin must stay who is not leaving too. The admins are held until the unit of work ends, so two
 * admins leaving (or demoted) at once are decided one after the other.
 */
export const keepAnAdmin = Effect.fnUntraced(function* (userId: string, leaving: LastAdmin["leaving"]) {
  const admins = yield* (yield* UserRepo).lockAdmins()
  if (!admins.some((admin) => admin.id === userId)) return
  if (!admins.some((admin) => admin.id !== userId && admin.deletionRequestedAt === null)) return yield* new LastAdmin({ userId, leaving })
})

/** The person's friends' open pages refetch without them, at once (as after an unfriending: `friend_removed`). */
export const tellFriendsGone = Effect.fnUntraced(function* (userId: string) {
  const live = yield* LiveEvents
  for (const friend of yield* (yield* FriendshipRepo).friendsOf(userId)) {
    yield* live.publish(toUsers({ type: "friend_removed", userIds: [userId, friend.userId] }, friend.userId))
  }
})

/**
 * POST /api/account/deletion: the confirmation is checked first (no password work for a mistyped word), then the
 * password under sign-in's budget. In one unit of work: the request is recorded, every session and the calendar feed
 * end with the live streams, and the account's own address is told when the purge comes and how to stop it.
 */
export const requestDeletion = Effect.fn("requestDeletion")(function* (userId: string, body: DeletionBody, client: SignInClient) {
  yield* Effect.fromResult(checkConfirmation(body.confirm))
  const users = yield* UserRepo
  const found = yield* users.findById(userId)
  if (Option.isNone(found)) return yield* new NotAuthenticated()
  const user = found.value
  yield* checkPasswordOf(user, body.password, client)
  const now = yield* Clock.currentTimeMillis
  const { publicUrl } = yield* AppConfig
  return yield* (yield* Transactions).run(
    Effect.gen(function* () {
      if (user.role === "admin") yield* keepAnAdmin(user.id, "deletion")
      // A second request (two tabs at once) keeps the first instant, and so the first day of the purge.
      if (!(yield* users.requestDeletion(user.id, now))) {
        const since = yield* users.deletionRequestOf(user.id)
        return { purgeAfter: purgeAfterOf(Option.getOrElse(since, () => now)) } satisfies DeletionScheduled
      }
      yield* endSessionsAndFeed(user.id, now)
      yield* tellFriendsGone(user.id)
      const purgeAfter = purgeAfterOf(now)
      yield* (yield* MailOutbox).enqueue(deletionMail(user.email, purgeAfter, publicUrl))
      return { purgeAfter } satisfies DeletionScheduled
    })
  )
})

/**
 * POST /api/auth/restore: signs in exactly as sign-in does (the same checks, budget and refusals), taking a pending
 * deletion back first, in the session's unit of work: a refusal (a suspension) restores nothing. An account that is
 * not waiting to be purged is simply signed in, so the answer tells nobody more than sign-in would.
 */
export const restoreAccount = Effect.fn("restoreAccount")(function* (input: { readonly email: string; readonly password: string }, client: SignInClient) {
  const user = yield* verifiedAccount(input, client)
  const { publicUrl } = yield* AppConfig
  return yield* (yield* Transactions).run(
    Effect.gen(function* () {
      const restored = yield* (yield* UserRepo).cancelDeletion(user.id)
      const session = yield* startSession(user)
      if (restored) yield* (yield* MailOutbox).enqueue(restoredMail(user.email, publicUrl))
      return session
    })
  )
})
