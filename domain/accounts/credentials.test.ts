import { Result } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { checkPassword, emailKey, hasCredentials, MIN_PASSWORD_LENGTH, parseEmail } from "./credentials.ts"

describe("e-mail addresses", () => {
  it("a well-formed address is accepted trimmed, letter case kept", () => {
    fc.assert(fc.property(fc.emailAddress(), fc.constantFrom("", " ", "\n"), (email, pad) => Result.getOrThrow(parseEmail(`${pad}${email}${pad}`)) === email))
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
    fc.assert(fc.property(fc.string({ maxLength: 20 }), (password) => Result.isSuccess(checkPassword(password)) === password.length >= MIN_PASSWORD_LENGTH))
  })

  it("credentials need a non-blank e-mail and a non-empty password", () => {
    fc.assert(fc.property(fc.string(), fc.string(), (email, password) => hasCredentials(email, password) === (email.trim() !== "" && password !== "")))
  })
})

describe("e-mail addresses in Unicode", () => {
  const composed = "zo\u00eb@example.com"
  const decomposed = "zoe\u0308@example.com"

  it("an address typed precomposed or decomposed is stored and compared as one (NFC)", () => {
    expect(composed).not.toBe(decomposed)
    expect(Result.getOrThrow(parseEmail(decomposed))).toBe(composed)
    expect(emailKey(decomposed)).toBe(emailKey(composed.toUpperCase()))
  })

  const letters = fc.constantFrom("a", "Z", "\u00e9", "u\u0308", "\u00d1", "\u00c5", "A\u030a", "\u1e9e", "\u01c5", "\u0130")
  const accented = fc.array(letters, { minLength: 1, maxLength: 12 }).map((local) => `${local.join("")}@m\u00fcnchen.example`)

  it("the stored form is always NFC, and the key is the same whichever normal form was typed", () => {
    fc.assert(
      fc.property(accented, fc.constantFrom("NFC", "NFD") as fc.Arbitrary<"NFC" | "NFD">, (email, form) => {
        const stored = Result.getOrThrow(parseEmail(email.normalize(form)))
        return stored === stored.normalize("NFC") && emailKey(email.normalize(form)) === emailKey(email.normalize("NFD"))
      })
    )
  })
})
