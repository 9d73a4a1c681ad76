/** GET /api/events on PostgreSQL: two API instances on one database, changes made through A, streams open on B. */
import { randomBytes } from "node:crypto"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { SECURITY_HEADERS } from "../../apps/api/plugins/security-headers.ts"
import type { Visibility } from "../../domain/accounts/contract.ts"
import { approveInviteRequest } from "../../domain/invitations/review.ts"
import { Transactions } from "../../domain/kernel/transactions.ts"
import { COALESCE_WINDOW_MS } from "../../domain/live/coalesce.ts"
import { type LiveEvent, toUsers } from "../../domain/live/events.ts"
import { LiveEvents } from "../../domain/live/live-events.ts"
import { catalogueAroundToday, insertConcerts } from "../support/concerts.ts"
import { PASSWORD } from "../support/accounts.ts"
import { browser } from "../support/browser.ts"
import { befriend, type Fan, fan, sendRequest } from "../support/friends.ts"
import { mailedInvitation } from "../support/invitations.ts"
import { type EventStream, type LiveInstance, openStream, postgresInstance } from "../support/live.ts"
import { testDatabase } from "../support/pg.ts"

let db: Awaited<ReturnType<typeof testDatabase>>
let a: LiveInstance
let b: LiveInstance
let olive: Fan, fred: Fan, fiona: Fan, sam: Fan
let concertId: string
/** A concert no one marks before the test of unseen changes. */
let quietConcertId: string

beforeAll(async () => {
  db = await testDatabase()
  const sessionSecret = randomBytes(32).toString("base64url")
  a = await postgresInstance(db.url, { sessionSecret })
  b = await postgresInstance(db.url, { sessionSecret, liveHeartbeatMs: 100 })
  ;[olive, fred, fiona, sam] = (await Promise.all(["olive", "fred", "fiona", "sam"].map((name) => fan(a, `${name}@live.test`, name)))) as [Fan, Fan, Fan, Fan]
  await befriend(olive, fred)
  await befriend(fred, fiona)
  const [concert, quiet] = catalogueAroundToday(2, 3)
  await insertConcerts(a, [concert!, quiet!])
  concertId = concert!.id
  quietConcertId = quiet!.id
})

afterAll(async () => {
  await a?.close()
  await b?.close()
  await db?.drop()
})

const streamsOn = (instance: LiveInstance, fans: ReadonlyArray<Fan>) => Promise.all(fans.map((f) => openStream(instance.baseUrl, f.b)))
const closeAll = (streams: ReadonlyArray<EventStream>) => {
  for (const s of streams) s.close()
}

/** Each fan's last status, so that every change is one the pages show (setting the same again publishes nothing). */
const toggles = new Map<string, boolean>()
const setInterest = async (f: Fan) => {
  const toggle = !toggles.get(f.id)
  toggles.set(f.id, toggle)
  const res = await f.b.send("PUT", `/api/concerts/${concertId}/interest`, { status: toggle ? "interested" : "has_tickets" })
  expect(res.statusCode, res.body).toBe(200)
}

const interestOf = (f: Fan) => (e: LiveEvent) => e.type === "interest_changed" && e.userId === f.id

/** An interest event may wait for its stream's merging window to close. */
const MERGED_WITHIN_MS = COALESCE_WINDOW_MS + 1_000

/**
 * Proves a stream received nothing about `about` so far: the stream's owner changes their own interest
 * after the change in question, and events reach a stream in commit order, so once their own event has
 * arrived, an earlier one would have too. Merging cannot hide it: the first interest event a stream gets
 * in a test goes at once, and the change in question comes before any other.
 */
const expectNothingAbout = async (owner: Fan, stream: EventStream, about: Fan) => {
  await setInterest(owner)
  await stream.waitFor(interestOf(owner), MERGED_WITHIN_MS)
  expect(stream.events.filter(interestOf(about))).toEqual([])
}

describe("GET /api/events", () => {
  it("answers a visitor 401 without opening a stream", async () => {
    const res = await a.app.inject({ method: "GET", url: "/api/events" })
    expect(res.statusCode).toBe(401)
  })

  it("sends a retry hint and a comment heartbeat on one shared interval", async () => {
    const [stream] = await streamsOn(b, [sam])
    // The hijacked head still carries the security headers and the request id every answer has.
    expect(stream!.headers).toMatchObject({ ...SECURITY_HEADERS, "content-type": "text/event-stream; charset=utf-8" })
    expect(stream!.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/)
    await stream!.waitForComment("connected")
    await stream!.waitForComment("heartbeat")
    stream!.close()
  })

  const audiences: ReadonlyArray<[Visibility, ReadonlyArray<"fred" | "fiona" | "sam">]> = [
    ["public", ["fred", "fiona", "sam"]],
    ["friends_of_friends", ["fred", "fiona"]],
    ["friends_only", ["fred"]],
    ["private", []]
  ]
  for (const [visibility, receivers] of audiences) {
    it(`an interest change by someone ${visibility} reaches within a second exactly who may see it, on the other instance`, async () => {
      expect((await olive.b.send("PUT", "/api/settings", { concertVisibility: visibility })).statusCode).toBe(200)
      const viewers = { fred, fiona, sam }
      const streams = await streamsOn(b, [olive, fred, fiona, sam])
      const [own, ...others] = streams
      await setInterest(olive)
      await own!.waitFor(interestOf(olive))
      for (const [i, name] of (["fred", "fiona", "sam"] as const).entries()) {
        if (receivers.includes(name)) {
          expect(await others[i]!.waitFor(interestOf(olive))).toEqual({ type: "interest_changed", concertId, userId: olive.id })
        } else {
          await expectNothingAbout(viewers[name], others[i]!, olive)
        }
      }
      closeAll(streams)
    })
  }

  it("an interest change no page shows (never marked or not interested to not interested, the same status again) reaches no one else", async () => {
    expect((await olive.b.send("PUT", "/api/settings", { concertVisibility: "public" })).statusCode).toBe(200)
    const [own, fredStream] = (await streamsOn(b, [olive, fred])) as [EventStream, EventStream]
    const mark = async (f: Fan, status: string, concert = quietConcertId) =>
      expect((await f.b.send("PUT", `/api/concerts/${concert}/interest`, { status })).statusCode).toBe(200)
    const about = (f: Fan, concert: string) => (e: LiveEvent) => interestOf(f)(e) && e.type === "interest_changed" && e.concertId === concert

    await mark(olive, "not_interested")
    await mark(olive, "not_interested")
    // The owner's own pages show it: their other tabs hear of it.
    await own.waitFor(about(olive, quietConcertId))
    await setInterest(fred)
    const [first] = await Promise.all([fredStream.waitFor((e) => e.type === "interest_changed"), fredStream.waitFor(interestOf(fred))])
    expect(first).toEqual({ type: "interest_changed", concertId, userId: fred.id })
    expect(fredStream.events.filter(interestOf(olive))).toEqual([])

    // A status the pages show does reach fred (after his own, at the end of his stream's merging window).
    await mark(olive, "interested")
    await fredStream.waitFor(about(olive, quietConcertId), MERGED_WITHIN_MS)

    // Setting it again changes nothing anyone sees: once fred's stream is quiet, his own next change is the first thing it gets.
    await new Promise((r) => setTimeout(r, 2 * COALESCE_WINDOW_MS + 200))
    const before = fredStream.events.length
    await mark(olive, "interested")
    await setInterest(fred)
    await fredStream.waitFor((e) => fredStream.events.indexOf(e) >= before)
    expect(fredStream.events.slice(before)[0]).toEqual({ type: "interest_changed", concertId, userId: fred.id })
    expect(fredStream.events.filter(interestOf(olive))).toHaveLength(1)
    closeAll([own, fredStream])
  })

  it("friend requests: the receiver hears of a new one, both parties of an answer or a cancel, both of a removal", async () => {
    const streams = await streamsOn(b, [sam, fiona])
    const [samStream, fionaStream] = streams as [EventStream, EventStream]
    const answered = (requestId: string, outcome: string) => (e: LiveEvent) =>
      e.type === "friend_request_answered" && e.requestId === requestId && e.outcome === outcome

    const first = await sendRequest(sam, fiona)
    expect(await fionaStream.waitFor((e) => e.type === "friend_request_received")).toEqual({
      type: "friend_request_received",
      requestId: first,
      senderId: sam.id
    })
    expect((await fiona.b.send("POST", `/api/friend-requests/${first}/reject`)).statusCode).toBe(204)
    await Promise.all([samStream.waitFor(answered(first, "rejected")), fionaStream.waitFor(answered(first, "rejected"))])

    const second = await sendRequest(sam, fiona)
    expect((await sam.b.send("DELETE", `/api/friend-requests/${second}`)).statusCode).toBe(204)
    await fionaStream.waitFor(answered(second, "cancelled"))

    const third = await sendRequest(sam, fiona)
    expect((await fiona.b.send("POST", `/api/friend-requests/${third}/accept`)).statusCode).toBe(200)
    await samStream.waitFor(answered(third, "accepted"))

    expect((await sam.b.send("DELETE", `/api/friends/${fiona.id}`)).statusCode).toBe(204)
    const removed = { type: "friend_removed", userIds: [sam.id, fiona.id] }
    expect(await fionaStream.waitFor((e) => e.type === "friend_removed")).toEqual(removed)
    expect(samStream.events.filter((e) => e.type === "friend_request_received")).toEqual([])
    closeAll(streams)
  })

  it("the inviter hears of an accepted invitation; a requester of their reviewed invite request", async () => {
    const [stream] = await streamsOn(b, [fred])
    expect((await fred.b.send("POST", "/api/invitations", { email: "newcomer@live.test" })).statusCode).toBe(201)
    const link = await mailedInvitation(a, "newcomer@live.test")
    const accepted = await a.app.inject({
      method: "POST",
      url: "/api/invitations/accept",
      headers: { "x-soundcheck-csrf": "1" },
      payload: { token: link.token, inviter: link.inviter, displayName: "Newcomer", password: "correct horse" }
    })
    expect(accepted.statusCode, accepted.body).toBe(201)
    expect(await stream!.waitFor((e) => e.type === "invitation_accepted")).toMatchObject({ type: "invitation_accepted" })

    const asked = await fred.b.send("POST", "/api/invite-requests", { requestedCount: 3, reason: "friends from the choir" })
    expect(asked.statusCode, asked.body).toBe(201)
    const requestId = asked.json().id as string
    await a.runtime.runPromise(approveInviteRequest({ kind: "cli" }, requestId))
    expect(await stream!.waitFor((e) => e.type === "invite_request_reviewed")).toEqual({
      type: "invite_request_reviewed",
      requestId,
      status: "approved"
    })
    stream!.close()
  })

  it("a rolled-back change publishes nothing; the same change committed does", async () => {
    const [stream] = await streamsOn(b, [sam])
    const message = (requestId: string) => toUsers({ type: "friend_request_received", requestId, senderId: fred.id }, sam.id)
    const publish = (requestId: string) => LiveEvents.use((live) => live.publish(message(requestId)))
    await a.runtime.runPromiseExit(Transactions.use((tx) => tx.run(Effect.andThen(publish("rolled-back"), Effect.fail("refused")))))
    await a.runtime.runPromise(Transactions.use((tx) => tx.run(publish("committed"))))
    await stream!.waitFor((e) => e.type === "friend_request_received" && e.requestId === "committed")
    expect(stream!.events.filter((e) => e.type === "friend_request_received" && e.requestId === "rolled-back")).toEqual([])
    stream!.close()
  })

  it("signing out closes that session's streams; signing out everywhere closes them all", async () => {
    const laptop = browser(a.app)
    expect((await laptop.send("POST", "/api/auth/sign-in", { email: sam.email, password: PASSWORD })).statusCode).toBe(200)
    const [phoneStream, laptopStream] = await Promise.all([openStream(b.baseUrl, sam.b), openStream(b.baseUrl, laptop)])
    expect((await laptop.send("POST", "/api/auth/sign-out")).statusCode).toBe(204)
    await laptopStream.ended
    // The other session's stream is still open: it still receives events.
    await setInterest(sam)
    await phoneStream.waitFor(interestOf(sam))
    expect((await sam.b.send("POST", "/api/auth/sign-out-all")).statusCode).toBe(204)
    await phoneStream.ended
    expect([...phoneStream.events, ...laptopStream.events].filter((e) => e.type === "sessions_ended")).toEqual([])
  })

  it("ends its streams when the instance shuts down, so their clients reconnect elsewhere", async () => {
    const [stream] = await streamsOn(b, [fiona])
    await b.close()
    await stream!.ended
    b = await postgresInstance(db.url, { sessionSecret: "a restarted instance" })
  })
})
