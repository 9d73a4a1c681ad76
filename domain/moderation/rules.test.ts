import fc from "fast-check"
import { Option, Result } from "effect"
import { describe, expect, it } from "vitest"
import type { Role } from "../accounts/contract.ts"
import type { LocalDate } from "../kernel/local-date.ts"
import { notificationMail, notificationText } from "../notifications/kinds.ts"
import { ACTIONS_BY_TARGET, MODERATION_ACTIONS, REPORT_CATEGORIES, REPORT_TARGET_TYPES } from "./contract.ts"
import {
  actsOnPerson,
  checkActionFits,
  checkDecision,
  checkReport,
  COMMENT_REQUIRED_MESSAGE,
  concertUnchanged,
  decodeQueueCursor,
  encodeQueueCursor,
  fitSnapshot,
  longDate,
  mayActOn,
  REASON_REQUIRED_MESSAGE,
  startOfDay,
  suspendedMessage,
  UNTIL_MESSAGE
} from "./rules.ts"

const TODAY = "2026-11-26" as LocalDate
const roles: ReadonlyArray<Role> = ["user", "moderator", "admin"]
const issuesOf = <E extends { readonly issues: ReadonlyArray<{ readonly message: string }> }>(r: Result.Result<unknown, E>) =>
  Result.isFailure(r) ? r.failure.issues.map((i) => i.message) : []

describe("a report's comment", () => {
  it("is trimmed with its line breaks kept (CRLF made LF), blank is none, where the category allows none", () => {
    expect(checkReport("spam", "  He spams\r\nevery plan \n ")).toEqual(Result.succeed("He spams\nevery plan"))
    expect(checkReport("harassment", "   ")).toEqual(Result.succeed(null))
    expect(checkReport("wrong_details", undefined)).toEqual(Result.succeed(null))
  })

  it("is required for illegal and other, with the form's message", () => {
    for (const category of ["illegal", "other"] as const) {
      expect(issuesOf(checkReport(category, undefined))).toEqual([COMMENT_REQUIRED_MESSAGE])
      expect(issuesOf(checkReport(category, " \n "))).toEqual([COMMENT_REQUIRED_MESSAGE])
      expect(Result.isSuccess(checkReport(category, "It sells stolen tickets"))).toBe(true)
    }
  })

  it("refuses every control or bidirectional character but the line break", () => {
    fc.assert(
      fc.property(fc.constantFrom(...REPORT_CATEGORIES), fc.constantFrom("\u0000", "\t", "\u001b", "\u007f", "\u202e", "\u2066", "\u2028"), (category, bad) =>
        Result.isFailure(checkReport(category, `look${bad}here`))
      )
    )
  })
})

describe("a moderator's decision", () => {
  it("needs a reason for every action but dismiss", () => {
    for (const action of MODERATION_ACTIONS) {
      const missing = checkDecision(action, {}, TODAY)
      if (action === "dismiss") expect(missing).toEqual(Result.succeed({ reason: null, until: null }))
      else expect(issuesOf(missing)).toEqual([REASON_REQUIRED_MESSAGE])
      expect(checkDecision(action, { reason: "  Spam links  " }, TODAY)).toEqual(Result.succeed({ reason: "Spam links", until: null }))
    }
    expect(Result.isFailure(checkDecision("suspend", { reason: "two\nlines" }, TODAY))).toBe(true)
  })

  it("takes an end date for a suspension only: a real day after today, lapsing as it begins (UTC)", () => {
    expect(checkDecision("suspend", { reason: "Spam", until: "2026-11-27" }, TODAY)).toEqual(Result.succeed({ reason: "Spam", until: Date.UTC(2026, 10, 27) }))
    for (const until of ["2026-11-26", "2025-01-01", "2026-02-30", "27/11/2026", ""]) {
      expect(issuesOf(checkDecision("suspend", { reason: "Spam", until }, TODAY))).toEqual([UNTIL_MESSAGE])
    }
    expect(Result.isFailure(checkDecision("revoke_invites", { reason: "Spam", until: "2027-01-01" }, TODAY))).toBe(true)
  })

  it("an action fits its target exactly when ACTIONS_BY_TARGET says so; dismiss fits every target", () => {
    for (const target of REPORT_TARGET_TYPES) {
      for (const action of MODERATION_ACTIONS) {
        expect(Result.isSuccess(checkActionFits(action, target))).toBe(ACTIONS_BY_TARGET[target].includes(action))
      }
      expect(ACTIONS_BY_TARGET[target]).toContain("dismiss")
    }
    // A concert has no person behind it: no action on a concert acts on someone.
    expect(ACTIONS_BY_TARGET.concert.some(actsOnPerson)).toBe(false)
  })
})

describe("a report's snapshot", () => {
  it("fits the database's 8000 characters whatever the concert's texts, and is kept whole when it fits", () => {
    const worst = fc.constantFrom('"', "\\", "\n", "é", "😀", "a")
    fc.assert(
      fc.property(worst, worst, fc.integer({ min: 0, max: 2000 }), (a, b, n) => {
        const snapshot = {
          artist: a.repeat(200),
          venue: b.repeat(200),
          city: a.repeat(100),
          date: "2030-01-01",
          description: b.repeat(n),
          imageUrl: a.repeat(2048)
        }
        const fitted = fitSnapshot(snapshot)
        // PostgreSQL's own text of it: a space after each ':' and ','.
        const asStored = JSON.stringify(fitted).length + 2 * Object.keys(fitted).length
        return asStored <= 8000 && Object.keys(fitted).join() === Object.keys(snapshot).join() && fitted.date === "2030-01-01"
      })
    )
    const small = { displayName: "Bea", bio: null }
    expect(fitSnapshot(small)).toBe(small)
  })

  it("tells a concert still as reported (a long text shortened alike) from one corrected or deleted", () => {
    const concert = { artist: "Röyksopp", venue: "Neumos", city: "Seattle", date: "2030-01-01", description: '"'.repeat(2000), imageUrl: "\\".repeat(2048) }
    const reported = fitSnapshot(concert)
    expect(reported.imageUrl).not.toBe(concert.imageUrl)
    expect(concertUnchanged(reported, concert)).toBe(true)
    expect(concertUnchanged({ ...reported, description: null }, concert)).toBe(false)
    expect(concertUnchanged(reported, { ...concert, venue: "The Showbox" })).toBe(false)
    expect(concertUnchanged(reported, { ...concert, imageUrl: `${concert.imageUrl.slice(1)}!` })).toBe(false)
    expect(concertUnchanged(reported, null)).toBe(false)
  })
})

describe("who may act on whom", () => {
  it("nobody acts on themself or on an admin; a moderator on fans only; an admin also on moderators; the command line on anyone", () => {
    fc.assert(
      fc.property(fc.constantFrom(...roles), fc.constantFrom(...roles), fc.boolean(), (actorRole, targetRole, same) => {
        const actor = { id: "a", role: actorRole }
        const target = { id: same ? "a" : "b", role: targetRole }
        const expected = !same && targetRole !== "admin" && (actorRole === "admin" || (actorRole === "moderator" && targetRole === "user"))
        return mayActOn(actor, target) === expected && mayActOn("cli", target)
      })
    )
  })
})

describe("what people read", () => {
  it("a suspension's end is its UTC day, in English", () => {
    expect(longDate(startOfDay("2027-03-03"))).toBe("3 March 2027")
    expect(suspendedMessage(null)).toBe("This account is suspended.")
    expect(suspendedMessage(startOfDay("2027-03-03"))).toBe("This account is suspended until 3 March 2027.")
  })

  it("the person acted on is told what and why, and the reporter the outcome, never by whom nor about whom", () => {
    expect(notificationText({ kind: "moderation_action", action: "remove_message", reason: "Insults" })).toBe("A moderator removed your message: Insults")
    expect(notificationText({ kind: "moderation_action", action: "suspend", reason: "Spam", until: startOfDay("2027-03-03") })).toBe(
      "A moderator suspended your account until 3 March 2027: Spam"
    )
    expect(notificationText({ kind: "report_resolved", targetType: "plan_message", outcome: "actioned", concert: null })).toBe(
      "Your report about a message was reviewed: action was taken."
    )
    expect(notificationText({ kind: "report_resolved", targetType: "profile", outcome: "dismissed", concert: null })).toBe(
      "Your report about a profile was reviewed: no action was needed."
    )
    const concert = { artist: "Band", venue: "Hall", city: "Oslo", date: "2027-01-01" as LocalDate }
    expect(notificationMail({ kind: "report_resolved", targetType: "concert", outcome: "actioned", concert }).firstLine).toBe(
      "Soundcheck: Your report about “Band” at “Hall” on Fri, Jan 1 was reviewed: action was taken."
    )
  })

  it("the queue's cursor round-trips and refuses what it did not make", () => {
    const cursor = { at: 1_800_000_000_000, targetId: "00000000-0000-4000-8000-000000000001" }
    expect(Option.getOrThrow(decodeQueueCursor(encodeQueueCursor(cursor)))).toEqual(cursor)
    expect(Option.isNone(decodeQueueCursor("not a cursor"))).toBe(true)
  })
})
