/**
 * Admin → Analytics (issue #34) on both adapters: one hand-counted world, written through the ports as the app
 * writes it (so the triggers and the memory repositories record the activity and the counters), read back as the
 * panels' DTOs. The weeks are New York's unless a test says otherwise: Sunday 23:30 and Monday 00:30 there fall in two
 * weeks, both in the same UTC week; Kolkata's pair the other way round.
 */
import { Clock, Effect, type Layer, ManagedRuntime } from "effect"
import { clockAt } from "../support/clock.ts"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { deliverDue } from "../../adapters/mail/delivery.ts"
import { MemoryStore } from "../../adapters/memory/store.ts"
import { bucketOf } from "../../adapters/memory/analytics-events.ts"
import { noRows, PgPool } from "../../adapters/postgres/pool.ts"
import { instant } from "../../adapters/postgres/rows.ts"
import { MostWantedByIndex } from "../../adapters/postgres/analytics-repo.pg.ts"
import type { Actor } from "../../domain/accounts/admin.ts"
import { ProfileRepo } from "../../domain/accounts/profile-repo.ts"
import { type JoinedVia, type UserRecord, UserRepo } from "../../domain/accounts/user-repo.ts"
import type { AnalyticsWindow } from "../../domain/analytics/analytics-repo.ts"
import { analyticsPanel, analyticsPanels } from "../../domain/analytics/panels.ts"
import { type AnalyticsPanelDto, type AnalyticsPanelName, FEWER_THAN_5 } from "../../domain/analytics/contract.ts"
import { Concert } from "../../domain/concerts/concert.ts"
import { ConcertRepo } from "../../domain/concerts/concert-repo.ts"
import { InterestRepo } from "../../domain/concerts/interest-repo.ts"
import { FriendRequestRepo } from "../../domain/friends/friend-request-repo.ts"
import { InvitationRepo } from "../../domain/invitations/invitation-repo.ts"
import { InviteRequestRepo } from "../../domain/invitations/invite-request-repo.ts"
import type { ConcertId } from "../../domain/kernel/ids.ts"
import type { LocalDate } from "../../domain/kernel/local-date.ts"
import { MailOutbox } from "../../domain/kernel/mail.ts"
import { Transactions } from "../../domain/kernel/transactions.ts"
import { DigestRepo } from "../../domain/notifications/digest-repo.ts"
import { NotificationRepo } from "../../domain/notifications/notification-repo.ts"
import { NotificationPreferences } from "../../domain/notifications/preferences.ts"
import { PlanRepo } from "../../domain/plans/plan-repo.ts"
import type { AppServices } from "../../domain/services.ts"
import { WaitlistRepo } from "../../domain/waitlist/waitlist-repo.ts"
import { AuditLog } from "../../domain/audit/audit-log.ts"
import { type FreshStore, anId, graphReady, memoryStore, postgresPlans, postgresStore } from "./fresh-store.ts"

const HOUR = 3_600_000
const DAY = 24 * HOUR
/** Wednesday 2 December 2026, 12:00 in New York. */
const NOW = Date.parse("2026-12-02T17:00:00Z")
/** Tuesday 17 November, 10:00 in New York: the range's first week. */
const W1 = Date.parse("2026-11-17T15:00:00Z")
/** Sunday 29 November 23:30 and Monday 30 November 00:30 in New York (both Monday 30 November in UTC). */
const NY_SUNDAY = Date.parse("2026-11-30T04:30:00Z")
const NY_MONDAY = Date.parse("2026-11-30T05:30:00Z")
/** Sunday 29 November 23:30 and Monday 30 November 00:30 in Kolkata (both Sunday 29 November in UTC). */
const IN_SUNDAY = Date.parse("2026-11-29T18:00:00Z")
const IN_MONDAY = Date.parse("2026-11-29T19:00:00Z")
const BEFORE = Date.parse("2026-11-01T12:00:00Z")
const RANGE = { from: "2026-11-16" as LocalDate, to: "2026-12-02" as LocalDate }
const WEEKS = ["2026-11-16", "2026-11-23", "2026-11-30"]
const F = FEWER_THAN_5

const at = <A, E, R>(when: number, effect: Effect.Effect<A, E, R>) => effect.pipe(Effect.provideService(Clock.Clock, clockAt(when)))

const record = (id: string, role: UserRecord["role"]): UserRecord => ({
  id,
  email: `${id}@example.com`,
  passwordHash: "x",
  emailConfirmedAt: null,
  signupDisplayName: null,
  displayName: null,
  role,
  createdAt: BEFORE
})
const ADMIN = anId(1)
const admin: Actor = { kind: "user", user: record(ADMIN, "admin") }
const cli: Actor = { kind: "cli" }

const concert = (n: number, city: string, date: string) =>
  new Concert({
    id: anId(500 + n) as ConcertId,
    artist: `Artist ${n}`,
    venue: `Venue ${n}`,
    city,
    date: date as LocalDate,
    description: null,
    imageUrl: null,
    createdBy: null,
    createdAt: BEFORE,
    status: "scheduled"
  })
const CONCERTS = [concert(1, "Berlin", "2026-12-20"), concert(2, "Berlin", "2026-12-10"), concert(3, "Hamburg", "2026-12-15"), concert(4, "Köln", "2026-11-01")]
const A = CONCERTS[0]!

/** Adds `n` anonymous counts straight in the store (memory or PostgreSQL): the mail sender is PostgreSQL's alone. */
const countInStore = (metric: string, when: number, n: number) =>
  Effect.gen(function* () {
    const memory = yield* Effect.serviceOption(MemoryStore)
    if (memory._tag === "Some") {
      const key = `${metric}|${bucketOf(when)}`
      memory.value.tables.analyticsCounters.set(key, { metric, at: bucketOf(when), n: (memory.value.tables.analyticsCounters.get(key)?.n ?? 0) + n })
      return
    }
    const pool = yield* Effect.serviceOption(PgPool)
    if (pool._tag === "None") return yield* Effect.die(new Error("countInStore: neither a memory store nor a PostgreSQL pool"))
    yield* Effect.promise(() =>
      pool.value.query(noRows`
        INSERT INTO analytics_counters (metric, at_bucket, n) VALUES (${metric}, analytics_bucket(${instant(when)}::timestamptz), ${n})
        ON CONFLICT (metric, at_bucket) DO UPDATE SET n = analytics_counters.n + EXCLUDED.n`)
    )
  })

/**
 * The world: an admin and an open sign-up before the range; 5 members by invitation in its first week, 4 from the
 * waitlist on New York's Sunday night, 1 open sign-up on its Monday morning; invitations, requests, interests, a
 * plan, Ready to Go news, mail turned off and mail sent.
 */
const loadWorld = Effect.gen(function* () {
  const users = yield* UserRepo
  const person = (n: number, createdAt: number, joinedVia: JoinedVia) =>
    users.insert({ id: anId(n), email: `p${n}@example.com`, passwordHash: "x", signupDisplayName: null, createdAt, joinedVia })
  yield* person(1, BEFORE, "admin")
  yield* (yield* ProfileRepo).create({
    userId: ADMIN,
    displayName: "Admin",
    bio: null,
    avatarUrl: null,
    concertVisibility: "friends_of_friends",
    inviteCount: 5,
    totalInvitesSent: 0,
    createdAt: BEFORE
  })
  yield* (yield* DigestRepo).setTimeZone(ADMIN, "America/New_York")
  yield* person(2, BEFORE, "open")
  for (let i = 0; i < 5; i++) yield* person(10 + i, W1 + i * 60_000, "invitation")
  for (let i = 0; i < 4; i++) yield* person(20 + i, NY_SUNDAY, "waitlist")
  yield* person(30, NY_MONDAY, "open")

  // The waitlist: 5 listed and invited in the first week, 4 of them joined on Sunday night.
  const waitlist = yield* WaitlistRepo
  for (let i = 0; i < 5; i++) {
    yield* waitlist.add({ id: anId(100 + i), email: `w${i}@example.com`, city: null, note: null, createdAt: W1 })
    yield* waitlist.invite(anId(100 + i), { id: anId(150 + i), tokenHash: `w-${i}`, createdAt: W1 + HOUR, expiresAt: NOW + 7 * DAY, invitedBy: null })
  }
  for (let i = 0; i < 4; i++) yield* waitlist.markJoined(`w${i}@example.com`, NY_SUNDAY)

  // Member invitations: 7 sent in the first week; 5 accepted after 1 to 5 hours, 1 expired unused on the second
  // week's Tuesday, 1 cancelled now.
  const invitations = yield* InvitationRepo
  for (let i = 0; i < 7; i++) {
    const expiresAt = i === 5 ? W1 + 7 * DAY : NOW + 7 * DAY
    yield* invitations.insert({ id: anId(200 + i), inviterId: ADMIN, email: `i${i}@example.com`, tokenHash: `i-${i}`, expiresAt, createdAt: W1 })
  }
  for (let i = 0; i < 5; i++) yield* invitations.claim(anId(200 + i), W1 + (i + 1) * HOUR)
  yield* at(NOW, invitations.cancel(anId(206), ADMIN))

  // Invite requests: 5 received in the first week, 3 approved on Sunday night, 1 rejected on Monday morning.
  const requests = yield* InviteRequestRepo
  for (let i = 0; i < 5; i++) yield* requests.create({ id: anId(300 + i), userId: anId(10 + i), requestedCount: 1, reason: null, createdAt: W1 })
  for (let i = 0; i < 3; i++) yield* requests.review(anId(300 + i), { status: "approved", reviewedBy: ADMIN, at: NY_SUNDAY })
  yield* requests.review(anId(303), { status: "rejected", reviewedBy: ADMIN, at: NY_MONDAY })

  // Activity: 5 members interested in A in the first week; one of them has tickets on Sunday night; on Monday
  // morning a friend request and a plan for A with a message.
  yield* (yield* ConcertRepo).insertMany(CONCERTS)
  const interests = yield* InterestRepo
  for (let i = 0; i < 5; i++) yield* interests.set(anId(10 + i), A.id, "interested", W1 + i * HOUR)
  yield* interests.set(anId(10), A.id, "has_tickets", NY_SUNDAY)
  yield* (yield* FriendRequestRepo).create({ id: anId(400), senderId: anId(11), receiverId: anId(12), createdAt: NY_MONDAY })
  const plans = yield* PlanRepo
  yield* plans.create(
    { id: anId(410), concertId: A.id, makerId: anId(12), title: null, meetPlace: null, meetAt: null, createdAt: NY_MONDAY, updatedAt: NY_MONDAY },
    { planId: anId(410), userId: anId(12), answer: "going", ticket: null, spares: 0, ticketNote: null, joinedAt: NY_MONDAY }
  )
  yield* plans.addMessage({ id: anId(411), planId: anId(410), authorId: anId(12), text: "See you there", createdAt: NY_MONDAY + 10 * 60_000 })

  // Ready to Go for the 5 interested in A in the first week: one of them (12) made a plan for it.
  const notifications = yield* NotificationRepo
  for (let i = 0; i < 5; i++) {
    yield* notifications.add({
      id: anId(420 + i),
      kind: "ready_to_go",
      recipientId: anId(10 + i),
      concertId: A.id,
      actorId: null,
      at: W1 + 6 * HOUR,
      data: { kind: "ready_to_go", concert: { artist: A.artist, venue: A.venue, city: A.city, date: A.date }, withTickets: 0 }
    })
  }

  // Mail: the digest turned off by 5 members, Ready to Go by 1 (now); mails sent counted by the sender.
  const preferences = yield* NotificationPreferences
  for (let i = 0; i < 5; i++) yield* at(NOW, preferences.set(anId(10 + i), "digest", false))
  yield* at(NOW, preferences.set(anId(10), "digest", false))
  yield* at(NOW, preferences.set(anId(20), "ready_to_go", false))
  yield* countInStore("mail.sent.notification", W1, 6)
  yield* countInStore("mail.sent.digest", NY_SUNDAY, 5)
  yield* countInStore("mail.sent.digest", NY_MONDAY, 2)
})

const table = (dto: AnalyticsPanelDto, key: string) => {
  const found = dto.tables.find((t) => t.key === key)
  if (found === undefined) throw new Error(`no table ${key}`)
  return found
}
const rows = (dto: AnalyticsPanelDto, key: string) => table(dto, key).rows.map((r) => [r.label, ...r.values])
const figures = (dto: AnalyticsPanelDto) => Object.fromEntries(dto.figures.map((f) => [f.key, f.value]))

const stores: ReadonlyArray<readonly [string, FreshStore]> = [
  ["memory", memoryStore],
  ["postgres", postgresStore]
]

for (const [name, fresh] of stores) {
  describe(`analytics panels (issue #34) on ${name}`, () => {
    let runtime: ManagedRuntime.ManagedRuntime<AppServices, never>
    let dispose: () => Promise<void>
    const run = <A, E>(effect: Effect.Effect<A, E, AppServices>) => runtime.runPromise(at(NOW, effect))
    const panel = (name: AnalyticsPanelName, options?: { timeZone?: string }) => run(analyticsPanel(admin, name, RANGE, options))

    beforeAll(async () => {
      const store = await fresh()
      runtime = ManagedRuntime.make(store.layer as Layer.Layer<AppServices>)
      dispose = async () => {
        await runtime.dispose()
        await store.dispose()
      }
      await runtime.runPromise(loadWorld)
    })
    afterAll(() => dispose())

    it("growth: new members by path in the admin's weeks (New York), running totals, the waitlist", async () => {
      const growth = await panel("growth")
      expect(growth.timeZone).toBe("America/New_York")
      expect(figures(growth)).toEqual({ members: 12, waitlist: F })
      expect(rows(growth, "new-members")).toEqual([
        ["2026-11-16", 5, 0, 0, 0],
        ["2026-11-23", 0, F, 0, 0],
        ["2026-11-30", 0, 0, F, 0]
      ])
      expect(table(growth, "new-members").summary).toBe("New members: fewer than 5 this week, fewer than 5 the week before.")
      expect(rows(growth, "total-members")).toEqual([
        ["2026-11-16", 7],
        ["2026-11-23", 11],
        ["2026-11-30", 12]
      ])
      expect(table(growth, "total-members").summary).toBe("Total members: 12 this week, up from 11.")
      expect(rows(growth, "waitlist")).toEqual([
        ["2026-11-16", 5, 5, 0],
        ["2026-11-23", 0, 0, F],
        ["2026-11-30", 0, 0, 0]
      ])
    })

    it("the same moments in UTC fall in one week: Sunday night and Monday morning in New York are Monday there", async () => {
      const growth = await panel("growth", { timeZone: "UTC" })
      expect(growth.timeZone).toBe("UTC")
      expect(rows(growth, "new-members")).toEqual([
        ["2026-11-16", 5, 0, 0, 0],
        ["2026-11-23", 0, 0, 0, 0],
        ["2026-11-30", 0, F, F, 0]
      ])
      expect(table(growth, "new-members").summary).toBe("New members: 5 this week, up from 0.")
    })

    it("invitations: sent, accepted, expired, cancelled; the acceptance rate over the decided; the median hours", async () => {
      const invitations = await panel("invitations")
      expect(rows(invitations, "invitations")).toEqual([
        ["2026-11-16", 11, 5, 0, 0],
        ["2026-11-23", 0, 0, F, 0],
        ["2026-11-30", 0, 0, 0, F]
      ])
      expect(figures(invitations)).toEqual({ "acceptance-rate": 83.3, "median-hours-to-accept": 3 })
      expect(rows(invitations, "invite-requests")).toEqual([
        ["2026-11-16", 5, 0, 0],
        ["2026-11-23", 0, F, 0],
        ["2026-11-30", 0, 0, F]
      ])
    })

    it("activity: active members and interests set from their history (a change of mind counts again), plans and messages, Ready to Go", async () => {
      const activity = await panel("activity")
      expect(rows(activity, "active-members")).toEqual([
        ["2026-11-16", 5],
        ["2026-11-23", F],
        ["2026-11-30", F]
      ])
      expect(rows(activity, "interests")).toEqual([
        ["2026-11-16", 0, 5, 0],
        ["2026-11-23", 0, 0, F],
        ["2026-11-30", 0, 0, 0]
      ])
      expect(rows(activity, "plans")).toEqual([
        ["2026-11-16", 0, 0],
        ["2026-11-23", 0, 0],
        ["2026-11-30", F, F]
      ])
      expect(figures(activity)).toEqual({ "ready-to-go-planned": 20 })
    })

    it("catalogue: upcoming concerts per city, the most wanted (suppressed), every week present with zeros", async () => {
      const catalogue = await panel("catalogue")
      expect(rows(catalogue, "concerts-per-city")).toEqual([
        ["Berlin", 2],
        ["Hamburg", 1]
      ])
      expect(rows(catalogue, "most-wanted")).toEqual([["Artist 1 — Venue 1, Berlin, 2026-12-20", F, F]])
      expect(rows(catalogue, "suggestions")).toEqual(WEEKS.map((week) => [week, 0, 0, 0]))
      expect(table(catalogue, "suggestions").summary).toBe("Suggestions received: 0 this week, the same as 0.")
    })

    it("mail: sent per week by kind, mail turned off by kind (a second 'off' is not counted again)", async () => {
      const mail = await panel("mail")
      expect(rows(mail, "mail-sent")).toEqual([
        ["2026-11-16", 0, 6, 0],
        ["2026-11-23", 0, 0, 5],
        ["2026-11-30", 0, 0, F]
      ])
      expect(rows(mail, "unsubscribes")).toEqual([
        ["Digest", 5],
        ["Ready to go", F]
      ])
    })

    it("the command line reads every panel, in the page's order, in the zone it names", async () => {
      const all = await run(analyticsPanels(cli, RANGE, { timeZone: "America/New_York" }))
      expect(all.map((p) => p.panel)).toEqual(["growth", "invitations", "activity", "catalogue", "mail"])
      expect(rows(all[0]!, "new-members")).toEqual(rows(await panel("growth"), "new-members"))
      // Read again, the settled weeks of the activity come from the zone's cache (PostgreSQL): the same figures.
      expect(all[2]!.tables).toEqual((await panel("activity")).tables)
      expect(rows(all[2]!, "active-members")).toEqual([
        ["2026-11-16", 5],
        ["2026-11-23", F],
        ["2026-11-30", F]
      ])
    })

    it("refuses a range that ends before it starts or spans more than 400 days, and anyone but an admin", async () => {
      const refused = (query: { from: string; to: string }, actor: Actor = admin) => run(Effect.flip(analyticsPanel(actor, "growth", query as typeof RANGE)))
      expect((await refused({ from: "2026-12-02", to: "2026-12-01" }))._tag).toBe("InvalidAnalyticsRange")
      const tooLong = await refused({ from: "2025-10-27", to: "2026-12-01" })
      expect(tooLong).toMatchObject({ _tag: "InvalidAnalyticsRange", message: "Choose a range that ends on or after its start and spans at most 400 days." })
      const longest = await run(analyticsPanel(admin, "growth", { from: "2025-10-28" as LocalDate, to: "2026-12-01" as LocalDate }))
      expect(longest.tables[0]!.rows.length).toBe(58)
      for (const role of ["user", "moderator"] as const) {
        expect((await refused(RANGE, { kind: "user", user: record(anId(10), role) }))._tag).toBe("Forbidden")
      }
    })
  })
}

describe("analytics weeks in Kolkata (issue #34)", () => {
  for (const [name, fresh] of stores) {
    it(`Sunday 23:30 and Monday 00:30 there fall in two weeks, both Sunday in UTC (${name})`, async () => {
      const store = await fresh()
      try {
        const growth = await Effect.runPromise(
          Effect.gen(function* () {
            const users = yield* UserRepo
            for (let i = 0; i < 5; i++) {
              yield* users.insert({ id: anId(600 + i), email: `s${i}@example.com`, passwordHash: "x", signupDisplayName: null, createdAt: IN_SUNDAY })
              yield* users.insert({ id: anId(700 + i), email: `m${i}@example.com`, passwordHash: "x", signupDisplayName: null, createdAt: IN_MONDAY })
            }
            const query = { from: "2026-11-23" as LocalDate, to: "2026-11-30" as LocalDate }
            return [yield* analyticsPanel(cli, "growth", query, { timeZone: "Asia/Kolkata" }), yield* analyticsPanel(cli, "growth", query, { timeZone: "UTC" })]
          }).pipe((effect) => at(NOW, effect), Effect.provide(store.layer))
        )
        expect(rows(growth[0]!, "new-members")).toEqual([
          ["2026-11-23", 0, 0, 5, 0],
          ["2026-11-30", 0, 0, 5, 0]
        ])
        // In UTC the range's first midnight is later: Sunday 18:00 and 19:00 UTC are both the first week.
        expect(rows(growth[1]!, "new-members")).toEqual([
          ["2026-11-23", 0, 0, 10, 0],
          ["2026-11-30", 0, 0, 0, 0]
        ])
      } finally {
        await store.dispose()
      }
    })
  }
})

describe("analytics of what the database stamps with its own clock (issue #34)", () => {
  for (const [name, fresh] of stores) {
    it(`concerts added per week by path, from the audit log (${name})`, async () => {
      const store = await fresh()
      try {
        const catalogue = await Effect.runPromise(
          Effect.gen(function* () {
            const audit = yield* AuditLog
            for (let i = 0; i < 5; i++) yield* audit.record({ actorId: null, action: "concert.created", subjectType: "concert", subjectId: null, details: {} })
            yield* audit.record({ actorId: null, action: "concert.created", subjectType: "concert", subjectId: null, details: { suggestionId: "s" } })
            yield* audit.record({ actorId: null, action: "concerts.imported", subjectType: "concert", subjectId: null, details: { imported: 12 } })
            const today = new Date().toISOString().slice(0, 10) as LocalDate
            return yield* analyticsPanel(cli, "catalogue", { from: today, to: today }, { timeZone: "UTC" })
          }).pipe(Effect.provide(store.layer))
        )
        expect(table(catalogue, "concerts-added").rows.map((r) => r.values)).toEqual([[5, 12, 1]])
        expect(table(catalogue, "concerts-added").summary).toBe("Concerts added: 18 this week.")
      } finally {
        await store.dispose()
      }
    })
  }
})

describe("analytics of mail as the sender stamps it (issue #34, postgres)", () => {
  it("a mail counts once, by its queue, when the sender marks it sent; the outbox's rows may go, the count stays", async () => {
    const store = await postgresStore()
    try {
      const mail = await Effect.runPromise(
        Effect.gen(function* () {
          const outbox = yield* MailOutbox
          for (let i = 0; i < 5; i++) yield* outbox.enqueue({ to: `n${i}@example.com`, subject: "News", text: "…", priority: "notification" })
          yield* outbox.enqueue({ to: "d@example.com", subject: "Digest", text: "…", priority: "digest" })
          yield* outbox.enqueue({ to: "a@example.com", subject: "Confirm", text: "…" })
          const pool = yield* Effect.serviceOption(PgPool)
          if (pool._tag === "None") return yield* Effect.die(new Error("no PostgreSQL pool"))
          const transport = { name: "test", send: async () => undefined, close: () => undefined }
          yield* Effect.promise(() => deliverDue(pool.value, transport))
          yield* Effect.promise(() => deliverDue(pool.value, transport))
          yield* outbox.deleteQueuedBefore(Date.now() + HOUR, 100)
          const today = new Date().toISOString().slice(0, 10) as LocalDate
          return yield* analyticsPanel(cli, "mail", { from: today, to: today }, { timeZone: "UTC" })
        }).pipe(Effect.provide(store.layer))
      )
      expect(table(mail, "mail-sent").rows.map((r) => r.values)).toEqual([[F, 5, F]])
    } finally {
      await store.dispose()
    }
  })
})

describe("a merge of duplicate concerts is not the fans' activity (issue #34)", () => {
  for (const [name, fresh] of stores) {
    it(`the interests it moves count neither as set nor as activity (${name})`, async () => {
      const store = await fresh()
      try {
        const activity = await Effect.runPromise(
          Effect.gen(function* () {
            const users = yield* UserRepo
            yield* (yield* ConcertRepo).insertMany(CONCERTS.slice(0, 2))
            for (let i = 0; i < 5; i++) {
              yield* users.insert({ id: anId(600 + i), email: `s${i}@example.com`, passwordHash: "x", signupDisplayName: null, createdAt: BEFORE })
              yield* (yield* InterestRepo).set(anId(600 + i), CONCERTS[1]!.id, "interested", W1)
            }
            yield* (yield* Transactions).run((yield* ConcertRepo).merge(A.id, CONCERTS[1]!.id))
            // PostgreSQL stamps the move with its own clock: the range runs to the real today to hold it.
            const today = new Date().toISOString().slice(0, 10) as LocalDate
            return yield* analyticsPanel(cli, "activity", { from: RANGE.from, to: today < RANGE.to ? RANGE.to : today }, { timeZone: "America/New_York" })
          }).pipe((effect) => at(NOW, effect), Effect.provide(store.layer))
        )
        expect(rows(activity, "active-members").slice(1)).toEqual(
          rows(activity, "active-members")
            .slice(1)
            .map(([week]) => [week, 0])
        )
        expect(rows(activity, "active-members")[0]).toEqual(["2026-11-16", 5])
        expect(rows(activity, "interests").slice(1)).toEqual(
          rows(activity, "interests")
            .slice(1)
            .map(([week]) => [week, 0, 0, 0])
        )
        expect(rows(activity, "interests")[0]).toEqual(["2026-11-16", 0, 5, 0])
      } finally {
        await store.dispose()
      }
    })
  }
})

describe("the most-wanted concerts from the social-graph index (issues #33, #34)", () => {
  /**
   * 14 upcoming concerts with 1 to 12 fans each and ties across the tenth place, one cancelled with the most fans, one
   * past: the index's counts, ordered by SQL, are SQL's and the memory adapter's, through the panel and by the index's
   * own answer.
   */
  const concerts = [
    ...Array.from({ length: 14 }, (_, n) => concert(10 + n, n % 2 === 0 ? "Berlin" : "Hamburg", `2026-12-${String(10 + n).padStart(2, "0")}`)),
    new Concert({ ...concert(30, "Berlin", "2026-12-24"), status: "cancelled" }),
    concert(31, "Berlin", "2026-11-20")
  ]
  const fansOf = (n: number) => (n < 14 ? [12, 9, 9, 8, 7, 7, 6, 6, 5, 4, 4, 4, 2, 1][n]! : 15)
  const load = Effect.gen(function* () {
    const users = yield* UserRepo
    for (let p = 0; p < 15; p++)
      yield* users.insert({ id: anId(600 + p), email: `fan${p}@example.com`, passwordHash: "x", signupDisplayName: null, createdAt: BEFORE, joinedVia: "open" })
    yield* (yield* ConcertRepo).insertMany(concerts)
    const interests = yield* InterestRepo
    for (const [n, c] of concerts.entries())
      for (let p = 0; p < fansOf(n); p++)
        yield* interests.set(anId(600 + p), c.id, p % 3 === 0 ? "has_tickets" : p % 5 === 4 ? "not_interested" : "interested", W1)
  })
  const mostWanted = (dto: AnalyticsPanelDto) => rows(dto, "most-wanted")
  const catalogue = analyticsPanel(cli, "catalogue", RANGE, { timeZone: "UTC" })

  it("gives SQL's answer, ties at the tenth place included", async () => {
    const memory = await memoryStore()
    const expected = await Effect.runPromise(at(NOW, Effect.andThen(load, catalogue)).pipe(Effect.provide(memory.layer as Layer.Layer<AppServices>)))
    await memory.dispose()
    expect(mostWanted(expected)).toHaveLength(10)
    const postgres = await postgresPlans()
    try {
      const bySql = ManagedRuntime.make(postgres.layer)
      await bySql.runPromise(load)
      expect(mostWanted(await bySql.runPromise(at(NOW, catalogue)))).toEqual(mostWanted(expected))
      expect(await bySql.runPromise(MostWantedByIndex)).toBeUndefined()
      await bySql.dispose()
      const byIndex = ManagedRuntime.make(postgres.graph)
      await byIndex.runPromise(graphReady)
      const counted = await byIndex.runPromise(
        Effect.flatMap(MostWantedByIndex, (count) =>
          count === undefined ? Effect.die(new Error("no index")) : count({ today: "2026-12-02" } as AnalyticsWindow)
        )
      )
      // The ten, and the two more tied with the tenth (4 wanting it): SQL orders the ties by their text.
      expect(counted?.map((c) => c.interested + c.hasTickets)).toEqual([11, 8, 8, 7, 6, 6, 5, 5, 4, 4, 4, 4])
      expect(mostWanted(await byIndex.runPromise(at(NOW, catalogue)))).toEqual(mostWanted(expected))
      await byIndex.dispose()
    } finally {
      await postgres.dispose()
    }
  })
})
