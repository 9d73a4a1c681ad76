/**
 * Value rules of credentials: e-mail addresses (trimmed, Unicode-normalised to NFC, compared
 * case-insensitively) and passwords.
 */
import { Result } from "effect"
import { MAX_EMAIL_LENGTH } from "../kernel/caps.ts"
import { emailShape } from "./email-shape.ts"
import { InvalidEmail, PasswordTooShort } from "./errors.ts"

export const MIN_PASSWORD_LENGTH = 6

export { MAX_EMAIL_LENGTH }

/**
 * One spelling per address: `zoë` typed precomposed or as `o` + combining diaeresis is one string after NFC,
 * so the two can never be two accounts.
 */
export const normalizeEmail = (raw: string): string => raw.trim().normalize("NFC")

/** The address as stored: trimmed, NFC, letter case kept; refused when not well-formed. */
export const parseEmail = (raw: string): Result.Result<string, InvalidEmail> => {
  // The length is checked before normalising and matching, so a huge input costs nothing.
  if (raw.length > MAX_EMAIL_LENGTH + 64) return Result.fail(new InvalidEmail())
  const email = normalizeEmail(raw)
  return email.length <= MAX_EMAIL_LENGTH && emailShape.test(email) ? Result.succeed(email) : Result.fail(new InvalidEmail())
}

/**
 * The one form two addresses are compared in, computed here only: every lookup, unique index (the stored
 * `email_key`, migration 0016), rate-limit bucket and mail cap uses it. PostgreSQL's lower() is never asked: it
 * disagrees with this one on some letters ("İ", a final "Σ", letters newer than the server's Unicode), and any
 * disagreement made one account answer to two spellings counted apart.
 */
export const emailKey = (email: string): string => normalizeEmail(email).toLowerCase()

export const checkPassword = (password: string): Result.Result<string, PasswordTooShort> =>
  password.length >= MIN_PASSWORD_LENGTH ? Result.succeed(password) : Result.fail(new PasswordTooShort({ minimum: MIN_PASSWORD_LENGTH }))

/** The spec's "email or phone plus a password": both must be non-blank. */
export const hasCredentials = (email: string, password: string): boolean => email.trim() !== "" && password !== ""
