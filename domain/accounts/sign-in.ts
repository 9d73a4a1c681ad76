/** Use cases of getting in: sign up (queues the confirmation mail) and sign in with e-mail and password. */
import { checkDisplayName } from "./display-name.ts"
import { Clock, Effect, Option } from "effect"
import { Tokens } from "../kernel/tokens.ts"
import { Transactions } from "../kernel/transactions.ts"
import { AppSettings } from "./app-settings.ts"
import type { SignUpBody } from "./contract.ts"
import { checkPassword, hasCredentials, parseEmail } from "./credentials.ts"
import { EmailNotConfirmed, InvalidCredentials, MissingCredentials, RegistrationClosed } from "./errors.ts"
import { sendLink, sendSignUpAttemptNotice } from "./mail-links.ts"
import { PasswordHasher } from "./password-hasher.ts"
import { ProfileRepo } from "./profile-repo.ts"
import { ensureProfile } from "./profiles.ts"
import { checkSignIn, countSignInFailure, type SignInClient, signInAccount } from "./rate-limit.ts"
import { displayNameFor } from "./rules.ts"
import { endAccountAccess, startSession } from "./sessions.ts"
import { type NewUser, type UserRecord, UserRepo } from "./user-repo.ts"

/**
 * A sign-up for an address that is still unconfirmed replaces the pending one whole (password, name, links):
 * whoever holds the mailbox and signs up last is the one whose password a confirmation can adopt.
 */
const replacePendingSignUp = Effect.fnUntraced(function* (user: UserRecord, pending: Pick<NewUser, "passwordHash" | "signupDisplayName">) {
  if (!(yield* (yield* UserRepo).replacePending(user.id, pending.passwordHash, pending.signupDisplayName))) return false
  yield* endAccountAccess(user.id)
  yield* (yield* ProfileRepo).update(user.id, { displayName: displayNameFor(pending.signupDisplayName, user.email), bio: null })
  yield* sendLink(user, "confirm_email")
  return true
})

/**
 * Open sign-up answers the same, after the same work, whether or not the address has an account: a new
 * address gets an account and a confirmation link, an unconfirmed one has its pending sign-up replaced, and
 * the owner of a confirmed one is told by mail that someone tried.
 */
export const signUp = Effect.fn("signUp")(function* (input: SignUpBody) {
  if (!hasCredentials(input.email, input.password)) return yield* new MissingCredentials()
  const email = yield* Effect.fromResult(parseEmail(input.email))
  yield* Effect.fromResult(checkPassword(input.password))
  if (input.displayName !== undefined) yield* Effect.fromResult(checkDisplayName(input.displayName))
  if ((yield* (yield* AppSettings).registrationMode) === "invite-only") return yield* new RegistrationClosed()
  const users = yield* UserRepo
  const passwordHash = yield* (yield* PasswordHasher).hash(input.password)
  const id = yield* (yield* Tokens).uuid
  const signupDisplayName = input.displayName?.trim() || null
  const createdAt = yield* Clock.currentTimeMillis
  yield* (yield* Transactions)
    .run(
      Effect.gen(function* () {
        const existing = yield* users.findByEmail(email)
        if (Option.isNone(existing)) {
          yield* users.insert({ id, email, passwordHash, signupDisplayName, createdAt, joinedVia: "open" })
          yield* ensureProfile({ id, email, signupDisplayName })
          return yield* sendLink({ id, email }, "confirm_email")
        }
        if (yield* replacePendingSignUp(existing.value, { passwordHash, signupDisplayName })) return
        yield* sendSignUpAttemptNotice(existing.value.email)
      })
    )
    .pipe(
      // Another sign-up for the address committed first: this one answers alike, and theirs stands.
      Effect.catchTag("UserAlreadyRegistered", () => Effect.void)
    )
  return { email, confirmationSent: true }
})

/**
 * The confirmed account behind an address and its password, from a client (its address, and its device when it
 * signed in to this account before). Only failures are counted (rate-limit.ts says how they are budgeted), and the
 * budget is checked before any password work.
 */
export const verifiedAccount = Effect.fn("verifiedAccount")(function* (input: { readonly email: string; readonly password: string }, client: SignInClient) {
  if (!hasCredentials(input.email, input.password)) return yield* new MissingCredentials()
  // An indexed lookup, before the budget check and any password work: the account's failures count by its id.
  const user = yield* (yield* UserRepo).findByEmail(input.email.trim())
  const account = signInAccount(Option.getOrUndefined(user)?.id, input.email)
  yield* checkSignIn(client, account)
  const hasher = yield* PasswordHasher
  if (Option.isNone(user)) {
    // Spend the same time as a wrong password, so the answer's delay does not tell who has an account.
    yield* hasher.hash(input.password)
    yield* countSignInFailure(client, account)
    return yield* new InvalidCredentials()
  }
  yield* verifyPassword(user.value, input.password, client, account)
  if (user.value.emailConfirmedAt === null) return yield* new EmailNotConfirmed()
  return user.value
})

/**
 * Checks a known account's password as sign-in does, under the same budget (a signed-in request that asks for the
 * password again, such as deleting the account, is no cheaper way to guess it): InvalidCredentials when it is wrong.
 */
export const checkPasswordOf = Effect.fn("checkPasswordOf")(function* (user: UserRecord, password: string, client: SignInClient) {
  const account = signInAccount(user.id, user.email)
  yield* checkSignIn(client, account)
  yield* verifyPassword(user, password, client, account)
})

/** A wrong password counts as a failed sign-in of the account (`signInAccount`) and is InvalidCredentials. */
const verifyPassword = Effect.fnUntraced(function* (user: UserRecord, password: string, client: SignInClient, account: string) {
  if (!(yield* (yield* PasswordHasher).verify(user.passwordHash, password))) {
    yield* countSignInFailure(client, account)
    return yield* new InvalidCredentials()
  }
})

/**
 * Signs in (`verifiedAccount`). A suspended account, or one waiting to be purged, is told so (AccountSuspended,
 * AccountPendingDeletion, from `startSession`) only once its password was verified, so a stranger learns nothing of it.
 */
export const signIn = Effect.fn("signIn")(function* (input: { readonly email: string; readonly password: string }, client: SignInClient) {
  return yield* startSession(yield* verifiedAccount(input, client))
})
