/** Races on real PostgreSQL: two people asking each other at once, and a request answered and cancelled at once. */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { postgresApp, type TestApp } from "../support/app.ts"
import { fan, friendIds, requestIds, sendRequest } from "../support/friends.ts"

describe("friend request races (PostgreSQL)", () => {
  let t: TestApp
  beforeAll(async () => {
    t = await postgresApp()
  })
  afterAll(() => t.close())

  it("two people asking each other at the same moment leave exactly one pending request", async () => {
    for (let round = 0; round < 3; round++) {
      const a = await fan(t, `mutual-a${round}@example.com`)
      const b = await fan(t, `mutual-b${round}@example.com`)
      const answers = await Promise.all([
        a.b.send("POST", "/api/friend-requests", { userId: b.id }),
        b.b.send("POST", "/api/friend-requests", { userId: a.id })
      ])
      expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409])
      const [ra, rb] = [await requestIds(a), await requestIds(b)]
      expect(ra.incoming.length + ra.outgoing.length).toBe(1)
      expect([...rb.incoming, ...rb.outgoing]).toEqual([...ra.incoming, ...ra.outgoing])
    }
  })

  it("a request accepted while its sender cancels it is either a friendship or nothing, never both", async () => {
    for (let round = 0; round < 3; round++) {
      const sender = await fan(t, `race-s${round}@example.com`)
      const receiver = await fan(t, `race-r${round}@example.com`)
      const id = await sendRequest(sender, receiver)
      const [accepted, cancelled] = await Promise.all([
        receiver.b.send("POST", `/api/friend-requests/${id}/accept`),
        sender.b.send("DELETE", `/api/friend-requests/${id}`)
      ])
      const codes = [accepted.statusCode, cancelled.statusCode]
      expect([
        [200, 404],
        [404, 204]
      ]).toContainEqual(codes)
      expect(await friendIds(sender)).toEqual(accepted.statusCode === 200 ? [receiver.id] : [])
      expect(await requestIds(receiver)).toEqual({ incoming: [], outgoing: [] })
    }
  })
})
