/**
 * The weekly digest: its content (the circle's visible activity in the coming seven days, soonest first, an empty
 * one not sent) on memory, and exactly once per person and week with two instances sweeping one PostgreSQL database.
 */
import { Effect, ManagedRuntime } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import * as PostgresAdapters from "../../adapters/postgres/adapters.ts"
import type { LocalDate } from "../../domain/kernel/local-date.ts"
import { sendDueDigests } from "../../domain/notifications/digest.ts"
import { NotificationPreferences } from "../../domain/notifications/preferences.ts"
import { UserRepo } from "../../domain/accounts/user-repo.ts"
import type { AppServices } from "../../domain/services.ts"
import { testDatabase } from "../support/pg.ts"
import { ann, digestConcertsFrom, digestMails, digestWorld, eve } from "./digest-world.ts"
import { memoryStore, withStore } from "./fresh-store.ts"
import { suspendInStore } from "./suspensions.ts"

/** Monday 2026-11-23, 09:00 UTC: 10:00 in Berlin. */
const MONDAY = Date.parse("2026-11-23T09:00:00Z")
/** Wednesday noon UTC: past Monday 08:00 of the same ISO week in every zone. */
const WEDNESDAY = Date.parse("2026-11-25T12:00:00Z")
const world = digestWorld("2026-11-23" as LocalDate, "Europe/Berlin")

/**
 * Issues #29, #30: the digest's recipients are never an account suspended at the sweep nor one waiting to be purged
 * (dry runs from `at`, a Monday morning whose week has no run yet).
 */
const nobodyAway = (at: number) =>
  Effect.gen(function* () {
    const mailedTo = (when: number) => Effect.map(sendDueDigests(when, { all: true, dryRun: true }), (sent) => sent.map((d) => d.to))
    const users = yield* UserRepo
    expect(yield* mailedTo(at)).toContain(ann.email)
    yield* suspendInStore(ann.id, at - 1, at + 1)
    expect(yield* mailedTo(at)).not.toContain(ann.email)
    // Once the suspension is over, the digest is hers again.
    expect(yield* mailedTo(at + 1)).toContain(ann.email)
    yield* users.requestDeletion(ann.id, at)
    expect(yield* mailedTo(at + 1)).not.toContain(ann.email)
    yield* users.cancelDeletion(ann.id)
    expect(yield* mailedTo(at + 1)).toContain(ann.email)
  })

describe("the weekly digest (memory)", () => {
  it("Ann's digest: the circle's visible activity in her coming seven days, soonest first, with links; mailed once", async () => {
    await withStore(memoryStore)(
      Effect.gen(function* () {
        yield* world
        // 07:30 in Berlin on Monday: not due yet, unless everyone's is sent as if due.
        const early = Date.parse("2026-11-23T06:30:00Z")
        expect((yield* sendDueDigests(early)).map((d) => d.to)).not.toContain(ann.email)
        expect((yield* sendDueDigests(early, { all: true, dryRun: true })).map((d) => d.to)).toContain(ann.email)
        expect(yield* digestMails).toEqual([])

        const sent = yield* sendDueDigests(MONDAY)
        const digest = sent.find((d) => d.to === ann.email)
        expect(digest?.concerts.map((c) => [c.artist, c.date, c.withTickets, c.interested])).toEqual([
          ["Wilco", "2026-11-23", 0, 1],
          ["Mitski", "2026-11-25", 1, 0],
          ["Bon Iver", "2026-11-29", 1, 1]
        ])
        const { today, secondDegree, lastDay } = digestConcertsFrom("2026-11-23" as LocalDate)
        expect(digest?.concerts.map((c) => c.link)).toEqual([today, secondDegree, lastDay].map((c) => `http://localhost:3000/concerts/${c.id}`))
        // Eve's circle shows nothing: no digest.
        expect(sent.map((d) => d.to)).not.toContain(eve.email)

        const mails = (yield* digestMails).filter((m) => m.to === ann.email)
        expect(mails).toHaveLength(1)
        expect(mails[0]?.text).toMatch(/^“Wilco” at “Metro”, “Chicago”, on Mon, Nov 23: 1 person interested$/m)
        // Each concert's line is followed by its page.
        expect(mails[0]?.text).toContain(
          `“Bon Iver” at “First Avenue”, “Minneapolis”, on Sun, Nov 29: 1 person you know with tickets, 1 person interested\nhttp://localhost:3000/concerts/${lastDay.id}\n`
        )
        expect(mails[0]?.text).toContain("http://localhost:3000/unsubscribe?token=")
        expect(mails[0]?.headers).toMatchObject({
          "List-Unsubscribe": expect.stringMatching(/^<http:\/\/localhost:3000\/api\/unsubscribe\?token=.+>$/),
          "List-Unsubscribe-Post": "List-Unsubscribe=One-Click"
        })
        // The week's run is recorded: neither a later sweep nor "everyone now" sends it again.
        expect(yield* sendDueDigests(WEDNESDAY, { all: true })).toEqual([])
      })
    )
  })

  it("is never mailed to an account suspended now nor one waiting to be purged", async () => {
    await withStore(memoryStore)(Effect.andThen(world, nobodyAway(MONDAY)))
  })

  it("is not mailed to someone who turned the digest off", async () => {
    await withStore(memoryStore)(
      Effect.gen(function* () {
        yield* world
        yield* (yield* NotificationPreferences).set(ann.id, "digest", false)
        expect((yield* sendDueDigests(MONDAY, { all: true })).map((d) => d.to)).not.toContain(ann.email)
        expect((yield* digestMails).map((m) => m.to)).not.toContain(ann.email)
      })
    )
  })
})

describe("the weekly digest, two instances on one PostgreSQL database", () => {
  let drop: () => Promise<void>
  let instances: ReadonlyArray<ManagedRuntime.ManagedRuntime<AppServices, never>>
  beforeAll(async () => {
    const db = await testDatabase()
    drop = db.drop
    instances = [0, 1].map(() => ManagedRuntime.make(PostgresAdapters.layer(db.url, { maximumPoolSize: 4 })))
    await instances[0]!.runPromise(world)
  })
  afterAll(async () => {
    for (const runtime of instances) await runtime.dispose()
    await drop()
  })

  it("sweeping at once, each person's digest is mailed exactly once", async () => {
    const sweeps = await Promise.all([0, 1, 0, 1].map((i) => instances[i]!.runPromise(sendDueDigests(WEDNESDAY))))
    const sent = sweeps.flat().map((d) => d.to)
    expect(sent.toSorted()).toEqual([...new Set(sent)].toSorted())
    expect(sent).toContain(ann.email)
    expect(sent).not.toContain(eve.email)
    const mails = (await instances[0]!.runPromise(digestMails)).map((m) => m.to)
    expect(mails.toSorted()).toEqual(sent.toSorted())
    expect(await instances[1]!.runPromise(sendDueDigests(WEDNESDAY, { all: true }))).toEqual([])
  })

  it("is never mailed to an account suspended now nor one waiting to be purged", async () => {
    await instances[0]!.runPromise(nobodyAway(WEDNESDAY + 5 * 24 * 3_600_000))
  })
})
