/** The ReportRepo contract (issue #29): every adapter must pass it. */
import { Effect, Option } from "effect"
import { describe, expect, it } from "vitest"
import { ConcertRepo } from "../../domain/concerts/concert-repo.ts"
import { Concert } from "../../domain/concerts/concert.ts"
import type { ConcertId } from "../../domain/kernel/ids.ts"
import type { LocalDate } from "../../domain/kernel/local-date.ts"
import { Transactions } from "../../domain/kernel/transactions.ts"
import type { ReportTargetType } from "../../domain/moderation/contract.ts"
import { type NewReport, ReportRepo } from "../../domain/moderation/report-repo.ts"
import { REPORTS_SHOWN_PER_GROUP } from "../../domain/moderation/rules.ts"
import { PlanRepo } from "../../domain/plans/plan-repo.ts"
import { aUser, anId, type FreshStore, withStore } from "./fresh-store.ts"
import { people } from "./invitation-repo.contract.ts"

const T0 = 1_800_000_000_000
const MINUTE = 60_000
const [ann, bea, cy, dan] = [aUser(1).id, aUser(2).id, aUser(3).id, aUser(4).id]
const profileOf = (n: number) => aUser(n).id
const concertId = anId(5001) as ConcertId
const messageId = anId(8001)

const aReport = (n: number, reporterId: string, targetType: ReportTargetType, targetId: string, at = T0 + n * MINUTE): NewReport => ({
  id: anId(9000 + n),
  reporterId,
  targetType,
  targetId,
  subjectId: targetType === "profile" ? targetId : targetType === "plan_message" ? dan : null,
  category: n % 2 === 0 ? "spam" : "other",
  comment: n % 2 === 0 ? null : `comment ${n}\nsecond line`,
  snapshot: { displayName: `Name ${n}`, bio: null, nested: { n }, text: 'émoji 🎸 "quoted"\nline' },
  createdAt: at
})

const noCap = { since: 0, max: 1000 }

/** Four people (even ones named), a concert, and a plan by Dan with Ann in it and one message of Dan's. */
const world = Effect.gen(function* () {
  yield* people(4)
  yield* (yield* ConcertRepo).insertMany([
    new Concert({
      id: concertId,
      artist: "Band",
      venue: "Hall",
      city: "Oslo",
      date: "2030-01-01" as LocalDate,
      description: null,
      imageUrl: null,
      createdBy: null,
      createdAt: T0
    })
  ])
  const plans = yield* PlanRepo
  const plan = { id: anId(6001), concertId, makerId: dan, title: null, meetPlace: null, meetAt: null, createdAt: T0, updatedAt: T0 }
  yield* plans.create(plan, { planId: plan.id, userId: dan, answer: "going", ticket: null, spares: 0, ticketNote: null, joinedAt: T0 })
  yield* plans.addMessage({ id: messageId, planId: plan.id, authorId: dan, text: "hello\nthere", createdAt: T0 + 1 })
})

export const reportRepoContract = (name: string, fresh: FreshStore) =>
  describe(`ReportRepo contract: ${name}`, () => {
    const run = withStore(fresh)

    it("a report is stored open, its snapshot kept as it was, read back with its people's names", async () => {
      const got = await run(
        Effect.gen(function* () {
          yield* world
          const repo = yield* ReportRepo
          const added = yield* repo.add(aReport(1, bea, "profile", profileOf(3)), noCap)
          return { added, found: yield* repo.find(anId(9001)), unknown: yield* repo.find(anId(9999)), notAnId: yield* repo.find("nope") }
        })
      )
      expect(got.added).toEqual({ added: true })
      expect(Option.getOrThrow(got.found)).toEqual({
        ...aReport(1, bea, "profile", profileOf(3)),
        status: "open",
        assignedTo: null,
        resolvedAt: null,
        resolvedBy: null,
        action: null,
        reason: null,
        reporterName: "Name 2",
        assignedToName: null
      })
      expect(Option.isNone(got.unknown) && Option.isNone(got.notAnId)).toBe(true)
    })

    it("one open report per reporter and target: a second is refused until the first is closed; others report freely", async () => {
      const got = await run(
        Effect.gen(function* () {
          yield* world
          const repo = yield* ReportRepo
          yield* repo.add(aReport(1, bea, "concert", concertId), noCap)
          const again = yield* repo.add(aReport(2, bea, "concert", concertId), noCap).pipe(Effect.flip)
          const other = yield* repo.add(aReport(3, cy, "concert", concertId), noCap)
          const closed = yield* repo.close("concert", concertId, { status: "dismissed", action: "dismiss", reason: null, by: ann, at: T0 + 10 * MINUTE })
          const afterClose = yield* repo.add(aReport(4, bea, "concert", concertId), noCap)
          return { again, other, closed, afterClose }
        })
      )
      expect(got.again).toMatchObject({ _tag: "ReportAlreadyOpen", targetType: "concert", targetId: concertId })
      expect(got.other).toEqual({ added: true })
      expect(got.closed.map((r) => r.id)).toEqual([anId(9003), anId(9001)])
      expect(got.afterClose).toEqual({ added: true })
    })

    it("the daily cap counts the reporter's reports since the window's start, closed ones too, and names the oldest; the refusal stores nothing", async () => {
      const got = await run(
        Effect.gen(function* () {
          yield* world
          const repo = yield* ReportRepo
          const cap = { since: T0 + 2 * MINUTE, max: 2 }
          yield* repo.add(aReport(1, bea, "profile", profileOf(1)), cap)
          yield* repo.add(aReport(2, bea, "profile", profileOf(3)), cap)
          yield* repo.add(aReport(3, bea, "concert", concertId), cap)
          yield* repo.close("concert", concertId, { status: "actioned", action: "concert_corrected", reason: "fixed", by: null, at: T0 + 4 * MINUTE })
          const limited = yield* repo.add(aReport(5, bea, "profile", profileOf(4)), cap)
          // At the cap and with an open report of the target: the cap answers first, as in PostgreSQL.
          const limitedDuplicate = yield* repo.add(aReport(6, bea, "profile", profileOf(3)), cap)
          const someoneElse = yield* repo.add(aReport(7, cy, "profile", profileOf(4)), cap)
          return { limited, limitedDuplicate, someoneElse, stored: yield* repo.find(anId(9005)) }
        })
      )
      expect(got.limited).toEqual({ added: false, oldestAt: T0 + 2 * MINUTE })
      expect(got.limitedDuplicate).toEqual({ added: false, oldestAt: T0 + 2 * MINUTE })
      expect(got.someoneElse).toEqual({ added: true })
      expect(Option.isNone(got.stored)).toBe(true)
    })

    it("two reports at once at the cap's edge: one is stored, the other refused", async () => {
      const got = await run(
        Effect.gen(function* () {
          yield* world
          const repo = yield* ReportRepo
          const transactions = yield* Transactions
          const cap = { since: 0, max: 1 }
          const outcomes = yield* Effect.all(
            [
              transactions.run(repo.add(aReport(1, bea, "profile", profileOf(1)), cap)),
              transactions.run(repo.add(aReport(2, bea, "profile", profileOf(3)), cap))
            ],
            { concurrency: 2 }
          )
          return outcomes.map((o) => o.added).sort()
        })
      )
      expect(got).toEqual([false, true])
    })

    it("assigning takes every open report of the target, and no other", async () => {
      const got = await run(
        Effect.gen(function* () {
          yield* world
          const repo = yield* ReportRepo
          yield* repo.add(aReport(1, bea, "profile", profileOf(3)), noCap)
          yield* repo.add(aReport(2, dan, "profile", profileOf(3)), noCap)
          yield* repo.add(aReport(3, bea, "concert", concertId), noCap)
          const assigned = yield* repo.assign("profile", profileOf(3), ann)
          const none = yield* repo.assign("profile", "not-an-id", ann)
          return { assigned, none, one: yield* repo.find(anId(9002)), other: yield* repo.find(anId(9003)) }
        })
      )
      expect(got).toMatchObject({ assigned: 2, none: 0 })
      expect(Option.getOrThrow(got.one)).toMatchObject({ assignedTo: ann, assignedToName: null })
      expect(Option.getOrThrow(got.other).assignedTo).toBeNull()
    })

    it("closing closes the target's open reports once: a second close finds none", async () => {
      const got = await run(
        Effect.gen(function* () {
          yield* world
          const repo = yield* ReportRepo
          yield* repo.add(aReport(1, bea, "plan_message", messageId), noCap)
          yield* repo.add(aReport(2, ann, "plan_message", messageId), noCap)
          yield* repo.add(aReport(3, bea, "profile", profileOf(4)), noCap)
          const closing = { status: "actioned", action: "remove_message", reason: "Rude", by: cy, at: T0 + 9 * MINUTE } as const
          const first = yield* repo.close("plan_message", messageId, closing)
          const second = yield* repo.close("plan_message", messageId, closing)
          return { first, second, untouched: yield* repo.find(anId(9003)) }
        })
      )
      expect(got.first).toEqual([
        expect.objectContaining({ id: anId(9002), status: "actioned", action: "remove_message", reason: "Rude", resolvedBy: cy, resolvedAt: T0 + 9 * MINUTE }),
        expect.objectContaining({ id: anId(9001), subjectId: dan, status: "actioned" })
      ])
      expect(got.second).toEqual([])
      expect(Option.getOrThrow(got.untouched).status).toBe("open")
    })

    it("the queue groups reports by target, the newest report's target first, in keyset pages; open and closed apart", async () => {
      const got = await run(
        Effect.gen(function* () {
          yield* world
          const repo = yield* ReportRepo
          yield* repo.add(aReport(1, bea, "profile", profileOf(4)), noCap)
          yield* repo.add(aReport(2, bea, "concert", concertId), noCap)
          yield* repo.add(aReport(3, cy, "profile", profileOf(4)), noCap)
          yield* repo.add(aReport(4, ann, "plan_message", messageId), noCap)
          yield* repo.add(aReport(5, cy, "concert", concertId, T0 + 4 * MINUTE), noCap)
          yield* repo.close("plan_message", messageId, { status: "dismissed", action: "dismiss", reason: null, by: null, at: T0 + 9 * MINUTE })
          const open = yield* repo.queue("open", null, 10)
          const first = yield* repo.queue("open", null, 1)
          const next = yield* repo.queue("open", { at: first[0]!.latestAt, targetId: first[0]!.targetId }, 1)
          return { open, first, next, closed: yield* repo.queue("closed", null, 10) }
        })
      )
      expect(got.open.map((g) => g.targetType)).toEqual(["concert", "profile"])
      const [concertGroup, profileGroup] = got.open
      expect(profileGroup).toMatchObject({ targetId: profileOf(4), subjectId: dan, subjectName: "Name 4", count: 2, latestAt: T0 + 3 * MINUTE })
      expect(profileGroup!.reports.map((r) => r.id)).toEqual([anId(9003), anId(9001)])
      expect(concertGroup).toMatchObject({ targetId: concertId, subjectId: null, subjectName: null, count: 2, latestAt: T0 + 4 * MINUTE })
      expect(concertGroup!.reports.map((r) => r.id)).toEqual([anId(9005), anId(9002)])
      expect(concertGroup!.reports[0]).toMatchObject({ reporterName: null, snapshot: aReport(5, cy, "concert", concertId).snapshot })
      expect([...got.first, ...got.next].map((g) => g.targetId)).toEqual(got.open.map((g) => g.targetId))
      expect(got.closed).toEqual([expect.objectContaining({ targetType: "plan_message", targetId: messageId, count: 1, subjectId: dan })])
    })

    it("a target's group shows its newest reports only, and counts them all", async () => {
      const reporters = REPORTS_SHOWN_PER_GROUP + 2
      const got = await run(
        Effect.gen(function* () {
          yield* world
          const repo = yield* ReportRepo
          for (let n = 1; n <= reporters; n++) {
            // Reports need reporters: the same four people report the same target again once each is closed.
            yield* repo.add(aReport(n, [ann, bea, cy, dan][n % 4]!, "concert", concertId), noCap)
            if (n % 4 === 0) yield* repo.close("concert", concertId, { status: "dismissed", action: "dismiss", reason: null, by: null, at: T0 })
          }
          return yield* repo.queue("closed", null, 10)
        })
      )
      const closedCount = Math.floor(reporters / 4) * 4
      expect(got[0]).toMatchObject({ count: closedCount, latestAt: T0 + closedCount * MINUTE })
      expect(got[0]!.reports).toHaveLength(Math.min(closedCount, REPORTS_SHOWN_PER_GROUP))
      expect(got[0]!.reports[0]!.id).toBe(anId(9000 + closedCount))
    })

    it("a plan message is found and removed by id; removing it again finds nothing", async () => {
      const got = await run(
        Effect.gen(function* () {
          yield* world
          const repo = yield* ReportRepo
          const found = yield* repo.planMessage(messageId)
          const removed = yield* repo.removePlanMessage(messageId)
          return {
            found,
            removed,
            again: yield* repo.removePlanMessage(messageId),
            gone: yield* repo.planMessage(messageId),
            bad: yield* repo.planMessage("x")
          }
        })
      )
      const message = { id: messageId, planId: anId(6001), authorId: dan, text: "hello\nthere", createdAt: T0 + 1 }
      expect(Option.getOrThrow(got.found)).toEqual(message)
      expect(Option.getOrThrow(got.removed)).toEqual(message)
      expect(Option.isNone(got.again) && Option.isNone(got.gone) && Option.isNone(got.bad)).toBe(true)
    })
  })
