/**
 * Plans over HTTP on PostgreSQL (issue #22): making and changing one, inviting friends, who may see and do what,
 * answers, tickets and spare tickets, the thread with its pages and limit, the caps, and the live events.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Concert } from "../../domain/concerts/concert.ts"
import { addDays } from "../../domain/kernel/local-date.ts"
import type { LiveEvent } from "../../domain/live/events.ts"
import type { PlanDto, PlanMessageDto } from "../../domain/plans/contract.ts"
import { errorOf, ok } from "../support/accounts.ts"
import { postgresApp, type TestApp } from "../support/app.ts"
import { browser } from "../support/browser.ts"
import { catalogueAroundToday, insertConcerts } from "../support/concerts.ts"
import { befriend, type Fan, fan } from "../support/friends.ts"
import { type EventStream, openStream } from "../support/live.ts"

let t: TestApp
let baseUrl: string
let mia: Fan, ben: Fan, cat: Fan, dan: Fan, max: Fan, sam: Fan
// Days -3 to +4 from today: one past, one today, two to come.
const catalogue = catalogueAroundToday(8, -3, 11)
const past = catalogue[0]!
const onToday = catalogue[3]!
const soon = catalogue[5]!
const later = catalogue[7]!

beforeAll(async () => {
  t = await postgresApp()
  baseUrl = await t.app.listen({ host: "127.0.0.1", port: 0 })
  await insertConcerts(t, catalogue)
  ;[mia, ben, cat, dan, max, sam] = (await Promise.all(
    ["Mia", "Ben", "Cat", "Dan", "Max", "Sam"].map((name) => fan(t, `${name.toLowerCase()}@plans.test`, name))
  )) as [Fan, Fan, Fan, Fan, Fan, Fan]
  // Mia's friends: Ben, Cat, Dan and Max. Sam is Ben's friend only.
  for (const friend of [ben, cat, dan, max]) await befriend(mia, friend)
  await befriend(ben, sam)
})
afterAll(() => t.close())

const makePlan = async (maker: Fan, body: Record<string, unknown> = {}, concert: Concert = soon) =>
  ok<PlanDto>(await maker.b.send("POST", "/api/plans", { concertId: concert.id, ...body }), 201)

const invite = async (planId: string, ...fans: ReadonlyArray<Fan>) =>
  ok<PlanDto>(await mia.b.send("POST", `/api/plans/${planId}/members`, { userIds: fans.map((f) => f.id) }))

const memberOf = (plan: PlanDto, f: Fan) => plan.members.find((m) => m.userId === f.id)

const notificationsOf = async (f: Fan) => ok<{ items: Array<{ kind: string; link: string; readAt: number | null }> }>(await f.b.get("/api/notifications")).items

describe("plans over HTTP (postgres)", () => {
  it("a fan makes a plan, finds it in their list, soonest concert first, and the maker renames it and moves the meeting", async () => {
    const made = await makePlan(mia, { title: "  Night out  ", meetPlace: "   ", meetAt: `${addDays(soon.date, -1)}T18:30` })
    expect(made).toMatchObject({ title: "Night out", meetPlace: null, meetAt: `${addDays(soon.date, -1)}T18:30`, makerId: mia.id, spareRequests: [] })
    expect(made.concert.id).toBe(soon.id)
    expect(made.members).toEqual([
      { userId: mia.id, name: "Mia", isMaker: true, answer: "going", ticket: null, spares: 0, ticketNote: null, joinedAt: made.createdAt }
    ])
    expect(ok<PlanDto>(await mia.b.get(`/api/plans/${made.id}`))).toEqual(made)

    const tonight = await makePlan(mia, {}, onToday)
    const afterwards = await makePlan(mia, { title: "Later" }, later)
    const list = ok<{ plans: Array<Record<string, unknown>> }>(await mia.b.get("/api/plans")).plans
    expect(list.map((p) => p.id)).toEqual([tonight.id, made.id, afterwards.id])
    expect(list[1]).toMatchObject({ id: made.id, title: "Night out", memberCount: 1, goingCount: 1, answer: "going", makerId: mia.id })

    const moved = ok<PlanDto>(await mia.b.send("PATCH", `/api/plans/${made.id}`, { meetPlace: "Bar Nine", meetAt: `${soon.date}T19:00` }))
    expect(moved).toMatchObject({ title: "Night out", meetPlace: "Bar Nine", meetAt: `${soon.date}T19:00` })
    expect(ok<PlanDto>(await mia.b.send("PATCH", `/api/plans/${made.id}`, { title: null }))).toMatchObject({ title: null, meetPlace: "Bar Nine" })

    expect(errorOf(await mia.b.send("PATCH", `/api/plans/${made.id}`, { meetAt: `${addDays(soon.date, -2)}T19:00` }))).toEqual({
      status: 400,
      error: "InvalidMeetAt",
      message: "Pick a time on the concert's day or the day before."
    })
    expect(errorOf(await mia.b.send("PATCH", `/api/plans/${made.id}`, { meetAt: `${soon.date}T25:00` }))).toMatchObject({ status: 400, error: "InvalidMeetAt" })
    expect(errorOf(await mia.b.send("PATCH", `/api/plans/${made.id}`, { title: "Bell\u0007" }))).toMatchObject({ status: 400, error: "InvalidPlanText" })
    expect(errorOf(await mia.b.send("POST", "/api/plans", { concertId: past.id }))).toMatchObject({ status: 409, error: "PlanConcertPast" })
    expect(errorOf(await mia.b.send("POST", "/api/plans", { concertId: "00000000-0000-4000-8000-00000000ffff" }))).toMatchObject({
      status: 404,
      error: "PlanConcertNotFound"
    })
    expect(errorOf(await mia.b.send("POST", "/api/plans", { concertId: "not-a-concert" }))).toMatchObject({ status: 404, error: "PlanConcertNotFound" })
    expect(ok<PlanDto>(await mia.b.get(`/api/plans/${made.id}`)).meetAt).toBe(`${soon.date}T19:00`)
  })

  it("the maker invites friends only; anyone not in the plan gets 404 from every plan route, a member 403 from the maker's", async () => {
    const plan = await makePlan(mia, { title: "Crew" })
    const invited = await invite(plan.id, ben, cat)
    // The maker first; the others by when they joined (here together, so by id).
    expect(invited.members[0]).toMatchObject({ name: "Mia", isMaker: true, answer: "going" })
    const others = [ben, cat].sort((a, b) => (a.id < b.id ? -1 : 1))
    expect(invited.members.slice(1).map((m) => [m.userId, m.isMaker, m.answer, m.ticket, m.spares])).toEqual(others.map((f) => [f.id, false, null, null, 0]))
    expect(errorOf(await mia.b.send("POST", `/api/plans/${plan.id}/members`, { userIds: [sam.id] }))).toEqual({
      status: 409,
      error: "PlanInviteeNotFriend",
      message: "You can only invite your friends."
    })
    expect(ok<PlanDto>(await mia.b.send("POST", `/api/plans/${plan.id}/members`, { userIds: [ben.id] })).members).toHaveLength(3)
    expect(await notificationsOf(ben)).toContainEqual(expect.objectContaining({ kind: "plan_invited", link: `/plans/${plan.id}` }))

    const routes: ReadonlyArray<readonly [string, string, unknown?]> = [
      ["GET", `/api/plans/${plan.id}`],
      ["PATCH", `/api/plans/${plan.id}`, { title: "Mine now" }],
      ["DELETE", `/api/plans/${plan.id}`],
      ["POST", `/api/plans/${plan.id}/members`, { userIds: [mia.id] }],
      ["DELETE", `/api/plans/${plan.id}/members/${ben.id}`],
      ["PUT", `/api/plans/${plan.id}/answer`, { answer: "going" }],
      ["PUT", `/api/plans/${plan.id}/ticket`, { status: "needs_ticket", spares: 0 }],
      ["POST", `/api/plans/${plan.id}/spare-requests`, { holderId: ben.id }],
      ["POST", `/api/plans/${plan.id}/spare-requests/00000000-0000-4000-8000-00000000aaaa/accept`],
      ["POST", `/api/plans/${plan.id}/spare-requests/00000000-0000-4000-8000-00000000aaaa/decline`],
      ["GET", `/api/plans/${plan.id}/messages`],
      ["POST", `/api/plans/${plan.id}/messages`, { text: "hello?" }],
      ["GET", `/api/plans/${plan.id}/suggestions`]
    ]
    // Max is the maker's friend and Sam a member's: neither is in the plan, so for them it does not exist.
    for (const stranger of [max, sam]) {
      for (const [method, url, body] of routes) {
        const res = method === "GET" ? await stranger.b.get(url) : await stranger.b.send(method as "POST", url, body)
        expect(errorOf(res), `${stranger.email} ${method} ${url}`).toEqual({ status: 404, error: "PlanNotFound", message: "Plan not found." })
      }
    }
    expect(errorOf(await mia.b.get("/api/plans/00000000-0000-4000-8000-00000000bbbb"))).toMatchObject({ status: 404, error: "PlanNotFound" })
    expect(errorOf(await browser(t.app).get(`/api/plans/${plan.id}`))).toMatchObject({ status: 401, error: "NotAuthenticated" })

    for (const [method, url, body] of routes.filter(([method, url]) => ["PATCH", "DELETE"].includes(method) || url.endsWith("/members"))) {
      expect(errorOf(await ben.b.send(method as "POST", url.replace(`members/${ben.id}`, `members/${cat.id}`), body)), `${method} ${url}`).toEqual({
        status: 403,
        error: "NotPlanMaker",
        message: "Only the plan's maker can do that."
      })
    }
    expect(ok<PlanDto>(await mia.b.get(`/api/plans/${plan.id}`))).toMatchObject({ title: "Crew", members: invited.members })
  })

  it("suggests the viewer's friends who are not members: tickets first, then interested, then the rest", async () => {
    const plan = await makePlan(mia, {}, later)
    await invite(plan.id, ben)
    for (const [f, status] of [
      [dan, "interested"],
      [max, "has_tickets"]
    ] as const)
      ok(await f.b.send("PUT", `/api/concerts/${later.id}/interest`, { status }))
    expect(ok<{ friends: unknown }>(await mia.b.get(`/api/plans/${plan.id}/suggestions`)).friends).toEqual([
      { userId: max.id, name: "Max", status: "have_tickets" },
      { userId: dan.id, name: "Dan", status: "interested" },
      { userId: cat.id, name: "Cat", status: null }
    ])
    // A member sees their own friends, not the maker's.
    expect(ok<{ friends: unknown }>(await ben.b.get(`/api/plans/${plan.id}/suggestions`)).friends).toEqual([{ userId: sam.id, name: "Sam", status: null }])
  })

  it("a member leaves, the maker removes one and deletes the plan; the maker cannot leave", async () => {
    const plan = await makePlan(mia)
    await invite(plan.id, ben, cat, dan)
    expect(ok(await cat.b.send("DELETE", `/api/plans/${plan.id}/members/${cat.id}`))).toEqual({ planId: plan.id, userId: cat.id })
    expect(errorOf(await cat.b.get(`/api/plans/${plan.id}`))).toMatchObject({ status: 404, error: "PlanNotFound" })
    expect(ok(await mia.b.send("DELETE", `/api/plans/${plan.id}/members/${ben.id}`))).toEqual({ planId: plan.id, userId: ben.id })
    expect(errorOf(await ben.b.get(`/api/plans/${plan.id}`))).toMatchObject({ status: 404, error: "PlanNotFound" })
    expect(ok<{ plans: Array<{ id: string }> }>(await ben.b.get("/api/plans")).plans.map((p) => p.id)).not.toContain(plan.id)
    expect(errorOf(await mia.b.send("DELETE", `/api/plans/${plan.id}/members/${mia.id}`))).toEqual({
      status: 409,
      error: "MakerCannotLeave",
      message: "The plan's maker can't leave it. Delete the plan instead."
    })
    expect(errorOf(await mia.b.send("DELETE", `/api/plans/${plan.id}/members/${cat.id}`))).toMatchObject({ status: 404, error: "PlanMemberNotFound" })
    expect(ok<PlanDto>(await dan.b.get(`/api/plans/${plan.id}`)).members.map((m) => m.name)).toEqual(["Mia", "Dan"])

    // A plan's news goes with the member's place in it, and with the plan: no link to a page that is gone.
    const newsOfPlan = async (f: Fan) => (await notificationsOf(f)).filter((n) => n.link === `/plans/${plan.id}`)
    expect(await newsOfPlan(ben)).toEqual([])
    expect(await newsOfPlan(dan)).not.toEqual([])
    expect(ok(await mia.b.send("DELETE", `/api/plans/${plan.id}`))).toEqual({ id: plan.id })
    for (const f of [mia, dan]) expect(errorOf(await f.b.get(`/api/plans/${plan.id}`))).toMatchObject({ status: 404, error: "PlanNotFound" })
    expect(await newsOfPlan(dan)).toEqual([])
  })

  it("answers and tickets; a spare ticket is asked for, given once, declined, and never goes below zero", async () => {
    const plan = await makePlan(mia)
    await invite(plan.id, ben, cat, dan)
    const url = `/api/plans/${plan.id}`
    expect(memberOf(ok<PlanDto>(await ben.b.send("PUT", `${url}/answer`, { answer: "maybe" })), ben)?.answer).toBe("maybe")
    const offered = ok<PlanDto>(await ben.b.send("PUT", `${url}/ticket`, { status: "has_ticket", spares: 1, note: " Row F " }))
    expect(memberOf(offered, ben)).toMatchObject({ ticket: "has_ticket", spares: 1, ticketNote: "Row F" })
    expect(errorOf(await cat.b.send("PUT", `${url}/ticket`, { status: "needs_ticket", spares: 2 }))).toEqual({
      status: 400,
      error: "SparesNeedTicket",
      message: "You can only offer spare tickets when you have a ticket."
    })
    for (const f of [cat, dan]) ok(await f.b.send("PUT", `${url}/ticket`, { status: "needs_ticket", spares: 0 }))

    const asked = ok<PlanDto>(await cat.b.send("POST", `${url}/spare-requests`, { holderId: ben.id }))
    expect(asked.spareRequests).toEqual([expect.objectContaining({ requesterId: cat.id, holderId: ben.id, status: "pending", answeredAt: null })])
    const catsRequest = asked.spareRequests[0]!.id
    expect(ok<PlanDto>(await cat.b.send("POST", `${url}/spare-requests`, { holderId: ben.id })).spareRequests).toEqual(asked.spareRequests)
    const dansRequest = ok<PlanDto>(await dan.b.send("POST", `${url}/spare-requests`, { holderId: ben.id })).spareRequests.find(
      (r) => r.requesterId === dan.id
    )!.id
    expect(await notificationsOf(ben)).toContainEqual(expect.objectContaining({ kind: "plan_spare_requested", link: `/plans/${plan.id}` }))

    expect(errorOf(await cat.b.send("POST", `${url}/spare-requests`, { holderId: dan.id }))).toMatchObject({ status: 409, error: "NoSpareLeft" })
    expect(errorOf(await cat.b.send("POST", `${url}/spare-requests`, { holderId: sam.id }))).toMatchObject({ status: 404, error: "PlanMemberNotFound" })
    expect(errorOf(await ben.b.send("POST", `${url}/spare-requests`, { holderId: ben.id }))).toMatchObject({ status: 409, error: "SpareNotNeeded" })
    // Only the holder answers: to anyone else the request does not exist.
    expect(errorOf(await cat.b.send("POST", `${url}/spare-requests/${catsRequest}/accept`))).toMatchObject({ status: 404, error: "SpareRequestNotFound" })

    const given = ok<PlanDto>(await ben.b.send("POST", `${url}/spare-requests/${catsRequest}/accept`))
    expect(memberOf(given, ben)?.spares).toBe(0)
    expect(memberOf(given, cat)?.ticket).toBe("has_ticket")
    expect(given.spareRequests.find((r) => r.id === catsRequest)).toMatchObject({ status: "accepted", answeredAt: expect.any(Number) })
    expect(await notificationsOf(cat)).toContainEqual(expect.objectContaining({ kind: "plan_spare_answered", link: `/plans/${plan.id}` }))

    expect(errorOf(await ben.b.send("POST", `${url}/spare-requests/${dansRequest}/accept`))).toEqual({
      status: 409,
      error: "NoSpareLeft",
      message: "No spare tickets left."
    })
    expect(ok<PlanDto>(await dan.b.get(url)).spareRequests.find((r) => r.id === dansRequest)?.status).toBe("pending")
    const declined = ok<PlanDto>(await ben.b.send("POST", `${url}/spare-requests/${dansRequest}/decline`))
    expect(declined.spareRequests.find((r) => r.id === dansRequest)?.status).toBe("declined")
    expect(memberOf(declined, dan)?.ticket).toBe("needs_ticket")
    for (const [id, how] of [
      [dansRequest, "decline"],
      [catsRequest, "accept"]
    ])
      expect(errorOf(await ben.b.send("POST", `${url}/spare-requests/${id}/${how}`))).toMatchObject({ status: 409, error: "SpareRequestAnswered" })
    expect(errorOf(await cat.b.send("POST", `${url}/spare-requests`, { holderId: ben.id }))).toMatchObject({ status: 409, error: "SpareNotNeeded" })
    expect(errorOf(await dan.b.send("POST", `${url}/spare-requests`, { holderId: ben.id }))).toMatchObject({ status: 409, error: "NoSpareLeft" })
    expect(ok<PlanDto>(await mia.b.get(url)).members.map((m) => m.spares)).toEqual([0, 0, 0, 0])
  })

  it("the thread: plain text checked, newest last in pages of 50, 30 messages a minute per person, one unread notice per plan", async () => {
    const plan = await makePlan(mia)
    await invite(plan.id, ben)
    const url = `/api/plans/${plan.id}/messages`
    for (const text of ["  \n  ", "ring\u0007"]) {
      expect(errorOf(await ben.b.send("POST", url, { text })), JSON.stringify(text)).toMatchObject({ status: 400, error: "InvalidPlanText" })
    }
    const first = ok<PlanMessageDto>(await ben.b.send("POST", url, { text: "  line one\nline two  " }), 201)
    expect(first).toMatchObject({ authorId: ben.id, authorName: "Ben", text: "line one\nline two" })

    const posted = [first.id]
    // The limit counts in one-minute windows of the wall clock: the burst starts where a window has room for
    // all of it (a burst split over two windows would never meet the limit).
    const leftInWindow = 60_000 - (Date.now() % 60_000)
    if (leftInWindow < 20_000) await new Promise((resolve) => setTimeout(resolve, leftInWindow + 50))
    for (let i = 0; i < 30; i++) posted.push(ok<PlanMessageDto>(await mia.b.send("POST", url, { text: `mia ${i}` }), 201).id)
    for (let i = 0; i < 24; i++) posted.push(ok<PlanMessageDto>(await ben.b.send("POST", url, { text: `ben ${i}` }), 201).id)
    expect(errorOf(await mia.b.send("POST", url, { text: "one too many" }))).toMatchObject({ status: 429, error: "RateLimited" })

    const newest = ok<{ messages: Array<PlanMessageDto>; olderCursor: string | null }>(await ben.b.get(url))
    expect(newest.messages).toHaveLength(50)
    expect(newest.olderCursor).toEqual(expect.any(String))
    const older = ok<{ messages: Array<PlanMessageDto>; olderCursor: string | null }>(
      await ben.b.get(`${url}?before=${encodeURIComponent(newest.olderCursor!)}`)
    )
    expect(older.olderCursor).toBeNull()
    const all = [...older.messages, ...newest.messages]
    expect(all.map((m) => m.id).sort()).toEqual([...posted].sort())
    const order = (a: PlanMessageDto, b: PlanMessageDto) => a.createdAt - b.createdAt || a.id.localeCompare(b.id)
    expect(all).toEqual([...all].sort(order))
    expect(all.at(-1)?.createdAt).toBe(Math.max(...all.map((m) => m.createdAt)))
    expect(errorOf(await ben.b.get(`${url}?before=nonsense`))).toMatchObject({ status: 400, error: "InvalidCursor" })

    expect((await notificationsOf(ben)).filter((n) => n.kind === "plan_message" && n.link === `/plans/${plan.id}` && n.readAt === null)).toHaveLength(1)
  }, 60_000)

  it("caps are refused at decode (400) before any rule, also to someone the plan would answer 404", async () => {
    const plan = await makePlan(mia)
    const long = (n: number) => "x".repeat(n)
    const refused: ReadonlyArray<readonly [Fan, "POST" | "PUT" | "PATCH", string, unknown]> = [
      [sam, "POST", `/api/plans/${plan.id}/messages`, { text: long(1001) }],
      [sam, "PATCH", `/api/plans/${plan.id}`, { meetPlace: long(201) }],
      [sam, "PUT", `/api/plans/${plan.id}/ticket`, { status: "has_ticket", spares: 11 }],
      [sam, "PUT", `/api/plans/${plan.id}/ticket`, { status: "has_ticket", spares: 1, note: long(201) }],
      [sam, "POST", "/api/plans", { concertId: "00000000-0000-4000-8000-00000000ffff", title: long(121) }],
      [mia, "POST", `/api/plans/${plan.id}/members`, { userIds: Array.from({ length: 31 }, () => ben.id) }],
      [mia, "POST", `/api/plans/${plan.id}/members`, { userIds: [] }],
      [mia, "PUT", `/api/plans/${plan.id}/answer`, { answer: "perhaps" }],
      [mia, "PATCH", `/api/plans/${plan.id}`, { meetAt: "tomorrow at seven" }],
      [mia, "PATCH", `/api/plans/${long(65)}`, { title: "x" }]
    ]
    for (const [who, method, url, body] of refused) {
      expect(errorOf(await who.b.send(method, url, body)), `${method} ${url} ${JSON.stringify(body).slice(0, 80)}`).toMatchObject({
        status: 400,
        error: "InvalidRequest"
      })
    }
    expect(ok<PlanDto>(await mia.b.get(`/api/plans/${plan.id}`))).toEqual(plan)
  })

  it("live: plan events reach the plan's members only (and a member just removed)", async () => {
    const plan = await makePlan(mia)
    await invite(plan.id, ben, cat)
    const [miaStream, benStream, catStream, maxStream] = (await Promise.all([mia, ben, cat, max].map((f) => openStream(baseUrl, f.b)))) as [
      EventStream,
      EventStream,
      EventStream,
      EventStream
    ]
    try {
      const about = (type: LiveEvent["type"]) => (e: LiveEvent) => e.type === type && "planId" in e && e.planId === plan.id
      const message = ok<PlanMessageDto>(await ben.b.send("POST", `/api/plans/${plan.id}/messages`, { text: "Who's in?" }), 201)
      for (const s of [miaStream, benStream, catStream]) {
        expect(await s.waitFor(about("plan_message"), 3_000)).toEqual({ type: "plan_message", planId: plan.id, messageId: message.id })
      }
      ok(await cat.b.send("PUT", `/api/plans/${plan.id}/answer`, { answer: "going" }))
      for (const s of [miaStream, benStream, catStream]) await s.waitFor(about("plan_changed"), 3_000)
      const seen = catStream.events.length
      ok(await mia.b.send("DELETE", `/api/plans/${plan.id}/members/${cat.id}`))
      await catStream.waitFor((e) => catStream.events.indexOf(e) >= seen && about("plan_changed")(e), 3_000)

      // Max, the maker's friend outside the plan: once his own plan's message has reached him, an earlier one would have too.
      const own = await makePlan(max)
      const mine = ok<PlanMessageDto>(await max.b.send("POST", `/api/plans/${own.id}/messages`, { text: "Just me" }), 201)
      await maxStream.waitFor((e) => e.type === "plan_message" && e.messageId === mine.id, 3_000)
      expect(maxStream.events.filter((e) => "planId" in e && e.planId === plan.id)).toEqual([])
      expect(miaStream.events.filter((e) => "planId" in e && e.planId === own.id)).toEqual([])
    } finally {
      for (const s of [miaStream, benStream, catStream, maxStream]) s.close()
    }
  })
})
