/**
 * A fan's reports over HTTP (issue #29), on both adapters: what may be reported (only what the reporter can see), the
 * form's rules, one open report per target, the daily cap, and the snapshot kept of the target as it was.
 */
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { UserRepo } from "../../domain/accounts/user-repo.ts"
import { MAX_REPORT_COMMENT_LENGTH, REPORTS_PER_DAY } from "../../domain/moderation/contract.ts"
import { ReportRepo } from "../../domain/moderation/report-repo.ts"
import { COMMENT_PLAIN_MESSAGE, COMMENT_REQUIRED_MESSAGE } from "../../domain/moderation/rules.ts"
import type { PlanDto, PlanMessageDto } from "../../domain/plans/contract.ts"
import { BlockRepo } from "../../domain/safety/block-repo.ts"
import { errorOf } from "../support/accounts.ts"
import { memoryApp, postgresApp, type TestApp } from "../support/app.ts"
import { catalogueAroundToday, insertConcerts } from "../support/concerts.ts"
import { befriend, type Fan, fan } from "../support/friends.ts"

const [concert, other] = catalogueAroundToday(2, 10, 29)

for (const [name, make] of [
  ["memory", memoryApp],
  ["postgres", postgresApp]
] as const) {
  describe(`reports over HTTP (${name})`, () => {
    let t: TestApp
    let ann: Fan, bob: Fan, cid: Fan, dee: Fan
    let planId: string, messageId: string

    beforeAll(async () => {
      t = await make()
      await insertConcerts(t, [concert!, other!])
      ;[ann, bob, cid, dee] = (await Promise.all(["Ann", "Bob", "Cid", "Dee"].map((n) => fan(t, `${n.toLowerCase()}@reports.test`, n)))) as [Fan, Fan, Fan, Fan]
      // Bob's plan with Ann in it, and a message of Bob's; Cid is not in it.
      await befriend(bob, ann)
      planId = ((await bob.b.send("POST", "/api/plans", { concertId: concert!.id })).json() as PlanDto).id
      expect((await bob.b.send("POST", `/api/plans/${planId}/members`, { userIds: [ann.id] })).statusCode).toBe(200)
      messageId = ((await bob.b.send("POST", `/api/plans/${planId}/messages`, { text: "Meet at the\nback door" })).json() as PlanMessageDto).id
    })
    afterAll(() => t.close())

    const report = (who: Fan, body: Record<string, unknown>) => who.b.send("POST", "/api/reports", body)

    it("a fan reports a profile: Report sent; the same report again is refused while it is open", async () => {
      const res = await report(ann, { targetType: "profile", targetId: dee.id, category: "spam" })
      expect(res.statusCode, res.body).toBe(201)
      expect(res.json()).toEqual({ id: expect.any(String), status: "open" })
      expect(errorOf(await report(ann, { targetType: "profile", targetId: dee.id, category: "harassment", comment: "again" }))).toEqual({
        status: 409,
        error: "ReportAlreadyOpen",
        message: "You have already reported this."
      })
      // Someone else may report the same profile.
      expect((await report(bob, { targetType: "profile", targetId: dee.id, category: "spam" })).statusCode).toBe(201)
    })

    it("the comment is required for illegal and other, plain text with line breaks, and capped", async () => {
      expect(errorOf(await report(cid, { targetType: "concert", targetId: concert!.id, category: "other" }))).toMatchObject({
        status: 400,
        error: "InvalidReport",
        message: COMMENT_REQUIRED_MESSAGE,
        issues: [{ field: "comment", message: COMMENT_REQUIRED_MESSAGE }]
      })
      expect(errorOf(await report(cid, { targetType: "concert", targetId: concert!.id, category: "illegal", comment: "bad\u202eword" }))).toMatchObject({
        status: 400,
        message: COMMENT_PLAIN_MESSAGE
      })
      const long = await report(cid, { targetType: "concert", targetId: concert!.id, category: "other", comment: "x".repeat(MAX_REPORT_COMMENT_LENGTH + 1) })
      expect(errorOf(long)).toMatchObject({ status: 400, error: "InvalidRequest" })
      const ok = await report(cid, { targetType: "concert", targetId: concert!.id, category: "wrong_details", comment: "The date is\r\nwrong" })
      expect(ok.statusCode, ok.body).toBe(201)
      const stored = await t.runtime.runPromise(ReportRepo.use((repo) => repo.find(ok.json().id)))
      expect(stored._tag === "Some" && stored.value).toMatchObject({
        comment: "The date is\nwrong",
        subjectId: null,
        snapshot: {
          artist: concert!.artist,
          venue: concert!.venue,
          city: concert!.city,
          date: concert!.date,
          description: concert!.description,
          imageUrl: concert!.imageUrl
        }
      })
    })

    it("only what the reporter can see: unknown targets, oneself, a plan one is not in and a hidden person all answer alike", async () => {
      const notFound = { status: 404, error: "ReportTargetNotFound", message: "What you reported could not be found." }
      const unknown = "00000000-0000-4000-8000-00000000dead"
      for (const [who, body] of [
        [ann, { targetType: "profile", targetId: unknown, category: "spam" }],
        [ann, { targetType: "concert", targetId: unknown, category: "spam" }],
        [ann, { targetType: "plan_message", targetId: "not-a-uuid", category: "spam" }],
        [ann, { targetType: "profile", targetId: ann.id, category: "spam" }],
        // An id in capitals is the same id (PostgreSQL reads a uuid in any case): oneself still.
        [ann, { targetType: "profile", targetId: ann.id.toUpperCase(), category: "spam" }],
        [bob, { targetType: "plan_message", targetId: messageId, category: "spam" }],
        [cid, { targetType: "plan_message", targetId: messageId, category: "harassment" }]
      ] as const) {
        expect(errorOf(await report(who, body))).toEqual(notFound)
      }
      // Blocked either way, or suspended: the profile is hidden, so it cannot be reported.
      const now = Date.now()
      await t.runtime.runPromise(BlockRepo.use((blocks) => blocks.block(dee.id, cid.id, now)))
      expect(errorOf(await report(cid, { targetType: "profile", targetId: dee.id, category: "spam" }))).toEqual(notFound)
      expect(errorOf(await report(cid, { targetType: "profile", targetId: dee.id.toUpperCase(), category: "spam" }))).toEqual(notFound)
      await t.runtime.runPromise(UserRepo.use((users) => users.suspend(cid.id, { at: now, until: null, reason: "Spam" })))
      expect(errorOf(await report(bob, { targetType: "profile", targetId: cid.id, category: "spam" }))).toEqual(notFound)
      await t.runtime.runPromise(
        Effect.all([BlockRepo.use((blocks) => blocks.unblock(dee.id, cid.id)), UserRepo.use((users) => users.liftSuspension(cid.id, Date.now()))])
      )
    })

    it("a member reports a plan message: the message is kept as it was, with its author, who is the report's subject", async () => {
      const res = await report(ann, { targetType: "plan_message", targetId: messageId, category: "harassment", comment: "Rude" })
      expect(res.statusCode, res.body).toBe(201)
      const stored = await t.runtime.runPromise(ReportRepo.use((repo) => repo.find(res.json().id)))
      expect(stored._tag === "Some" && stored.value).toMatchObject({
        subjectId: bob.id,
        snapshot: { text: "Meet at the\nback door", authorId: bob.id, authorName: "Bob", planId, createdAt: expect.any(Number) }
      })
    })

    it(`at most ${REPORTS_PER_DAY} reports a day per person: the next is refused with when to try again`, async () => {
      const now = Date.now()
      await t.runtime.runPromise(
        Effect.forEach(Array.from({ length: REPORTS_PER_DAY }), (_, n) =>
          ReportRepo.use((repo) =>
            repo.add(
              {
                id: `00000000-0000-4000-8000-${(0xa000 + n).toString(16).padStart(12, "0")}`,
                reporterId: dee.id,
                targetType: "concert",
                targetId: `00000000-0000-4000-8000-${(0xb000 + n).toString(16).padStart(12, "0")}`,
                subjectId: null,
                category: "spam",
                comment: null,
                snapshot: {},
                createdAt: now - 60_000 * (n + 1)
              },
              { since: 0, max: 1000 }
            )
          )
        )
      )
      const refused = await report(dee, { targetType: "concert", targetId: other!.id, category: "spam" })
      // Said as the day's cap it is, never the generic "wait a few minutes".
      expect(errorOf(refused)).toEqual({
        status: 429,
        error: "RateLimited",
        message: expect.stringMatching(/^You can send up to 20 reports a day\. Try again after \d{1,2} [A-Z][a-z]+ \d{4} at \d\d:\d\d UTC\.$/)
      })
      // The oldest of the day's reports leaves the window first: in about a day less twenty minutes.
      const retryAfter = Number(refused.headers["retry-after"])
      expect(retryAfter).toBeGreaterThan(24 * 3600 - 21 * 60)
      expect(retryAfter).toBeLessThanOrEqual(24 * 3600 - 19 * 60)
    })
  })
}
