import { Result } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { DELETION_GRACE_MS } from "./deletion-contract.ts"
import { checkConfirmation, deletionMail, dueBefore, graceEnded, pendingDeletionMessage, purgeAfterOf } from "./deletion-rules.ts"

const instant = fc.integer({ min: 0, max: 4_102_444_800_000 })

describe("the deletion's rules", () => {
  it("only DELETE itself confirms: any other text is refused", () => {
    expect(Result.isSuccess(checkConfirmation("DELETE"))).toBe(true)
    for (const near of ["delete", "Delete", " DELETE", "DELETE ", "DELETED", ""]) expect(Result.isFailure(checkConfirmation(near))).toBe(true)
    fc.assert(fc.property(fc.string({ maxLength: 32 }), (text) => Result.isSuccess(checkConfirmation(text)) === (text === "DELETE")))
  })

  it("the grace period ends 14 days after the request, and the sweep finds exactly the requests whose grace ended", () => {
    fc.assert(
      fc.property(instant, instant, (requestedAt, now) => {
        expect(purgeAfterOf(requestedAt) - requestedAt).toBe(DELETION_GRACE_MS)
        expect(graceEnded(requestedAt, now)).toBe(now >= requestedAt + DELETION_GRACE_MS)
        expect(requestedAt <= dueBefore(now)).toBe(graceEnded(requestedAt, now))
      })
    )
  })

  it("the person is told the day of the purge, in sign-in's answer and in the mail to their own address", () => {
    const purgeAfter = Date.UTC(2026, 11, 10, 12)
    expect(pendingDeletionMessage(purgeAfter)).toBe("This account is scheduled for deletion on 10 December 2026. Restore it to sign in.")
    const mail = deletionMail("ann@example.com", purgeAfter, "https://soundcheck.example")
    expect(mail).toMatchObject({ to: "ann@example.com", subject: "Your Soundcheck account will be deleted" })
    expect(mail.text).toContain(
      "Your Soundcheck account will be deleted on 10 December 2026. Sign in within 14 days to restore it:\nhttps://soundcheck.example/auth\n"
    )
  })
})
