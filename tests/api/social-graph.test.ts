/**
 * The social-graph index under failure (issue #33): health keeps an instance out of the balancer until its index is
 * loaded; a change log it can no longer read makes SQL answer (the same pages) until it can; rows pruned before it
 * read them make it load again rather than serve a stale answer; the dashboard on the index is the dashboard on SQL.
 */
import pg from "pg"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { pruneChanges } from "../../adapters/graph/catch-up.pg.ts"
import { makePool } from "../../adapters/postgres/pool.ts"
import { graphReady, postgresAppOn, type TestApp } from "../support/app.ts"
import { browser } from "../support/browser.ts"
import { catalogueAroundToday, insertConcerts } from "../support/concerts.ts"
import { befriend, type Fan, fan } from "../support/friends.ts"
import { testDatabase } from "../support/pg.ts"
import { waitUntil } from "../support/wait.ts"

describe("the social-graph index", () => {
  let db: Awaited<ReturnType<typeof testDatabase>>
  let onIndex: TestApp
  let onSql: TestApp
  let viewer: Fan, friend: Fan, fof: Fan
  const concerts = catalogueAroundToday(4, 1, 5)
  const sqlOn = async (statement: string) => {
    const client = new pg.Client({ connectionString: db.url })
    await client.connect()
    try {
      return (await client.query(statement)).rows
    } finally {
      await client.end()
    }
  }
  const health = async () => (await onIndex.app.inject({ url: "/api/health" })).json().graph as string
  /** What the viewer sees on both instances: the page with friends of friends, a concert's list and the dashboard. */
  const views = async () => {
    const on = async (t: TestApp) => {
      const as = browser(t.app, "198.51.100.60", viewer.b.cookies)
      const get = async (url: string) => {
        const res = await as.get(url)
        expect(res.statusCode, res.body).toBe(200)
        return res.json()
      }
      return {
        page: await get("/api/concerts?friends=friends_of_friends&activity=interest"),
        list: await get(`/api/concerts/${concerts[0]!.id}/interests?friends=anyone`),
        dashboard: await get("/api/dashboard")
      }
    }
    return { index: await on(onIndex), sql: await on(onSql) }
  }

  beforeAll(async () => {
    db = await testDatabase()
    onIndex = await postgresAppOn(db.url, { sessionSecret: "one-secret-for-every-instance-0123456789", graph: true })
    onSql = await postgresAppOn(db.url, { sessionSecret: "one-secret-for-every-instance-0123456789" })
    await insertConcerts(onIndex, concerts)
    viewer = await fan(onIndex, "viewer@example.com", "Viewer")
    friend = await fan(onIndex, "friend@example.com", "Friend")
    fof = await fan(onIndex, "fof@example.com", "Fof")
    await befriend(viewer, friend)
    await befriend(friend, fof)
    for (const [who, concert, status] of [
      [friend, 0, "has_tickets"],
      [fof, 0, "has_tickets"],
      [fof, 1, "interested"],
      [friend, 1, "interested"]
    ] as const)
      expect((await who.b.send("PUT", `/api/concerts/${concerts[concert]!.id}/interest`, { status })).statusCode).toBe(200)
  })
  afterAll(async () => {
    await onIndex?.close()
    await onSql?.close()
    await db?.drop()
  })

  it("answers the page, a concert's list and the dashboard as SQL does, Ready to Go and Building Interest included", async () => {
    await graphReady(onIndex)
    expect((await onIndex.app.inject({ url: "/api/health" })).statusCode).toBe(200)
    const { index, sql } = await views()
    expect(index).toEqual(sql)
    expect(index.dashboard.opportunities.readyToGo.map((o: { concert: { id: string } }) => o.concert.id)).toEqual([concerts[0]!.id])
    expect(index.dashboard.opportunities.buildingInterest.map((o: { concert: { id: string } }) => o.concert.id)).toEqual([concerts[1]!.id])
  })

  it("shows a concert's edit, a new concert and a deleted one on the next page (the rows it keeps go with the change)", async () => {
    await graphReady(onIndex)
    const artistOf = (page: { concerts: Array<{ id: string; artist: string }> }, id: string) => page.concerts.find((c) => c.id === id)?.artist
    expect(artistOf((await views()).index.page, concerts[0]!.id)).toBe(concerts[0]!.artist)
    await sqlOn(`UPDATE concerts SET artist = 'Renamed Act' WHERE id = '${concerts[0]!.id}'`)
    const edited = await views()
    expect(edited.index).toEqual(edited.sql)
    expect(artistOf(edited.index.page, concerts[0]!.id)).toBe("Renamed Act")
    const [extra] = catalogueAroundToday(1, 9, 77)
    await insertConcerts(onSql, [extra!])
    expect((await fof.b.send("PUT", `/api/concerts/${extra!.id}/interest`, { status: "interested" })).statusCode).toBe(200)
    const added = await views()
    expect(added.index).toEqual(added.sql)
    expect(artistOf(added.index.page, extra!.id)).toBe(extra!.artist)
    await sqlOn(`DELETE FROM concerts WHERE id = '${extra!.id}'`)
    const deleted = await views()
    expect(deleted.index).toEqual(deleted.sql)
    expect(artistOf(deleted.index.page, extra!.id)).toBeUndefined()
  })

  it("lets SQL answer while it cannot read the change log, and follows it again once it can", async () => {
    await graphReady(onIndex)
    // The log's reader fails (it reads the pruning mark with the log) while writes, which only append, go on.
    await sqlOn("ALTER TABLE graph_changes_pruned RENAME TO graph_changes_pruned_away")
    try {
      // A write it cannot read of: the next page must still show it, from SQL.
      expect((await fof.b.send("PUT", `/api/concerts/${concerts[2]!.id}/interest`, { status: "has_tickets" })).statusCode).toBe(200)
      const { index, sql } = await views()
      expect(index).toEqual(sql)
      expect(index.page.concerts.map((c: { id: string }) => c.id)).toContain(concerts[2]!.id)
      expect(await health()).toBe("behind")
      expect((await onIndex.app.inject({ url: "/api/health" })).statusCode).toBe(200)
    } finally {
      await sqlOn("ALTER TABLE graph_changes_pruned_away RENAME TO graph_changes_pruned")
    }
    await graphReady(onIndex)
    const { index, sql } = await views()
    expect(index).toEqual(sql)
  })

  it("loads again when the log's rows it had not read were pruned, and never serves the stale answer", async () => {
    await graphReady(onIndex)
    // Rows the index has not read yet, made old, then pruned: it must not miss them.
    await sqlOn("ALTER TABLE graph_changes_pruned RENAME TO graph_changes_pruned_away")
    expect((await fof.b.send("PUT", `/api/concerts/${concerts[3]!.id}/interest`, { status: "interested" })).statusCode).toBe(200)
    expect((await friend.b.send("PUT", `/api/concerts/${concerts[3]!.id}/interest`, { status: "interested" })).statusCode).toBe(200)
    // Pruned as pruneChanges prunes (below), before the reader can see them.
    await sqlOn(`WITH gone AS (DELETE FROM graph_changes RETURNING xid)
      UPDATE graph_changes_pruned_away SET through = (SELECT max(xid) FROM gone)`)
    await sqlOn("ALTER TABLE graph_changes_pruned_away RENAME TO graph_changes_pruned")
    const { index, sql } = await views()
    expect(index).toEqual(sql)
    expect(index.dashboard.opportunities.buildingInterest.map((o: { concert: { id: string } }) => o.concert.id)).toContain(concerts[3]!.id)
    await waitUntil("the index loaded again", async () => (await health()) === "ready", 10_000)
    const again = await views()
    expect(again.index).toEqual(again.sql)
  })

  it("prunes the log's rows older than an hour and marks the newest transaction among them", async () => {
    expect((await fof.b.send("PUT", `/api/concerts/${concerts[3]!.id}/interest`, { status: "has_tickets" })).statusCode).toBe(200)
    expect((await friend.b.send("PUT", `/api/concerts/${concerts[2]!.id}/interest`, { status: "interested" })).statusCode).toBe(200)
    const [{ newest }] = (await sqlOn("SELECT max(xid)::text AS newest FROM graph_changes")) as [{ newest: string }]
    await sqlOn("UPDATE graph_changes SET at = now() - interval '2 hours' WHERE xid < (SELECT max(xid) FROM graph_changes)")
    const pool = await makePool(db.url, { maximumPoolSize: 1 })
    try {
      expect(await pruneChanges(pool)).toBeGreaterThan(0)
    } finally {
      await pool.end()
    }
    expect(await sqlOn("SELECT count(*)::int AS n FROM graph_changes")).toEqual([{ n: 1 }])
    const [{ through }] = (await sqlOn("SELECT through::text FROM graph_changes_pruned")) as [{ through: string }]
    expect(BigInt(through)).toBeLessThan(BigInt(newest))
    await graphReady(onIndex)
    const { index, sql } = await views()
    expect(index).toEqual(sql)
  })
})
