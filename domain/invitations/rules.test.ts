import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { Result } from "effect"
import { checkReason, checkRequestedCount, invitationExpiry, invitationLink, invitationMail, isExpired } from "./rules.ts"

describe("invitation rules", () => {
  const anyName = fc.string({ unit: "binary", maxLength: 300 })

  it("an invitation mail's subject is one line opening with Soundcheck's name, and its body starts with Soundcheck's words, whatever the name says", () => {
    fc.assert(
      fc.property(anyName, (name) => {
        const mail = invitationMail("friend@example.com", name, "http://soundcheck.test/invite?token=t", 7)
        return (
          !/[\r\n]/.test(mail.subject) &&
          mail.subject.startsWith("Soundcheck: “") &&
          mail.subject.endsWith("” invited you to join") &&
          mail.text.startsWith("A Soundcheck member whose display name is “") &&
          mail.text.split("\n")[0]!.includes("invited you to join Soundcheck")
        )
      })
    )
    const crafted = invitationMail("friend@example.com", "Alex\r\nBcc: everyone@example.com\n\nYour account is locked: http://evil.example", "http://l", 7)
    expect(crafted.subject).toBe("Soundcheck: “Alex Bcc: everyone@example.com Your acc…” invited you to join")
  })

  it("a requested count is accepted exactly when it is a whole number from 1 to 20", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: -50, max: 50 }), fc.double({ noNaN: true })),
        (n) => Result.isSuccess(checkRequestedCount(n)) === (Number.isInteger(n) && n >= 1 && n <= 20)
      )
    )
  })

  it("a reason is accepted exactly when it has at least 10 characters once trimmed, and is stored trimmed", () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 30 }),
        fc.string({ maxLength: 3 }).map((s) => s.replace(/\S/g, " ")),
        (text, pad) => {
          const result = checkReason(`${pad}${text}${pad}`)
          const trimmed = text.trim()
          return Result.isSuccess(result) ? result.success === trimmed && [...trimmed].length >= 10 : [...trimmed].length < 10
        }
      )
    )
  })

  it("an invitation is valid until, and not at, the instant `days` days after it was sent", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 42 }), fc.integer({ min: 1, max: 60 }), (sentAt, days) => {
        const expiresAt = invitationExpiry(sentAt, days)
        return !isExpired(expiresAt, expiresAt - 1) && isExpired(expiresAt, expiresAt) && expiresAt - sentAt === days * 86_400_000
      })
    )
  })

  it("a link gives back its token and inviter when the /invite page reads its query", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.uuid(), (token, inviter) => {
        const url = new URL(invitationLink("https://soundcheck.example", token, inviter))
        return url.pathname === "/invite" && url.searchParams.get("token") === token && url.searchParams.get("inviter") === inviter
      })
    )
    expect(invitationLink("http://x.test", "a+b/c=", "id")).toBe("http://x.test/invite?token=a%2Bb%2Fc%3D&inviter=id")
  })
})
