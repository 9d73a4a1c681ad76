/**
 * A stranger's listing. The answer is the same whoever the address belongs to (new, listed already, or a member);
 * only the mail differs, and only the mailbox's owner reads it. Limited per client address; mail to one address
 * is capped a day, beyond which the answer stays the same and no mail goes out.
 */
import { Clock, Effect, Option } from "effect"
import { parseEmail, emailKey } from "../accounts/credentials.ts"
import { countAgainst } from "../accounts/rate-limit.ts"
import { UserRepo } from "../accounts/user-repo.ts"
import { AppConfig } from "../kernel/config.ts"
import { MailOutbox } from "../kernel/mail.ts"
import { Tokens } from "../kernel/tokens.ts"
import { Transactions } from "../kernel/transactions.ts"
import type { WaitlistJoinBody, WaitlistJoined } from "./contract.ts"
import { alreadyMemberMail, listedMail, listingText } from "./rules.ts"
import { WaitlistRepo } from "./waitlist-repo.ts"

const HOUR = 60 * 60_000

export const waitlistPolicy = { windowMs: HOUR, perAddress: 20, mailWindowMs: 24 * HOUR, mailsPerRecipient: 3 } as const

/** Whether one more waitlist mail may go to this address today (counted either way). */
const mayMail = (email: string) =>
  countAgainst("waitlist-mail", waitlistPolicy.mailWindowMs, [[`to:${emailKey(email)}`, waitlistPolicy.mailsPerRecipient]]).pipe(
    Effect.as(true),
    Effect.catchTag("RateLimited", () => Effect.succeed(false))
  )

export const joinWaitlist = Effect.fn("joinWaitlist")(function* (body: WaitlistJoinBody, address: string) {
  const email = yield* Effect.fromResult(parseEmail(body.email))
  const city = yield* Effect.fromResult(listingText("city", body.city))
  const note = yield* Effect.fromResult(listingText("note", body.note))
  yield* countAgainst("waitlist-join", waitlistPolicy.windowMs, [[`address:${address}`, waitlistPolicy.perAddress]])
  const mail = yield* mayMail(email)
  const member = yield* (yield* UserRepo).findByEmail(email)
  const outbox = yield* MailOutbox
  const entry = {
    id: yield* (yield* Tokens).uuid,
    email,
    city,
    note,
    createdAt: yield* Clock.currentTimeMillis
  }
  yield* (yield* Transactions).run(
    Effect.gen(function* () {
      if (Option.isSome(member)) {
        if (mail) yield* outbox.enqueue(alreadyMemberMail(member.value.email, `${(yield* AppConfig).publicUrl}/auth`))
        return
      }
      // A repeat keeps the first listing (a stranger cannot rewrite someone else's note); the mail is the same.
      yield* (yield* WaitlistRepo).add(entry)
      if (mail) yield* outbox.enqueue(listedMail(email))
    })
  )
  return { email } satisfies WaitlistJoined
})
