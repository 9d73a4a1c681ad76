/**
 * Reads on a real streaming replica (#20): a GET's lag-tolerant reads go to the replica, a person's own writes are
 * read back at once (read-your-writes by LSN), a replica too far behind or down costs no error (the primary
 * serves), and live events wait for the replica. The replica's replay is paused to make lag on demand.
 */
import { mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { freePort } from "../../adapters/postgres/embedded.ts"
import { migrate } from "../../adapters/postgres/migrate.ts"
import { makePool } from "../../adapters/postgres/pool.ts"
import { makeReadRouting } from "../../adapters/postgres/read-routing.ts"
import { LSN_COOKIE } from "../../apps/api/plugins/read-your-writes.ts"
import { type PostgresServer, startPrimary, startReplica } from "../../apps/cluster/postgres.ts"
import { signedInUser } from "../support/accounts.ts"
import { postgresAppOn, type TestApp } from "../support/app.ts"
import type { Browser } from "../support/browser.ts"
import { catalogueAroundToday, insertConcerts } from "../support/concerts.ts"
import { queryRows } from "../support/pg.ts"
import { sleep, waitUntil } from "../support/wait.ts"

const MAX_LAG_MS = 1_500

let dir: string
let primary: PostgresServer
let replica: PostgresServer
let t: TestApp
let fan: Browser
let concertId: string

const onReplica = (statement: string) => queryRows(replica.url, statement)
const replicaState = async () => JSON.parse((await fan.get("/api/health")).body).replica as string | undefined
const waitForReplica = (state: string) => waitUntil(`the replica ${state}`, async () => (await replicaState()) === state, 20_000)

/** The fan's status of the concert as GET /api/concerts shows it, with or without the fan's LSN cookie. */
const statusSeen = async (withCookie: boolean): Promise<string> => {
  const kept = fan.cookies.get(LSN_COOKIE)
  if (!withCookie) fan.cookies.delete(LSN_COOKIE)
  try {
    const res = await fan.get("/api/concerts?limit=50")
    expect(res.statusCode, res.body).toBe(200)
    const concert = (JSON.parse(res.body).concerts as Array<{ id: string; userInterest: string | null }>).find((c) => c.id === concertId)
    return concert === undefined ? "missing" : (concert.userInterest ?? "not_interested")
  } finally {
    if (kept !== undefined && !withCookie) fan.cookies.set(LSN_COOKIE, kept)
  }
}
const mark = async (status: string) => {
  const res = await fan.send("PUT", `/api/concerts/${concertId}/interest`, { status })
  expect(res.statusCode, res.body).toBeLessThan(300)
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "soundcheck-replica-"))
  primary = await startPrimary({ dir, port: await freePort(), fast: true })
  await migrate(primary.url)
  replica = await startReplica({ dir, port: await freePort(), primary, fast: true })
  // The concerts page on SQL (the social-graph index's fallback; the index itself reads the primary's change log).
  t = await postgresAppOn(primary.url, { replica: { url: replica.url, maxLagMs: MAX_LAG_MS } })
  const [concert] = catalogueAroundToday(1, 3)
  await insertConcerts(t, [concert!])
  concertId = concert!.id
  fan = await signedInUser(t, "reader@example.com", "Reader")
  await waitForReplica("up")
}, 60_000)

afterAll(async () => {
  await t?.close()
  await replica?.stop("fast")
  await primary?.stop("fast")
  await rm(dir, { recursive: true, force: true })
})

describe("reads on a streaming replica", () => {
  it("serve a person's own write at once, others' reads from the replica until it catches up, and the primary once it is too far behind", async () => {
    await mark("interested")
    await waitUntil("the replica has the first write", async () => (await statusSeen(false)) === "interested")
    await onReplica("SELECT pg_wal_replay_pause()")
    try {
      await mark("has_tickets")
      expect(fan.cookies.get(LSN_COOKIE)?.value).toMatch(/^[0-9A-F]{1,8}\/[0-9A-F]{1,8}$/)
      // The fan's own reads see the write although the replica has not replayed it ...
      expect(await statusSeen(true)).toBe("has_tickets")
      // ... a read without the fan's position is served by the paused replica: the write is not there yet.
      expect(await statusSeen(false)).toBe("interested")
      // Too far behind: the replica stops serving and every read is the primary's.
      await waitForReplica("behind")
      expect(await statusSeen(false)).toBe("has_tickets")
    } finally {
      await onReplica("SELECT pg_wal_replay_resume()")
    }
    await waitForReplica("up")
    expect(await statusSeen(false)).toBe("has_tickets")
  }, 30_000)

  it("fall back to the primary without an error while the replica is down, and return to it when it is back", async () => {
    await mark("interested")
    await replica.stop("immediate")
    // The first reads may meet the dead replica's pooled connections: each is run again on the primary.
    for (let i = 0; i < 5; i++) expect(await statusSeen(false)).toBe("interested")
    await waitForReplica("down")
    await mark("has_tickets")
    expect(await statusSeen(false)).toBe("has_tickets")
    await replica.start()
    await waitForReplica("up")
    // "Up" allows the replica to be up to MAX_LAG_MS behind: it must have replayed the write made while it was down
    // before replay is paused, or its paused answer would be the one before that write (failed once under load).
    await waitUntil("the replica has the write made while it was down", async () => {
      const [row] = await queryRows<{ status: string }>(replica.url, "SELECT interest_status AS status FROM user_concert_interests WHERE concert_id = $1", [
        concertId
      ])
      return row?.status === "has_tickets"
    })
    await onReplica("SELECT pg_wal_replay_pause()")
    try {
      await mark("interested")
      // Served by the replica again: without the fan's position, the paused replica's older answer.
      expect(await statusSeen(false)).toBe("has_tickets")
      expect(await statusSeen(true)).toBe("interested")
    } finally {
      await onReplica("SELECT pg_wal_replay_resume()")
    }
  }, 45_000)

  it("settle only once the replica has replayed what the primary had written, or after the allowed lag", async () => {
    const pool = await makePool(primary.url, { maximumPoolSize: 1 })
    const made = makeReadRouting(pool, replica.url, { maxLagMs: 3_000, pollMs: 50 })
    try {
      await made.started
      await waitUntil("the routing's replica up", () => made.routing.state() === "up")
      await made.routing.settled()
      await onReplica("SELECT pg_wal_replay_pause()")
      await mark("not_interested")
      let settled = false
      const settling = made.routing.settled().then(() => {
        settled = true
      })
      await sleep(300)
      expect(settled).toBe(false)
      await onReplica("SELECT pg_wal_replay_resume()")
      await settling
      expect(settled).toBe(true)
    } finally {
      await onReplica("SELECT pg_wal_replay_resume()")
      await made.close()
      await pool.end()
    }
  }, 30_000)
})
