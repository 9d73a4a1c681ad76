/**
 * New concerts' alerts to followers (issue #32), on both adapters: the artist's followers in their cities (or all of
 * them when they picked none), the venue's followers whatever their cities, never an away account, at most once per
 * follower and concert (laws); the in-app news collapsed per fan and artist; and the daily batched mail, never twice
 * and never lost — a unit of work that fails after queueing the mail leaves everything for the next sweep.
 */
import { Clock, Effect } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { ProfileRepo } from "../../domain/accounts/profile-repo.ts"
import { UserRepo } from "../../domain/accounts/user-repo.ts"
import { Concert } from "../../domain/concerts/concert.ts"
import { ConcertRepo } from "../../domain/concerts/concert-repo.ts"
import { mailFollowAlerts } from "../../domain/follows/alert-mail.ts"
import { FollowAlertRepo } from "../../domain/follows/alert-repo.ts"
import { ALERTED_INLINE, alertFollowers, writeQueuedAlerts } from "../../domain/follows/alerts.ts"
import { artistKey, cityKey, venueKey } from "../../domain/follows/artist-key.ts"
import { FollowRepo } from "../../domain/follows/follow-repo.ts"
import type { ConcertId } from "../../domain/kernel/ids.ts"
import type { LocalDate } from "../../domain/kernel/local-date.ts"
import { MailOutbox } from "../../domain/kernel/mail.ts"
import { Transactions } from "../../domain/kernel/transactions.ts"
import { NotificationRepo } from "../../domain/notifications/notification-repo.ts"
import { sendDueDigests } from "../../domain/notifications/digest.ts"
import { notificationText } from "../../domain/notifications/kinds.ts"
import { NotificationPreferences } from "../../domain/notifications/preferences.ts"
import { type FreshStore, aUser, anId, memoryStore, postgresStore, withStore } from "./fresh-store.ts"
import { suspendInStore } from "./suspensions.ts"

import { clockAt } from "../support/clock.ts"
const NOW = Date.parse("2026-06-01T12:00:00Z")
const DAY = 86_400_000

/** The clock at `at`, for the use cases that read it (alertFollowers): the concerts' days are after NOW's. */
const alertAt = (at: number, ids: ReadonlyArray<string>) => alertFollowers(ids).pipe(Effect.provideService(Clock.Clock, clockAt(at)))

const concert = (n: number, artist: string, venue: string, city: string, date: string, status: Concert["status"] = "scheduled") =>
  new Concert({
    id: anId(5000 + n) as ConcertId,
    artist,
    venue,
    city,
    date: date as LocalDate,
    description: null,
    imageUrl: null,
    createdBy: null,
    createdAt: 0,
    status
  })

type Person = ReturnType<typeof aUser>
const [ann, bea, cy, dan, eve, fay, gus] = [61, 62, 63, 64, 65, 66, 67].map((n) => aUser(n)) as [Person, Person, Person, Person, Person, Person, Person]
const OWLS = "The Midnight Owls"

const followArtist = (user: { id: string }, name: string) => FollowRepo.use((r) => r.followArtist(user.id, artistKey(name), name, 0))
const followVenue = (user: { id: string }, venue: string, city: string) =>
  FollowRepo.use((r) => r.followVenue(user.id, { ...venueKey(venue, city), venue, city }, 0))
const setCities = (user: { id: string }, ...cities: ReadonlyArray<string>) =>
  FollowRepo.use((r) =>
    r.setCities(
      user.id,
      cities.map((city) => ({ key: cityKey(city), city }))
    )
  )

/**
 * Ann follows the Owls with no city; Bea in Austin; Cy in Chicago; Dan follows Mohawk in Austin; Gus follows the Owls in
 * Chicago and Mohawk in Austin; Eve (suspended) and Fay (leaving) follow the Owls.
 */
const world = Effect.gen(function* () {
  const users = yield* UserRepo
  for (const u of [ann, bea, cy, dan, eve, fay, gus]) yield* users.insert(u)
  yield* followArtist(ann, "the midnight owls")
  yield* followArtist(bea, "MIDNIGHT OWLS")
  yield* setCities(bea, "Austin")
  yield* followArtist(cy, OWLS)
  yield* setCities(cy, "Chicago")
  yield* followVenue(dan, "Mohawk", "austin")
  yield* setCities(dan, "Chicago")
  yield* followArtist(gus, OWLS)
  yield* setCities(gus, "Chicago")
  yield* followVenue(gus, "MOHAWK", "Austin")
  for (const u of [eve, fay]) yield* followArtist(u, OWLS)
  yield* suspendInStore(eve.id, NOW - DAY, null)
  yield* users.requestDeletion(fay.id, NOW - DAY)
})

const austin = concert(1, OWLS, "Mohawk", "Austin", "2026-07-01")
const chicago = concert(2, "Midnight Owls", "Metro", "Chicago", "2026-06-20")
const past = concert(3, OWLS, "Mohawk", "Austin", "2026-05-01")
const cancelled = concert(4, OWLS, "Metro", "Chicago", "2026-08-01", "cancelled")
const stranger = concert(5, "Wilco", "Mohawk", "Austin", "2026-09-01")

const alertsOf = (userId: string) => FollowAlertRepo.use((r) => r.unmailed(userId))
const followNews = (userId: string) =>
  Effect.map(
    NotificationRepo.use((r) => r.page(userId, null, 50)),
    (ns) => ns.filter((n) => n.kind === "followed_new_concert")
  )

const alertContract = (name: string, fresh: FreshStore) =>
  describe(`follow alerts (${name})`, () => {
    const run = withStore(fresh)

    it("the queue hands out each import's concerts oldest import first, a batch at a time, each once", async () => {
      await run(
        Effect.gen(function* () {
          const repo = yield* FollowAlertRepo
          const ids = (from: number, n: number) => Array.from({ length: n }, (_, i) => anId(7000 + from + i))
          yield* repo.enqueue([...ids(0, 5), ids(0, 1)[0]!], NOW)
          yield* repo.enqueue(ids(10, 2), NOW + 1)
          const taken = [yield* repo.takeQueued(2), yield* repo.takeQueued(2), yield* repo.takeQueued(2), yield* repo.takeQueued(2), yield* repo.takeQueued(2)]
          expect(taken).toEqual([ids(0, 2), ids(2, 2), ids(4, 1), ids(10, 2), []])
        })
      )
    })

    it("a large import's alerts are queued with it, counted for its report, and written by the sweep in batches, once", async () => {
      await run(
        Effect.gen(function* () {
          yield* world
          // More new concerts than are alerted inline: the Owls in Austin on as many days (Ann: no city; Bea: Austin).
          const many = Array.from({ length: ALERTED_INLINE + 5 }, (_, n) =>
            concert(100 + n, OWLS, "Mohawk", "Austin", new Date(Date.parse("2026-07-01") + n * DAY).toISOString().slice(0, 10))
          )
          yield* (yield* ConcertRepo).insertMany(many)
          const counted = yield* (yield* Transactions).run(
            alertAt(
              NOW,
              many.map((c) => c.id)
            )
          )
          // Ann and Bea by the artist, Dan and Gus by the venue (Mohawk in Austin); nothing is written yet.
          expect(counted).toBe(4)
          expect(yield* alertsOf(ann.id)).toEqual([])
          expect(yield* followNews(ann.id)).toEqual([])
          const written = yield* writeQueuedAlerts().pipe(Effect.provideService(Clock.Clock, clockAt(NOW)))
          expect(written).toBe(4 * many.length)
          for (const fan of [ann, bea, dan, gus]) expect(yield* alertsOf(fan.id)).toHaveLength(many.length)
          // In batches of QUEUED_PER_UNIT, still one unread news per fan and artist, counting every show.
          const [news] = yield* followNews(ann.id)
          expect(news?.data).toMatchObject({ kind: "followed_new_concert", count: many.length })
          expect(yield* followNews(ann.id)).toHaveLength(1)
          for (const fan of [cy, eve, fay]) expect(yield* alertsOf(fan.id)).toEqual([])
          // The queue is empty: a second sweep writes nothing.
          expect(yield* writeQueuedAlerts().pipe(Effect.provideService(Clock.Clock, clockAt(NOW)))).toBe(0)
        })
      )
    })

    it("alerts the artist's followers in their cities or with none, the venue's whatever their cities, never the away; once", async () => {
      await run(
        Effect.gen(function* () {
          yield* world
          yield* (yield* ConcertRepo).insertMany([austin, chicago, past, cancelled, stranger])
          const repo = yield* FollowAlertRepo
          const outcome = yield* repo.alertFor([austin.id, chicago.id, past.id, cancelled.id, stranger.id], NOW)
          expect(outcome.fans.toSorted()).toEqual([ann.id, bea.id, cy.id, dan.id, gus.id].toSorted())
          const ids = (userId: string) => Effect.map(alertsOf(userId), (as) => as.map((a) => [a.concertId, a.byArtist]))
          // Soonest first; never the past or cancelled concert.
          expect(yield* ids(ann.id)).toEqual([
            [chicago.id, true],
            [austin.id, true]
          ])
          expect(yield* ids(bea.id)).toEqual([[austin.id, true]])
          expect(yield* ids(cy.id)).toEqual([[chicago.id, true]])
          // Dan picked Chicago, but follows the Austin venue: its shows reach him, Wilco's too.
          expect(yield* ids(dan.id)).toEqual([
            [austin.id, false],
            [stranger.id, false]
          ])
          // Gus follows both: Chicago by the artist, Austin by the venue (his cities leave the artist's Austin show out).
          expect(yield* ids(gus.id)).toEqual([
            [chicago.id, true],
            [austin.id, false],
            [stranger.id, false]
          ])
          expect(outcome.alerts).toBe(2 + 1 + 1 + 2 + 3)
          for (const away of [eve, fay]) expect(yield* alertsOf(away.id)).toEqual([])

          // Ann's news: one for the artist, counting both, with the first show's facts.
          const [news, ...more] = yield* followNews(ann.id)
          expect(more).toEqual([])
          expect(news?.data).toEqual({
            kind: "followed_new_concert",
            artistKey: "midnight owls",
            count: 2,
            concertId: chicago.id,
            concert: { artist: "Midnight Owls", venue: "Metro", city: "Chicago", date: "2026-06-20" }
          })
          expect(notificationText(news!.data)).toBe("2 new shows by Midnight Owls")
          // Dan's: one per artist.
          expect((yield* followNews(dan.id)).map((n) => notificationText(n.data)).toSorted()).toEqual([
            "New show: The Midnight Owls at Mohawk on Wed, Jul 1",
            "New show: Wilco at Mohawk on Tue, Sep 1"
          ])

          // Again: nothing new, nobody told twice.
          expect(yield* repo.alertFor([austin.id, chicago.id], NOW + 1000)).toEqual({ alerts: 0, fans: [] })
          expect((yield* followNews(ann.id)).map((n) => n.data)).toEqual([news?.data])
        })
      )
    })

    it("a new show of the artist joins the unread news; once read, the next is news again", async () => {
      await run(
        Effect.gen(function* () {
          yield* world
          const concerts = yield* ConcertRepo
          yield* concerts.insertMany([austin, chicago])
          yield* alertAt(NOW, [austin.id, chicago.id])
          const repo = yield* FollowAlertRepo
          const later = concert(6, "MIDNIGHT OWLS", "Emo's", "Austin", "2026-10-01")
          yield* concerts.insertMany([later])
          yield* repo.alertFor([later.id], NOW + DAY)
          const [merged, ...none] = yield* followNews(ann.id)
          expect(none).toEqual([])
          expect(merged?.readAt).toBeNull()
          expect(merged?.data).toMatchObject({ count: 3, concertId: chicago.id })
          expect(yield* (yield* NotificationRepo).unreadCount(ann.id)).toBe(1)

          yield* (yield* NotificationRepo).markRead(ann.id, "all", NOW + DAY)
          const last = concert(7, OWLS, "Metro", "Chicago", "2026-11-01")
          yield* concerts.insertMany([last])
          yield* repo.alertFor([last.id], NOW + 2 * DAY)
          const [fresh, ...rest] = yield* followNews(ann.id)
          expect(rest).toEqual([])
          expect(fresh?.readAt).toBeNull()
          expect(fresh?.data).toMatchObject({ count: 1, concertId: last.id })
          expect(notificationText(fresh!.data)).toBe("New show: The Midnight Owls at Metro on Sun, Nov 1")
        })
      )
    })

    it("laws: a follower is alerted at most once per concert, and never about a show outside the cities they picked", async () => {
      const cities = ["Austin", "Chicago", "Seattle"]
      const artists = ["The Midnight Owls", "Wilco", "Mitski"]
      const fan = fc.record({
        artists: fc.subarray(artists),
        cities: fc.subarray(cities),
        venues: fc.subarray(cities.map((c) => `Hall|${c}`))
      })
      const show = fc.record({
        artist: fc.constantFrom(...artists, "THE MIDNIGHT OWLS"),
        city: fc.constantFrom(...cities),
        venue: fc.constantFrom("Hall", "Club")
      })
      await fc.assert(
        fc.asyncProperty(
          fc.array(fan, { minLength: 1, maxLength: 4 }),
          fc.array(show, { minLength: 1, maxLength: 6 }),
          fc.integer({ min: 1, max: 3 }),
          (fans, shows, calls) =>
            run(
              Effect.gen(function* () {
                const people = fans.map((_, i) => aUser(100 + i))
                for (const p of people) yield* (yield* UserRepo).insert(p)
                for (const [i, f] of fans.entries()) {
                  for (const a of f.artists) yield* followArtist(people[i]!, a)
                  for (const v of f.venues) yield* followVenue(people[i]!, v.split("|")[0]!, v.split("|")[1]!)
                  if (f.cities.length > 0) yield* setCities(people[i]!, ...f.cities)
                }
                const made = shows.map((s, i) => concert(100 + i, s.artist, s.venue, s.city, `2026-07-${String(10 + i).padStart(2, "0")}`))
                yield* (yield* ConcertRepo).insertMany(made)
                const repo = yield* FollowAlertRepo
                let total = 0
                for (let k = 0; k < calls; k++)
                  total += (yield* repo.alertFor(
                    made.map((c) => c.id),
                    NOW + k
                  )).alerts
                let listed = 0
                for (const [i, f] of fans.entries()) {
                  const got = yield* alertsOf(people[i]!.id)
                  listed += got.length
                  expect(new Set(got.map((a) => a.concertId)).size).toBe(got.length)
                  for (const a of got) {
                    const c = made.find((m) => m.id === a.concertId)!
                    const byVenue = f.venues.includes(`${c.venue}|${c.city}`)
                    const byArtist = f.artists.some((x) => artistKey(x) === artistKey(c.artist)) && (f.cities.length === 0 || f.cities.includes(c.city))
                    expect(byVenue || byArtist).toBe(true)
                    if (!byVenue) expect(f.cities.length === 0 || f.cities.includes(c.city)).toBe(true)
                  }
                  // Everyone it should reach, it reached.
                  const expected = made.filter(
                    (c) =>
                      f.venues.includes(`${c.venue}|${c.city}`) ||
                      (f.artists.some((x) => artistKey(x) === artistKey(c.artist)) && (f.cities.length === 0 || f.cities.includes(c.city)))
                  )
                  expect(got.map((a) => a.concertId).toSorted()).toEqual(expected.map((c) => c.id).toSorted())
                }
                expect(total).toBe(listed)
              })
            )
        ),
        { numRuns: name === "memory" ? 40 : 8 }
      )
    }, 120_000)

    it("the daily mail lists every new show once; a unit of work failing after the queueing leaves all for the next sweep", async () => {
      await run(
        Effect.gen(function* () {
          yield* world
          yield* (yield* ConcertRepo).insertMany([austin, chicago, stranger])
          yield* alertAt(NOW, [austin.id, chicago.id, stranger.id])
          const outbox = yield* MailOutbox
          const repo = yield* FollowAlertRepo
          // Cy turned the topic off: his alerts are marked, no mail.
          yield* (yield* NotificationPreferences).set(cy.id, "followed_new_concert", false)

          // A crash after the mail is queued, before the commit: no mail, no claim, nothing marked.
          const crashing = MailOutbox.of({ ...outbox, enqueue: (mail) => Effect.andThen(outbox.enqueue(mail), Effect.die(new Error("crash before commit"))) })
          const crashed = yield* Effect.exit(mailFollowAlerts(NOW).pipe(Effect.provideService(MailOutbox, crashing)))
          expect(crashed._tag).toBe("Failure")
          expect(yield* outbox.list({ limit: 50 })).toEqual([])
          expect((yield* alertsOf(ann.id)).length).toBe(2)

          const sent = yield* mailFollowAlerts(NOW)
          expect(sent.map((s) => s.to).toSorted()).toEqual([ann.email, bea.email, dan.email, gus.email].toSorted())
          const mails = yield* outbox.list({ limit: 50 })
          expect(mails.map((m) => m.to).toSorted()).toEqual([ann.email, bea.email, dan.email, gus.email].toSorted())
          const annsMail = mails.find((m) => m.to === ann.email)!
          expect(annsMail.subject).toBe("Soundcheck: 2 new shows by “Midnight Owls”")
          expect(annsMail.text).toContain(`“Midnight Owls” at “Metro”, “Chicago”, on Sat, Jun 20\nhttp://localhost:3000/concerts/${chicago.id}`)
          expect(annsMail.text).toContain(`“The Midnight Owls” at “Mohawk”, “Austin”, on Wed, Jul 1\nhttp://localhost:3000/concerts/${austin.id}`)
          expect(annsMail.text).toMatch(/To stop these e-mails, unsubscribe: http:\/\/localhost:3000\/unsubscribe\S+\n$/)
          expect(annsMail.headers).toMatchObject({ "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" })
          expect(mails.find((m) => m.to === bea.email)?.subject).toBe("Soundcheck: New show: “The Midnight Owls” at “Mohawk” on Wed, Jul 1")
          for (const u of [ann, bea, cy, dan, gus]) expect(yield* alertsOf(u.id)).toEqual([])

          // The same day: a new show waits for tomorrow; a second sweep sends nothing.
          const later = concert(8, OWLS, "Emo's", "Austin", "2026-12-01")
          yield* (yield* ConcertRepo).insertMany([later])
          yield* alertAt(NOW + 30_000, [later.id])
          expect(yield* mailFollowAlerts(NOW + 60_000)).toEqual([])
          expect((yield* outbox.list({ limit: 50 })).length).toBe(4)
          expect((yield* alertsOf(ann.id)).map((a) => a.concertId)).toEqual([later.id])
          expect(yield* repo.claimMailDay(ann.id, "2026-06-01" as LocalDate, NOW)).toBe(false)
          const tomorrow = yield* mailFollowAlerts(NOW + DAY)
          expect(tomorrow.map((s) => [s.to, s.shows.map((x) => x.concertId)]).toSorted()).toEqual(
            [
              [ann.email, [later.id]],
              [bea.email, [later.id]]
            ].toSorted()
          )
          // Suspended Eve is never among the fans to mail.
          expect((yield* repo.fansToMail(null, 50, NOW)).map((f) => f.userId)).not.toContain(eve.id)
        })
      )
    })

    it("the weekly digest lists the past week's new shows under \"New from artists you follow\", even with no friends' plans", async () => {
      await run(
        Effect.gen(function* () {
          yield* world
          yield* (yield* ProfileRepo).create({
            userId: ann.id,
            displayName: "Ann",
            bio: null,
            avatarUrl: null,
            concertVisibility: "friends_of_friends",
            inviteCount: 5,
            totalInvitesSent: 0,
            createdAt: 0
          })
          yield* (yield* ConcertRepo).insertMany([austin, chicago])
          yield* alertAt(NOW, [austin.id, chicago.id])
          const [digest, ...others] = yield* sendDueDigests(NOW + DAY, { all: true })
          expect(others).toEqual([])
          expect(digest?.concerts).toEqual([])
          expect(digest?.followed.map((f) => [f.artist, f.date])).toEqual([
            ["Midnight Owls", "2026-06-20"],
            ["The Midnight Owls", "2026-07-01"]
          ])
          const [mail] = (yield* (yield* MailOutbox).list({ limit: 10, to: ann.email })).filter((m) => m.subject === "Your week in concerts on Soundcheck")
          expect(mail?.text).toMatch(
            /^New from artists you follow:\n\n“Midnight Owls” at “Metro”, “Chicago”, on Sat, Jun 20\nhttp:\/\/localhost:3000\/concerts\//
          )
          // Eight days on, they are more than a week old: no digest.
          expect(yield* sendDueDigests(NOW + 8 * DAY, { all: true })).toEqual([])
        })
      )
    })

    it("a failing unit of work that added concerts leaves no alert and no news", async () => {
      await run(
        Effect.gen(function* () {
          yield* world
          const attempt = Effect.gen(function* () {
            yield* (yield* ConcertRepo).insertMany([austin])
            yield* alertAt(NOW, [austin.id])
            return yield* Effect.fail("rolled back" as const)
          })
          expect(yield* Effect.flip((yield* Transactions).run(attempt))).toBe("rolled back")
          expect(yield* alertsOf(ann.id)).toEqual([])
          expect(yield* followNews(ann.id)).toEqual([])
        })
      )
    })
  })

alertContract("memory", memoryStore)
alertContract("postgres", postgresStore)
