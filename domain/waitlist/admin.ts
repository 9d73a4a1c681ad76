/** Admin use cases of the waitlist: the list, newest first, and an invitation from Soundcheck (no fan's invite spent). */
import { Clock, Effect, Option } from "effect"
import { parseEmail } from "../accounts/credentials.ts"
import { UserRepo } from "../accounts/user-repo.ts"
import { AuditLog } from "../audit/audit-log.ts"
import { type Actor, actorIdOf, authorizeAdmin } from "../curation/actor.ts"
import { InvalidCursor } from "../concerts/errors.ts"
import { limitInvitationMail } from "../invitations/limits.ts"
import { invitationExpiry, invitationLink } from "../invitations/rules.ts"
import { AppConfig } from "../kernel/config.ts"
import { MailOutbox } from "../kernel/mail.ts"
import { Tokens } from "../kernel/tokens.ts"
import { Transactions } from "../kernel/transactions.ts"
import type { AdminWaitlist } from "./contract.ts"
import { AlreadyMember, NotOnWaitlist } from "./errors.ts"
import { decodeWaitlistCursor, encodeWaitlistCursor, toWaitlistEntryDto, WAITLIST_INVITER, WAITLIST_PAGE_SIZE, waitlistInvitationMail } from "./rules.ts"
import { WaitlistRepo } from "./waitlist-repo.ts"

export const listWaitlist = Effect.fn("listWaitlist")(function* (actor: Actor, cursor?: string) {
  yield* authorizeAdmin(actor)
  const after = cursor === undefined ? Option.none() : decodeWaitlistCursor(cursor)
  if (cursor !== undefined && Option.isNone(after)) return yield* new InvalidCursor({ cursor })
  const rows = yield* (yield* WaitlistRepo).page(Option.getOrNull(after), WAITLIST_PAGE_SIZE + 1)
  const entries = rows.slice(0, WAITLIST_PAGE_SIZE)
  const last = entries.at(-1)
  return {
    entries: entries.map(toWaitlistEntryDto),
    nextCursor: rows.length > WAITLIST_PAGE_SIZE && last ? encodeWaitlistCursor(last) : null
  } satisfies AdminWaitlist
})

/**
 * Mails a listed address an invitation link from Soundcheck itself: it spends no fan's invite, and joining by it
 * befriends nobody. A new invitation replaces the listing's earlier one (whose link stops working). Audit-logged.
 */
export const inviteFromWaitlist = Effect.fn("inviteFromWaitlist")(function* (actor: Actor, rawEmail: string) {
  yield* authorizeAdmin(actor)
  const email = yield* Effect.fromResult(parseEmail(rawEmail))
  const listed = yield* (yield* WaitlistRepo).findByEmail(email)
  if (Option.isNone(listed)) return yield* new NotOnWaitlist({ email })
  const entry = listed.value
  if (Option.isSome(yield* (yield* UserRepo).findByEmail(entry.email))) return yield* new AlreadyMember({ email: entry.email })
  const config = yield* AppConfig
  const tokens = yield* Tokens
  const token = yield* tokens.generate
  const now = yield* Clock.currentTimeMillis
  const invitation = {
    id: yield* tokens.uuid,
    tokenHash: yield* tokens.hash(token),
    createdAt: now,
    expiresAt: invitationExpiry(now, config.invitationDays),
    invitedBy: actorIdOf(actor)
  }
  const updated = yield* (yield* Transactions).run(
    Effect.gen(function* () {
      const invited = yield* (yield* WaitlistRepo).invite(entry.id, invitation)
      yield* limitInvitationMail(entry.email)
      const link = invitationLink(config.publicUrl, token, WAITLIST_INVITER)
      yield* (yield* MailOutbox).enqueue(waitlistInvitationMail(entry.email, link, config.invitationDays))
      yield* (yield* AuditLog).record({
        actorId: actorIdOf(actor),
        action: "waitlist.invited",
        subjectType: "waitlist",
        subjectId: entry.id,
        details: { email: entry.email, invitationId: invitation.id, via: actor.kind }
      })
      return invited
    })
  )
  return { entry: toWaitlistEntryDto(updated) }
})
