/** Who may do what with friends: the owner, another user and an anonymous caller, on every friends route. */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { errorOf } from "../support/accounts.ts"
import { memoryApp, postgresApp, type TestApp } from "../support/app.ts"
import { browser } from "../support/browser.ts"
import { befriend, fan, friendIds, requestIds, sendRequest } from "../support/friends.ts"

for (const [name, make] of [["memory", memoryApp], ["postgres", postgresApp]] as const) {
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
        expect(errorOf(await who.b.send(method, url)), `${who.email} ${method} ${url}`)
          .toEqual({ status: 404, error: "FriendRequestNotFound", message: "Friend request not found." })
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

    it("an anonymous caller gets 401 on every friends route and changes nothing", async () => {
      const a = await fan(t, "anon-a@example.com")
      const b = await fan(t, "anon-b@example.com")
      await befriend(a, b)
      const c = await fan(t, "anon-c@example.com")
      const id = await sendRequest(a, c)
      const anonymous = browser(t.app)
      for (const res of [
        await anonymous.get("/api/friends"),
        await anonymous.send("DELETE", `/api/friends/${b.id}`),
        await anonymous.get("/api/friend-requests"),
        await anonymous.send("POST", "/api/friend-requests", { userId: b.id }),
        await anonymous.send("POST", `/api/friend-requests/${id}/accept`),
        await anonymous.send("POST", `/api/friend-requests/${id}/reject`),
        await anonymous.send("DELETE", `/api/friend-requests/${id}`),
        await anonymous.get("/api/users/search?email=anon-a%40example.com"),
        await anonymous.get(`/api/profiles/${a.id}/activity`)
      ]) {
        expect(errorOf(res)).toEqual({ status: 401, error: "NotAuthenticated", message: "Not authenticated" })
      }
      expect(await friendIds(a)).toEqual([b.id])
      expect(await requestIds(c)).toEqual({ incoming: [id], outgoing: [] })
    })

    it("mutations without the CSRF header are refused", async () => {
      const a = await fan(t, "csrf-a@example.com")
      const b = await fan(t, "csrf-b@example.com")
      const res = await t.app.inject({
        method: "POST", url: "/api/friend-requests", payload: { userId: b.id },
        headers: { cookie: [...a.b.cookies].map(([k, c]) => `${k}=${c.value}`).join("; ") }
      })
      expect(errorOf(res)).toMatchObject({ status: 403, error: "CsrfRejected" })
      expect(await requestIds(b)).toEqual({ incoming: [], outgoing: [] })
    })

    it("sending requests is rate-limited per user, with Retry-After", async () => {
      const spammer = await fan(t, "spammer@example.com")
      const answers: Array<number> = []
      for (let i = 0; i < 51; i++) {
        answers.push((await spammer.b.send("POST", "/api/friend-requests", { userId: `ffffffff-ffff-4fff-bfff-${String(i).padStart(12, "0")}` })).statusCode)
      }
      expect(new Set(answers.slice(0, 50))).toEqual(new Set([404]))
      const limited = await spammer.b.send("POST", "/api/friend-requests", { userId: "ffffffff-ffff-4fff-bfff-0000000000ff" })
      expect(errorOf(limited)).toMatchObject({ status: 429, error: "RateLimited" })
      expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0)
    })
  })
}
