/**
 * People hidden from one another over HTTP (issue #29): a block pair, both ways, and a suspended account, to everyone.
 * Profiles, requests, search and the e-mail paths answer exactly as for an unknown person; friends lists and requests
 * leave them out; plans show each member the plan without the other; the bell never names them. The block and the
 * suspension are made straight through the ports (blocks.test.ts and the moderation tests cover making them).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { LiveEvent } from "../../domain/live/events.ts"
import { LiveEvents } from "../../domain/live/live-events.ts"
import { BlockRepo } from "../../domain/safety/block-repo.ts"
import type { PlanDto } from "../../domain/plans/contract.ts"
import { liftInStore, suspendInStore } from "../contracts/suspensions.ts"
import { errorOf, ok } from "../support/accounts.ts"
import { mailCount, memoryApp, postgresApp, type TestApp } from "../support/app.ts"
import { catalogueAroundToday, insertConcerts } from "../support/concerts.ts"
import { befriend, type Fan, fan, friendIds, requestIds, sendRequest } from "../support/friends.ts"

/** A well-formed id of nobody. */
const NOBODY = "00000000-0000-4000-8000-00000000dead"

/** An error answer without the id it names, to compare with an unknown person's. */
const refusal = (res: Parameters<typeof errorOf>[0]) => {
  const { status, error, message } = errorOf(res) as { status: number; error: string; message: string }
  return { status, error, message }
}

for (const [name, make] of [
  ["memory", memoryApp],
  ["postgres", postgresApp]
] as const) {
  describe(`people hidden from one another (${name})`, () => {
    let t: TestApp
    let ann: Fan, ben: Fan, cat: Fan, dan: Fan
    const concert = catalogueAroundToday(1, 5, 29)[0]!

    /** The live events of these fans' streams, as the API's hub delivers them. */
    const listen = async (...fans: ReadonlyArray<Fan>) => {
      const events = new Map(fans.map((f) => [f.id, [] as Array<LiveEvent>]))
      const stops = await Promise.all(
        fans.map((f) =>
          t.runtime.runPromise(LiveEvents.use((live) => live.subscribe(f.id, { deliver: (e) => events.get(f.id)!.push(e), end: () => undefined })))
        )
      )
      return {
        of: (f: Fan) => events.get(f.id)!,
        until: async (done: () => boolean) => {
          for (let waited = 0; !done(); waited += 5) {
            if (waited > 5_000) throw new Error("the live events did not arrive")
            await new Promise((resolve) => setTimeout(resolve, 5))
          }
        },
        stop: () => {
          for (const stop of stops) stop()
        }
      }
    }
    const block = (blocker: Fan, blocked: Fan) => t.runtime.runPromise(BlockRepo.use((repo) => repo.block(blocker.id, blocked.id, Date.now())))
    const suspend = (f: Fan) => t.runtime.runPromise(suspendInStore(f.id, Date.now() - 60_000, null))
    const lift = (f: Fan) => t.runtime.runPromise(liftInStore(f.id))

    beforeAll(async () => {
      t = await make()
      await insertConcerts(t, [concert])
      ;[ann, ben, cat, dan] = (await Promise.all(["Ann", "Ben", "Cat", "Dan"].map((n) => fan(t, `${n.toLowerCase()}@hidden.test`, n)))) as [Fan, Fan, Fan, Fan]
      // Ann and Ben are friends of friends through Cat; Dan is Ann's and Cat's friend. Ann then blocks Ben.
      await befriend(cat, ann)
      await befriend(cat, ben)
      await befriend(ann, dan)
      await befriend(cat, dan)
      await sendRequest(ben, ann)
      await block(ann, ben)
    })
    afterAll(() => t.close())

    it("each profile and its activity answer as an unknown id's, both ways; a third fan still sees both", async () => {
      const unknown = refusal(await ann.b.get(`/api/profiles/${NOBODY}`))
      expect(unknown).toMatchObject({ status: 404, error: "ProfileNotFound" })
      for (const [viewer, other] of [
        [ann, ben],
        [ben, ann]
      ] as const) {
        expect(refusal(await viewer.b.get(`/api/profiles/${other.id}`))).toEqual(unknown)
        expect(refusal(await viewer.b.get(`/api/profiles/${other.id.toUpperCase()}`))).toEqual(unknown)
        expect(refusal(await viewer.b.get(`/api/profiles/${other.id}/activity`))).toEqual(refusal(await viewer.b.get(`/api/profiles/${NOBODY}/activity`)))
        expect(ok(await cat.b.get(`/api/profiles/${other.id}`))).toMatchObject({ userId: other.id, relationship: "friend" })
      }
    })

    it("a friend request by id, either way, is refused as to an unknown id; the search answers as for an unknown address", async () => {
      const unknown = refusal(await ann.b.send("POST", "/api/friend-requests", { userId: NOBODY }))
      expect(unknown).toMatchObject({ status: 404, error: "UserNotFound" })
      expect(refusal(await ann.b.send("POST", "/api/friend-requests", { userId: ben.id }))).toEqual(unknown)
      expect(refusal(await ben.b.send("POST", "/api/friend-requests", { userId: ann.id }))).toEqual(unknown)
      expect(ok(await ben.b.get(`/api/users/search?email=${encodeURIComponent(ann.email)}`))).toEqual({ user: null })
      expect(ok(await ann.b.get(`/api/users/search?email=${encodeURIComponent(ben.email.toUpperCase())}`))).toEqual({ user: null })
      expect(ok(await cat.b.get(`/api/users/search?email=${encodeURIComponent(ben.email)}`))).toMatchObject({ user: { userId: ben.id } })
      // Ben's request sent before the block is in neither list, and cannot be answered or cancelled.
      expect(await requestIds(ann)).toEqual({ incoming: [], outgoing: [] })
      expect(await requestIds(ben)).toEqual({ incoming: [], outgoing: [] })
    })

    it("by e-mail, the Add Friends form and an invitation answer as for an address without an account, and nothing reaches the other", async () => {
      const before = ok<{ inviteCount: number }>(await ben.b.get("/api/invitations")).inviteCount
      const mailed = [await mailCount(t, ann.email), await mailCount(t, ben.email)]
      const stranger = ok<{ invitation: Record<string, unknown> }>(await ben.b.send("POST", "/api/friend-requests", { email: "nobody@hidden.test" }), 201)
      const sent = ok<{ invitation: Record<string, unknown> }>(await ben.b.send("POST", "/api/friend-requests", { email: ann.email }), 201)
      expect(Object.keys(sent)).toEqual(Object.keys(stranger))
      expect(sent.invitation).toMatchObject({ email: ann.email, status: "pending" })
      const invited = ok<{ outcome: string; inviteCount: number }>(await ann.b.send("POST", "/api/invitations", { email: ben.email }), 201)
      expect(invited).toMatchObject({ outcome: "invitation_sent" })
      // As for any address: the invite is spent, the invitation listed, a second one refused as already invited.
      expect(ok<{ inviteCount: number; invitations: Array<{ id: string }> }>(await ben.b.get("/api/invitations"))).toMatchObject({
        inviteCount: before - 2,
        invitations: [{ id: sent.invitation.id }, { id: stranger.invitation.id }]
      })
      expect(refusal(await ben.b.send("POST", "/api/invitations", { email: ann.email }))).toMatchObject({ status: 409, error: "AlreadyInvited" })
      expect(ok(await ben.b.send("POST", `/api/invitations/${sent.invitation.id}/resend`))).toMatchObject({ invitation: { email: ann.email } })
      expect(await mailCount(t, "nobody@hidden.test")).toBe(1)
      expect([await mailCount(t, ann.email), await mailCount(t, ben.email)]).toEqual(mailed)
      expect(ok<{ items: Array<{ text: string }> }>(await ann.b.get("/api/notifications")).items.filter((i) => i.text.includes("Ben"))).toEqual([])
    })

    it("a suspended friend leaves their friends' lists, requests, profile and search, and comes back once it is lifted", async () => {
      const eve = await fan(t, "eve@hidden.test", "Eve")
      await befriend(eve, dan)
      const pending = await sendRequest(eve, cat)
      await suspend(eve)
      expect(await friendIds(dan)).not.toContain(eve.id)
      expect(await requestIds(cat)).toEqual({ incoming: [], outgoing: [] })
      expect(refusal(await cat.b.send("POST", `/api/friend-requests/${pending}/accept`))).toMatchObject({ status: 404, error: "FriendRequestNotFound" })
      expect(refusal(await dan.b.send("DELETE", `/api/friends/${eve.id}`))).toMatchObject({ status: 404, error: "NotFriends" })
      expect(refusal(await dan.b.get(`/api/profiles/${eve.id}`))).toMatchObject({ status: 404, error: "ProfileNotFound" })
      expect(ok(await dan.b.get(`/api/users/search?email=${encodeURIComponent(eve.email)}`))).toEqual({ user: null })
      expect(refusal(await dan.b.send("POST", "/api/friend-requests", { userId: eve.id }))).toMatchObject({ status: 404, error: "UserNotFound" })
      await lift(eve)
      expect(await friendIds(dan)).toContain(eve.id)
      expect(await requestIds(cat)).toEqual({ incoming: [pending], outgoing: [] })
    })

    it("in a plan of both, each sees it without the other: members, spares, messages and news; a third member sees all", async () => {
      const plan = ok<PlanDto>(await cat.b.send("POST", "/api/plans", { concertId: concert.id }), 201)
      ok(await cat.b.send("POST", `/api/plans/${plan.id}/members`, { userIds: [ann.id, ben.id, dan.id] }))
      for (const f of [ann, dan]) ok(await f.b.send("PUT", `/api/plans/${plan.id}/ticket`, { status: "needs_ticket", spares: 0 }))
      ok(await ben.b.send("PUT", `/api/plans/${plan.id}/ticket`, { status: "has_ticket", spares: 2 }))
      ok(await dan.b.send("POST", `/api/plans/${plan.id}/spare-requests`, { holderId: ben.id }))
      const heard = await listen(ann, dan)
      ok(await ben.b.send("POST", `/api/plans/${plan.id}/messages`, { text: "Ben here" }), 201)
      ok(await ann.b.send("POST", `/api/plans/${plan.id}/messages`, { text: "Ann here" }), 201)
      // Live, Dan hears both messages; Ann, who hears them in order, only her own.
      await heard.until(() => heard.of(dan).filter((e) => e.type === "plan_message").length === 2)
      expect(heard.of(ann).filter((e) => e.type === "plan_message")).toHaveLength(1)
      heard.stop()
      const members = async (f: Fan) =>
        ok<PlanDto>(await f.b.get(`/api/plans/${plan.id}`))
          .members.map((m) => m.userId)
          .sort()
      const authors = async (f: Fan) =>
        ok<{ messages: Array<{ authorId: string }> }>(await f.b.get(`/api/plans/${plan.id}/messages`)).messages.map((m) => m.authorId)
      expect(await members(ann)).toEqual([cat.id, ann.id, dan.id].sort())
      expect(await members(ben)).toEqual([cat.id, ben.id, dan.id].sort())
      expect(await members(cat)).toEqual([cat.id, ann.id, ben.id, dan.id].sort())
      expect(await authors(ann)).toEqual([ann.id])
      expect(await authors(ben)).toEqual([ben.id])
      expect(await authors(cat)).toEqual([ben.id, ann.id])
      expect(ok<PlanDto>(await ann.b.get(`/api/plans/${plan.id}`)).spareRequests).toEqual([])
      expect(ok<PlanDto>(await cat.b.get(`/api/plans/${plan.id}`)).spareRequests).toHaveLength(1)
      const summary = (f: Fan) => f.b.get("/api/plans").then((res) => ok<{ plans: Array<{ id: string; memberCount: number }> }>(res).plans)
      expect((await summary(ann)).find((p) => p.id === plan.id)?.memberCount).toBe(3)
      expect((await summary(dan)).find((p) => p.id === plan.id)?.memberCount).toBe(4)
      // Ben's spares are not Ann's to ask for: he is not a member she sees.
      expect(refusal(await ann.b.send("POST", `/api/plans/${plan.id}/spare-requests`, { holderId: ben.id }))).toMatchObject({
        status: 404,
        error: "PlanMemberNotFound"
      })
      // Ben's message and spares are no news to Ann; they are to Dan.
      const kinds = async (f: Fan) => ok<{ items: Array<{ kind: string }> }>(await f.b.get("/api/notifications")).items.map((i) => i.kind)
      expect(await kinds(ann)).not.toContain("plan_spare_offered")
      expect(await kinds(dan)).toContain("plan_spare_offered")
      expect(await kinds(cat)).toContain("plan_message")
    })

    it("a hidden friend is neither suggested for a plan nor added to one: refused as a stranger is", async () => {
      const fay = await fan(t, "fay@hidden.test", "Fay")
      await befriend(ann, fay)
      const plan = ok<PlanDto>(await ann.b.send("POST", "/api/plans", { concertId: concert.id }), 201)
      const suggested = async () =>
        ok<{ friends: Array<{ userId: string }> }>(await ann.b.get(`/api/plans/${plan.id}/suggestions`)).friends.map((f) => f.userId)
      expect(await suggested()).toContain(fay.id)
      await suspend(fay)
      expect(await suggested()).not.toContain(fay.id)
      const stranger = refusal(await ann.b.send("POST", `/api/plans/${plan.id}/members`, { userIds: [ben.id] }))
      expect(stranger).toMatchObject({ status: 409, error: "PlanInviteeNotFriend" })
      expect(refusal(await ann.b.send("POST", `/api/plans/${plan.id}/members`, { userIds: [fay.id] }))).toEqual(stranger)
    })

    it("the bell leaves out news of someone suspended since, in its list and its count", async () => {
      const gus = await fan(t, "gus@hidden.test", "Gus")
      await sendRequest(gus, dan)
      const bell = async () => ok<{ unread: number; items: Array<{ kind: string }> }>(await dan.b.get("/api/notifications"))
      const before = await bell()
      expect(before.items[0]).toMatchObject({ kind: "friend_request_received" })
      await suspend(gus)
      const after = await bell()
      expect(after.unread).toBe(before.unread - 1)
      expect(after.items).toEqual(before.items.slice(1))
    })
  })
}
