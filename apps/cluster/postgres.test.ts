/** The primary and its streaming replica: a row written on the primary is read on the replica, also after the replica crashed. */
import { mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"
import { queryRows } from "../../tests/support/pg.ts"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { freePort } from "../../adapters/postgres/embedded.ts"
import { type PostgresServer, startPrimary, startReplica } from "./postgres.ts"

let dir: string
let primary: PostgresServer
let replica: PostgresServer

/** Polls the replica until it has the row (replication is asynchronous), for at most `ms`. */
const seenOnReplica = async (value: string, ms = 10_000): Promise<boolean> => {
  const deadline = Date.now() + ms
  while (Date.now() < deadline) {
    const rows = await queryRows(replica.url, "SELECT 1 FROM probe WHERE value = $1", [value])
    if (rows.length > 0) return true
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return false
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "soundcheck-pg-cluster-"))
  const [primaryPort, replicaPort] = [await freePort(), await freePort()]
  primary = await startPrimary({ dir, port: primaryPort, fast: true })
  await queryRows(primary.url, "CREATE TABLE probe (value text PRIMARY KEY)")
  replica = await startReplica({ dir, port: replicaPort, primary, fast: true })
})

afterAll(async () => {
  await replica?.stop()
  await primary?.stop()
  if (dir) await rm(dir, { recursive: true, force: true })
})

describe("the PostgreSQL primary and replica", () => {
  it("stream a row written on the primary to the replica, which refuses writes", async () => {
    await queryRows(primary.url, "INSERT INTO probe VALUES ('first')")
    expect(await seenOnReplica("first")).toBe(true)
    await expect(queryRows(replica.url, "INSERT INTO probe VALUES ('nope')")).rejects.toThrow(/read-only/)
    const [status] = await queryRows<{ pg_is_in_recovery: boolean }>(replica.url, "SELECT pg_is_in_recovery()")
    expect(status?.pg_is_in_recovery).toBe(true)
  })

  it("catch the replica up on what the primary wrote while it was down after a crash", async () => {
    const pid = replica.pid()
    expect(pid).toBeTypeOf("number")
    await replica.stop("immediate")
    expect(replica.pid()).toBeUndefined()
    await queryRows(primary.url, "INSERT INTO probe SELECT 'while-down-' || i FROM generate_series(1, 100) i")
    // The slot keeps the WAL the stopped replica has not received.
    const [slot] = await queryRows<{ active: boolean }>(primary.url, "SELECT active FROM pg_replication_slots WHERE slot_name = 'soundcheck_replica'")
    expect(slot?.active).toBe(false)
    await replica.start()
    expect(replica.pid()).not.toBe(pid)
    expect(await seenOnReplica("while-down-100")).toBe(true)
    const [count] = await queryRows<{ n: number }>(replica.url, "SELECT count(*)::int AS n FROM probe WHERE value LIKE 'while-down-%'")
    expect(count?.n).toBe(100)
  })
})
