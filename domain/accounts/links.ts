/** Use cases behind the mailed links: confirm the e-mail, resend it, forgot and reset the password. */
import { Clock, Effect, Option } from "effect"
import { Tokens } from "../kernel/tokens.ts"
import { Transactions } from "../kernel/transactions.ts"
import { AuthTokenRepo } from "./auth-token-repo.ts"
import { checkPassword } from "./credentials.ts"
import { InvalidToken } from "./errors.ts"
import { sendLink } from "./mail-links.ts"
import { PasswordHasher } from "./password-hasher.ts"
import type { TokenPurpose } from "./rules.ts"
import { SessionRepo } from "./session-repo.ts"
import { endLiveStreams, startSession } from "./sessions.ts"
import { UserRepo } from "./user-repo.ts"

/** Uses a mailed token once; its user, confirmed (holding the link proves the address). */
const redeem = Effect.fnUntraced(function*(token: string, purpose: TokenPurpose) {
  const now = yield* Clock.currentTimeMillis
  const tokenHash = yield* (yield* Tokens).hash(token)
  const userId = yield* (yield* AuthTokenRepo).consume(tokenHash, purpose, now)
  const users = yield* UserRepo
  const user = Option.isSome(userId) ? yield* users.findById(userId.value) : Option.none()
  if (Option.isNone(user)) return yield* new InvalidToken()
  yield* users.confirmEmail(user.value.id, now)
  return { ...user.value, emailConfirmedAt: user.value.emailConfirmedAt ?? now }
})

/** The confirmation link signs the user in. */
export const confirmEmail = Effect.fn("confirmEmail")(function*(token: string) {
  return yield* (yield* Transactions).run(Effect.flatMap(redeem(token, "confirm_email"), (user) => startSession(user)))
})

/** Mails a link to the account of `email` when `when` holds; silent otherwise, so nobody learns who has an account. */
const mailIf = (email: string, purpose: TokenPurpose, when: (confirmedAt: number | null) => boolean) =>
  Effect.gen(function*() {
    const user = yield* (yield* UserRepo).findByEmail(email.trim())
    if (Option.isSome(user) && when(user.value.emailConfirmedAt)) {
      yield* (yield* Transactions).run(sendLink(user.value, purpose))
    }
    return { sent: true as const }
  })

export const resendConfirmation = (email: string) => mailIf(email, "confirm_email", (confirmedAt) => confirmedAt === null)

export const forgotPassword = (email: string) => mailIf(email, "password_reset", () => true)

/** Sets a new password from a reset link, revokes every existing session and starts a new one. */
export const resetPassword = Effect.fn("resetPassword")(function*(input: { readonly token: string; readonly password: string }) {
  yield* Effect.fromResult(checkPassword(input.password))
  const passwordHash = yield* (yield* PasswordHasher).hash(input.password)
  return yield* (yield* Transactions).run(Effect.gen(function*() {
    const user = yield* redeem(input.token, "password_reset")
    yield* (yield* UserRepo).setPasswordHash(user.id, passwordHash)
    yield* (yield* SessionRepo).revokeAllOfUser(user.id, yield* Clock.currentTimeMillis)
    yield* endLiveStreams(user.id, null)
    return yield* startSession(user)
  }))
})
