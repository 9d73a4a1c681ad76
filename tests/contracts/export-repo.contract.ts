/**
 * The contracts of a data export's ports (issue #30): ExportRepo (the exports and their archives: the daily count,
 * ready and kept, owner only, taken over once, deleted after their time) and OwnDataRepo (a person's own rows, every
 * one of them, nobody else's). Every adapter must pass them.
 */
import { Effect, Exit, Option } from "effect"
import { describe, expect, it } from "vitest"
import { Concert } from "../../domain/concerts/concert.ts"
import { ConcertRepo } from "../../domain/concerts/concert-repo.ts"
import { InterestRepo } from "../../domain/concerts/interest-repo.ts"
import { FeedbackRepo } from "../../domain/feedback/feedback-repo.ts"
import { InvitationRepo } from "../../domain/invitations/invitation-repo.ts"
import { ConcertId } from "../../domain/kernel/ids.ts"
import type { LocalDate } from "../../domain/kernel/local-date.ts"
import { Transactions } from "../../domain/kernel/transactions.ts"
import { ReportRepo } from "../../domain/moderation/report-repo.ts"
import { ExportRepo } from "../../domain/own-data/export-repo.ts"
import { requestExport } from "../../domain/own-data/exports.ts"
import { OwnDataRepo } from "../../domain/own-data/own-data-repo.ts"
import { PlanRepo } from "../../domain/plans/plan-repo.ts"
import { aUser, anId, type FreshStore, withStore } from "./fresh-store.ts"
import { people } from "./invitation-repo.contract.ts"

const T0 = 1_750_000_000_000
const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE
const ann = aUser(1).id
const bob = aUser(2).id
const exportId = (n: number) => anId(8800 + n)

const bytes = (...values: Array<number>) => Uint8Array.from(values)

const concertOf = (n: number) => ConcertId.make(anId(7700 + n))

const aConcert = (n: number, date: string) =>
  new Concert({
    id: concertOf(n),
    artist: `Artist ${n}`,
    venue: "Hall",
    city: "Oslo",
    date: date as LocalDate,
    description: null,
    imageUrl: null,
    createdBy: null,
    createdAt: T0
  })

export const exportRepoContract = (name: string, fresh: FreshStore) =>
  describe(`ExportRepo contract: ${name}`, () => {
    const run = withStore(fresh)

    it("adds a building export unless one not failed was made since the instant given (then answers when); the latest kept is the newest", async () => {
      const got = await run(
        Effect.gen(function* () {
          yield* people(2)
          const repo = yield* ExportRepo
          const first = yield* repo.addUnlessSince({ id: exportId(1), userId: ann, createdAt: T0 }, T0 - DAY)
          const again = yield* repo.addUnlessSince({ id: exportId(2), userId: ann, createdAt: T0 + MINUTE }, T0 + MINUTE - DAY)
          const others = yield* repo.addUnlessSince({ id: exportId(3), userId: bob, createdAt: T0 + MINUTE }, T0 + MINUTE - DAY)
          const nextDay = yield* repo.addUnlessSince({ id: exportId(4), userId: ann, createdAt: T0 + DAY }, T0)
          yield* repo.fail(exportId(4))
          const failed = yield* repo.latest(ann, T0 + DAY)
          // A failed export is not counted: the person may ask again at once.
          const afterFailure = yield* repo.addUnlessSince({ id: exportId(5), userId: ann, createdAt: T0 + DAY + MINUTE }, T0 + MINUTE)
          return {
            first,
            again,
            others,
            nextDay,
            afterFailure,
            failed,
            newest: yield* repo.latest(ann, T0 + DAY + MINUTE),
            one: yield* repo.find(exportId(1)),
            two: yield* repo.find(exportId(2))
          }
        })
      )
      expect([got.first, got.again, got.others, got.nextDay, got.afterFailure]).toEqual([null, T0, null, null, null])
      expect(Option.getOrThrow(got.one)).toEqual({
        id: exportId(1),
        userId: ann,
        status: "building",
        createdAt: T0,
        readyAt: null,
        expiresAt: null,
        size: null,
        buildStartedAt: T0,
        attempts: 1
      })
      expect(Option.isNone(got.two)).toBe(true)
      // The latest kept is the newest: a failed one shows until a newer one is asked.
      expect(Option.getOrThrow(got.failed)).toMatchObject({ id: exportId(4), status: "failed" })
      expect(Option.getOrThrow(got.newest)).toMatchObject({ id: exportId(5), status: "building" })
    })

    it("two requests of one person at once: one export is added, the other is counted against it", async () => {
      const got = await run(
        Effect.gen(function* () {
          yield* people(1)
          const tries = yield* Effect.all(
            Array.from({ length: 4 }, () => Effect.exit(requestExport(ann))),
            { concurrency: "unbounded" }
          )
          return { tries, latest: yield* (yield* ExportRepo).latest(ann, Date.now()) }
        })
      )
      expect(got.tries.filter(Exit.isSuccess)).toHaveLength(1)
      expect(got.tries.filter(Exit.isFailure).map((e) => Option.getOrThrow(Exit.findErrorOption(e))._tag)).toEqual([
        "ExportLimited",
        "ExportLimited",
        "ExportLimited"
      ])
      expect(Option.isSome(got.latest)).toBe(true)
    })

    it("completes a building export once, and one gone (its account purged) not at all: its archive is its owner's alone, while kept; then it is gone from the latest too", async () => {
      const got = await run(
        Effect.gen(function* () {
          yield* people(2)
          const repo = yield* ExportRepo
          yield* repo.addUnlessSince({ id: exportId(1), userId: ann, createdAt: T0 }, T0 - DAY)
          const notReady = yield* repo.downloadable(exportId(1), ann, T0 + 1)
          const notReadySlice = yield* repo.archiveSlice(exportId(1), ann, 0, 10)
          const completed = yield* repo.complete(exportId(1), bytes(80, 75, 3, 4, 0, 255), T0 + 2, T0 + 2 + 2 * DAY)
          const twice = yield* repo.complete(exportId(1), bytes(1), T0 + 3, T0 + 3 + 2 * DAY)
          const failLate = yield* repo.fail(exportId(1))
          // An export gone while its archive was built (its account purged, say): nothing is stored.
          const gone = [yield* repo.complete(exportId(9), bytes(1), T0 + 2, T0 + 2 + 2 * DAY), yield* repo.fail(exportId(9))]
          return {
            notReady,
            completed,
            twice,
            failLate,
            gone,
            goneFound: yield* repo.find(exportId(9)),
            notReadySlice,
            own: yield* repo.downloadable(exportId(1), ann, T0 + 2 * DAY),
            // Read in slices: a slice within, one over the end, one past it; nothing of it for anyone else.
            slices: yield* Effect.forEach(
              [
                [0, 6],
                [0, 2],
                [2, 3],
                [4, 10],
                [6, 1],
                [99, 1]
              ] as const,
              ([offset, length]) => Effect.map(repo.archiveSlice(exportId(1), ann, offset, length), (b) => [...b])
            ),
            othersSlice: yield* repo.archiveSlice(exportId(1), bob, 0, 6),
            malformedSlice: yield* repo.archiveSlice("nope", ann, 0, 6),
            others: yield* repo.downloadable(exportId(1), bob, T0 + 2 * DAY),
            malformed: yield* repo.downloadable("nope", ann, T0 + 2 * DAY),
            expired: yield* repo.downloadable(exportId(1), ann, T0 + 2 + 2 * DAY),
            latestKept: yield* repo.latest(ann, T0 + 2 * DAY),
            latestExpired: yield* repo.latest(ann, T0 + 2 + 2 * DAY),
            bobsLatest: yield* repo.latest(bob, T0)
          }
        })
      )
      expect(Option.isNone(got.notReady)).toBe(true)
      expect([got.completed, got.twice, got.failLate]).toEqual([true, false, false])
      expect(got.gone).toEqual([false, false])
      expect(Option.isNone(got.goneFound)).toBe(true)
      expect(got.notReadySlice.length).toBe(0)
      const own = Option.getOrThrow(got.own)
      expect(own).toMatchObject({ id: exportId(1), status: "ready", readyAt: T0 + 2, expiresAt: T0 + 2 + 2 * DAY, size: 6 })
      expect(got.slices).toEqual([[80, 75, 3, 4, 0, 255], [80, 75], [3, 4, 0], [0, 255], [], []])
      expect([got.othersSlice.length, got.malformedSlice.length]).toEqual([0, 0])
      expect([Option.isNone(got.others), Option.isNone(got.malformed), Option.isNone(got.expired)]).toEqual([true, true, true])
      expect([Option.isNone(got.latestExpired), Option.isNone(got.bobsLatest)]).toEqual([true, true])
      expect(Option.getOrThrow(got.latestKept)).toEqual(own)
    })

    it("a sweep takes over the builds begun before the instant given, once each, counting the attempt", async () => {
      const got = await run(
        Effect.gen(function* () {
          yield* people(2)
          const repo = yield* ExportRepo
          yield* repo.addUnlessSince({ id: exportId(1), userId: ann, createdAt: T0 }, T0 - DAY)
          yield* repo.addUnlessSince({ id: exportId(2), userId: bob, createdAt: T0 + 10 * MINUTE }, T0 - DAY)
          yield* repo.addUnlessSince({ id: exportId(3), userId: ann, createdAt: T0 + 5 * MINUTE }, T0 + 4 * MINUTE)
          yield* repo.complete(exportId(3), bytes(1, 2), T0 + 6 * MINUTE, T0 + 6 * MINUTE + 2 * DAY)
          const claimed = yield* repo.claimStale(T0 + 8 * MINUTE, T0 + 12 * MINUTE, 10)
          const again = yield* repo.claimStale(T0 + 8 * MINUTE, T0 + 12 * MINUTE, 10)
          const later = yield* repo.claimStale(T0 + 13 * MINUTE, T0 + 20 * MINUTE, 1)
          return { claimed, again, later }
        })
      )
      expect(got.claimed).toEqual([expect.objectContaining({ id: exportId(1), status: "building", buildStartedAt: T0 + 12 * MINUTE, attempts: 2 })])
      expect(got.again).toEqual([])
      expect(got.later.map((e) => [e.id, e.attempts, e.buildStartedAt])).toEqual([[exportId(2), 2, T0 + 20 * MINUTE]])
    })

    it("deletes, archive and all, the ready exports past their time and the failed ones made before the instant given, in batches", async () => {
      const got = await run(
        Effect.gen(function* () {
          yield* people(2)
          const repo = yield* ExportRepo
          for (const [n, user, at] of [
            [1, ann, T0],
            [2, bob, T0],
            [3, ann, T0 + 2 * DAY],
            [4, bob, T0 + 2 * DAY]
          ] as const) {
            yield* repo.addUnlessSince({ id: exportId(n), userId: user, createdAt: at }, at - MINUTE)
          }
          yield* repo.complete(exportId(1), bytes(1), T0, T0 + 2 * DAY)
          yield* repo.fail(exportId(2))
          yield* repo.complete(exportId(3), bytes(3), T0 + 2 * DAY, T0 + 4 * DAY)
          const now = T0 + 3 * DAY
          const first = yield* repo.deleteExpired(now, now - 2 * DAY, 1)
          const rest = yield* repo.deleteExpired(now, now - 2 * DAY, 10)
          const none = yield* repo.deleteExpired(now, now - 2 * DAY, 10)
          const left = yield* Effect.forEach([1, 2, 3, 4], (n) => Effect.map(repo.find(exportId(n)), Option.isSome))
          return { deleted: [first, rest, none], left }
        })
      )
      expect(got.deleted).toEqual([1, 1, 0])
      expect(got.left).toEqual([false, false, true, true])
    })
  })

export const ownDataRepoContract = (name: string, fresh: FreshStore) =>
  describe(`OwnDataRepo contract: ${name}`, () => {
    const run = withStore(fresh)

    it("reads every row of the person's own, in order, and nobody else's", async () => {
      const got = await run(
        Effect.gen(function* () {
          yield* people(3)
          const cy = aUser(3).id
          yield* (yield* ConcertRepo).insertMany([aConcert(1, "2099-03-01"), aConcert(2, "2099-01-01"), aConcert(3, "2020-05-05")])
          const interests = yield* InterestRepo
          yield* interests.set(ann, concertOf(1), "interested", T0 + 1)
          yield* interests.set(ann, concertOf(2), "not_interested", T0 + 2)
          yield* interests.set(ann, concertOf(3), "has_tickets", T0 + 3)
          yield* interests.set(bob, concertOf(1), "has_tickets", T0 + 4)
          const invitations = yield* InvitationRepo
          const invite = (n: number, inviter: string, email: string, at: number) =>
            invitations.insert({ id: anId(6600 + n), inviterId: inviter, email, tokenHash: `hash-${n}`, expiresAt: at + 7 * DAY, createdAt: at })
          yield* invite(1, ann, "Friend@Example.com", T0)
          yield* invite(2, ann, "later@example.com", T0 + MINUTE)
          yield* invite(3, bob, "bobs@example.com", T0)
          yield* invitations.claim(anId(6601), T0 + 2 * MINUTE)
          yield* invitations.setAcceptedBy(anId(6601), cy)
          const feedback = yield* FeedbackRepo
          yield* feedback.create({
            id: anId(6701),
            userId: ann,
            feedbackType: "bug",
            title: "Broken",
            description: "The page is broken today.",
            contactEmail: "ann@elsewhere.example",
            createdAt: T0
          })
          yield* feedback.create({
            id: anId(6702),
            userId: bob,
            feedbackType: "general",
            title: "Hi!",
            description: "Nice app overall.",
            contactEmail: null,
            createdAt: T0
          })
          const reports = yield* ReportRepo
          const report = (n: number, reporter: string, at: number) =>
            reports.add(
              {
                id: anId(6800 + n),
                reporterId: reporter,
                targetType: "profile",
                targetId: cy,
                subjectId: cy,
                category: "spam",
                comment: n === 1 ? "Sells tickets" : null,
                snapshot: { displayName: "Cy", bio: "secret bio" },
                createdAt: at
              },
              { since: 0, max: 100 }
            )
          yield* report(1, ann, T0)
          yield* report(2, bob, T0)
          const plans = yield* PlanRepo
          const plan = (n: number, maker: string, concert: number) =>
            plans.create(
              {
                id: anId(6900 + n),
                concertId: concertOf(concert),
                makerId: maker,
                title: n === 1 ? "Tacos first" : null,
                meetPlace: n === 1 ? "Front door" : null,
                meetAt: null,
                createdAt: T0 + n,
                updatedAt: T0 + n
              },
              { planId: anId(6900 + n), userId: maker, answer: "going", ticket: null, spares: 0, ticketNote: null, joinedAt: T0 + n }
            )
          yield* plan(1, ann, 1)
          yield* plan(2, bob, 2)
          yield* plan(3, bob, 1)
          yield* plans.addMembers([
            { planId: anId(6902), userId: ann, answer: "maybe", ticket: "has_ticket", spares: 2, ticketNote: "Row F", joinedAt: T0 + 10 },
            { planId: anId(6903), userId: ann, answer: null, ticket: null, spares: 0, ticketNote: null, joinedAt: T0 + 11 },
            { planId: anId(6901), userId: bob, answer: null, ticket: null, spares: 0, ticketNote: null, joinedAt: T0 + 12 }
          ])
          const message = (n: number, planN: number, author: string, at: number) =>
            plans.addMessage({ id: anId(7000 + n), planId: anId(6900 + planN), authorId: author, text: `message ${n}`, createdAt: at })
          yield* message(1, 1, ann, T0 + 30)
          yield* message(2, 1, bob, T0 + 20)
          yield* message(3, 3, ann, T0 + 10)
          yield* message(4, 2, ann, T0 + 40)
          // Ann leaves plan 3: her message there stays hers.
          yield* (yield* Transactions).run(plans.removeMember(anId(6903), ann))
          const own = yield* OwnDataRepo
          return {
            interests: yield* own.interests(ann),
            invitations: yield* own.invitationsSent(ann),
            feedback: yield* own.feedback(ann),
            reports: yield* own.reportsFiled(ann),
            plans: yield* own.plans(ann),
            messages: yield* own.messages(ann),
            nobody: yield* Effect.all([own.interests("nope"), own.plans("nope"), own.messages(anId(1)), own.feedback("x")])
          }
        })
      )
      const facts = (n: number, date: string) => ({ concertId: concertOf(n), artist: `Artist ${n}`, venue: "Hall", city: "Oslo", date })
      expect(got.interests).toEqual([
        { concert: facts(3, "2020-05-05"), status: "has_tickets", updatedAt: T0 + 3 },
        { concert: facts(2, "2099-01-01"), status: "not_interested", updatedAt: T0 + 2 },
        { concert: facts(1, "2099-03-01"), status: "interested", updatedAt: T0 + 1 }
      ])
      expect(got.invitations).toEqual([
        { id: anId(6602), email: "later@example.com", status: "pending", createdAt: T0 + MINUTE, expiresAt: T0 + MINUTE + 7 * DAY, acceptedAt: null },
        { id: anId(6601), email: "Friend@Example.com", status: "accepted", createdAt: T0, expiresAt: T0 + 7 * DAY, acceptedAt: T0 + 2 * MINUTE }
      ])
      expect(got.feedback).toEqual([
        {
          id: anId(6701),
          feedbackType: "bug",
          title: "Broken",
          description: "The page is broken today.",
          contactEmail: "ann@elsewhere.example",
          status: "pending",
          createdAt: T0,
          updatedAt: T0
        }
      ])
      expect(got.reports).toEqual([
        {
          id: anId(6801),
          targetType: "profile",
          targetId: aUser(3).id,
          category: "spam",
          comment: "Sells tickets",
          status: "open",
          createdAt: T0,
          resolvedAt: null
        }
      ])
      expect(got.plans).toEqual([
        {
          planId: anId(6902),
          concert: facts(2, "2099-01-01"),
          role: "member",
          title: null,
          meetPlace: null,
          meetAt: null,
          createdAt: T0 + 2,
          answer: "maybe",
          ticket: "has_ticket",
          spares: 2,
          ticketNote: "Row F",
          joinedAt: T0 + 10
        },
        {
          planId: anId(6901),
          concert: facts(1, "2099-03-01"),
          role: "maker",
          title: "Tacos first",
          meetPlace: "Front door",
          meetAt: null,
          createdAt: T0 + 1,
          answer: "going",
          ticket: null,
          spares: 0,
          ticketNote: null,
          joinedAt: T0 + 1
        }
      ])
      expect(got.messages.map((m) => [m.text, m.planId, m.createdAt])).toEqual([
        ["message 3", anId(6903), T0 + 10],
        ["message 1", anId(6901), T0 + 30],
        ["message 4", anId(6902), T0 + 40]
      ])
      expect(got.nobody).toEqual([[], [], [], []])
    })
  })
