/** On PostgreSQL, through the API: a friend's tickets reach the fan's notifications, and undoing them withdraws the unread news. */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { concertDay } from "../../domain/notifications/kinds.ts"
import { postgresApp, type TestApp } from "../support/app.ts"
import { catalogueAroundToday, insertConcerts } from "../support/concerts.ts"
import { befriend, type Fan, fan } from "../support/friends.ts"

describe("notifications from interest changes (postgres)", () => {
  let t: TestApp
  let bea: Fan, fan1: Fan, other: Fan
  const [concert] = catalogueAroundToday(1, 3)

  beforeAll(async () => {
    t = await postgresApp()
    await insertConcerts(t, [concert!])
    ;[bea, fan1, other] = [await fan(t, "bea@example.com", "Bea"), await fan(t, "fan@example.com", "Fan"), await fan(t, "other@example.com", "Other")]
    await befriend(bea, fan1)
  })
  afterAll(() => t.close())

  const setInterest = async (who: Fan, status: string) => {
    const res = await who.b.send("PUT", `/api/concerts/${concert!.id}/interest`, { status })
    expect(res.statusCode, res.body).toBe(200)
  }
  const bell = async (who: Fan) => {
    const res = await who.b.get("/api/notifications")
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json() as { unread: number; items: Array<{ kind: string; text: string; link: string }> }
    return { unread: body.unread, items: body.items.filter((n) => n.kind === "friend_has_tickets") }
  }

  it("a friend's change to has_tickets creates the interested fan's notification, once; undoing it before it is read withdraws it", async () => {
    await setInterest(fan1, "interested")
    await setInterest(other, "interested")
    const before = (await bell(fan1)).unread
    await setInterest(bea, "has_tickets")
    await setInterest(bea, "has_tickets")
    const after = await bell(fan1)
    expect(after.items).toEqual(
      [
        {
          kind: "friend_has_tickets",
          text: `Bea has tickets to ${concert!.artist} at ${concert!.venue} on ${concertDay(concert!.date)}`,
          link: `/concerts/${concert!.id}`
        }
      ].map((n) => expect.objectContaining(n))
    )
    expect(after.unread).toBe(before + 1)
    expect((await bell(other)).items).toEqual([])
    await setInterest(bea, "interested")
    expect(await bell(fan1)).toEqual({ unread: before, items: [] })
  })
})
