/** The notifications API on memory and PostgreSQL: pages newest first, the unread count, marking one's own read. */
import { randomUUID } from "node:crypto"
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import type { LiveEvent } from "../../domain/live/events.ts"
import { LiveEvents } from "../../domain/live/live-events.ts"
import type { NotificationDto } from "../../domain/notifications/contract.ts"
import { NotificationRepo } from "../../domain/notifications/notification-repo.ts"
import { errorOf } from "../support/accounts.ts"
import { memoryApp, postgresApp, type TestApp } from "../support/app.ts"
import { type Fan, fan } from "../support/friends.ts"

const T0 = 1_800_000_000_000
const DAY = 86_400_000

for (const [name, make] of [
  ["memory", memoryApp],
  ["postgres", postgresApp]
] as const) {
  describe(`notifications over HTTP (${name})`, () => {
    let t: TestApp
    beforeAll(async () => {
      t = await make()
    })
    afterAll(() => t.close())

    /** One invite_request_reviewed a day for `count` days (distinct keys), stored through the port; answers the ids. */
    const reviews = async (to: Fan, count: number): Promise<Array<string>> => {
      const ids = Array.from({ length: count }, () => randomUUID())
      for (const [i, id] of ids.entries()) {
        const data = { kind: "invite_request_reviewed", outcome: i % 2 === 0 ? "approved" : "rejected", requestedCount: 3 } as const
        const added = await t.runtime.runPromise(
          NotificationRepo.use((repo) => repo.add({ id, kind: data.kind, recipientId: to.id, actorId: null, concertId: null, at: T0 + i * DAY, data }))
        )
        expect(added).toBe("created")
      }
      return ids
    }
    const list = async (who: Fan, cursor?: string) => {
      const res = await who.b.get(`/api/notifications${cursor === undefined ? "" : `?cursor=${cursor}`}`)
      expect(res.statusCode, res.body).toBe(200)
      return res.json() as { unread: number; items: Array<NotificationDto>; nextCursor: string | null }
    }
    const markRead = async (who: Fan, body: unknown) => {
      const res = await who.b.send("POST", "/api/notifications/read", body)
      expect(res.statusCode, res.body).toBe(200)
      return res.json() as { unread: number }
    }

    it("pages newest first, 20 a page, with texts and links; marks only one's own read, by id or all; other tabs hear it", async () => {
      const [ada, bob] = [await fan(t, `ada-${name}@example.com`), await fan(t, `bob-${name}@example.com`)]
      const ids = await reviews(ada, 25)
      const [bobs] = await reviews(bob, 1)
      const heard: Array<LiveEvent> = []
      const stop = await t.runtime.runPromise(LiveEvents.use((l) => l.subscribe(ada.id, { deliver: (e) => heard.push(e), end: () => undefined })))

      const first = await list(ada)
      expect(first.unread).toBe(25)
      expect(first.items.map((n) => n.id)).toEqual(ids.toReversed().slice(0, 20))
      expect(first.items[0]).toEqual({
        id: ids[24],
        kind: "invite_request_reviewed",
        text: "Your request for 3 invites was approved",
        link: "/invite",
        createdAt: T0 + 24 * DAY,
        readAt: null
      })
      expect(first.items[1]!.text).toBe("Your request for more invites was not approved")
      const second = await list(ada, first.nextCursor!)
      expect(second.items.map((n) => n.id)).toEqual(ids.toReversed().slice(20))
      expect(second.nextCursor).toBeNull()
      const bad = await ada.b.get("/api/notifications?cursor=not-a-cursor")
      expect(errorOf(bad)).toMatchObject({ status: 400, error: "InvalidCursor" })

      // Bob's id, an unknown one and a non-uuid are ignored; a repeated id counts once.
      expect(await markRead(ada, { ids: [ids[0], ids[0], ids[1], bobs, randomUUID(), "not-a-uuid"] })).toEqual({ unread: 23 })
      await vi.waitFor(() => expect(heard).toEqual([{ type: "notifications_changed" }]))
      expect((await list(bob)).unread).toBe(1)
      expect((await list(ada, first.nextCursor!)).items.filter((n) => n.readAt !== null).map((n) => n.id)).toEqual([ids[1], ids[0]])
      // Nothing left to change among these: the count stands, and no event.
      expect(await markRead(ada, { ids: [ids[0], bobs] })).toEqual({ unread: 23 })

      expect(await markRead(ada, { all: true })).toEqual({ unread: 0 })
      await vi.waitFor(() => expect(heard).toHaveLength(2))
      stop()
      expect((await list(ada)).items.every((n) => n.readAt !== null)).toBe(true)
      expect((await list(bob)).items.map((n) => [n.id, n.readAt])).toEqual([[bobs, null]])
      expect(heard).toEqual([{ type: "notifications_changed" }, { type: "notifications_changed" }])
    })

    it("refuses a body that is neither ids nor all, and a visitor", async () => {
      const cy = await fan(t, `cy-${name}@example.com`)
      for (const body of [{}, { all: false }, { ids: "x" }, { ids: Array.from({ length: 101 }, () => randomUUID()) }]) {
        expect((await cy.b.send("POST", "/api/notifications/read", body)).statusCode).toBe(400)
      }
    })
  })
}
