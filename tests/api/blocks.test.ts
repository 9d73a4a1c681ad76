/**
 * Blocks over HTTP (issue #29), on both adapters: a block ends the friendship, cancels friend requests both ways and
 * deletes the notifications between the two; the blocker's private list and unblocking; the refusals; and from then
 * on neither appears to the other on the concerts page, a concert's page and its "Show all", search or the
 * dashboard, nor is a path to friends of friends, while a third person's view is unchanged. A suspended friend
 * vanishes the same way.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { UserRepo } from "../../domain/accounts/user-repo.ts"
import { errorOf } from "../support/accounts.ts"
import { memoryApp, postgresApp, type TestApp } from "../support/app.ts"
import { catalogueAroundToday, insertConcerts } from "../support/concerts.ts"
import { befriend, type Fan, fan, friendIds, requestIds, sendRequest } from "../support/friends.ts"
import { suspendInStore } from "../contracts/suspensions.ts"

interface Shown {
  readonly userId: string
}

for (const [name, make] of [
  ["memory", memoryApp],
  ["postgres", postgresApp]
] as const) {
  describe(`blocks over HTTP (${name})`, () => {
    let t: TestApp
    beforeAll(async () => {
      t = await make()
    })
    afterAll(() => t.close())

    const bell = async (f: Fan) => ((await f.b.get("/api/notifications")).json().items as Array<{ kind: string; text: string }>).map((n) => n.text)
    const blocked = async (f: Fan) => (await f.b.get("/api/blocks")).json().blocked as Array<{ userId: string; displayName: string; since: number }>

    it("a block ends the friendship, cancels requests both ways and deletes the notifications between the two; again changes nothing; unblocking lifts it", async () => {
      const ann = await fan(t, "ann@blocks.test", "Ann")
      const ben = await fan(t, "ben@blocks.test", "Ben")
      const cal = await fan(t, "cal@blocks.test", "Cal")
      await befriend(ann, ben)
      await befriend(cal, ann)
      expect((await bell(ann)).some((text) => text.includes("Ben"))).toBe(true)
      expect((await bell(ben)).some((text) => text.includes("Ann"))).toBe(true)
      const calsNews = (await bell(ann)).filter((text) => text.includes("Cal"))
      expect(calsNews).not.toEqual([])

      const res = await ann.b.send("POST", "/api/blocks", { userId: ben.id })
      expect(res.statusCode, res.body).toBe(201)
      const block = res.json()
      expect(block).toEqual({ userId: ben.id, displayName: "Ben", since: expect.any(Number) })
      expect([await friendIds(ann), await friendIds(ben)]).toEqual([[cal.id], []])
      expect((await bell(ann)).filter((text) => text.includes("Ben"))).toEqual([])
      expect((await bell(ben)).filter((text) => text.includes("Ann"))).toEqual([])
      expect((await bell(ann)).filter((text) => text.includes("Cal"))).toEqual(calsNews)
      expect(await blocked(ann)).toEqual([block])
      // Private: the blocked person's own list is theirs alone.
      expect(await blocked(ben)).toEqual([])

      const again = await ann.b.send("POST", "/api/blocks", { userId: ben.id.toUpperCase() })
      expect([again.statusCode, again.json()]).toEqual([201, block])
      expect(await blocked(ann)).toEqual([block])

      expect((await ann.b.send("DELETE", `/api/blocks/${ben.id}`)).statusCode).toBe(204)
      expect(await blocked(ann)).toEqual([])
      expect((await ann.b.send("DELETE", `/api/blocks/${ben.id}`)).statusCode).toBe(204)
      expect((await ann.b.send("DELETE", "/api/blocks/not-an-id")).statusCode).toBe(204)
      // What the block ended stays ended; they may become friends again.
      expect(await friendIds(ann)).toEqual([cal.id])
      await befriend(ben, ann)
    })

    it("pending requests either way are cancelled: neither list keeps them, and the receiver's news of them is gone", async () => {
      const dee = await fan(t, "dee@blocks.test", "Dee")
      const eli = await fan(t, "eli@blocks.test", "Eli")
      const fox = await fan(t, "fox@blocks.test", "Fox")
      const toDee = await sendRequest(eli, dee)
      const fromDee = await sendRequest(dee, fox)
      expect((await requestIds(dee)).incoming).toEqual([toDee])
      expect((await requestIds(dee)).outgoing).toEqual([fromDee])
      for (const other of [eli, fox]) expect((await dee.b.send("POST", "/api/blocks", { userId: other.id })).statusCode).toBe(201)
      for (const f of [dee, eli, fox]) expect(await requestIds(f)).toEqual({ incoming: [], outgoing: [] })
      expect((await bell(dee)).filter((text) => text.includes("Eli"))).toEqual([])
      expect((await bell(fox)).filter((text) => text.includes("Dee"))).toEqual([])
      // Newest first; two blocks within one millisecond are in the order of their ids.
      const list = await blocked(dee)
      expect(list.map((b) => b.userId).sort()).toEqual([fox.id, eli.id].sort())
      expect(list).toEqual([...list].sort((x, y) => y.since - x.since || (x.userId < y.userId ? -1 : 1)))
      if (list[0]!.since !== list[1]!.since) expect(list.map((b) => b.userId)).toEqual([fox.id, eli.id])
      expect(errorOf(await eli.b.send("POST", `/api/friend-requests/${toDee}/accept`))).toMatchObject({ status: 404 })
    })

    it("refuses oneself, and answers an unknown id, or someone who blocked the viewer, as an unknown profile", async () => {
      const gil = await fan(t, "gil@blocks.test", "Gil")
      const hal = await fan(t, "hal@blocks.test", "Hal")
      expect(errorOf(await gil.b.send("POST", "/api/blocks", { userId: gil.id }))).toEqual({
        status: 400,
        error: "CannotBlockSelf",
        message: "You cannot block yourself."
      })
      for (const userId of ["00000000-0000-4000-8000-00000000dead", "not-an-id"])
        expect(errorOf(await gil.b.send("POST", "/api/blocks", { userId }))).toMatchObject({ status: 404, error: "ProfileNotFound" })
      expect(errorOf(await gil.b.send("POST", "/api/blocks", { userId: "x".repeat(5000) }))).toMatchObject({ status: 400, error: "InvalidRequest" })
      const made = await hal.b.send("POST", "/api/blocks", { userId: gil.id })
      expect(made.json()).toMatchObject({ userId: gil.id, displayName: "Gil" })
      // Gil learns no more than Hal's profile tells them: nobody there.
      expect(errorOf(await gil.b.send("POST", "/api/blocks", { userId: hal.id }))).toMatchObject({ status: 404, error: "ProfileNotFound" })
      expect(await blocked(gil)).toEqual([])
      // An account without a profile (none made yet): the list names them as friends lists do.
      const kim = { id: "00000000-0000-4000-8000-0000000b10c5", email: "kim@blocks.test", passwordHash: "x", signupDisplayName: null, createdAt: Date.now() }
      await t.runtime.runPromise(UserRepo.use((users) => users.insert(kim)))
      expect((await gil.b.send("POST", "/api/blocks", { userId: kim.id })).json()).toMatchObject({ userId: kim.id, displayName: "Unknown User" })
    })

    it("at most 30 block changes in 10 minutes per person", async () => {
      const ivy = await fan(t, "ivy@blocks.test", "Ivy")
      const jon = await fan(t, "jon@blocks.test", "Jon")
      for (let n = 0; n < 15; n++) {
        expect((await ivy.b.send("POST", "/api/blocks", { userId: jon.id })).statusCode).toBe(201)
        expect((await ivy.b.send("DELETE", `/api/blocks/${jon.id}`)).statusCode).toBe(204)
      }
      expect(errorOf(await ivy.b.send("POST", "/api/blocks", { userId: jon.id }))).toMatchObject({ status: 429, error: "RateLimited" })
      expect(await blocked(ivy)).toEqual([])
    })

    describe("from then on, neither appears to the other; a third person's view is unchanged", () => {
      const [concert] = catalogueAroundToday(1, 3, 29)
      let me: Fan
      let friend: Fan
      let friendsFriend: Fan
      let blockee: Fan
      let blockeesFriend: Fan
      let third: Fan
      let suspended: Fan
      let suspendedsFriend: Fan

      const settings = async (f: Fan, concertVisibility: string) => expect((await f.b.send("PUT", "/api/settings", { concertVisibility })).statusCode).toBe(200)
      const mark = async (f: Fan, status: string) => expect((await f.b.send("PUT", `/api/concerts/${concert!.id}/interest`, { status })).statusCode).toBe(200)

      beforeAll(async () => {
        await insertConcerts(t, [concert!])
        const fans = await Promise.all(
          ["me", "friend", "friendsfriend", "blockee", "blockeesfriend", "third", "suspended", "suspendedsfriend"].map((who) =>
            fan(t, `${who}@view.blocks.test`, who)
          )
        )
        ;[me, friend, friendsFriend, blockee, blockeesFriend, third, suspended, suspendedsFriend] = fans as [Fan, Fan, Fan, Fan, Fan, Fan, Fan, Fan]
        await befriend(me, friend)
        await befriend(friend, friendsFriend)
        await befriend(me, blockee)
        await befriend(blockee, blockeesFriend)
        await befriend(third, blockee)
        await befriend(third, me)
        await befriend(me, suspended)
        await befriend(suspended, suspendedsFriend)
        await settings(me, "public")
        await settings(blockee, "public")
        for (const f of [me, friend, friendsFriend, blockee, blockeesFriend, suspended, suspendedsFriend]) await mark(f, "has_tickets")
      })

      /** Whom `f` is shown on the concert: its "Show all", its own page, the concerts page, search, Friend Activity; and the counts. */
      const seen = async (f: Fan) => {
        const all = (await f.b.get(`/api/concerts/${concert!.id}/interests`)).json().interests as Array<Shown>
        const page = (await f.b.get(`/api/concerts/${concert!.id}`)).json()
        const listed = ((await f.b.get("/api/concerts?friends=anyone")).json().concerts as Array<{ id: string; friendInterests: Array<Shown> }>).find(
          (c) => c.id === concert!.id
        )!
        const found = (
          (await f.b.get(`/api/search?q=${encodeURIComponent(concert!.artist)}`)).json().concerts as Array<{
            id: string
            friendInterests: Array<Shown>
          }>
        ).find((c) => c.id === concert!.id)!
        const dashboard = (await f.b.get("/api/dashboard")).json()
        const activity = (dashboard.friendActivityList as Array<{ id: string; friendInterests: Array<Shown> }>).find((c) => c.id === concert!.id)
        const ids = (shown: ReadonlyArray<Shown>) => shown.map((s) => s.userId).sort()
        return {
          all: ids(all),
          names: [
            ...new Set(
              [...page.friendInterests, ...listed.friendInterests, ...found.friendInterests, ...(activity?.friendInterests ?? [])].map((s) => s.userId)
            )
          ],
          count: page.friendCount.hasTickets as number,
          opportunities: [...dashboard.opportunities.readyToGo, ...dashboard.opportunities.buildingInterest].flatMap(
            (o: { friendsWithTickets: Array<Shown>; friendsInterested: Array<Shown> }) => [...o.friendsWithTickets, ...o.friendsInterested].map((s) => s.userId)
          ) as Array<string>
        }
      }

      it("a block hides each from the other and closes the path through the blocked friend; a suspended friend likewise", async () => {
        const before = { me: await seen(me), blockee: await seen(blockee), third: await seen(third) }
        expect(before.me.all).toEqual([friend, friendsFriend, blockee, blockeesFriend, suspended, suspendedsFriend].map((f) => f.id).sort())
        expect(before.blockee.all).toContain(me.id)
        expect(before.me.opportunities).toContain(blockee.id)

        expect((await me.b.send("POST", "/api/blocks", { userId: blockee.id })).statusCode).toBe(201)
        await t.runtime.runPromise(suspendInStore(suspended.id, Date.now() - 60_000, null))

        const after = { me: await seen(me), blockee: await seen(blockee), third: await seen(third) }
        // The blocked and the suspended are gone, and so are their friends, whom only they made friends of friends.
        expect(after.me.all).toEqual([friend, friendsFriend].map((f) => f.id).sort())
        for (const gone of [blockee, blockeesFriend, suspended, suspendedsFriend]) {
          expect(after.me.names).not.toContain(gone.id)
          expect(after.me.opportunities).not.toContain(gone.id)
        }
        expect(after.me.count).toBe(2)
        expect(after.blockee.all).not.toContain(me.id)
        expect(after.blockee.names).not.toContain(me.id)
        // The third person still sees both of them (only the suspended account is gone for everyone).
        expect(after.third.all).toEqual(before.third.all.filter((id) => id !== suspended.id))
        expect(after.third.all).toEqual(expect.arrayContaining([me.id, blockee.id]))
      })
    })
  })
}
