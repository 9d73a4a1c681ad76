/** On PostgreSQL, through the API: a friend's tickets make a concert Ready to Go for the fan, as the dashboard shows it, and undoing them withdraws it. */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { concertDay } from "../../domain/notifications/kinds.ts"
import { postgresApp, type TestApp } from "../support/app.ts"
import { catalogueAroundToday, insertConcerts } from "../support/concerts.ts"
import { befriend, type Fan, fan } from "../support/friends.ts"

describe("ready_to_go from interest changes (postgres)", () => {
  let t: TestApp
  let bea: Fan, cy: Fan, fan1: Fan, other: Fan
  const [concert] = catalogueAroundToday(1, 3)

  beforeAll(async () => {
    t = await postgresApp()
    await insertConcerts(t, [concert!])
    ;[bea, cy, fan1, other] = [
      await fan(t, "bea@example.com", "Bea"),
      await fan(t, "cy@example.com", "Cy"),
      await fan(t, "fan@example.com", "Fan"),
      await fan(t, "other@example.com", "Other")
    ]
    await befriend(bea, fan1)
    await befriend(cy, fan1)
  })
  afterAll(() => t.close())

  const setInterest = async (who: Fan, status: string) => {
    const res = await who.b.send("PUT", `/api/concerts/${concert!.id}/interest`, { status })
    expect(res.statusCode, res.body).toBe(200)
  }
  const readyToGo = async (who: Fan) => {
    const res = await who.b.get("/api/notifications")
    expect(res.statusCode, res.body).toBe(200)
    return (res.json() as { items: Array<{ kind: string; text: string; link: string }> }).items.filter((n) => n.kind === "ready_to_go")
  }
  const dashboardReady = async (who: Fan) => {
    const res = await who.b.get("/api/dashboard")
    expect(res.statusCode, res.body).toBe(200)
    return (res.json() as { opportunities: { readyToGo: Array<{ concert: { id: string } }> } }).opportunities.readyToGo.map((o) => o.concert.id)
  }

  it("the second friend's tickets make it Ready to Go for the interested fan, once, as on the dashboard; undoing them withdraws it", async () => {
    await setInterest(fan1, "interested")
    await setInterest(other, "interested")
    await setInterest(cy, "has_tickets")
    expect(await readyToGo(fan1)).toEqual([])
    await setInterest(bea, "has_tickets")
    await setInterest(bea, "has_tickets")
    expect(await readyToGo(fan1)).toEqual([
      expect.objectContaining({
        text: `${concert!.artist} at ${concert!.venue} on ${concertDay(concert!.date)} is Ready to Go: 2 people you know have tickets`,
        link: `/concerts/${concert!.id}`
      })
    ])
    expect(await dashboardReady(fan1)).toEqual([concert!.id])
    expect(await readyToGo(other)).toEqual([])
    await setInterest(bea, "interested")
    expect(await readyToGo(fan1)).toEqual([])
    expect(await dashboardReady(fan1)).toEqual([])
  })
})
