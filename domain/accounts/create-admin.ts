/**
 * `soundcheck users create-admin`: the first admin of an empty installation (or an existing account made admin).
 * No password travels: the account gets an unusable one and a link to set its own, mailed or handed to the
 * operator, valid a day. Setting the password through the link confirms the address. Audit-logged.
 */
import { Clock, Effect, Option } from "effect"
import { AuditLog } from "../audit/audit-log.ts"
import { MailOutbox, type MailMessage } from "../kernel/mail.ts"
import { Tokens } from "../kernel/tokens.ts"
import { Transactions } from "../kernel/transactions.ts"
import { parseEmail } from "./credentials.ts"
import { issueLink } from "./mail-links.ts"
import { PasswordHasher } from "./password-hasher.ts"
import { ensureProfile } from "./profiles.ts"
import { UserRepo } from "./user-repo.ts"

export const ADMIN_LINK_LIFETIME_MS = 24 * 60 * 60 * 1000

export type LinkDelivery = "mail" | "print"

export const adminSetupMail = (to: string, link: string): MailMessage => ({
  to,
  subject: "Set your Soundcheck admin password",
  text:
    `You are an admin of Soundcheck.\n\nChoose your password here:\n${link}\n\n` +
    "The link works once and expires in 24 hours. If you did not expect this mail, tell the person who runs Soundcheck.\n"
})

export const createAdmin = Effect.fn("createAdmin")(function* (rawEmail: string, delivery: LinkDelivery) {
  const email = yield* Effect.fromResult(parseEmail(rawEmail))
  const users = yield* UserRepo
  const existing = yield* users.findByEmail(email)
  const tokens = yield* Tokens
  // Nobody knows this password: the account is used only once its owner sets one through the link.
  const unusable = Option.isNone(existing) ? yield* (yield* PasswordHasher).hash(yield* tokens.generate) : ""
  const id = Option.isSome(existing) ? existing.value.id : yield* tokens.uuid
  const now = yield* Clock.currentTimeMillis
  return yield* (yield* Transactions).run(
    Effect.gen(function* () {
      if (Option.isNone(existing)) {
        yield* users.insert({ id, email, passwordHash: unusable, signupDisplayName: null, createdAt: now, joinedVia: "admin" })
        yield* ensureProfile({ id, email, signupDisplayName: null })
      }
      const to = Option.isSome(existing) ? existing.value.email : email
      yield* users.setRole(id, "admin")
      const link = yield* issueLink({ id }, "password_reset", ADMIN_LINK_LIFETIME_MS)
      if (delivery === "mail") yield* (yield* MailOutbox).enqueue(adminSetupMail(to, link))
      yield* (yield* AuditLog).record({
        actorId: null,
        action: "user.admin_created",
        subjectType: "user",
        subjectId: id,
        details: { email: to, created: Option.isNone(existing), from: Option.isSome(existing) ? existing.value.role : null, delivery, via: "cli" }
      })
      return { email: to, created: Option.isNone(existing), link: delivery === "print" ? link : null }
    })
  )
})
