/** Use cases of getting in: sign up (queues the confirmation mail) and sign in with e-mail and password. */
import { Clock, Effect, Option } from "effect"
import { Tokens } from "../kernel/tokens.ts"
import { Transactions } from "../kernel/transactions.ts"
import { AppSettings } from "./app-settings.ts"
import type { SignUpBody } from "./contract.ts"
import { checkPassword, hasCredentials, parseEmail } from "./credentials.ts"
import {
  EmailNotConfirmed,
  InvalidCredentials,
  MissingCredentials,
  RegistrationClosed,
  UserAlreadyRegistered
} from "./errors.ts"
import { sendLink } from "./mail-links.ts"
import { PasswordHasher } from "./password-hasher.ts"
import { ensureProfile } from "./profiles.ts"
import { startSession } from "./sessions.ts"
import { UserRepo } from "./user-repo.ts"

export const signUp = Effect.fn("signUp")(function*(input: SignUpBody) {
  if (!hasCredentials(input.email, input.password)) return yield* new MissingCredentials()
  const email = yield* Effect.fromResult(parseEmail(input.email))
  yield* Effect.fromResult(checkPassword(input.password))
  if ((yield* (yield* AppSettings).registrationMode) === "invite-only") return yield* new RegistrationClosed()
  const users = yield* UserRepo
  if (Option.isSome(yield* users.findByEmail(email))) return yield* new UserAlreadyRegistered()
  const passwordHash = yield* (yield* PasswordHasher).hash(input.password)
  const id = yield* (yield* Tokens).uuid
  const signupDisplayName = input.displayName?.trim() || null
  const createdAt = yield* Clock.currentTimeMillis
  yield* (yield* Transactions).run(Effect.gen(function*() {
    yield* users.insert({ id, email, passwordHash, signupDisplayName, createdAt })
    yield* ensureProfile({ id, email, signupDisplayName })
    yield* sendLink({ id, email }, "confirm_email")
  }))
  return { email, confirmationSent: true }
})

export const signIn = Effect.fn("signIn")(function*(input: { readonly email: string; readonly password: string }) {
  if (!hasCredentials(input.email, input.password)) return yield* new MissingCredentials()
  const hasher = yield* PasswordHasher
  const user = yield* (yield* UserRepo).findByEmail(input.email.trim())
  if (Option.isNone(user)) {
    // Spend the same time as a wrong password, so the answer's delay does not tell who has an account.
    yield* hasher.hash(input.password)
    return yield* new InvalidCredentials()
  }
  if (!(yield* hasher.verify(user.value.passwordHash, input.password))) {
    return yield* new InvalidCredentials()
  }
  if (user.value.emailConfirmedAt === null) return yield* new EmailNotConfirmed()
  return yield* startSession(user.value)
})
