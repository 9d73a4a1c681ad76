/** GET /api/dashboard on a small hand-built world: counts, the first 3 of each list, and opportunities. */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { postgresApp, type TestApp } from "../support/app.ts"
import { catalogueAroundToday, insertConcerts } from "../support/concerts.ts"
import { befriend, type Fan, fan } from "../support/friends.ts"

describe("GET /api/dashboard on PostgreSQL", () => {
  let t: TestApp
  let me: Fan
  let friends: Array<Fan>
  const upcoming = catalogueAroundToday(7, 1, 5)
  const [past] = catalogueAroundToday(1, -2, 6)
  const k = (n: number) => upcoming[n - 1]!

  beforeAll(async () => {
    t = await postgresApp()
    await insertConcerts(t, [...upcoming, past!])
    me = await fan(t, "me@example.com", "Me")
    friends = await Promise.all([1, 2, 3, 4].map((n) => fan(t, `f${n}@example.com`, `F${n}`)))
    for (const f of friends) await befriend(me, f)
    const mark = async (who: Fan, concert: { id: string }, status: string) =>
      expect((await who.b.send("PUT", `/api/concerts/${concert.id}/interest`, { status })).statusCode).toBe(200)
    const [f1, f2, f3, f4] = friends as [Fan, Fan, Fan, Fan]
    const world: Array<[Fan, { id: string }, string]> = [
      [f1, k(1), "has_tickets"],
      [f2, k(1), "has_tickets"],
      [me, k(1), "interested"],
      [f1, k(2), "interested"],
      [f2, k(2), "interested"],
      [f3, k(2), "has_tickets"],
      [me, k(2), "has_tickets"],
      [f1, k(3), "interested"],
      [f2, k(3), "has_tickets"],
      [f3, k(3), "not_interested"],
      [me, k(3), "has_tickets"],
      [f3, k(4), "has_tickets"],
      [f4, k(4), "has_tickets"],
      [me, k(4), "interested"],
      [f1, k(5), "has_tickets"],
      [f3, k(5), "has_tickets"],
      [f3, k(6), "interested"],
      [f4, k(6), "interested"],
      [f2, k(7), "interested"],
      [f4, k(7), "interested"],
      [me, k(7), "not_interested"],
      [f1, past!, "has_tickets"],
      [f2, past!, "has_tickets"],
      [me, past!, "has_tickets"]
    ]
    for (const [who, concert, status] of world) await mark(who, concert, status)
  })
  afterAll(() => t.close())

  it("counts upcoming concerts only, caps Friend Activity at 3 and lists the first 3 of each", async () => {
    const res = await me.b.get("/api/dashboard")
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json()
    expect([body.yourConcerts, body.friendActivity, body.haveTickets, body.totalConcerts]).toEqual([4, 3, 2, 7])
    expect(body.yourConcertsList.map((c: { id: string }) => c.id)).toEqual([k(1).id, k(2).id, k(3).id])
    expect(body.friendActivityList.map((c: { id: string }) => c.id)).toEqual([k(1).id, k(2).id, k(3).id])
    expect(body.yourConcertsList[2]).toMatchObject({ userInterest: "has_tickets", friendCount: { interested: 1, hasTickets: 1 } })
  })

  it("shows 2 Ready to Go and 2 Building Interest opportunities of all 6, soonest first", async () => {
    const { opportunities } = (await me.b.get("/api/dashboard")).json()
    const [f1, f2, f3, f4] = friends.map((f) => f.id) as [string, string, string, string]
    expect(opportunities.total).toBe(6)
    expect(opportunities.readyToGo.map((o: { concert: { id: string } }) => o.concert.id)).toEqual([k(1).id, k(4).id])
    expect(opportunities.buildingInterest.map((o: { concert: { id: string } }) => o.concert.id)).toEqual([k(2).id, k(6).id])
    const [first] = opportunities.readyToGo
    expect(first).toMatchObject({ kind: "ready_to_go", userInterestStatus: "interested", friendsInterested: [] })
    expect(first.friendsWithTickets.map((s: { userId: string }) => s.userId)).toEqual([f1, f2].sort())
    expect(first.friendsWithTickets[0]).toMatchObject({ interestStatus: "has_tickets", degree: 1 })
    const building = opportunities.buildingInterest[1]
    expect(building).toMatchObject({ kind: "building_interest", userInterestStatus: "not_interested", friendsWithTickets: [] })
    expect(building.friendsInterested.map((s: { userId: string }) => s.userId)).toEqual([f3, f4].sort())
  })

  it("a newcomer with no friends and no interests sees empty lists and only the total", async () => {
    const newcomer = await fan(t, "new@example.com", "New")
    expect((await newcomer.b.get("/api/dashboard")).json()).toEqual({
      yourConcerts: 0,
      friendActivity: 0,
      haveTickets: 0,
      totalConcerts: 7,
      yourConcertsList: [],
      friendActivityList: [],
      opportunities: { readyToGo: [], buildingInterest: [], total: 0 }
    })
  })
})
