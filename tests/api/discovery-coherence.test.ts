/**
 * Discovery's circles are not recomputed from every friendship per request: each instance answers from its social-graph
 * index (issue #33), which reads the change log before each request. Two API instances on one database:
 * a friendship made or ended, a visibility changed or an account deleted through one instance shows on the
 * very next page of both, in the page's counts, its names and a concert's full list.
 */
import pg from "pg"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { graphReady, postgresAppOn, type TestApp } from "../support/app.ts"
import { browser, type Browser } from "../support/browser.ts"
import { catalogueAroundToday, insertConcerts } from "../support/concerts.ts"
import { befriend, type Fan, fan } from "../support/friends.ts"
import { testDatabase } from "../support/pg.ts"

const SECRET = "one-secret-for-every-instance-0123456789"

interface Annotated {
  readonly id: string
  readonly friendCountByDegree: Record<"friends" | "friendsOfFriends" | "others", { interested: number; hasTickets: number }>
  readonly friendInterests: ReadonlyArray<{ userId: string; degree: 1 | 2 | null }>
}

describe("discovery on two instances: the very next page after a change", () => {
  let db: Awaited<ReturnType<typeof testDatabase>>
  let a: TestApp
  let b: TestApp
  let viewer: Fan, friend: Fan, friendOfFriend: Fan
  let onA: Browser, onB: Browser
  const [concert] = catalogueAroundToday(1, 1, 3)

  beforeAll(async () => {
    db = await testDatabase()
    a = await postgresAppOn(db.url, { sessionSecret: SECRET, graph: true })
    b = await postgresAppOn(db.url, { sessionSecret: SECRET, graph: true })
    await insertConcerts(a, [concert!])
    viewer = await fan(a, "viewer@example.com", "Viewer")
    friend = await fan(a, "friend@example.com", "Friend")
    friendOfFriend = await fan(a, "fof@example.com", "Fof")
    await befriend(friend, friendOfFriend)
    expect((await friendOfFriend.b.send("PUT", `/api/concerts/${concert!.id}/interest`, { status: "has_tickets" })).statusCode).toBe(200)
    onA = viewer.b
    onB = browser(b.app, "198.51.100.40", viewer.b.cookies)
    // Both instances answer from their social-graph index (issue #33), kept current from the change log.
    await Promise.all([graphReady(a), graphReady(b)])
  })
  afterAll(async () => {
    await a?.close()
    await b?.close()
    await db?.drop()
  })

  /** What the viewer's page says of the concert with friends of friends, on one instance: undefined if not kept. */
  const pageOn = async (on: Browser): Promise<Annotated | undefined> => {
    const res = await on.get("/api/concerts?friends=friends_of_friends&activity=interest")
    expect(res.statusCode, res.body).toBe(200)
    return (res.json().concerts as Array<Annotated>).find((c) => c.id === concert!.id)
  }
  const fullListOn = async (on: Browser) => {
    const res = await on.get(`/api/concerts/${concert!.id}/interests?friends=friends_of_friends`)
    expect(res.statusCode, res.body).toBe(200)
    return (res.json().interests as Array<{ userId: string; degree: 1 | 2 | null }>).map((s) => [s.userId, s.degree])
  }
  const seenOnBoth = async (expected: Array<[string, 1 | 2]>) => {
    for (const on of [onA, onB]) {
      const page = await pageOn(on)
      if (expected.length === 0) expect(page).toBeUndefined()
      else {
        expect(page?.friendInterests.map((s) => [s.userId, s.degree])).toEqual(expected)
        expect(page?.friendCountByDegree.friends.hasTickets).toBe(expected.filter(([, d]) => d === 1).length)
        expect(page?.friendCountByDegree.friendsOfFriends.hasTickets).toBe(expected.filter(([, d]) => d === 2).length)
      }
      expect(await fullListOn(on)).toEqual(expected)
    }
  }

  it("a friendship made on A, a visibility changed and a friendship ended on B, an account deleted: each on the next page of both", async () => {
    // Warm both instances: nobody in the viewer's circle yet.
    await seenOnBoth([])

    // The viewer befriends the friend on A: the friend's friend is now degree 2, on both.
    await befriend(viewer, friend)
    await seenOnBoth([[friendOfFriend.id, 2]])

    // The friend of a friend shows friends only, through B: hidden at degree 2 on both.
    const fofOnB = browser(b.app, "198.51.100.41", friendOfFriend.b.cookies)
    expect((await fofOnB.send("PUT", "/api/settings", { concertVisibility: "friends_only" })).statusCode).toBe(200)
    await seenOnBoth([])
    expect((await fofOnB.send("PUT", "/api/settings", { concertVisibility: "friends_of_friends" })).statusCode).toBe(200)
    await seenOnBoth([[friendOfFriend.id, 2]])

    // The viewer ends the friendship on B: out of the circle on both.
    expect((await onB.send("DELETE", `/api/friends/${friend.id}`)).statusCode).toBe(204)
    await seenOnBoth([])

    // Friends again, then the friend's account is deleted: the walk through them is gone on both.
    await befriend(viewer, friend)
    await seenOnBoth([[friendOfFriend.id, 2]])
    const client = new pg.Client({ connectionString: db.url })
    await client.connect()
    await client.query("DELETE FROM users WHERE id = $1", [friend.id]).finally(() => client.end())
    await seenOnBoth([])

    // Befriended directly on A: degree 1 on both.
    await befriend(friendOfFriend, viewer)
    await seenOnBoth([[friendOfFriend.id, 1]])
  })
})
