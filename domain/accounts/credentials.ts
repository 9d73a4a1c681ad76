/** Value rules of credentials: e-mail addresses (trimmed, compared case-insensitively) and passwords. */
import { Result } from "effect"
import { InvalidEmail, PasswordTooShort } from "./errors.ts"

export const MIN_PASSWORD_LENGTH = 6

// One @, something on both sides, a dot in the domain, no spaces: what a browser's email input accepts.
const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** The address as stored: trimmed, letter case kept; refused when not well-formed. */
export const parseEmail = (raw: string): Result.Result<string, InvalidEmail> => {
  const email = raw.trim()
  return emailShape.test(email) && email.length <= 254 ? Result.succeed(email) : Result.fail(new InvalidEmail())
}

/** The form two addresses are compared in. */
export const emailKey = (email: string): string => email.trim().toLowerCase()

export const checkPassword = (password: string): Result.Result<string, PasswordTooShort> =>
  password.length >= MIN_PASSWORD_LENGTH
    ? Result.succeed(password)
    : Result.fail(new PasswordTooShort({ minimum: MIN_PASSWORD_LENGTH }))

/** The spec's "email or phone plus a password": both must be non-blank. */
export const hasCredentials = (email: string, password: string): boolean =>
  email.trim() !== "" && password !== ""
