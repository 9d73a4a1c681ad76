/**
 * A world in which one person, Zoe, did everything Soundcheck lets a person do (issue #30), built through the API on
 * either adapter with a movable clock: the ground for the purge's "nothing left behind" walk and its law. Zoe joined
 * from the waitlist through Amy's invitation, marks concerts, has friends, requests both ways and blocks both ways,
 * makes plans (one with others, one alone) and joins Amy's, writes messages, holds and asks for spare tickets, invites
 * (one accepted), asks for invites, sends feedback and a suggestion, reports and is reported, keeps a calendar feed,
 * a time zone and mail choices, follows artists and a venue and picked her cities, has a reset link out and failed sign-ins counted, downloaded her data, got a weekly
 * digest and a concert's reminder, was suspended once (long over) and had her invites revoked; as an admin she created
 * a concert, reviewed feedback, a suggestion, an invite request and a report, took another report's case, and invited
 * from the waitlist.
 */
import { Effect, Layer } from "effect"
import * as MemoryAdapters from "../../adapters/memory/adapters.ts"
import * as PostgresAdapters from "../../adapters/postgres/adapters.ts"
import { setRole } from "../../domain/accounts/admin.ts"
import { exportBuildsSettled } from "../../apps/api/routes/account-export.ts"
import { createAdmin } from "../../domain/accounts/create-admin.ts"
import { sendDueDigests } from "../../domain/notifications/digest.ts"
import { ReminderRepo } from "../../domain/notifications/reminder-repo.ts"
import { mailFollowAlerts } from "../../domain/follows/alert-mail.ts"
import type { ConcertId } from "../../domain/kernel/ids.ts"
import type { PlanDto, PlanMessageDto } from "../../domain/plans/contract.ts"
import { PASSWORD, ok } from "./accounts.ts"
import { fromLayer, TEST_PUBLIC_URL, type TestApp } from "./app.ts"
import { type Browser, browser } from "./browser.ts"
import { type MovableClock, movableClock } from "./clock.ts"
import { catalogueAroundToday, insertConcerts } from "./concerts.ts"
import { suspendInStore } from "../contracts/suspensions.ts"
import { befriend, type Fan, fan, sendRequest } from "./friends.ts"
import { mailedInvitation } from "./invitations.ts"
import { testDatabase } from "./pg.ts"

export type Adapter = "memory" | "postgres"

export type ClockedApp = TestApp & { readonly clock: MovableClock; readonly databaseUrl: string | null }

/** The API on the adapter, its use cases on a clock the test moves. */
export const clockedApp = async (adapter: Adapter): Promise<ClockedApp> => {
  const clock = movableClock()
  const config = { publicUrl: TEST_PUBLIC_URL }
  if (adapter === "memory") return { ...(await fromLayer(Layer.merge(MemoryAdapters.layer(config), clock.layer))), clock, databaseUrl: null }
  const db = await testDatabase()
  const layer = PostgresAdapters.layer(db.url, { maximumPoolSize: 4, config })
  return { ...(await fromLayer(Layer.merge(layer, clock.layer), db.drop)), clock, databaseUrl: db.url }
}

export interface LeaverWorld {
  readonly zoe: Fan
  readonly amy: Fan
  readonly ben: Fan
  readonly cat: Fan
  readonly dan: Fan
  readonly gus: Fan
  readonly ada: Fan
  /** Zoe's plan with Amy (who joined first) and Ben; Zoe's plan with nobody else; Amy's plan with Zoe. */
  readonly plans: { readonly withOthers: string; readonly alone: string; readonly amys: string }
  /** Zoe's message in Amy's plan, and Amy's reply. */
  readonly messages: { readonly zoes: string; readonly amys: string }
  readonly concertIds: ReadonlyArray<string>
}

const DAY = 24 * 60 * 60_000

const created = <A = Record<string, unknown>>(res: Parameters<typeof ok>[0]) => ok<A>(res, 201)

const suggestion = (name: string) => ({ artist: `Artist ${name}`, venue: `Hall ${name}`, city: "Leaveton", date: "2099-06-01" })

export const buildLeaverWorld = async (t: ClockedApp, n = 1): Promise<LeaverWorld> => {
  const address = (name: string) => `${name}-${n}@leaving.test`
  const concerts = catalogueAroundToday(2, 30, 7 + n)
  await insertConcerts(t, concerts)
  const [c1, c2] = [concerts[0]!.id, concerts[1]!.id]
  const [amy, ben, cat, dan, eve, fay, ada] = (await Promise.all(
    ["amy", "ben", "cat", "dan", "eve", "fay", "ada"].map((name) => fan(t, address(name), name[0]!.toUpperCase() + name.slice(1)))
  )) as [Fan, Fan, Fan, Fan, Fan, Fan, Fan]
  await t.runtime.runPromise(setRole({ kind: "cli" }, { email: ada.email }, "admin"))

  // Zoe waits on the list, and joins through Amy's invitation.
  const zoeEmail = address("zoe")
  ok(await browser(t.app).send("POST", "/api/waitlist", { email: zoeEmail, city: "Leaveton", note: "Amy's friend" }))
  created(await amy.b.send("POST", "/api/invitations", { email: zoeEmail }))
  const link = await mailedInvitation(t, zoeEmail)
  const zoeB: Browser = browser(t.app)
  created(await zoeB.send("POST", "/api/invitations/accept", { token: link.token, inviter: link.inviter, displayName: "Zoe", password: PASSWORD }))
  const zoe: Fan = { b: zoeB, id: ok<{ userId: string }>(await zoeB.get("/api/profile")).userId, email: zoeEmail }

  // Concerts, friends, requests both ways, blocks both ways.
  ok(await zoe.b.send("PUT", `/api/concerts/${c1}/interest`, { status: "interested" }))
  ok(await zoe.b.send("PUT", `/api/concerts/${c2}/interest`, { status: "has_tickets" }))
  await befriend(zoe, ben)
  await befriend(amy, ben)
  await sendRequest(zoe, eve)
  await sendRequest(fay, zoe)
  created(await zoe.b.send("POST", "/api/blocks", { userId: dan.id }))
  created(await cat.b.send("POST", "/api/blocks", { userId: zoe.id }))

  // Plans: Amy joins Zoe's first, then Ben; one of Zoe's has nobody else; Zoe is in Amy's.
  const withOthers = created<PlanDto>(await zoe.b.send("POST", "/api/plans", { concertId: c1, title: "Zoe's night", meetPlace: "Bar" })).id
  ok(await zoe.b.send("POST", `/api/plans/${withOthers}/members`, { userIds: [amy.id] }))
  t.clock.advance(1000)
  ok(await zoe.b.send("POST", `/api/plans/${withOthers}/members`, { userIds: [ben.id] }))
  const alone = created<PlanDto>(await zoe.b.send("POST", "/api/plans", { concertId: c2, title: "Just me" })).id
  const amys = created<PlanDto>(await amy.b.send("POST", "/api/plans", { concertId: c2, title: "Amy's night" })).id
  ok(await amy.b.send("POST", `/api/plans/${amys}/members`, { userIds: [zoe.id, ben.id] }))
  ok(await zoe.b.send("PUT", `/api/plans/${amys}/ticket`, { status: "has_ticket", spares: 1, note: "Row F" }))
  ok(await ben.b.send("POST", `/api/plans/${amys}/spare-requests`, { holderId: zoe.id }))
  ok(await amy.b.send("PUT", `/api/plans/${withOthers}/ticket`, { status: "has_ticket", spares: 1 }))
  ok(await zoe.b.send("PUT", `/api/plans/${withOthers}/ticket`, { status: "needs_ticket", spares: 0 }))
  ok(await zoe.b.send("POST", `/api/plans/${withOthers}/spare-requests`, { holderId: amy.id }))
  created(await zoe.b.send("POST", `/api/plans/${withOthers}/messages`, { text: `Meet at eight, mail me at ${zoeEmail}` }))
  const zoes = created<PlanMessageDto>(await zoe.b.send("POST", `/api/plans/${amys}/messages`, { text: "I have a spare" })).id
  const amysMessage = created<PlanMessageDto>(await amy.b.send("POST", `/api/plans/${amys}/messages`, { text: "Great, Zoe!" })).id

  // Invitations (one accepted by Gus, who keeps his account), invite requests, feedback, a suggestion, reports.
  created(await zoe.b.send("POST", "/api/invitations", { email: address("newcomer") }))
  const gusEmail = address("gus")
  created(await zoe.b.send("POST", "/api/invitations", { email: gusEmail }))
  const gusLink = await mailedInvitation(t, gusEmail)
  const gusB = browser(t.app)
  created(await gusB.send("POST", "/api/invitations/accept", { token: gusLink.token, inviter: gusLink.inviter, displayName: "Gus", password: PASSWORD }))
  const gus: Fan = { b: gusB, id: ok<{ userId: string }>(await gusB.get("/api/profile")).userId, email: gusEmail }
  created(await zoe.b.send("POST", "/api/invite-requests", { requestedCount: 5, reason: "Friends keep asking to join." }))
  created(await zoe.b.send("POST", "/api/feedback", { title: "Lovely", description: "Works well for me so far.", contactEmail: zoeEmail }))
  created(await zoe.b.send("POST", "/api/concerts/suggestions", suggestion(`zoe-${n}`)))
  created(await zoe.b.send("POST", "/api/reports", { targetType: "concert", targetId: c1, category: "wrong_details", comment: "The date is wrong" }))
  created(await amy.b.send("POST", "/api/reports", { targetType: "profile", targetId: zoe.id, category: "spam" }))
  created(await ben.b.send("POST", "/api/reports", { targetType: "plan_message", targetId: zoes, category: "harassment", comment: "Rude" }))

  // Settings: a calendar feed, a time zone, a mail choice; a reset link out; failed sign-ins counted.
  ok(await zoe.b.send("POST", "/api/settings/calendar-feed"))
  ok(await zoe.b.send("PUT", "/api/settings/time-zone", { timeZone: "Europe/Berlin" }))
  ok(await zoe.b.send("PUT", "/api/settings/notifications", { topic: "digest", byEmail: false }))
  // Follows (issue #32): an artist with no concert yet, her first concert's artist and venue, and her cities.
  ok(await zoe.b.send("POST", "/api/follows/artists", { artist: "The Midnight Owls" }))
  ok(await zoe.b.send("POST", "/api/follows/artists", { artist: concerts[0]!.artist }))
  ok(await zoe.b.send("POST", "/api/follows/venues", { venue: concerts[0]!.venue, city: concerts[0]!.city }))
  ok(await zoe.b.send("PUT", "/api/settings/cities", { cities: [concerts[0]!.city] }))
  // Ada adds a new show of that artist in that city: Zoe is alerted, and the day's batched mail of it goes out to her.
  const { artist, venue, city } = concerts[0]!
  created(await ada.b.send("POST", "/api/admin/concerts", { artist, venue, city, date: "2099-07-01" }))
  await t.runtime.runPromise(mailFollowAlerts(t.clock.now()))
  ok(await browser(t.app).send("POST", "/api/auth/forgot-password", { email: zoeEmail }))
  await browser(t.app, "198.51.100.9").send("POST", "/api/auth/sign-in", { email: zoeEmail, password: "not her password" })
  // Her data, downloaded (built in the background: done before the world is read).
  ok(await zoe.b.send("POST", "/api/account/export"), 202)
  await exportBuildsSettled(t.app)
  // The weekly digest ran for her; a suspension long over; her invites revoked by Ada.
  await t.runtime.runPromise(sendDueDigests(t.clock.now(), { all: true }))
  // A concert's reminder on its day went out to her (issue #31).
  await t.runtime.runPromise(ReminderRepo.use((reminders) => reminders.claim(zoe.id, c2 as ConcertId, t.clock.now())))
  await t.runtime.runPromise(suspendInStore(zoe.id, t.clock.now() - 2 * DAY, t.clock.now() - DAY))
  ok(await ada.b.send("PUT", `/api/admin/users/${zoe.id}/invites-revocation`, { reason: "Too many invitations" }))

  // Zoe the admin: made one (the audit names her address), then acting on others' things.
  await t.runtime.runPromise(createAdmin(zoeEmail, "print").pipe(Effect.asVoid))
  created(await zoe.b.send("POST", "/api/admin/concerts", suggestion(`by-zoe-${n}`)))
  const bensFeedback = created<{ id: string }>(await ben.b.send("POST", "/api/feedback", { title: "Idea", description: "Dark mode, please." })).id
  ok(await zoe.b.send("PATCH", `/api/admin/feedback/${bensFeedback}`, { status: "reviewed", adminNotes: "Noted" }))
  const bensSuggestion = created<{ id: string }>(await ben.b.send("POST", "/api/concerts/suggestions", suggestion(`ben-${n}`))).id
  ok(await zoe.b.send("POST", `/api/admin/suggestions/${bensSuggestion}/approve`, {}))
  const amysRequest = created<{ id: string }>(await amy.b.send("POST", "/api/invite-requests", { requestedCount: 3, reason: "My band wants to join too." })).id
  ok(await zoe.b.send("POST", `/api/admin/invite-requests/${amysRequest}/approve`))
  const bensReport = created<{ id: string }>(await ben.b.send("POST", "/api/reports", { targetType: "profile", targetId: cat.id, category: "spam" })).id
  ok(await zoe.b.send("POST", `/api/admin/reports/${bensReport}/resolve`, { action: "dismiss" }))
  const amysReport = created<{ id: string }>(await amy.b.send("POST", "/api/reports", { targetType: "profile", targetId: ben.id, category: "spam" })).id
  ok(await zoe.b.send("POST", `/api/admin/reports/${amysReport}/assign`))
  const waiting = address("waiting")
  ok(await browser(t.app).send("POST", "/api/waitlist", { email: waiting }))
  ok(await zoe.b.send("POST", "/api/admin/waitlist/invite", { email: waiting }))

  return { zoe, amy, ben, cat, dan, gus, ada, plans: { withOthers, alone, amys }, messages: { zoes, amys: amysMessage }, concertIds: [c1, c2] }
}
