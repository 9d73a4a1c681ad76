/**
 * The /auth flow of spec section 8: sign in; if refused as invalid credentials or an unconfirmed e-mail,
 * sign up; if the account exists after all, sign in again. Invite-only mode never signs up: refused
 * credentials lead to the waitlist screen, alike for an unknown address and a wrong password. Returns what
 * the page must do next. An account pending deletion (issue #30) answers its right password with
 * AccountPendingDeletion: the page then offers to restore it, in either mode.
 */
import type { Credentials, RegistrationMode } from "../../../../../domain/accounts/contract.ts"
import { ApiError } from "../../app/api-client.ts"

export type AuthOutcome =
  | { readonly kind: "signedIn" }
  | { readonly kind: "confirmationPending"; readonly email: string }
  /** Invite-only and the credentials were refused: offer the reset link and the waitlist, whoever typed them. */
  | { readonly kind: "inviteOnly"; readonly email: string }
  /** The password was right but the account is pending deletion: offer Restore my account, with the server's message. */
  | { readonly kind: "pendingDeletion"; readonly email: string; readonly message: string }
  | { readonly kind: "failed"; readonly title: string; readonly message: string }

export interface AuthActions {
  readonly signIn: (credentials: Credentials) => Promise<unknown>
  readonly signUp: (credentials: Credentials) => Promise<unknown>
}

export const authFailedTitle = "Authentication failed"
export const signInFailedTitle = "Sign in failed"
export const accountExistsMessage = "An account with this email already exists. Please use the correct password or reset it."
/** Registration closed while the page still showed open sign-up: the page then reads the mode again. */
export const inviteOnlyMessage =
  "Soundcheck is invite-only. If you already have an account, check your email and password. " +
  "If not, join the waitlist or ask a friend who is a member to send you an invitation."

const codeOf = (error: unknown): string => (error instanceof ApiError ? error.code : "Unknown")
const messageOf = (error: unknown, fallback: string): string => (error instanceof ApiError ? error.message : fallback)
const failed = (title: string, message: string): AuthOutcome => ({ kind: "failed", title, message })

export const pendingDeletionFallback = "This account is scheduled for deletion. Restore it to sign in."
const pendingDeletion = (credentials: Credentials, error: unknown): AuthOutcome => ({
  kind: "pendingDeletion",
  email: credentials.email,
  message: messageOf(error, pendingDeletionFallback)
})

const signInAgain = async (credentials: Credentials, actions: AuthActions): Promise<AuthOutcome> => {
  try {
    await actions.signIn(credentials)
    return { kind: "signedIn" }
  } catch (error) {
    // The password was right but the address is still unconfirmed: the waiting screen can resend the link.
    if (codeOf(error) === "EmailNotConfirmed") return { kind: "confirmationPending", email: credentials.email }
    if (codeOf(error) === "AccountPendingDeletion") return pendingDeletion(credentials, error)
    if (codeOf(error) === "InvalidCredentials") return failed(signInFailedTitle, accountExistsMessage)
    return failed(signInFailedTitle, messageOf(error, "Failed to sign in after creating account"))
  }
}

export async function signInOrSignUp(credentials: Credentials, mode: RegistrationMode, actions: AuthActions): Promise<AuthOutcome> {
  let signInError: unknown
  try {
    await actions.signIn(credentials)
    return { kind: "signedIn" }
  } catch (error) {
    signInError = error
  }
  const code = codeOf(signInError)
  if (code === "AccountPendingDeletion") return pendingDeletion(credentials, signInError)
  const signInMessage = messageOf(signInError, "Something went wrong. Please try again.")
  if (code !== "InvalidCredentials" && code !== "EmailNotConfirmed") return failed(authFailedTitle, signInMessage)
  if (mode === "invite-only") {
    return code === "EmailNotConfirmed" ? { kind: "confirmationPending", email: credentials.email } : { kind: "inviteOnly", email: credentials.email }
  }
  try {
    await actions.signUp(credentials)
    return { kind: "confirmationPending", email: credentials.email }
  } catch (error) {
    if (codeOf(error) === "UserAlreadyRegistered") return signInAgain(credentials, actions)
    if (codeOf(error) === "RegistrationClosed") return failed(signInFailedTitle, inviteOnlyMessage)
    return failed(authFailedTitle, signInMessage)
  }
}
