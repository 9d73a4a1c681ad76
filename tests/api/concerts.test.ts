import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { browser } from "../support/browser.ts"
import { postgresApp, type TestApp } from "../support/app.ts"
import { catalogueAroundToday, insertConcerts } from "../support/concerts.ts"
import { type Fan, fan } from "../support/friends.ts"
import { problem } from "../support/problem.ts"

describe("GET /api/concerts, cities and interests on PostgreSQL", () => {
  let t: TestApp
  let me: Fan
  const catalogue = catalogueAroundToday(30, -5)

  beforeAll(async () => {
    t = await postgresApp()
    await insertConcerts(t, catalogue)
    me = await fan(t, "me@example.com", "Me")
  })
  afterAll(() => t.close())

  const pageThrough = async (query: string) => {
    const seen: Array<{ id: string; date: string; city: string }> = []
    let cursor: string | null = null
    do {
      const res = await me.b.get(`/api/concerts?limit=6${query}${cursor ? `&cursor=${cursor}` : ""}`)
      expect(res.statusCode, res.body).toBe(200)
      const body = res.json() as { concerts: Array<{ id: string; date: string; city: string }>; nextCursor: string | null }
      expect(body.concerts.length).toBeLessThanOrEqual(6)
      seen.push(...body.concerts)
      cursor = body.nextCursor
    } while (cursor)
    return seen
  }

  it("pages through every upcoming concert once, soonest first; past ones only when asked", async () => {
    expect((await pageThrough("")).map((c) => c.date)).toEqual(catalogue.slice(5).map((c) => c.date))
    expect((await pageThrough("&past=true")).map((c) => c.id)).toEqual(catalogue.map((c) => c.id))
  })

  it("filters by exact city and lists the distinct cities, sorted", async () => {
    const city = catalogue[10]!.city
    expect(await pageThrough(`&city=${city}`)).toEqual(
      expect.arrayContaining(
        catalogue
          .slice(5)
          .filter((c) => c.city === city)
          .map((c) => expect.objectContaining({ id: c.id }))
      )
    )
    expect((await pageThrough(`&city=${city}`)).every((c) => c.city === city)).toBe(true)
    const cities = await me.b.get("/api/concerts/cities")
    expect(cities.json()).toEqual({ cities: [...new Set(catalogue.map((c) => c.city))].sort() })
  })

  it("saves the viewer's interest (insert, then update) and shows it as userInterest", async () => {
    const concert = catalogue[7]!
    for (const status of ["interested", "has_tickets", "not_interested"] as const) {
      const res = await me.b.send("PUT", `/api/concerts/${concert.id}/interest`, { status })
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json()).toEqual({ concertId: concert.id, userInterest: status })
      const page = (await me.b.get("/api/concerts?limit=5")).json() as { concerts: Array<{ id: string; userInterest: string | null }> }
      expect(page.concerts.find((c) => c.id === concert.id)?.userInterest).toBe(status)
    }
    const untouched = (await me.b.get("/api/concerts?limit=1")).json().concerts[0]
    const none = { interested: 0, hasTickets: 0 }
    expect(untouched).toMatchObject({
      userInterest: null,
      friendCount: none,
      friendCountByDegree: { friends: none, friendsOfFriends: none, others: none },
      friendInterests: []
    })
  })

  it("refuses unknown concerts, bad statuses, a missing CSRF header and bad filters", async () => {
    const unknown = await me.b.send("PUT", "/api/concerts/00000000-0000-4000-8000-000000000000/interest", { status: "interested" })
    expect([unknown.statusCode, unknown.json().error]).toEqual([404, "ConcertNotFound"])
    expect((await me.b.send("PUT", "/api/concerts/not-an-id/interest", { status: "interested" })).statusCode).toBe(404)
    const bad = await me.b.send("PUT", `/api/concerts/${catalogue[6]!.id}/interest`, { status: "maybe" })
    expect([bad.statusCode, bad.json().error]).toEqual([400, "InvalidRequest"])
    const forged = await me.b.send("PUT", `/api/concerts/${catalogue[6]!.id}/interest`, { status: "interested" }, { "x-soundcheck-csrf": "" })
    expect(forged.statusCode).toBe(403)
    for (const query of ["limit=0", "limit=101", "limit=abc", "friends=everyone", "activity=some", "past=yes"]) {
      const res = await me.b.get(`/api/concerts?${query}`)
      expect(res.statusCode, query).toBe(400)
      expect(res.json(), query).toEqual(problem(400, "InvalidRequest", "The request is not valid."))
    }
    const cursor = await me.b.get("/api/concerts?cursor=not-a-cursor")
    expect([cursor.statusCode, cursor.json().error]).toEqual([400, "InvalidCursor"])
  })

  it("is for signed-in people only", async () => {
    const anonymous = browser(t.app)
    for (const url of ["/api/concerts", "/api/concerts/cities", "/api/dashboard"]) {
      const res = await anonymous.get(url)
      expect([url, res.statusCode, res.json().error]).toEqual([url, 401, "NotAuthenticated"])
    }
    const put = await anonymous.send("PUT", `/api/concerts/${catalogue[6]!.id}/interest`, { status: "interested" })
    expect(put.statusCode).toBe(401)
  })

  it("reports the database as up", async () => {
    const res = await t.app.inject({ url: "/api/health" })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: "ok", database: "up" })
  })
})
