/** Use cases of the inviter's own invitations: cancel (the link stops working) and resend (a new link). */
import { Clock, Effect, Option } from "effect"
import { getOwnProfile } from "../accounts/profiles.ts"
import { displayNameFor } from "../accounts/rules.ts"
import { AppConfig } from "../kernel/config.ts"
import { MailOutbox } from "../kernel/mail.ts"
import { Tokens } from "../kernel/tokens.ts"
import { Transactions } from "../kernel/transactions.ts"
import { InvitationNotFound } from "./errors.ts"
import { InvitationRepo } from "./invitation-repo.ts"
import { limitInvitationMail, limitResend } from "./limits.ts"
import { invitationExpiry, invitationLink, invitationMail, toInvitationDto } from "./rules.ts"
import { mayReach } from "./send.ts"

/** Spec §4: cancelling deletes the invitation; only its inviter may, and only while it is pending. */
export const cancelInvitation = Effect.fn("cancelInvitation")(function* (inviterId: string, invitationId: string) {
  if (!(yield* (yield* InvitationRepo).cancel(invitationId, inviterId))) {
    return yield* new InvitationNotFound({ invitationId })
  }
})

/** A new token and expiry replace the old ones (the old link stops working); no second invite is spent. */
export const resendInvitation = Effect.fn("resendInvitation")(function* (inviterId: string, invitationId: string) {
  const profile = yield* getOwnProfile(inviterId)
  const config = yield* AppConfig
  const tokens = yield* Tokens
  const now = yield* Clock.currentTimeMillis
  const token = yield* tokens.generate
  const tokenHash = yield* tokens.hash(token)
  return yield* (yield* Transactions).run(
    Effect.gen(function* () {
      const renewed = yield* (yield* InvitationRepo).renew(invitationId, inviterId, {
        tokenHash,
        createdAt: now,
        expiresAt: invitationExpiry(now, config.invitationDays)
      })
      if (Option.isNone(renewed)) return yield* new InvitationNotFound({ invitationId })
      // Counted only for the inviter's own pending invitation, once it is renewed (limits.ts says why).
      yield* limitResend(invitationId)
      yield* limitInvitationMail(renewed.value.email)
      // Never to someone hidden from the inviter (issue #29), answered all the same (send.ts `inviteByEmail`).
      if (yield* mayReach(inviterId, renewed.value.email)) {
        const link = invitationLink(config.publicUrl, token, inviterId)
        const inviterName = profile.displayName ?? displayNameFor(null, profile.email)
        yield* (yield* MailOutbox).enqueue(invitationMail(renewed.value.email, inviterName, link, config.invitationDays))
      }
      return { invitation: toInvitationDto(renewed.value) }
    })
  )
})
