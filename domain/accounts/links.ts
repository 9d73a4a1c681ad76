/** Use cases behind the mailed links: confirm the e-mail, resend it, forgot and reset the password. */
import { Clock, Effect, Option, Result } from "effect"
import { Tokens } from "../kernel/tokens.ts"
import { Transactions } from "../kernel/transactions.ts"
import { AuthTokenRepo } from "./auth-token-repo.ts"
import type { ConfirmEmailBody, EmailConfirmed } from "./contract.ts"
import { checkPassword } from "./credentials.ts"
import { InvalidCredentials, InvalidToken } from "./errors.ts"
import { sendLink } from "./mail-links.ts"
import { PasswordHasher } from "./password-hasher.ts"
import type { TokenPurpose } from "./rules.ts"
import { endAccountAccess, startSession } from "./sessions.ts"
import { UserRepo } from "./user-repo.ts"

/** The user a mailed token would be accepted for, without using it: a made-up token costs a lookup, no hashing. */
const usableTokenUser = Effect.fnUntraced(function* (tokenHash: string, purpose: TokenPurpose) {
  const userId = yield* (yield* AuthTokenRepo).findUsable(tokenHash, purpose, yield* Clock.currentTimeMillis)
  const user = Option.isSome(userId) ? yield* (yield* UserRepo).findById(userId.value) : Option.none()
  if (Option.isNone(user)) return yield* new InvalidToken()
  return user.value
})

/**
 * Uses a mailed token once and confirms its user's address (holding the link proves it). The first
 * confirmation ends everything started before it, so nothing begun under another sign-up's password survives.
 */
const redeem = Effect.fnUntraced(function* (tokenHash: string, purpose: TokenPurpose) {
  const now = yield* Clock.currentTimeMillis
  const userId = yield* (yield* AuthTokenRepo).consume(tokenHash, purpose, now)
  const users = yield* UserRepo
  const user = Option.isSome(userId) ? yield* users.findById(userId.value) : Option.none()
  if (Option.isNone(user)) return yield* new InvalidToken()
  yield* users.confirmEmail(user.value.id, now)
  yield* endAccountAccess(user.value.id)
  return { ...user.value, emailConfirmedAt: user.value.emailConfirmedAt ?? now }
})

/**
 * The confirmation link confirms only with the password chosen at that sign-up: the link proves the mailbox,
 * the password proves who signed up, so a password someone else chose for the address is never adopted (its
 * owner, who never chose one, sets one through the reset link instead). It signs nobody in.
 */
export const confirmEmail = Effect.fn("confirmEmail")(function* (input: ConfirmEmailBody) {
  const tokenHash = yield* (yield* Tokens).hash(input.token)
  const pending = yield* usableTokenUser(tokenHash, "confirm_email")
  if (!(yield* (yield* PasswordHasher).verify(pending.passwordHash, input.password))) return yield* new InvalidCredentials()
  // A later sign-up for the address ends this link before it replaces the password, so a link that is still
  // usable here belongs to the password just checked.
  const user = yield* (yield* Transactions).run(redeem(tokenHash, "confirm_email"))
  return { email: user.email } satisfies EmailConfirmed
})

/** Mails a link to the account of `email` when `when` holds; silent otherwise, so nobody learns who has an account. */
const mailIf = (email: string, purpose: TokenPurpose, when: (confirmedAt: number | null) => boolean) =>
  Effect.gen(function* () {
    const user = yield* (yield* UserRepo).findByEmail(email.trim())
    if (Option.isSome(user) && when(user.value.emailConfirmedAt)) {
      yield* (yield* Transactions).run(sendLink(user.value, purpose))
    }
    return { sent: true as const }
  })

export const resendConfirmation = (email: string) => mailIf(email, "confirm_email", (confirmedAt) => confirmedAt === null)

export const forgotPassword = (email: string) => mailIf(email, "password_reset", () => true)

/**
 * Sets a new password from a reset link and starts a session; every other session, the calendar feed and
 * every other outstanding link of the account end with it. The token is looked up before the password is hashed.
 * An account waiting to be purged (issue #30) keeps the new password and is told so (AccountPendingDeletion): its
 * owner restores it with that password, which is how someone who forgot theirs gets back in within the grace period.
 */
export const resetPassword = Effect.fn("resetPassword")(function* (input: { readonly token: string; readonly password: string }) {
  yield* Effect.fromResult(checkPassword(input.password))
  const tokenHash = yield* (yield* Tokens).hash(input.token)
  yield* usableTokenUser(tokenHash, "password_reset")
  const passwordHash = yield* (yield* PasswordHasher).hash(input.password)
  const started = yield* (yield* Transactions).run(
    Effect.gen(function* () {
      const user = yield* redeem(tokenHash, "password_reset")
      yield* (yield* UserRepo).setPasswordHash(user.id, passwordHash)
      return yield* startSession(user).pipe(
        Effect.map(Result.succeed),
        Effect.catchTag("AccountPendingDeletion", (pending) => Effect.succeed(Result.fail(pending)))
      )
    })
  )
  return yield* Effect.fromResult(started)
})
