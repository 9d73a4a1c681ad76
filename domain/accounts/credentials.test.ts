import { Result } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { checkPassword, emailKey, hasCredentials, MIN_PASSWORD_LENGTH, parseEmail } from "./credentials.ts"

describe("e-mail addresses", () => {
  it("a well-formed address is accepted trimmed, letter case kept", () => {
    fc.assert(fc.property(fc.emailAddress(), fc.constantFrom("", " ", "\n"), (email, pad) =>
      Result.getOrThrow(parseEmail(`${pad}${email}${pad}`)) === email))
  })

  it("two spellings differing only in case and spaces compare equal", () => {
    fc.assert(fc.property(fc.emailAddress(), (email) => emailKey(` ${email.toUpperCase()} `) === emailKey(email)))
  })

  it("refuses what is not an address", () => {
    for (const bad of ["", "plain", "a@b", "@example.com", "a b@example.com", "a@@example.com", "a@example."]) {
      expect(Result.isFailure(parseEmail(bad)), bad).toBe(true)
    }
  })
})

describe("passwords and credentials", () => {
  it("a password is accepted exactly from 6 characters on", () => {
    fc.assert(fc.property(fc.string({ maxLength: 20 }), (password) =>
      Result.isSuccess(checkPassword(password)) === (password.length >= MIN_PASSWORD_LENGTH)))
  })

  it("credentials need a non-blank e-mail and a non-empty password", () => {
    fc.assert(fc.property(fc.string(), fc.string(), (email, password) =>
      hasCredentials(email, password) === (email.trim() !== "" && password !== "")))
  })
})
