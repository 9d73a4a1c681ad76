/** One-time links sent by mail: the token is stored hashed, the mail queued in the caller's unit of work. */
import { Clock, Effect } from "effect"
import { AppConfig } from "../kernel/config.ts"
import { MailOutbox, type MailMessage } from "../kernel/mail.ts"
import { Tokens } from "../kernel/tokens.ts"
import { AuthTokenRepo } from "./auth-token-repo.ts"
import { type TokenPurpose, tokenExpiry } from "./rules.ts"

const paths: Record<TokenPurpose, string> = {
  confirm_email: "/auth/confirm",
  password_reset: "/auth/reset-password"
}

const messageFor = (purpose: TokenPurpose, to: string, link: string): MailMessage =>
  purpose === "confirm_email"
    ? {
        to,
        subject: "Confirm your email for Soundcheck",
        text: `Welcome to Soundcheck!\n\nConfirm your email address with the password you chose when you signed up:\n${link}\n\nThe link works once and expires in 24 hours. If you did not sign up, ignore this mail.\n`
      }
    : {
        to,
        subject: "Reset your Soundcheck password",
        text: `Someone asked to reset the password of your Soundcheck account.\n\nChoose a new password here:\n${link}\n\nThe link works once and expires in 1 hour. If it was not you, ignore this mail.\n`
      }

/**
 * Sign-up with an address that already has an account answers like any sign-up (nobody learns who has an
 * account); the owner learns of it by mail instead.
 */
export const sendSignUpAttemptNotice = Effect.fn("sendSignUpAttemptNotice")(function* (to: string) {
  const signIn = `${(yield* AppConfig).publicUrl}/auth`
  yield* (yield* MailOutbox).enqueue({
    to,
    subject: "Someone tried to sign up to Soundcheck with your address",
    text: `Someone tried to sign up to Soundcheck with this address, which already has an account.\n\nIf it was you, sign in here:\n${signIn}\n\nForgot your password? Choose "Forgot password?" on that page to reset it.\n\nIf it was not you, ignore this mail: your account has not changed.\n`
  })
})

/** Stores a one-time token for the user (hashed) and answers the link that carries it; `lifetimeMs` overrides the purpose's. */
export const issueLink = Effect.fn("issueLink")(function* (user: { readonly id: string }, purpose: TokenPurpose, lifetimeMs?: number) {
  const tokens = yield* Tokens
  const now = yield* Clock.currentTimeMillis
  const token = yield* tokens.generate
  yield* (yield* AuthTokenRepo).create({
    id: yield* tokens.uuid,
    userId: user.id,
    purpose,
    tokenHash: yield* tokens.hash(token),
    expiresAt: lifetimeMs === undefined ? tokenExpiry(purpose, now) : now + lifetimeMs,
    createdAt: now
  })
  return `${(yield* AppConfig).publicUrl}${paths[purpose]}?token=${encodeURIComponent(token)}`
})

export const sendLink = Effect.fn("sendLink")(function* (user: { readonly id: string; readonly email: string }, purpose: TokenPurpose) {
  const link = yield* issueLink(user, purpose)
  yield* (yield* MailOutbox).enqueue(messageFor(purpose, user.email, link))
})
