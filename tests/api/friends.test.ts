/** Friend requests and friendships over HTTP: the lifecycle, the refusals and the e-mail search. */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { FriendshipRepo } from "../../domain/friends/friendship-repo.ts"
import { errorOf } from "../support/accounts.ts"
import { memoryApp, postgresApp, type TestApp } from "../support/app.ts"
import { befriend, fan, friendIds, requestIds, sendRequest } from "../support/friends.ts"

for (const [name, make] of [
  ["memory", memoryApp],
  ["postgres", postgresApp]
] as const) {
  describe(`friends over HTTP (${name})`, () => {
    let t: TestApp
    beforeAll(async () => {
      t = await make()
    })
    afterAll(() => t.close())

    it("a request sent by e-mail is accepted by its receiver: both are friends, the request is gone from both lists", async () => {
      const ann = await fan(t, "ann@example.com", "Ann")
      const ben = await fan(t, "ben@example.com", "Ben")
      const sent = await ann.b.send("POST", "/api/friend-requests", { email: "  BEN@example.com " })
      expect(sent.statusCode).toBe(201)
      const request = sent.json().request
      expect(request).toMatchObject({ senderId: ann.id, senderName: "Ann", receiverId: ben.id, receiverName: "Ben", status: "pending" })
      expect(await requestIds(ann)).toEqual({ incoming: [], outgoing: [request.id] })
      expect(await requestIds(ben)).toEqual({ incoming: [request.id], outgoing: [] })
      expect((await ann.b.get(`/api/profiles/${ben.id}`)).json()).toMatchObject({ relationship: "request_sent", pendingRequestId: request.id })
      expect((await ben.b.get(`/api/profiles/${ann.id}`)).json()).toMatchObject({ relationship: "request_received", pendingRequestId: request.id })

      const accepted = await ben.b.send("POST", `/api/friend-requests/${request.id}/accept`)
      expect(accepted.statusCode).toBe(200)
      expect(accepted.json().friend).toMatchObject({ userId: ann.id, displayName: "Ann" })
      expect((await ann.b.get("/api/friends")).json().friends).toEqual([{ userId: ben.id, displayName: "Ben", since: accepted.json().friend.since }])
      expect(await friendIds(ben)).toEqual([ann.id])
      expect(await requestIds(ann)).toEqual({ incoming: [], outgoing: [] })
      expect(await requestIds(ben)).toEqual({ incoming: [], outgoing: [] })
      const profile = (await ann.b.get(`/api/profiles/${ben.id}`)).json()
      expect(profile.relationship).toBe("friend")
      expect(profile).not.toHaveProperty("pendingRequestId")
      expect(errorOf(await ben.b.send("POST", `/api/friend-requests/${request.id}/accept`))).toMatchObject({ status: 404, error: "FriendRequestNotFound" })
    })

    it("either friend removes the friendship for both; then they may ask again", async () => {
      const cat = await fan(t, "cat@example.com", "Cat")
      const dan = await fan(t, "dan@example.com", "Dan")
      await befriend(cat, dan)
      expect((await dan.b.send("DELETE", `/api/friends/${cat.id}`)).statusCode).toBe(204)
      expect([await friendIds(cat), await friendIds(dan)]).toEqual([[], []])
      expect(errorOf(await cat.b.send("DELETE", `/api/friends/${dan.id}`))).toEqual({
        status: 404,
        error: "NotFriends",
        message: "You are not friends with this user."
      })
      expect((await cat.b.get(`/api/profiles/${dan.id}`)).json().relationship).toBe("none")
      await sendRequest(cat, dan)
    })

    it("the receiver rejects, the sender cancels; neither makes a friendship", async () => {
      const eve = await fan(t, "eve@example.com", "Eve")
      const fay = await fan(t, "fay@example.com")
      const rejected = await sendRequest(eve, fay)
      expect((await fay.b.send("POST", `/api/friend-requests/${rejected}/reject`)).statusCode).toBe(204)
      expect(await requestIds(eve)).toEqual({ incoming: [], outgoing: [] })
      const cancelled = await sendRequest(fay, eve)
      expect((await eve.b.get("/api/friend-requests")).json().incoming[0]).toMatchObject({ senderName: "fay", receiverName: "Eve" })
      expect((await fay.b.send("DELETE", `/api/friend-requests/${cancelled}`)).statusCode).toBe(204)
      expect(await requestIds(eve)).toEqual({ incoming: [], outgoing: [] })
      expect([await friendIds(eve), await friendIds(fay)]).toEqual([[], []])
      expect(errorOf(await fay.b.send("DELETE", `/api/friend-requests/${cancelled}`))).toMatchObject({ status: 404 })
    })

    it("refuses requests to oneself, to friends, twice between the same two, and to nobody, with the spec's messages", async () => {
      const gil = await fan(t, "gil@example.com")
      const hal = await fan(t, "hal@example.com")
      const ivy = await fan(t, "ivy@example.com")
      await befriend(gil, hal)
      await sendRequest(gil, ivy)
      const refusals = [
        [{ userId: gil.id }, 400, "CannotFriendYourself", "You can't send a friend request to yourself."],
        [{ email: "GIL@example.com" }, 400, "CannotFriendYourself", "You can't send a friend request to yourself."],
        [{ userId: hal.id }, 409, "AlreadyFriends", "You are already friends with this user."],
        [{ userId: ivy.id }, 409, "FriendRequestAlreadyExists", "A friend request to this user already exists"],
        [{ userId: "00000000-0000-4000-8000-00000000ffff" }, 404, "UserNotFound", "No user found with that email address."],
        [{ email: "not an address" }, 400, "InvalidEmail", "Please enter a valid email"]
      ] as const
      for (const [body, status, error, message] of refusals) {
        expect(errorOf(await gil.b.send("POST", "/api/friend-requests", body)), JSON.stringify(body)).toEqual({ status, error, message })
      }
      expect(errorOf(await ivy.b.send("POST", "/api/friend-requests", { userId: gil.id }))).toMatchObject({ status: 409, error: "FriendRequestAlreadyExists" })
      expect(errorOf(await gil.b.send("POST", "/api/friend-requests", { name: "x" }))).toMatchObject({ status: 400, error: "InvalidRequest" })
      expect((await requestIds(ivy)).incoming).toHaveLength(1)
    })

    // Another way: an accepted invitation befriends the two while a request between them may be pending.
    it("a sent request whose receiver became a friend another way is hidden from the sender's list", async () => {
      const jo = await fan(t, "jo@example.com")
      const kim = await fan(t, "kim@example.com")
      const id = await sendRequest(jo, kim)
      await t.runtime.runPromise(FriendshipRepo.use((f) => f.add(jo.id, kim.id, Date.now())))
      expect(await requestIds(jo)).toEqual({ incoming: [], outgoing: [] })
      expect(await requestIds(kim)).toEqual({ incoming: [id], outgoing: [] })
    })

    it("the e-mail search finds a whole address in any letter case and says how the viewer stands", async () => {
      const lee = await fan(t, "lee@example.com", "Lee")
      const mo = await fan(t, "Mo.Search@example.com", "Mo")
      const search = async (email: string) => (await lee.b.get(`/api/users/search?email=${encodeURIComponent(email)}`)).json()
      expect(await search("mo.search@EXAMPLE.com")).toEqual({ user: { userId: mo.id, displayName: "Mo", relationship: "none" } })
      await sendRequest(lee, mo)
      expect((await search("Mo.Search@example.com")).user.relationship).toBe("request_sent")
      expect((await search("lee@example.com")).user.relationship).toBe("self")
      expect(await search("mo.search@example.co")).toEqual({ user: null })
      expect(await search("mo.search@example")).toMatchObject({ error: "InvalidEmail" })
      expect(await search("nobody@example.com")).toEqual({ user: null })
      expect(errorOf(await lee.b.get("/api/users/search"))).toMatchObject({ status: 400, error: "InvalidRequest" })
    })
  })
}
