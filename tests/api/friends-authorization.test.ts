/**
 * Who may do what with friends, beyond the route-by-route matrix (tests/api/authorization-matrix.test.ts,
 * which also covers the anonymous caller; tests/api/csrf.test.ts; tests/api/rate-limits.test.ts): the sender and receiver of one
 * request, and a third person, on both adapters.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { errorOf } from "../support/accounts.ts"
import { memoryApp, postgresApp, type TestApp } from "../support/app.ts"
import { befriend, fan, friendIds, requestIds, sendRequest } from "../support/friends.ts"

for (const [name, make] of [
  ["memory", memoryApp],
  ["postgres", postgresApp]
] as const) {
  describe(`friends authorization (${name})`, () => {
    let t: TestApp
    beforeAll(async () => {
      t = await make()
    })
    afterAll(() => t.close())

    it("nobody but the receiver accepts or rejects, nobody but the sender cancels; refusals are 404 and change nothing", async () => {
      const sender = await fan(t, "sender@example.com")
      const receiver = await fan(t, "receiver@example.com")
      const stranger = await fan(t, "stranger@example.com")
      const id = await sendRequest(sender, receiver)
      const attempts = [
        [stranger, "POST", `/api/friend-requests/${id}/accept`],
        [stranger, "POST", `/api/friend-requests/${id}/reject`],
        [stranger, "DELETE", `/api/friend-requests/${id}`],
        [sender, "POST", `/api/friend-requests/${id}/accept`],
        [sender, "POST", `/api/friend-requests/${id}/reject`],
        [receiver, "DELETE", `/api/friend-requests/${id}`],
        [receiver, "POST", "/api/friend-requests/not-a-uuid/accept"],
        [receiver, "POST", "/api/friend-requests/00000000-0000-4000-8000-00000000ffff/reject"]
      ] as const
      for (const [who, method, url] of attempts) {
        expect(errorOf(await who.b.send(method, url)), `${who.email} ${method} ${url}`).toEqual({
          status: 404,
          error: "FriendRequestNotFound",
          message: "Friend request not found."
        })
      }
      expect(await requestIds(sender)).toEqual({ incoming: [], outgoing: [id] })
      expect(await requestIds(receiver)).toEqual({ incoming: [id], outgoing: [] })
      expect(await requestIds(stranger)).toEqual({ incoming: [], outgoing: [] })
      expect([await friendIds(sender), await friendIds(receiver), await friendIds(stranger)]).toEqual([[], [], []])
    })

    it("a third person cannot end someone else's friendship, nor see another's friends or requests", async () => {
      const a = await fan(t, "pair-a@example.com")
      const b = await fan(t, "pair-b@example.com")
      const outsider = await fan(t, "outsider@example.com")
      await befriend(a, b)
      const pending = await sendRequest(a, outsider)
      expect(errorOf(await outsider.b.send("DELETE", `/api/friends/${a.id}`))).toMatchObject({ status: 404, error: "NotFriends" })
      expect(errorOf(await outsider.b.send("DELETE", `/api/friends/${b.id}`))).toMatchObject({ status: 404, error: "NotFriends" })
      expect(await friendIds(a)).toEqual([b.id])
      expect(await friendIds(outsider)).toEqual([])
      expect(await requestIds(b)).toEqual({ incoming: [], outgoing: [] })
      expect(await requestIds(outsider)).toEqual({ incoming: [pending], outgoing: [] })
    })
  })
}
