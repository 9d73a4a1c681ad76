/**
 * A show's changes told to the people going (issue #31), on both adapters: edits within the window become one notice,
 * told once it is due to everyone interested, holding tickets or in a plan (never to someone away or not interested),
 * in the app and by mail as their preferences say; edits that undo each other tell nothing. On PostgreSQL, sweeps of
 * two instances at once tell each notice once.
 */
import { Effect, ManagedRuntime, Option } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import * as PostgresAdapters from "../../adapters/postgres/adapters.ts"
import { ProfileRepo } from "../../domain/accounts/profile-repo.ts"
import { UserRepo } from "../../domain/accounts/user-repo.ts"
import { ChangeNoticeRepo } from "../../domain/concerts/change-notice-repo.ts"
import { recordShowChange } from "../../domain/concerts/change-notices.ts"
import { Concert } from "../../domain/concerts/concert.ts"
import { ConcertRepo } from "../../domain/concerts/concert-repo.ts"
import { InterestRepo, type InterestStatus } from "../../domain/concerts/interest-repo.ts"
import type { LocalDate } from "../../domain/kernel/local-date.ts"
import { MailOutbox } from "../../domain/kernel/mail.ts"
import { Transactions } from "../../domain/kernel/transactions.ts"
import { noticeSubject, tellDueChanges } from "../../domain/notifications/concert-changed.ts"
import { notify } from "../../domain/notifications/notify.ts"
import { notificationText } from "../../domain/notifications/kinds.ts"
import { NotificationRepo } from "../../domain/notifications/notification-repo.ts"
import { NotificationPreferences } from "../../domain/notifications/preferences.ts"
import { PlanRepo } from "../../domain/plans/plan-repo.ts"
import type { AppServices } from "../../domain/services.ts"
import { testDatabase } from "../support/pg.ts"
import { concertAt } from "./concert-curation.contract.ts"
import { aUser, anId, type FreshStore, memoryStore, postgresStore, withStore } from "./fresh-store.ts"
import { suspendInStore } from "./suspensions.ts"

/** The notice window (AppConfig's default, 30 minutes) and the first edit's moment. */
const WINDOW = 30 * 60 * 1000
const T0 = 1_800_000_000_000

// Ann holds tickets and made a plan with Dan (who marked nothing); Bea is interested; Cy is not interested; Eve holds
// tickets but is suspended; Fay is interested but waiting to be purged.
const [ann, bea, cy, dan, eve, fay] = [1, 2, 3, 4, 5, 6].map((n) => aUser(n)) as [
  ReturnType<typeof aUser>,
  ReturnType<typeof aUser>,
  ReturnType<typeof aUser>,
  ReturnType<typeof aUser>,
  ReturnType<typeof aUser>,
  ReturnType<typeof aUser>
]
const wilco = concertAt(101, "Wilco", "Metro", "Chicago", "2026-12-05")
const mitski = concertAt(102, "Mitski", "The Showbox", "Seattle", "2026-12-06")

const person = (user: typeof ann) =>
  Effect.gen(function* () {
    yield* (yield* UserRepo).insert(user)
    yield* (yield* ProfileRepo).create({
      userId: user.id,
      displayName: user.signupDisplayName,
      bio: null,
      avatarUrl: null,
      concertVisibility: "friends_of_friends",
      inviteCount: 5,
      totalInvitesSent: 0,
      createdAt: 0
    })
  })

const world = Effect.gen(function* () {
  for (const user of [ann, bea, cy, dan, eve, fay]) yield* person(user)
  yield* (yield* ConcertRepo).insertMany([wilco, mitski])
  const marks: ReadonlyArray<readonly [typeof ann, InterestStatus]> = [
    [ann, "has_tickets"],
    [bea, "interested"],
    [cy, "not_interested"],
    [eve, "has_tickets"],
    [fay, "interested"]
  ]
  for (const [user, status] of marks) {
    yield* (yield* InterestRepo).set(user.id, wilco.id, status, 0)
    yield* (yield* InterestRepo).set(user.id, mitski.id, status, 0)
  }
  const plans = yield* PlanRepo
  for (const [n, concert] of [
    [201, wilco],
    [202, mitski]
  ] as const) {
    const plan = { id: anId(n), concertId: concert.id, makerId: ann.id, title: null, meetPlace: null, meetAt: null, createdAt: 0, updatedAt: 0 }
    const member = (userId: string) => ({ planId: plan.id, userId, answer: null, ticket: null, spares: 0, ticketNote: null, joinedAt: 0 })
    yield* plans.create(plan, { ...member(ann.id), answer: "going" as const })
    yield* plans.addMembers([member(dan.id)])
  }
  yield* suspendInStore(eve.id, T0 - 1, null)
  yield* (yield* UserRepo).requestDeletion(fay.id, T0 - 1)
})

/** An admin's edit, as the admin paths make it: the concert written and its change recorded, in one unit of work. */
const edit = (id: typeof wilco.id, change: Partial<Concert>, at: number, reason: string | null = null) =>
  Effect.gen(function* () {
    const concerts = yield* ConcertRepo
    const before = Option.getOrThrow(yield* concerts.findById(id))
    const after = new Concert({ ...before, ...change })
    yield* (yield* Transactions).run(Effect.andThen(concerts.update(after), recordShowChange(before, after, reason, at)))
  })

/** The concert_changed notifications each person has, as their texts. */
const toldTexts = (user: typeof ann) =>
  Effect.map(
    NotificationRepo.use((repo) => repo.page(user.id, null, 50)),
    (page) => page.filter((n) => n.kind === "concert_changed").map((n) => notificationText(n.data))
  )

const changeMails = (user: typeof ann) =>
  Effect.map(
    MailOutbox.use((outbox) => outbox.list({ limit: 100, to: user.email })),
    (mails) => mails.filter((m) => m.subject.startsWith("Soundcheck: “Wilco”") || m.subject.startsWith("Soundcheck: “Mitski”"))
  )

const contract = (name: string, fresh: FreshStore) =>
  describe(`telling a show's changes (${name})`, () => {
    it("two edits within the window are one notice, told once it is due to everyone going, in the app and by mail as they chose", async () => {
      await withStore(fresh)(
        Effect.gen(function* () {
          yield* world
          // Bea turned these mails off: she is told in the app only.
          yield* (yield* NotificationPreferences).set(bea.id, "concert_changed", false)
          yield* edit(wilco.id, { date: "2027-01-08" as LocalDate, status: "rescheduled", previousDate: wilco.date }, T0)
          yield* edit(wilco.id, { startTime: "20:00", timeZone: "America/Chicago" }, T0 + 10 * 60 * 1000)

          // Nothing before the window of the first edit has passed.
          expect(yield* tellDueChanges(T0 + WINDOW - 1)).toEqual([])
          expect(yield* toldTexts(ann)).toEqual([])

          expect(yield* tellDueChanges(T0 + WINDOW)).toEqual([{ concertId: wilco.id, recipients: 3 }])
          const text = "Wilco at Metro moved from Sat, Dec 5 to Fri, Jan 8; Show 20:00 (new)"
          for (const going of [ann, bea, dan]) expect(yield* toldTexts(going)).toEqual([text])
          // Not interested, suspended, waiting to be purged: told nothing.
          for (const other of [cy, eve, fay]) expect(yield* toldTexts(other)).toEqual([])
          for (const mailed of [ann, dan]) {
            const mails = yield* changeMails(mailed)
            expect(mails.map((m) => m.subject)).toEqual(["Soundcheck: “Wilco” at “Metro” moved from Sat, Dec 5 to Fri, Jan 8; Show 20:00 (new)"])
            expect(mails[0]?.text).toContain(`/concerts/${wilco.id}\n`)
            expect(mails[0]?.headers).toMatchObject({ "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" })
          }
          for (const unmailed of [bea, cy, eve, fay]) expect(yield* changeMails(unmailed)).toEqual([])

          // Told once: a later sweep finds nothing.
          expect(yield* tellDueChanges(T0 + 2 * WINDOW)).toEqual([])
          expect(yield* toldTexts(ann)).toHaveLength(1)

          // A cancellation later the same day is news again, with its reason.
          const later = T0 + 3 * WINDOW
          yield* edit(wilco.id, { status: "cancelled", previousDate: null }, later, "The band is ill")
          expect(yield* tellDueChanges(later + WINDOW)).toEqual([{ concertId: wilco.id, recipients: 3 }])
          expect((yield* toldTexts(dan)).toSorted()).toEqual([text, "Wilco at Metro on Fri, Jan 8 was cancelled: The band is ill"])
          expect((yield* changeMails(dan)).map((m) => m.subject)).toContain("Soundcheck: “Wilco” at “Metro” on Fri, Jan 8 was cancelled: “The band is ill”")
          // The plan for it says so in its thread, once: a line from Soundcheck, no author, no text. The reschedule said nothing there.
          const thread = yield* PlanRepo.use((repo) => repo.messages(anId(201), null, 10))
          expect(thread).toEqual([
            { id: expect.any(String), planId: anId(201), authorId: null, text: null, event: "concert_cancelled", createdAt: later + WINDOW }
          ])
          expect(yield* PlanRepo.use((repo) => repo.messages(anId(202), null, 10))).toEqual([])
        })
      )
    })

    it("the people going come in pages by id; the first due notice is held, not taken (issue #31's batches)", async () => {
      await withStore(fresh)(
        Effect.gen(function* () {
          yield* world
          const interests = yield* InterestRepo
          const going = [ann.id, bea.id, dan.id].toSorted()
          expect(yield* interests.goingTo(wilco.id, T0, null, 10)).toEqual(going)
          expect(yield* interests.goingTo(wilco.id, T0, null, 2)).toEqual(going.slice(0, 2))
          expect(yield* interests.goingTo(wilco.id, T0, going[1]!, 2)).toEqual(going.slice(2))
          expect(yield* interests.goingTo(wilco.id, T0, going[2]!, 2)).toEqual([])
          expect(yield* interests.goingTo(wilco.id, T0, "not-an-id", 2)).toEqual([])
          yield* edit(wilco.id, { status: "postponed" }, T0)
          yield* edit(mitski.id, { status: "postponed" }, T0 + 1)
          const notices = yield* ChangeNoticeRepo
          expect(Option.isNone(yield* notices.firstDue(T0 + WINDOW - 1))).toBe(true)
          const first = yield* notices.firstDue(T0 + WINDOW + 1)
          expect(Option.map(first, (n) => n.concertId)).toEqual(Option.some(wilco.id))
          // Still stored: the batch that ends it removes it.
          expect(Option.isSome(yield* notices.lock(wilco.id))).toBe(true)
        })
      )
    })

    it("a notice is told a batch of people per unit of work; a sweep that failed half-way is told again, to nobody twice", async () => {
      await withStore(fresh)(
        Effect.gen(function* () {
          yield* world
          yield* edit(wilco.id, { status: "postponed" }, T0)
          const notice = Option.getOrThrow(yield* (yield* ChangeNoticeRepo).firstDue(T0 + WINDOW))
          // The first batch of a sweep that failed after it: Ann was told and mailed, the notice is still stored.
          const [firstOne] = yield* (yield* InterestRepo).goingTo(wilco.id, T0 + WINDOW, null, 1)
          const data = {
            kind: "concert_changed",
            concert: { artist: "Wilco", venue: "Metro", city: "Chicago", date: wilco.date },
            changes: notice.changes,
            reason: null
          } as const
          yield* (yield* Transactions).run(notify({ recipientId: firstOne!, actorId: null, concertId: wilco.id, subjectId: noticeSubject(notice), data }))
          // The next sweep, a person per unit of work, tells it from the start: everyone once.
          expect(yield* tellDueChanges(T0 + WINDOW, { recipientsPerUnit: 1 })).toEqual([{ concertId: wilco.id, recipients: 3 }])
          for (const going of [ann, bea, dan]) expect(yield* toldTexts(going)).toEqual(["Wilco at Metro on Sat, Dec 5 was postponed"])
          for (const mailed of [ann, dan]) expect(yield* changeMails(mailed)).toHaveLength(1)
          expect(yield* tellDueChanges(T0 + 2 * WINDOW, { recipientsPerUnit: 1 })).toEqual([])
          // Two people per unit: the last batch is short, and ends the notice.
          yield* edit(wilco.id, { status: "cancelled" }, T0 + 3 * WINDOW)
          expect(yield* tellDueChanges(T0 + 4 * WINDOW, { recipientsPerUnit: 2 })).toEqual([{ concertId: wilco.id, recipients: 3 }])
          for (const going of [ann, bea, dan]) expect(yield* toldTexts(going)).toHaveLength(2)
          expect(yield* PlanRepo.use((repo) => repo.messages(anId(201), null, 10))).toHaveLength(1)
        })
      )
    })

    it("edits that undo each other within the window tell nobody; a description's edit is silent", async () => {
      await withStore(fresh)(
        Effect.gen(function* () {
          yield* world
          yield* edit(mitski.id, { venue: "Neumos", status: "moved", previousVenue: mitski.venue }, T0)
          yield* edit(mitski.id, { venue: mitski.venue, status: "scheduled", previousVenue: null }, T0 + 60_000)
          yield* edit(mitski.id, { description: "Support: Jay Som" }, T0 + 120_000)
          expect(yield* tellDueChanges(T0 + 2 * WINDOW)).toEqual([])
          for (const user of [ann, bea, dan]) expect(yield* toldTexts(user)).toEqual([])
        })
      )
    })
  })

for (const [name, fresh] of [
  ["memory", memoryStore],
  ["postgres", postgresStore]
] as const) {
  contract(name, fresh)
}

describe("telling a show's changes, two instances on one PostgreSQL database", () => {
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

  it("sweeping at once, each notice is told by one sweep, and each person is notified and mailed once", async () => {
    await instances[0]!.runPromise(
      Effect.gen(function* () {
        yield* edit(wilco.id, { status: "postponed" }, T0)
        yield* edit(mitski.id, { doorsTime: "19:00", timeZone: "America/Los_Angeles" }, T0)
      })
    )
    const sweeps = await Promise.all([0, 1, 0, 1].map((i) => instances[i]!.runPromise(tellDueChanges(T0 + WINDOW))))
    expect(
      sweeps
        .flat()
        .map((t) => t.concertId)
        .toSorted()
    ).toEqual([wilco.id, mitski.id].toSorted())
    const { texts, mails } = await instances[1]!.runPromise(
      Effect.all({ texts: toldTexts(dan), mails: Effect.map(changeMails(dan), (ms) => ms.map((m) => m.subject).toSorted()) })
    )
    expect(texts.toSorted()).toEqual(["Mitski at The Showbox on Sun, Dec 6: Doors 19:00 (new)", "Wilco at Metro on Sat, Dec 5 was postponed"])
    expect(mails).toEqual([
      "Soundcheck: “Mitski” at “The Showbox” on Sun, Dec 6: Doors 19:00 (new)",
      "Soundcheck: “Wilco” at “Metro” on Sat, Dec 5 was postponed"
    ])
  })
})
