/**
 * The lighter concerts page (issue #18) on PostgreSQL: a concert with more people shown than the page names
 * carries the closest 5 and counts them all, by degree; GET /api/concerts/:id/interests lists every one of
 * them closest first, a keyset page at a time, under the same visibility rules and circle filter.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { browser } from "../support/browser.ts"
import { postgresApp, type TestApp } from "../support/app.ts"
import { catalogueAroundToday, insertConcerts } from "../support/concerts.ts"
import { befriend, type Fan, fan } from "../support/friends.ts"
import { problem } from "../support/problem.ts"

interface Shown {
  userId: string
  displayName: string
  interestStatus: "interested" | "has_tickets"
  degree: 1 | 2 | null
}
interface InterestsPage {
  concertId: string
  interests: Array<Shown>
  nextCursor: string | null
}

describe("GET /api/concerts/:id/interests and the concerts page's first names on PostgreSQL", () => {
  let t: TestApp
  let me: Fan
  /** Everyone the viewer may see on the concert, in the order the list must have. */
  let closestFirst: Array<string>
  let people: Record<string, Fan>
  const [concert] = catalogueAroundToday(1, 2, 17)
  const byId = (a: Fan, b: Fan) => (a.id < b.id ? -1 : 1)

  beforeAll(async () => {
    t = await postgresApp()
    await insertConcerts(t, [concert!])
    me = await fan(t, "me@example.com", "Me")
    const names = ["friendA", "friendB", "friendC", "fofA", "fofB", "publicA", "publicB", "privateFriend", "closedFof", "hiddenStranger", "meh"]
    const fans = await Promise.all(names.map((name) => fan(t, `${name.toLowerCase()}@example.com`, name)))
    people = Object.fromEntries(names.map((name, i) => [name, fans[i]!]))
    const p = people
    for (const f of [p.friendA!, p.friendB!, p.friendC!, p.privateFriend!, p.meh!]) await befriend(me, f)
    for (const f of [p.fofA!, p.fofB!, p.closedFof!]) await befriend(p.friendA!, f)
    const settings = async (f: Fan, concertVisibility: string) => expect((await f.b.send("PUT", "/api/settings", { concertVisibility })).statusCode).toBe(200)
    await settings(p.publicA!, "public")
    await settings(p.publicB!, "public")
    await settings(p.privateFriend!, "private")
    await settings(p.closedFof!, "friends_only")
    const mark = async (f: Fan, status: string) => expect((await f.b.send("PUT", `/api/concerts/${concert!.id}/interest`, { status })).statusCode).toBe(200)
    await mark(me, "interested")
    for (const f of [p.friendA!, p.friendC!, p.fofB!, p.publicA!, p.privateFriend!, p.hiddenStranger!]) await mark(f, "has_tickets")
    for (const f of [p.friendB!, p.fofA!, p.publicB!, p.closedFof!]) await mark(f, "interested")
    await mark(p.meh!, "not_interested")
    // Friends with tickets, friends interested, friends of friends with tickets, then interested, then the public.
    closestFirst = [[p.friendA!, p.friendC!].sort(byId), [p.friendB!], [p.fofB!], [p.fofA!], [p.publicA!], [p.publicB!]].flat().map((f) => f.id)
  })
  afterAll(() => t.close())

  const list = async (query = "", who: Fan = me) => {
    const res = await who.b.get(`/api/concerts/${concert!.id}/interests${query}`)
    expect(res.statusCode, res.body).toBe(200)
    return res.json() as InterestsPage
  }

  /** Every page with `limit`, following nextCursor. */
  const pageThrough = async (query: string, limit: number) => {
    const pages: Array<InterestsPage> = []
    let cursor: string | null = null
    do {
      const page = await list(`?limit=${limit}${query}${cursor ? `&cursor=${cursor}` : ""}`)
      expect(page.concertId).toBe(concert!.id)
      expect(page.interests.length).toBeLessThanOrEqual(limit)
      pages.push(page)
      cursor = page.nextCursor
    } while (cursor)
    return pages
  }

  it("the concerts page names the closest 5 and counts all 7, by degree and status", async () => {
    const res = await me.b.get("/api/concerts?friends=anyone")
    expect(res.statusCode, res.body).toBe(200)
    const [annotated] = res.json().concerts
    expect(annotated.id).toBe(concert!.id)
    expect(annotated.userInterest).toBe("interested")
    expect(annotated.friendInterests.map((s: Shown) => s.userId)).toEqual(closestFirst.slice(0, 5))
    expect(annotated.friendInterests[0]).toEqual({ userId: closestFirst[0], displayName: expect.any(String), interestStatus: "has_tickets", degree: 1 })
    expect(annotated.friendCount).toEqual({ interested: 3, hasTickets: 4 })
    expect(annotated.friendCountByDegree).toEqual({
      friends: { interested: 1, hasTickets: 2 },
      friendsOfFriends: { interested: 1, hasTickets: 1 },
      others: { interested: 1, hasTickets: 1 }
    })
  })

  it("lists everyone closest first, the same list whatever the page size, the last page with no next cursor", async () => {
    const whole = await list()
    expect(whole.interests.map((s) => s.userId)).toEqual(closestFirst)
    expect(whole.nextCursor).toBeNull()
    expect(whole.interests.map((s) => [s.interestStatus, s.degree])).toEqual([
      ["has_tickets", 1],
      ["has_tickets", 1],
      ["interested", 1],
      ["has_tickets", 2],
      ["interested", 2],
      ["has_tickets", null],
      ["interested", null]
    ])
    for (const limit of [1, 2, 3, 7]) {
      const pages = await pageThrough("", limit)
      // One row past the page tells whether another follows: a full last page has no next cursor.
      expect(pages.length, `limit ${limit}`).toBe(Math.ceil(closestFirst.length / limit))
      expect(pages.flatMap((p) => p.interests)).toEqual(whole.interests)
    }
  })

  it("keeps to the friends filter, and never shows the private, the friends-only beyond friends, the hidden stranger or not interested", async () => {
    const p = people
    expect((await list("?friends=friends")).interests.map((s) => s.userId)).toEqual(closestFirst.slice(0, 3))
    expect((await pageThrough("&friends=friends_of_friends", 2)).flatMap((page) => page.interests.map((s) => s.userId))).toEqual(closestFirst.slice(0, 5))
    const shown = (await list()).interests.map((s) => s.userId)
    for (const absent of [me, p.privateFriend!, p.closedFof!, p.hiddenStranger!, p.meh!]) expect(shown).not.toContain(absent.id)
    // The friends-only friend of a friend is shown to their own friend, who sees the viewer's list from the other side.
    const seenByFriendA = (await list("", p.friendA!)).interests.map((s) => s.userId)
    expect(seenByFriendA).toContain(p.closedFof!.id)
    expect(seenByFriendA).toContain(me.id)
    expect(seenByFriendA).not.toContain(p.friendA!.id)
  })

  it("answers 404 for a concert that is not there, 400 for a forged cursor or a bad query, 401 without a session", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-an-id", "1"]) {
      const res = await me.b.get(`/api/concerts/${id}/interests`)
      expect(res.json(), id).toEqual(problem(404, "ConcertNotFound", "Concert not found."))
    }
    const tooLong = await me.b.get(`/api/concerts/${"a".repeat(65)}/interests`)
    expect(tooLong.json()).toEqual(problem(400, "InvalidRequest", "The request is not valid."))
    for (const cursor of ["not-a-cursor", Buffer.from(`9~${me.id}`).toString("base64url"), Buffer.from("0~x").toString("base64url")]) {
      const res = await me.b.get(`/api/concerts/${concert!.id}/interests?cursor=${cursor}`)
      expect(res.json(), cursor).toEqual(problem(400, "InvalidCursor", "This page link is no longer valid. Please reload the list."))
    }
    for (const query of ["limit=0", "limit=201", "limit=1.5", "limit=abc", "friends=everyone", `cursor=${"a".repeat(257)}`]) {
      const res = await me.b.get(`/api/concerts/${concert!.id}/interests?${query}`)
      expect(res.json(), query).toEqual(problem(400, "InvalidRequest", "The request is not valid."))
    }
    expect((await list("?limit=200")).interests).toHaveLength(7)
    const anonymous = await browser(t.app).get(`/api/concerts/${concert!.id}/interests`)
    expect([anonymous.statusCode, anonymous.json().error]).toEqual([401, "NotAuthenticated"])
  })
})
