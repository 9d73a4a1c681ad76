/**
 * A merge racing a fan's click on the duplicate, on real PostgreSQL: the interest is moved to the primary
 * (saved before the merge) or refused with "Concert not found." (saved after), never lost or a 500.
 * Another connection holds the row locks by hand, so each interleaving is forced, not hoped for.
 */
import pg from "pg"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { ConcertRepo } from "../../domain/concerts/concert-repo.ts"
import type { ConcertId } from "../../domain/kernel/ids.ts"
import { errorOf, signedInAdmin, signedInUser } from "../support/accounts.ts"
import { postgresApp, type TestApp } from "../support/app.ts"
import type { Browser } from "../support/browser.ts"
import { waitUntil } from "../support/wait.ts"

describe("merge against concurrent interest changes (postgres)", () => {
  let t: TestApp & { databaseUrl: string }
  let admin: Browser
  let fan: Browser
  let fanId = ""
  let n = 0

  const pair = async () => {
    n += 1
    const add = async (venue: string) => {
      const res = await admin.send("POST", "/api/admin/concerts", { artist: `Race ${n}`, venue, city: "Seattle", date: "2027-06-01" })
      expect(res.statusCode, res.body).toBe(201)
      return res.json().id as ConcertId
    }
    return { primary: await add("The Paramount"), duplicate: await add("Paramount Theatre") }
  }
  const interestsOf = (id: ConcertId) => t.runtime.runPromise(ConcertRepo.use((r) => r.interestsOf(id)))
  /** A second connection, inside a transaction the test commits. */
  const holder = async () => {
    const client = new pg.Client({ connectionString: t.databaseUrl })
    await client.connect()
    await client.query("BEGIN")
    return client
  }
  /** True once a backend of this test's database waits on a lock (the request under test has reached the held row). */
  const someoneWaits = async (client: pg.Client) =>
    (await client.query("SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' LIMIT 1")).rowCount === 1

  beforeAll(async () => {
    t = await postgresApp()
    admin = await signedInAdmin(t, "race-admin@example.com")
    fan = await signedInUser(t, "race-fan@example.com")
    fanId = (await fan.get("/api/auth/session")).json().user.id
  })
  afterAll(() => t.close())

  it("an interest saved while a merge holds the duplicate waits, then is refused with a clear message", async () => {
    const { primary, duplicate } = await pair()
    const lock = await holder()
    const watcher = new pg.Client({ connectionString: t.databaseUrl })
    await watcher.connect()
    try {
      // What the merge does first: lock both rows; the fan's click then waits on the duplicate.
      await lock.query("SELECT 1 FROM concerts WHERE id = ANY($1::uuid[]) ORDER BY id FOR UPDATE", [[primary, duplicate]])
      const click = fan.send("PUT", `/api/concerts/${duplicate}/interest`, { status: "has_tickets" })
      await waitUntil("the click to wait on the merge's lock", () => someoneWaits(watcher), 10_000)
      await lock.query("DELETE FROM concerts WHERE id = $1", [duplicate])
      await lock.query("COMMIT")
      expect(errorOf(await click)).toEqual({ status: 404, error: "ConcertNotFound", message: "Concert not found." })
      expect(await interestsOf(primary)).toEqual([])
    } finally {
      await lock.end()
      await watcher.end()
    }
  })

  it("an interest saved just before a merge is moved to the primary, not deleted with the duplicate", async () => {
    const { primary, duplicate } = await pair()
    const saving = await holder()
    const watcher = new pg.Client({ connectionString: t.databaseUrl })
    await watcher.connect()
    try {
      // The fan's save is in flight (uncommitted) when the admin merges.
      await saving.query(
        "INSERT INTO user_concert_interests (user_id, concert_id, interest_status) SELECT $1, id, 'has_tickets' FROM concerts WHERE id = $2 FOR KEY SHARE",
        [fanId, duplicate]
      )
      const merge = admin.send("POST", "/api/admin/concerts/merge", { primaryId: primary, duplicateId: duplicate })
      await waitUntil("the merge to wait on the save", () => someoneWaits(watcher), 10_000)
      await saving.query("COMMIT")
      const merged = await merge
      expect(merged.statusCode, merged.body).toBe(200)
      expect(merged.json()).toMatchObject({ interestsMoved: 1 })
      expect(await interestsOf(primary)).toEqual([{ userId: fanId, status: "has_tickets" }])
    } finally {
      await saving.end()
      await watcher.end()
    }
  })

  it("one id spelled in upper case is still the same concert: a merge into itself is refused", async () => {
    const { primary } = await pair()
    expect(errorOf(await admin.send("POST", "/api/admin/concerts/merge", { primaryId: primary, duplicateId: primary.toUpperCase() }))).toMatchObject({
      status: 400,
      error: "CannotMergeIntoItself"
    })
    expect((await admin.get(`/api/admin/concerts/${primary}`)).statusCode).toBe(200)
  })
})
