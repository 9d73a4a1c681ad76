/** Visibility through every discovery route: who sees whose interest, from degrees 1, 2 and none. */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Visibility } from "../../domain/accounts/contract.ts"
import { postgresApp, type TestApp } from "../support/app.ts"
import { catalogueAroundToday, insertConcerts } from "../support/concerts.ts"
import { befriend, type Fan, fan } from "../support/friends.ts"

interface Shown {
  userId: string
  displayName: string
  interestStatus: string
  degree: 1 | 2 | null
}
interface Annotated {
  id: string
  userInterest: string | null
  friendCount: { interested: number; hasTickets: number }
  friendCountByDegree: Record<"friends" | "friendsOfFriends" | "others", { interested: number; hasTickets: number }>
  friendInterests: Array<Shown>
}

describe("discovery visibility on PostgreSQL", () => {
  let t: TestApp
  let viewer: Fan, friend: Fan, friendOfFriend: Fan, stranger: Fan, uninterested: Fan
  const [concert] = catalogueAroundToday(1, 1, 11)

  beforeAll(async () => {
    t = await postgresApp()
    await insertConcerts(t, [concert!])
    ;[viewer, friend, friendOfFriend, stranger, uninterested] = (await Promise.all(
      ["viewer", "friend", "fof", "stranger", "meh"].map((name) => fan(t, `${name}@example.com`, name === "fof" ? undefined : name))
    )) as [Fan, Fan, Fan, Fan, Fan]
    await befriend(viewer, friend)
    await befriend(friend, friendOfFriend)
    await befriend(viewer, uninterested)
    const mark = async (f: Fan, status: string) => expect((await f.b.send("PUT", `/api/concerts/${concert!.id}/interest`, { status })).statusCode).toBe(200)
    await mark(viewer, "has_tickets")
    await mark(friend, "has_tickets")
    await mark(friendOfFriend, "interested")
    await mark(stranger, "has_tickets")
    await mark(uninterested, "not_interested")
    await uninterested.b.send("PUT", "/api/settings", { concertVisibility: "public" })
  })
  afterAll(() => t.close())

  const setAll = async (visibility: Visibility) => {
    for (const f of [friend, friendOfFriend, stranger]) {
      expect((await f.b.send("PUT", "/api/settings", { concertVisibility: visibility })).statusCode).toBe(200)
    }
  }
  const concertsAs = async (f: Fan, query: string): Promise<Array<Annotated>> => {
    const res = await f.b.get(`/api/concerts?${query}`)
    expect(res.statusCode, res.body).toBe(200)
    return res.json().concerts
  }
  const shownTo = async (f: Fan, friends: string) => (await concertsAs(f, `friends=${friends}`))[0]!.friendInterests.map((s) => s.userId)

  for (const visibility of ["public", "friends_of_friends", "friends_only", "private"] as const) {
    it(`with everyone ${visibility}: each route shows exactly whom the setting allows`, async () => {
      await setAll(visibility)
      const seesFriend = visibility !== "private"
      const seesSecond = visibility === "public" || visibility === "friends_of_friends"
      const seesStranger = visibility === "public"
      // Closest first: the friend, the friend of a friend, then the public stranger.
      const expected = [...(seesFriend ? [friend.id] : []), ...(seesSecond ? [friendOfFriend.id] : []), ...(seesStranger ? [stranger.id] : [])]
      expect(await shownTo(viewer, "anyone")).toEqual(expected)
      expect(await shownTo(viewer, "friends_of_friends")).toEqual(expected.filter((id) => id !== stranger.id))
      expect(await shownTo(viewer, "friends")).toEqual(seesFriend ? [friend.id] : [])

      const [annotated] = await concertsAs(viewer, "friends=anyone")
      expect(annotated!.userInterest).toBe("has_tickets")
      expect(annotated!.friendCount).toEqual({
        interested: seesSecond ? 1 : 0,
        hasTickets: (seesFriend ? 1 : 0) + (seesStranger ? 1 : 0)
      })
      expect(annotated!.friendCountByDegree).toEqual({
        friends: { interested: 0, hasTickets: seesFriend ? 1 : 0 },
        friendsOfFriends: { interested: seesSecond ? 1 : 0, hasTickets: 0 },
        others: { interested: 0, hasTickets: seesStranger ? 1 : 0 }
      })
      const listed = async (friends: string) => {
        const res = await viewer.b.get(`/api/concerts/${concert!.id}/interests?friends=${friends}`)
        expect(res.statusCode, res.body).toBe(200)
        return (res.json().interests as Array<Shown>).map((s) => s.userId)
      }
      expect(await listed("anyone")).toEqual(expected)
      expect(await listed("friends_of_friends")).toEqual(expected.filter((id) => id !== stranger.id))
      expect(await listed("friends")).toEqual(seesFriend ? [friend.id] : [])
      const degrees = Object.fromEntries(annotated!.friendInterests.map((s) => [s.userId, s.degree]))
      expect(degrees).toEqual({
        ...(seesFriend ? { [friend.id]: 1 } : {}),
        ...(seesSecond ? { [friendOfFriend.id]: 2 } : {}),
        ...(seesStranger ? { [stranger.id]: null } : {})
      })
      expect((await concertsAs(viewer, "friends=friends&activity=tickets")).length).toBe(seesFriend ? 1 : 0)
      expect((await concertsAs(viewer, "friends=friends_of_friends&activity=interest")).length).toBe(seesFriend || seesSecond ? 1 : 0)

      const dashboard = (await viewer.b.get("/api/dashboard")).json()
      expect(dashboard.friendActivity).toBe(seesFriend || seesSecond ? 1 : 0)
      expect(dashboard.friendActivityList.flatMap((c: Annotated) => c.friendInterests.map((s) => s.userId))).toEqual(
        expected.filter((id) => id !== stranger.id)
      )
      const ids = (list: Array<{ friendsWithTickets: Array<Shown>; friendsInterested: Array<Shown> }>) =>
        list.flatMap((o) => [...o.friendsWithTickets, ...o.friendsInterested].map((s) => s.userId))
      expect([...ids(dashboard.opportunities.readyToGo), ...ids(dashboard.opportunities.buildingInterest)]).not.toContain(stranger.id)
    })
  }

  it("never shows the viewer among others nor anyone's not_interested, and shows display names", async () => {
    await setAll("public")
    for (const f of [viewer, friend, stranger]) {
      const [annotated] = await concertsAs(f, "friends=anyone")
      const ids = annotated!.friendInterests.map((s) => s.userId)
      expect(ids).not.toContain(f.id)
      expect(ids).not.toContain(uninterested.id)
      const listed = ((await f.b.get(`/api/concerts/${concert!.id}/interests`)).json().interests as Array<Shown>).map((s) => s.userId)
      expect(listed).toEqual(ids)
    }
    const [seenByFriend] = await concertsAs(friend, "friends=anyone")
    expect(seenByFriend!.friendInterests.find((s) => s.userId === friendOfFriend.id)?.displayName).toBe("fof")
  })

  it("a stranger never sees the viewer's friends_of_friends activity", async () => {
    const [annotated] = await concertsAs(stranger, "friends=anyone")
    expect(annotated!.friendInterests.map((s) => s.userId)).not.toContain(viewer.id)
    expect(annotated!.userInterest).toBe("has_tickets")
    const listed = (await stranger.b.get(`/api/concerts/${concert!.id}/interests`)).json().interests as Array<Shown>
    expect(listed.map((s) => s.userId)).not.toContain(viewer.id)
  })
})
