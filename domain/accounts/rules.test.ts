import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { displayNameFor, FALLBACK_DISPLAY_NAME, initials, isExpired, tokenExpiry } from "./rules.ts"

const word = fc.stringMatching(/^[A-Za-z][a-z]{0,8}$/)
const blank = fc.constantFrom("", " ", "\t", "   ")

describe("display-name fallback", () => {
  it("a given sign-up name wins, trimmed", () => {
    fc.assert(fc.property(word, blank, blank, fc.emailAddress(), (name, before, after, email) => displayNameFor(`${before}${name}${after}`, email) === name))
  })

  it("without a sign-up name the e-mail's local part is used", () => {
    fc.assert(fc.property(fc.option(blank, { nil: null }), fc.emailAddress(), (name, email) => displayNameFor(name, email) === email.split("@")[0]))
  })

  it("the name is never blank: User when nothing else is there", () => {
    fc.assert(fc.property(fc.option(fc.string(), { nil: undefined }), fc.string(), (name, email) => displayNameFor(name, email).trim() !== ""))
    expect(displayNameFor(null, "@example.com")).toBe(FALLBACK_DISPLAY_NAME)
    expect(displayNameFor("  ", "")).toBe(FALLBACK_DISPLAY_NAME)
  })
})

describe("initials", () => {
  it("are the uppercased first letters of up to two words", () => {
    fc.assert(
      fc.property(
        fc.array(word, { minLength: 1, maxLength: 5 }),
        (words) =>
          initials(` ${words.join("  ")} `) ===
          words
            .slice(0, 2)
            .map((w) => w[0]!.toUpperCase())
            .join("")
      )
    )
    expect(initials("ada lovelace byron")).toBe("AL")
    expect(initials("   ")).toBe("")
  })
})

describe("token expiry", () => {
  const instant = fc.integer({ min: 0, max: 4_000_000_000_000 })

  it("a confirmation link lives 24 hours and a reset link 1 hour", () => {
    fc.assert(fc.property(instant, (at) => tokenExpiry("confirm_email", at) - at === 86_400_000 && tokenExpiry("password_reset", at) - at === 3_600_000))
  })

  it("a token is usable before its expiry instant and never from it on", () => {
    fc.assert(
      fc.property(
        instant,
        fc.integer({ min: 1, max: 10_000_000 }),
        (at, dt) => !isExpired(tokenExpiry("password_reset", at), at + 3_600_000 - dt) && isExpired(tokenExpiry("password_reset", at), at + 3_600_000 + dt - 1)
      )
    )
  })
})
