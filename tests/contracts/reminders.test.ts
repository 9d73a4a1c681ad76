/**
 * The reminder on a concert's day (issue #31), on both adapters: each fan at their own 08:00, the interested only by
 * their switch, a plan's meeting, never for a cancelled concert, never a hidden friend named, a dry run sending
 * nothing, and once per person and concert — across sweeps, and with two instances sweeping one PostgreSQL database.
 */
import { Effect, ManagedRuntime } from "effect"
import fc from "fast-check"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import * as MemoryAdapters from "../../adapters/memory/adapters.ts"
import * as PostgresAdapters from "../../adapters/postgres/adapters.ts"
import { Concert } from "../../domain/concerts/concert.ts"
import { ConcertRepo } from "../../domain/concerts/concert-repo.ts"
import type { LocalDate } from "../../domain/kernel/local-date.ts"
import { NotificationRepo } from "../../domain/notifications/notification-repo.ts"
import { NotificationPreferences } from "../../domain/notifications/preferences.ts"
import { sendReminders } from "../../domain/notifications/reminders-send.ts"
import { reminderDue } from "../../domain/notifications/reminders.ts"
import type { AppServices } from "../../domain/services.ts"
import { testDatabase } from "../support/pg.ts"
import { type FreshStore, memoryStore, postgresStore, withStore } from "./fresh-store.ts"
import { ann, bea, cy, dan, ivy, lou, PLAN_ID, pat, reminderConcerts, reminderMails, reminderWorld } from "./reminder-world.ts"

const DAY = "2026-12-05" as LocalDate
const { wilco, cancelled } = reminderConcerts(DAY)
/** 08:00 in Berlin (CET, UTC+1) and in Los Angeles (PST, UTC−8) on the concert's day. */
const BERLIN_EIGHT = Date.parse("2026-12-05T07:00:00Z")
const LA_EIGHT = Date.parse("2026-12-05T16:00:00Z")
const MINUTE = 60_000

const HEAD = "Today: Wilco at Metro, Chicago. Doors 19:00 · Show 20:00 (CST)."

const recipients = (sent: ReadonlyArray<{ readonly to: string }>) => sent.map((r) => r.to).toSorted()
const emails = (...people: ReadonlyArray<{ readonly email: string }>) => people.map((p) => p.email).toSorted()

const reminderContract = (name: string, fresh: FreshStore) =>
  describe(`the reminder on the day (${name})`, () => {
    const run = withStore(fresh)

    it("reminds each fan with tickets at 08:00 on their own clock, not before; the interested only by their switch; once", async () => {
      await run(
        Effect.gen(function* () {
          yield* reminderWorld(DAY)
          expect(yield* sendReminders(BERLIN_EIGHT - MINUTE)).toEqual([])
          // A dry run says who would be reminded, and records and sends nothing.
          const dry = yield* sendReminders(BERLIN_EIGHT, { dryRun: true })
          expect(recipients(dry)).toEqual(emails(ann, pat, bea, dan))
          expect(yield* reminderMails).toEqual([])
          expect(yield* (yield* NotificationRepo).page(ann.id, null, 10)).toEqual([])

          const berlin = yield* sendReminders(BERLIN_EIGHT)
          expect(recipients(berlin)).toEqual(recipients(dry))
          expect(berlin.map((r) => r.text).toSorted()).toEqual(dry.map((r) => r.text).toSorted())
          // Never for the cancelled concert, which all but Ivy hold tickets for.
          expect(berlin.every((r) => r.concertId === wilco.id)).toBe(true)
          expect((yield* reminderMails).map((m) => m.to).toSorted()).toEqual(emails(ann, pat, bea, dan))

          // Ann's, in the app and by mail: the times in the venue's zone, the friends shown to her (not private Cy,
          // not Dan, who blocked her).
          const annsText = `${HEAD} Friends going: Bea (tickets).`
          expect(berlin.find((r) => r.to === ann.email)).toMatchObject({ reason: "tickets", text: annsText, byEmail: true })
          const [note] = yield* (yield* NotificationRepo).page(ann.id, null, 10)
          expect(note).toMatchObject({ kind: "concert_reminder", concertId: wilco.id, actorId: null })
          const [mail] = (yield* reminderMails).filter((m) => m.to === ann.email)
          expect(mail?.subject).toBe("Soundcheck: Today: “Wilco” at “Metro”, “Chicago”")
          expect(mail?.text).toContain(
            `Soundcheck: Today: “Wilco” at “Metro”, “Chicago”. Doors 19:00 · Show 20:00 (CST). Friends going: “Bea” (tickets).\n\nhttp://localhost:3000/concerts/${wilco.id}`
          )
          expect(mail?.headers).toMatchObject({ "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" })
          // Dan blocked Ann: neither names the other.
          expect(berlin.find((r) => r.to === dan.email)?.text).toBe(HEAD)
          for (const r of berlin) expect(r.text).not.toMatch(/\bCy\b|\bDan\b/)

          // A second sweep sends nothing more; Lou's 08:00 has not come yet.
          expect(yield* sendReminders(BERLIN_EIGHT + 5 * MINUTE)).toEqual([])
          expect(yield* sendReminders(LA_EIGHT - MINUTE)).toEqual([])

          // Ivy turns on the reminder of concerts she is only interested in: the next sweep reminds her.
          yield* (yield* NotificationPreferences).set(ivy.id, "concert_reminder_interested", true)
          const interested = yield* sendReminders(BERLIN_EIGHT + 60 * MINUTE)
          expect(interested.map((r) => [r.to, r.reason])).toEqual([[ivy.email, "interested"]])

          const la = yield* sendReminders(LA_EIGHT)
          expect(la.map((r) => [r.to, r.reason, r.concertId])).toEqual([[lou.email, "tickets", wilco.id]])
          // Cy never turned the switch on: never reminded, that day or later.
          expect(yield* sendReminders(Date.parse("2026-12-05T23:30:00Z"))).toEqual([])
          expect(yield* sendReminders(Date.parse("2026-12-06T10:00:00Z"))).toEqual([])
          expect(recipients(yield* reminderMails)).toEqual(emails(ann, pat, bea, dan, ivy, lou))
          expect(recipients(yield* reminderMails)).not.toContain(cy.email)
        })
      )
    })

    it("a sweep reads its candidates in pages: pages of one and two remind the same people as one page", async () => {
      await run(
        Effect.gen(function* () {
          yield* reminderWorld(DAY)
          const whole = yield* sendReminders(BERLIN_EIGHT, { dryRun: true })
          for (const candidatesPerPage of [1, 2]) {
            const paged = yield* sendReminders(BERLIN_EIGHT, { dryRun: true, candidatesPerPage })
            expect(paged.map((r) => [r.to, r.concertId, r.reason])).toEqual(whole.map((r) => [r.to, r.concertId, r.reason]))
          }
          const sent = yield* sendReminders(BERLIN_EIGHT, { candidatesPerPage: 1 })
          expect(recipients(sent)).toEqual(recipients(whole))
          expect(yield* sendReminders(BERLIN_EIGHT + MINUTE, { candidatesPerPage: 1 })).toEqual([])
        })
      )
    })

    it("a plan member's reminder has the plan's meeting and opens the plan", async () => {
      await run(
        Effect.gen(function* () {
          yield* reminderWorld(DAY)
          const sent = yield* sendReminders(BERLIN_EIGHT)
          expect(sent.find((r) => r.to === pat.email)).toMatchObject({
            reason: "plan",
            text: `${HEAD} Your plan "Pat's night" meets at The Bar at 18:30.`
          })
          const [mail] = (yield* reminderMails).filter((m) => m.to === pat.email)
          expect(mail?.text).toContain(`Your plan “Pat's night” meets at “The Bar” at 18:30.\n\nhttp://localhost:3000/plans/${PLAN_ID}`)
          expect(mail?.text).toContain(`The concert: http://localhost:3000/concerts/${wilco.id}`)
        })
      )
    })

    it("the concert's topic off: reminded in the app only", async () => {
      await run(
        Effect.gen(function* () {
          yield* reminderWorld(DAY)
          yield* (yield* NotificationPreferences).set(bea.id, "concert_reminder", false)
          const sent = yield* sendReminders(BERLIN_EIGHT)
          expect(sent.find((r) => r.to === bea.email)).toMatchObject({ byEmail: false, text: `${HEAD} Friends going: Ann (tickets).` })
          expect((yield* reminderMails).map((m) => m.to)).not.toContain(bea.email)
          expect((yield* (yield* NotificationRepo).page(bea.id, null, 10)).map((n) => n.kind)).toEqual(["concert_reminder"])
        })
      )
    })

    it("a cancelled or postponed concert is never reminded", async () => {
      await run(
        Effect.gen(function* () {
          yield* reminderWorld(DAY)
          // Wilco postponed: nobody is reminded of it either, while it is.
          const concerts = yield* ConcertRepo
          yield* concerts.update(new Concert({ ...wilco, status: "postponed" }))
          expect(yield* sendReminders(LA_EIGHT + 60 * MINUTE)).toEqual([])
          yield* concerts.update(wilco)
          // Everyone holding tickets for both is due by now: only Wilco is reminded, that day or later.
          const sent = yield* sendReminders(LA_EIGHT + 60 * MINUTE)
          expect(recipients(sent)).toEqual(emails(ann, pat, bea, dan, lou))
          expect(sent.map((r) => r.concertId)).not.toContain(cancelled.id)
          expect(yield* sendReminders(Date.parse("2026-12-05T23:30:00Z"))).toEqual([])
          expect((yield* reminderMails).every((m) => !m.text.includes("Mitski"))).toBe(true)
        })
      )
    })
  })

reminderContract("memory", memoryStore)
reminderContract("postgres", postgresStore)

describe("the reminder on the day: once per person and concert (memory, random sweeps)", () => {
  it("whenever and however often the sweeps run, each person is reminded at most once, and only while due", async () => {
    const start = Date.parse("2026-12-04T00:00:00Z")
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 0, max: 3 * 24 * 60 }), { minLength: 1, maxLength: 12 }), async (minutes) => {
        const instants = minutes.map((m) => start + m * MINUTE).toSorted((a, b) => a - b)
        const sent = await Effect.runPromise(
          Effect.gen(function* () {
            yield* reminderWorld(DAY)
            const all = []
            for (const at of instants) for (const r of yield* sendReminders(at)) all.push({ ...r, at })
            return all
          }).pipe(Effect.provide(MemoryAdapters.layer()))
        )
        const keys = sent.map((r) => `${r.userId}|${r.concertId}`)
        expect(new Set(keys).size).toBe(keys.length)
        const zoneOf = (userId: string) => (userId === lou.id ? "America/Los_Angeles" : "Europe/Berlin")
        for (const r of sent) expect(reminderDue({ date: r.date, status: "scheduled" }, zoneOf(r.userId), r.at)).toBe(true)
      }),
      { numRuns: 15 }
    )
  })
})

describe("the reminder on the day, two instances on one PostgreSQL database", () => {
  let drop: () => Promise<void>
  let instances: ReadonlyArray<ManagedRuntime.ManagedRuntime<AppServices, never>>
  beforeAll(async () => {
    const db = await testDatabase()
    drop = db.drop
    instances = [0, 1].map(() => ManagedRuntime.make(PostgresAdapters.layer(db.url, { maximumPoolSize: 4 })))
    await instances[0]!.runPromise(reminderWorld(DAY))
  })
  afterAll(async () => {
    for (const runtime of instances) await runtime.dispose()
    await drop()
  })

  it("sweeping at once, each reminder is sent exactly once", async () => {
    const sweeps = await Promise.all([0, 1, 0, 1].map((i) => instances[i]!.runPromise(sendReminders(LA_EIGHT))))
    const sent = sweeps.flat().map((r) => r.to)
    expect(sent.toSorted()).toEqual(emails(ann, pat, bea, dan, lou))
    expect(recipients(await instances[0]!.runPromise(reminderMails))).toEqual(sent.toSorted())
    expect(await instances[1]!.runPromise(sendReminders(LA_EIGHT + MINUTE))).toEqual([])
  })
})
