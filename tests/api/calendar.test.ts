import ICAL from "ical.js"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Concert } from "../../domain/concerts/concert.ts"
import { ConcertRepo } from "../../domain/concerts/concert-repo.ts"
import { ConcertId } from "../../domain/kernel/ids.ts"
import { addDays } from "../../domain/kernel/local-date.ts"
import { errorOf } from "../support/accounts.ts"
import { memoryApp, postgresApp, TEST_PUBLIC_URL, type TestApp } from "../support/app.ts"
import { browser } from "../support/browser.ts"
import { catalogueAroundToday, dayFromToday, insertConcerts } from "../support/concerts.ts"
import { befriend, type Fan, fan } from "../support/friends.ts"
import { parseCalendar } from "../support/icalendar.ts"

const feedPath = (url: string) => {
  expect(url.startsWith(`${TEST_PUBLIC_URL}/api/calendar/`)).toBe(true)
  expect(url.endsWith(".ics")).toBe(true)
  return url.slice(TEST_PUBLIC_URL.length)
}

describe("calendars on PostgreSQL", () => {
  let t: TestApp
  let me: Fan
  let other: Fan
  const catalogue = catalogueAroundToday(8, -3)
  const tricky = new Concert({
    id: ConcertId.make("7a0c6c7e-3d5e-4c52-9d2f-0d3c4b5a6f70"),
    artist: "Sigur Rós; Friends, \\ Co",
    venue: "Harpa, Eldborg",
    city: "Reykjavík",
    date: dayFromToday(40),
    description: "Line one\nLine two, with a very long tail that certainly needs folding because it is longer than seventy-five octets: ééééééé",
    imageUrl: null,
    createdBy: null,
    createdAt: 0
  })

  beforeAll(async () => {
    t = await postgresApp()
    await insertConcerts(t, [...catalogue, tricky])
    me = await fan(t, "me@example.com", "Me")
    other = await fan(t, "other@example.com", "Other")
  })
  afterAll(() => t.close())

  const setInterest = async (f: Fan, concertId: string, status: string) => {
    const res = await f.b.send("PUT", `/api/concerts/${concertId}/interest`, { status })
    expect(res.statusCode, res.body).toBe(200)
  }

  const served = (res: { statusCode: number; headers: Record<string, unknown>; body: string }) => {
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers["content-type"]).toBe("text/calendar; charset=utf-8")
    return parseCalendar(res.body)
  }

  it("serves one concert as an .ics attachment that a calendar app reads", async () => {
    const res = await me.b.get(`/api/concerts/${tricky.id}/calendar.ics`)
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="[a-z0-9-]+\.ics"$/)
    const calendar = served(res)
    expect(calendar).toMatchObject({ version: "2.0", calscale: "GREGORIAN", method: "PUBLISH" })
    expect(calendar.events).toEqual([
      expect.objectContaining({
        uid: `${tricky.id}@soundcheck`,
        summary: tricky.artist,
        location: "Harpa, Eldborg, Reykjavík",
        description: tricky.description,
        start: tricky.date,
        end: addDays(tricky.date, 1),
        allDay: true
      })
    ])
    for (const line of res.body.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75)
  })

  it("refuses an unknown concert (404) and anonymous callers (401)", async () => {
    expect(errorOf(await me.b.get("/api/concerts/00000000-0000-4000-8000-000000000000/calendar.ics"))).toMatchObject({
      status: 404,
      error: "ConcertNotFound",
      message: "Concert not found."
    })
    expect((await me.b.get("/api/concerts/not-a-uuid/calendar.ics")).statusCode).toBe(404)
    expect((await browser(t.app).get(`/api/concerts/${tricky.id}/calendar.ics`)).statusCode).toBe(401)
    expect((await browser(t.app).get("/api/settings/calendar-feed")).statusCode).toBe(401)
    expect((await browser(t.app).send("POST", "/api/settings/calendar-feed")).statusCode).toBe(401)
    expect((await browser(t.app).send("DELETE", "/api/settings/calendar-feed")).statusCode).toBe(401)
  })

  it("feeds the interested and has-tickets concerts, past and upcoming, to anyone holding the URL", async () => {
    expect((await me.b.get("/api/settings/calendar-feed")).json()).toEqual({ active: false })
    const past = catalogue[0]!
    const upcoming = catalogue[5]!
    await setInterest(me, past.id, "has_tickets")
    await setInterest(me, upcoming.id, "interested")
    await setInterest(me, tricky.id, "interested")
    await setInterest(me, catalogue[6]!.id, "not_interested")
    await setInterest(other, catalogue[7]!.id, "has_tickets")

    const created = await me.b.send("POST", "/api/settings/calendar-feed")
    expect(created.statusCode, created.body).toBe(200)
    const path = feedPath(created.json().url as string)
    expect((await me.b.get("/api/settings/calendar-feed")).json()).toEqual({ active: true })

    // A calendar app has no cookie.
    const res = await t.app.inject({ method: "GET", url: path })
    const calendar = served({ ...res, headers: res.headers as Record<string, unknown> })
    // A cancelled or postponed show says so first; a show with a time lasts 3 hours of its day, else the whole day.
    const summaryOf = (c: Concert) => (c.status === "cancelled" ? `Cancelled: ${c.artist}` : c.status === "postponed" ? `Postponed: ${c.artist}` : c.artist)
    expect(calendar.events.map((e) => [e.uid, e.summary, e.start, e.end, e.allDay])).toEqual(
      [past, upcoming, tricky].map((c) => [
        `${c.id}@soundcheck`,
        summaryOf(c),
        c.date,
        c.startTime === null ? addDays(c.date, 1) : c.date,
        c.startTime === null
      ])
    )
    expect(calendar.events.map((e) => e.location)).toEqual([past, upcoming, tricky].map((c) => `${c.venue}, ${c.city}`))
  })

  it("rotation ends the old URL; revocation ends the feed; unknown tokens are 404", async () => {
    const first = feedPath((await me.b.send("POST", "/api/settings/calendar-feed")).json().url)
    const second = feedPath((await me.b.send("POST", "/api/settings/calendar-feed")).json().url)
    expect(second).not.toBe(first)
    expect(errorOf(await t.app.inject({ method: "GET", url: first }))).toMatchObject({
      status: 404,
      error: "CalendarFeedNotFound",
      message: "Calendar feed not found."
    })
    expect((await t.app.inject({ method: "GET", url: second })).statusCode).toBe(200)

    const revoked = await me.b.send("DELETE", "/api/settings/calendar-feed")
    expect(revoked.statusCode).toBe(204)
    expect((await me.b.get("/api/settings/calendar-feed")).json()).toEqual({ active: false })
    expect((await t.app.inject({ method: "GET", url: second })).statusCode).toBe(404)
    expect((await me.b.send("DELETE", "/api/settings/calendar-feed")).statusCode).toBe(204)

    for (const url of ["/api/calendar/nope.ics", "/api/calendar/.ics", "/api/calendar/x", "/api/calendar/%2e%2e.ics"]) {
      expect((await t.app.inject({ method: "GET", url })).statusCode, url).toBe(404)
    }
  })

  it("a user reaches another's feed only with its token, never through their own session", async () => {
    const mine = feedPath((await me.b.send("POST", "/api/settings/calendar-feed")).json().url)
    const theirs = feedPath((await other.b.send("POST", "/api/settings/calendar-feed")).json().url)
    expect(mine).not.toBe(theirs)
    const theirCalendar = parseCalendar((await other.b.get(theirs)).body)
    expect(theirCalendar.events.map((e) => e.uid)).toEqual([`${catalogue[7]!.id}@soundcheck`])
    const myCalendar = parseCalendar((await other.b.get(mine)).body)
    expect(myCalendar.events.map((e) => e.uid)).not.toContain(`${catalogue[7]!.id}@soundcheck`)
    // Signed in as other, the feed status and rotation only touch other's own feed.
    expect((await other.b.send("DELETE", "/api/settings/calendar-feed")).statusCode).toBe(204)
    expect((await t.app.inject({ method: "GET", url: mine })).statusCode).toBe(200)
    expect((await t.app.inject({ method: "GET", url: theirs })).statusCode).toBe(404)
  })

  it("refuses feed changes without the CSRF header", async () => {
    const res = await me.b.send("POST", "/api/settings/calendar-feed", undefined, { "x-soundcheck-csrf": "" })
    expect(res.statusCode).toBe(403)
    const del = await me.b.send("DELETE", "/api/settings/calendar-feed", undefined, { "x-soundcheck-csrf": "" })
    expect(del.statusCode).toBe(403)
  })
})

describe.each([
  ["memory", () => memoryApp()],
  ["PostgreSQL", () => postgresApp()]
])("a plan's meeting in calendars on %s", (_name, makeApp: () => Promise<TestApp>) => {
  let t: TestApp
  const concert = catalogueAroundToday(1, 5)[0]!
  beforeAll(async () => {
    t = await makeApp()
    await insertConcerts(t, [concert])
  })
  afterAll(() => t.close())

  it("is in the file of the concert and the feed of the members who go or might, and in no one else's: not an invitee's who never answered or can't go", async () => {
    const [planner, pal, outsider] = await Promise.all(["planner", "pal", "outsider"].map((name) => fan(t, `${name}@example.com`, name)))
    await befriend(planner!, pal!)
    await befriend(planner!, outsider!)
    const made = await planner!.b.send("POST", "/api/plans", {
      concertId: concert.id,
      title: "Pre-drinks",
      meetPlace: "Bar Nine; upstairs",
      meetAt: `${concert.date}T18:30`
    })
    expect(made.statusCode, made.body).toBe(201)
    const planId = made.json().id as string
    expect((await planner!.b.send("POST", `/api/plans/${planId}/members`, { userIds: [pal!.id] })).statusCode).toBe(200)
    const meeting = {
      uid: `plan-${planId}@soundcheck`,
      summary: "Meet: Bar Nine; upstairs",
      location: "Bar Nine; upstairs",
      startAt: `${concert.date}T18:30:00`,
      endAt: `${concert.date}T19:30:00`,
      floating: true,
      allDay: false
    }
    const events = (res: { statusCode: number; body: string }) => {
      expect(res.statusCode, res.body).toBe(200)
      return parseCalendar(res.body).events
    }
    const feeds = new Map<Fan, string>()
    for (const f of [planner!, pal!, outsider!]) feeds.set(f, feedPath((await f.b.send("POST", "/api/settings/calendar-feed")).json().url))
    /** The meetings in the fan's file of the concert and in their feed (read as a calendar app does, without a cookie). */
    const meetingsOf = async (f: Fan) => {
      const file = events(await f.b.get(`/api/concerts/${concert.id}/calendar.ics`))
      expect(file[0]).toMatchObject({ uid: `${concert.id}@soundcheck` })
      return { file: file.slice(1), feed: events(await t.app.inject({ method: "GET", url: feeds.get(f)! })) }
    }
    const shown = { file: [expect.objectContaining(meeting)], feed: [expect.objectContaining(meeting)] }
    const absent = { file: [], feed: [] }
    const answer = async (f: Fan, value: string) => {
      const res = await f.b.send("PUT", `/api/plans/${planId}/answer`, { answer: value })
      expect(res.statusCode, res.body).toBe(200)
    }

    expect(await meetingsOf(planner!)).toEqual(shown)
    expect(await meetingsOf(outsider!)).toEqual(absent)
    // Added by a friend, the meeting place is the maker's text: nothing is written into pal's calendar until pal says so.
    expect(await meetingsOf(pal!)).toEqual(absent)
    await answer(pal!, "cant_go")
    expect(await meetingsOf(pal!)).toEqual(absent)
    await answer(pal!, "maybe")
    expect(await meetingsOf(pal!)).toEqual(shown)
    await answer(pal!, "going")
    expect(await meetingsOf(pal!)).toEqual(shown)
    await answer(pal!, "cant_go")
    expect(await meetingsOf(pal!)).toEqual(absent)
    await answer(planner!, "cant_go")
    expect(await meetingsOf(planner!)).toEqual(absent)
    await answer(planner!, "going")
    await answer(pal!, "going")
    expect((await pal!.b.send("DELETE", `/api/plans/${planId}/members/${pal!.id}`)).statusCode).toBe(200)
    expect(await meetingsOf(pal!)).toEqual(absent)
    expect(await meetingsOf(planner!)).toEqual(shown)
  })
})

describe.each([
  ["memory", () => memoryApp()],
  ["PostgreSQL", () => postgresApp()]
])("a show's changes in calendars on %s", (_name, makeApp: () => Promise<TestApp>) => {
  let t: TestApp
  const show = new Concert({
    id: ConcertId.make("7a0c6c7e-3d5e-4c52-9d2f-0d3c4b5a6f71"),
    artist: "Wilco",
    venue: "Metro",
    city: "New York",
    date: dayFromToday(20),
    description: null,
    imageUrl: null,
    createdBy: null,
    createdAt: 1_750_000_000_000,
    startTime: "20:00",
    doorsTime: "19:00",
    timeZone: "America/New_York"
  })
  beforeAll(async () => {
    t = await makeApp()
    await insertConcerts(t, [show])
  })
  afterAll(() => t.close())

  /** The concert's event as ical.js reads it, its start resolved through the calendar's VTIMEZONE. */
  const eventOf = (ics: string) => {
    for (const line of ics.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75)
    const root = new ICAL.Component(ICAL.parse(ics))
    const c = root.getAllSubcomponents("vevent").find((e) => e.getFirstPropertyValue("uid") === `${show.id}@soundcheck`)!
    const start = new ICAL.Event(c).startDate
    // The TZID names a VTIMEZONE of the same calendar.
    const tzid = c.getFirstProperty("dtstart")!.getParameter("tzid")
    expect(root.getAllSubcomponents("vtimezone").map((z) => z.getFirstPropertyValue("tzid"))).toEqual([tzid])
    return {
      uid: c.getFirstPropertyValue("uid"),
      sequence: c.getFirstPropertyValue("sequence"),
      status: c.getFirstPropertyValue("status"),
      summary: c.getFirstPropertyValue("summary"),
      lastModified: (c.getFirstPropertyValue("last-modified") as ICAL.Time).toJSDate().getTime(),
      zone: start.zone?.tzid,
      start: start.toJSDate().getTime()
    }
  }
  const update = (concert: Concert) => t.runtime.runPromise(ConcertRepo.use((repo) => repo.update(concert)))
  /** 20:00 on the day in New York, whatever its offset that day (an independent reading of the zone, by Intl). */
  const eightPm = (date: string) => {
    const naive = Date.parse(`${date}T20:00:00Z`)
    const name = new Intl.DateTimeFormat("en-US", { timeZone: "America/New_York", timeZoneName: "longOffset" })
      .formatToParts(naive)
      .find((p) => p.type === "timeZoneName")!.value
    const [, sign, hh, mm] = /^GMT([+-])(\d\d):(\d\d)$/.exec(name)!
    return naive - (sign === "-" ? -1 : 1) * (Number(hh) * 60 + Number(mm)) * 60_000
  }

  it("the private feed and the concert's file keep its UID, and show a reschedule and then a cancellation with a higher SEQUENCE", async () => {
    const holder = await fan(t, "holder@example.com", "Holder")
    expect((await holder.b.send("PUT", `/api/concerts/${show.id}/interest`, { status: "has_tickets" })).statusCode).toBe(200)
    const feed = feedPath((await holder.b.send("POST", "/api/settings/calendar-feed")).json().url)
    const read = async () => {
      const [fromFeed, file] = [await t.app.inject({ method: "GET", url: feed }), await holder.b.get(`/api/concerts/${show.id}/calendar.ics`)]
      expect(fromFeed.statusCode, fromFeed.body).toBe(200)
      expect(file.statusCode, file.body).toBe(200)
      const event = eventOf(fromFeed.body)
      expect(eventOf(file.body)).toEqual(event)
      return event
    }
    const uid = `${show.id}@soundcheck`

    expect(await read()).toEqual({
      uid,
      sequence: 0,
      status: "CONFIRMED",
      summary: "Wilco",
      lastModified: show.createdAt,
      zone: "America/New_York",
      start: eightPm(show.date)
    })

    const rescheduledAt = Date.parse("2026-02-01T10:00:00Z")
    const rescheduled = new Concert({
      ...show,
      date: dayFromToday(27),
      status: "rescheduled",
      previousDate: show.date,
      sequence: show.sequence + 1,
      changedAt: rescheduledAt
    })
    expect(await update(rescheduled)).toBe(true)
    expect(await read()).toMatchObject({ uid, sequence: 1, status: "CONFIRMED", lastModified: rescheduledAt, start: eightPm(rescheduled.date) })

    const cancelledAt = rescheduledAt + 3_600_000
    expect(
      await update(new Concert({ ...rescheduled, status: "cancelled", previousDate: null, sequence: rescheduled.sequence + 1, changedAt: cancelledAt }))
    ).toBe(true)
    expect(await read()).toMatchObject({ uid, sequence: 2, status: "CANCELLED", summary: "Cancelled: Wilco", lastModified: cancelledAt })
  })
})
