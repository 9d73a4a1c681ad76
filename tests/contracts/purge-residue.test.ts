/**
 * Nothing left behind (issue #30): Zoe did everything a person can (tests/support/deletion-world.ts), asked to delete
 * her account, and 14 days later the sweep purged it. Then, on PostgreSQL, every column of every table in the public
 * schema that can hold her id or address (of any type but numbers, truth values and times: text, uuid, json, arrays,
 * bytea's printable bytes, and any type added later) is searched, so a table added later that the purge forgets fails
 * here; the memory adapter's store is searched the same way, table by table. Before the purge the walk must find her
 * in every column that refers to an account or holds an address, and in every memory table, so a table added later
 * that the world does not fill fails too. The audit log
 * keeps its entries under her pseudonym. The law on both adapters: after the purge no read names her; the shared
 * things have their defined outcomes; her address signs up afresh as a new person.
 */
import { Effect, type ManagedRuntime, Option, Schema } from "effect"
import { sql } from "slonik"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { MemoryStore } from "../../adapters/memory/store.ts"
import { noRows } from "../../adapters/postgres/pool.ts"
import { DELETED_USER_NAME, DELETION_GRACE_MS } from "../../domain/accounts/deletion-contract.ts"
import { AccountPurge } from "../../domain/accounts/purge-repo.ts"
import { purgeDueAccounts } from "../../domain/accounts/purge.ts"
import type { PlanDto, PlanMessagesPage } from "../../domain/plans/contract.ts"
import { PASSWORD, ok, signedInUser } from "../support/accounts.ts"
import { browser } from "../support/browser.ts"
import { type Adapter, buildLeaverWorld, type ClockedApp, clockedApp, type LeaverWorld } from "../support/deletion-world.ts"
import type { Fan } from "../support/friends.ts"
import { withPool } from "../support/test-database.ts"

/** The PostgreSQL tables the world puts her id or address in (each column of them is searched). */
const EVERYWHERE_SHE_WAS = [
  "artist_follows",
  "audit_log",
  "auth_tokens",
  "calendar_feeds",
  "concert_suggestions",
  "concerts",
  "data_exports",
  "digest_runs",
  "feedback_requests",
  "friend_lists",
  "friend_requests",
  "friendships",
  "invitations",
  "invite_requests",
  "mail_outbox",
  "member_activity",
  "notification_preferences",
  "notifications",
  "plan_members",
  "plan_messages",
  "plan_spare_requests",
  "plans",
  "profiles",
  "rate_limits",
  "reports",
  "sessions",
  "unsubscribe_tokens",
  "user_blocks",
  "user_concert_interests",
  "user_cities",
  "user_roles",
  "users",
  "venue_follows",
  "waitlist"
]
/**
 * The memory store's tables the world cannot put her in before she asks to leave: the app's settings are nobody's,
 * a deletion request is the request itself, and a show's pending notices, ticket links and cities' time zones
 * (issue #31), the queue of a large import's follow alerts (issue #32) and the analytics' anonymous counters (issue #34)
 * hold concerts, cities and counts, never a person. Every other table must hold her.
 */
const NOWHERE_BEFORE_IN_MEMORY = ["deletionRequests", "settings", "changeNotices", "ticketLinks", "cityTimeZones", "followAlertQueue", "analyticsCounters"]
const columnRow = sql.type(Schema.toStandardSchemaV1(Schema.Struct({ table_name: Schema.String, column_name: Schema.String, data_type: Schema.String })))
const nameRow = sql.type(Schema.toStandardSchemaV1(Schema.Struct({ name: Schema.String })))
const countRow = sql.type(Schema.toStandardSchemaV1(Schema.Struct({ n: Schema.Number })))
const textRow = sql.type(Schema.toStandardSchemaV1(Schema.Struct({ s: Schema.NullOr(Schema.String) })))

/** Whether a value of any store holds the needle (both lower case), as JSON text. */
const holds = (value: unknown, needle: string) =>
  JSON.stringify(value, (_, v) => (v instanceof Map ? [...v.entries()] : v instanceof Uint8Array ? Buffer.from(v).toString("latin1") : v))
    .toLowerCase()
    .includes(needle)

describe.each<Adapter>(["memory", "postgres"])("purging an account (%s)", (adapter) => {
  /** A test of one adapter only: the walk of the store is that store's (defined for it alone, never skipped). */
  const itOn = (which: Adapter, name: string, test: () => Promise<void>) => {
    if (adapter === which) it(name, test)
  }
  let t: ClockedApp
  let w: LeaverWorld
  let zoe: Fan
  let pseudonym: string
  /** Where her id or address was found before the purge: the walk's own check that it finds what it looks for. */
  let before: ReadonlyArray<string>

  const needles = () => [zoe.id.toLowerCase(), zoe.email.toLowerCase()]

  /** Every PostgreSQL column (`table.column`) holding her id or address, in any letter case. */
  const columnsHoldingHer = () =>
    withPool(t.databaseUrl!, async (db) => {
      // Every column but those whose type cannot hold text (a type added later is searched as its text form).
      const columns = await db.any(columnRow`
        SELECT table_name, column_name, data_type FROM information_schema.columns
        WHERE table_schema = 'public' AND data_type NOT IN ('smallint', 'integer', 'bigint', 'numeric', 'real', 'double precision',
          'boolean', 'date', 'timestamp with time zone', 'timestamp without time zone', 'time without time zone', 'interval')
        ORDER BY table_name, column_name`)
      expect(columns.length).toBeGreaterThan(100)
      const [id, email] = needles() as [string, string]
      const hits: Array<string> = []
      for (const { table_name, column_name, data_type } of columns) {
        const column = sql.identifier([column_name])
        // bytea as its printable bytes (an archive's deflated files are out of reach: its row goes with her id).
        const text = data_type === "bytea" ? sql.fragment`lower(encode(${column}, 'escape'))` : sql.fragment`lower(${column}::text)`
        const n = await db.oneFirst(countRow`
          SELECT count(*)::int AS n FROM ${sql.identifier([table_name])}
          WHERE strpos(${text}, ${id}) > 0 OR strpos(${text}, ${email}) > 0`)
        if (n > 0) hits.push(`${table_name}.${column_name}`)
      }
      return hits
    })

  /** Every memory table holding her id or address. */
  const memoryTables = () =>
    (t.runtime as unknown as ManagedRuntime.ManagedRuntime<MemoryStore, never>).runPromise(MemoryStore.use((store) => Effect.succeed(store.tables)))
  const tablesHoldingHer = async () =>
    Object.entries(await memoryTables()).flatMap(([name, rows]) => (needles().some((needle) => holds(rows, needle)) ? [name] : []))

  const residue = () => (adapter === "postgres" ? columnsHoldingHer() : tablesHoldingHer())

  beforeAll(async () => {
    t = await clockedApp(adapter)
    w = await buildLeaverWorld(t)
    zoe = w.zoe
    pseudonym = await t.runtime.runPromise(AccountPurge.use((purge) => purge.pseudonymOf(zoe.id)))
    before = await residue()
    ok(await zoe.b.send("POST", "/api/account/deletion", { password: PASSWORD, confirm: "DELETE" }), 202)
    // Not yet: the sweep leaves her be until the grace period has ended.
    t.clock.advance(DELETION_GRACE_MS - 60_000)
    expect(await t.runtime.runPromise(purgeDueAccounts())).toEqual([])
    t.clock.advance(60_000)
    const purged = await t.runtime.runPromise(purgeDueAccounts())
    expect(purged).toEqual([{ pseudonym, plansHandedOver: 1, plansDeleted: 1, messagesAnonymised: 2 }])
  }, 120_000)
  afterAll(() => t.close())

  itOn("postgres", "no column of any table holds her id or address; the audit log holds her pseudonym", async () => {
    // The world put her everywhere a person can be: the walk found her in each of these before, and in every column
    // that refers to an account or holds an address (so a table added later that the world does not fill fails here).
    expect([...new Set(before.map((column) => column.split(".")[0]))]).toEqual(expect.arrayContaining(EVERYWHERE_SHE_WAS))
    const personColumns = await withPool(t.databaseUrl!, (db) =>
      db.anyFirst(nameRow`
        SELECT c.conrelid::regclass::text || '.' || a.attname AS name
        FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
        WHERE c.contype = 'f' AND c.confrelid = 'users'::regclass
        UNION
        SELECT table_name || '.' || column_name FROM information_schema.columns
        WHERE table_schema = 'public' AND column_name ~ 'email|address' AND data_type IN ('text', 'character varying')`)
    )
    expect(personColumns.length).toBeGreaterThan(35)
    // A friendship keeps its two people in id order (user_a < user_b): which of the two columns holds her depends on
    // her random id against her friend's, so finding her in either counts for both.
    const pair = ["friendships.user_a", "friendships.user_b"]
    const found = pair.some((column) => before.includes(column)) ? [...before, ...pair] : before
    expect(found).toEqual(expect.arrayContaining([...personColumns]))
    expect(await columnsHoldingHer()).toEqual([])
    const pseudonymous = await withPool(t.databaseUrl!, (db) =>
      db.oneFirst(countRow`
        SELECT count(*)::int AS n FROM audit_log WHERE actor_id = ${pseudonym}::uuid OR subject_id = ${pseudonym} OR strpos(details::text, ${pseudonym}) > 0`)
    )
    expect(pseudonymous).toBeGreaterThan(3)
  })

  itOn("memory", "no table of the memory store holds her id or address; the audit log holds her pseudonym", async () => {
    const everyTable = Object.keys(await memoryTables()).filter((name) => !NOWHERE_BEFORE_IN_MEMORY.includes(name))
    expect(everyTable.length).toBeGreaterThan(30)
    expect([...before].sort()).toEqual(everyTable.sort())
    expect(await tablesHoldingHer()).toEqual([])
    expect(holds((await memoryTables()).auditLog, pseudonym)).toBe(true)
  })

  it("no read of anyone else names her", async () => {
    const reads = async (f: Fan) => {
      const bodies: Array<unknown> = []
      const read = async (url: string) => {
        const res = await f.b.get(url)
        bodies.push(res.body)
        return res
      }
      for (const url of ["/api/friends", "/api/friend-requests", "/api/notifications", "/api/dashboard", "/api/invitations", "/api/blocks"]) await read(url)
      expect((await read(`/api/profiles/${zoe.id}`)).statusCode).toBe(404)
      expect((await read(`/api/users/search?email=${encodeURIComponent(zoe.email)}`)).json()).toEqual({ user: null })
      for (const concertId of w.concertIds) await read(`/api/concerts/${concertId}/interests?friends=anyone&limit=50`)
      for (const plan of (await read("/api/plans")).json().plans as Array<{ id: string }>) {
        await read(`/api/plans/${plan.id}`)
        await read(`/api/plans/${plan.id}/messages`)
        await read(`/api/plans/${plan.id}/suggestions`)
      }
      return bodies
    }
    const everyone = [w.amy, w.ben, w.cat, w.dan, w.gus, w.ada]
    for (const f of everyone) for (const needle of needles()) expect(holds(await reads(f), needle), `${f.email} reads ${needle}`).toBe(false)
    const staff: Array<unknown> = []
    for (const url of [
      "/api/admin/users",
      "/api/admin/reports",
      "/api/admin/reports?status=closed",
      "/api/admin/audit?limit=200",
      "/api/admin/feedback",
      "/api/admin/suggestions",
      "/api/admin/invite-requests",
      "/api/admin/waitlist"
    ]) {
      const res = await w.ada.b.get(url)
      expect(res.statusCode, url).toBe(200)
      staff.push(res.body)
    }
    for (const needle of needles()) expect(holds(staff, needle), `the staff read ${needle}`).toBe(false)
  })

  it("her plan with others passes to Amy, who joined first; the one with nobody else is gone; her messages keep their place", async () => {
    const plan = ok<PlanDto>(await w.amy.b.get(`/api/plans/${w.plans.withOthers}`))
    expect(plan.makerId).toBe(w.amy.id)
    expect(plan.members.map((m) => [m.userId, m.isMaker])).toEqual([
      [w.amy.id, true],
      [w.ben.id, false]
    ])
    expect(plan.spareRequests).toEqual([])
    expect((await w.amy.b.get(`/api/plans/${w.plans.alone}`)).statusCode).toBe(404)
    const thread = ok<PlanMessagesPage>(await w.ben.b.get(`/api/plans/${w.plans.amys}/messages`)).messages
    expect(thread.map((m) => ({ id: m.id, authorId: m.authorId, authorName: m.authorName, text: m.text }))).toEqual([
      { id: w.messages.zoes, authorId: null, authorName: DELETED_USER_NAME, text: null },
      { id: w.messages.amys, authorId: w.amy.id, authorName: "Amy", text: "Great, Zoe!" }
    ])
    const amys = ok<PlanDto>(await w.ben.b.get(`/api/plans/${w.plans.amys}`))
    expect(amys.members.map((m) => m.userId)).toEqual([w.amy.id, w.ben.id])
  })

  it("the people she invited keep their accounts; reports about her keep their evidence under her pseudonym", async () => {
    expect(ok<{ userId: string }>(await w.gus.b.get("/api/profile")).userId).toBe(w.gus.id)
    const open = ok<{ groups: Array<{ targetType: string; targetId: string; subject: unknown; reports: Array<{ snapshot: unknown }> }> }>(
      await w.ada.b.get("/api/admin/reports")
    ).groups
    expect(open.find((g) => g.targetType === "profile" && g.targetId === pseudonym)?.reports[0]?.snapshot).toEqual({ displayName: pseudonym, bio: null })
    expect(open.find((g) => g.targetType === "plan_message" && g.targetId === w.messages.zoes)?.reports[0]?.snapshot).toMatchObject({
      text: "I have a spare",
      authorId: pseudonym,
      authorName: pseudonym,
      planId: w.plans.amys
    })
    const audit = ok<Array<{ actorId: string | null; action: string; subjectId: string | null }>>(await w.ada.b.get("/api/admin/audit?limit=200"))
    expect(audit[0]).toMatchObject({ actorId: null, action: "user.purged", subjectId: pseudonym })
    expect(audit.some((e) => e.actorId === pseudonym && e.action === "report.resolved")).toBe(true)
    expect(audit.some((e) => e.subjectId === pseudonym && e.action === "user.admin_created")).toBe(true)
  })

  it("her address signs up afresh as a new person; the old password opens nothing", async () => {
    const refused = await browser(t.app).send("POST", "/api/auth/sign-in", { email: zoe.email, password: PASSWORD })
    expect(refused.json()).toMatchObject({ error: "InvalidCredentials" })
    const again = await signedInUser(t, zoe.email, "Zoe again")
    const profile = ok<{ userId: string; displayName: string }>(await again.get("/api/profile"))
    expect(profile.userId).not.toBe(zoe.id)
    expect(ok<{ friends: Array<unknown> }>(await again.get("/api/friends")).friends).toEqual([])
    expect(ok<{ plans: Array<unknown> }>(await again.get("/api/plans")).plans).toEqual([])
    expect(Option.isNone(await t.runtime.runPromise(AccountPurge.use((purge) => purge.lock(zoe.id))))).toBe(true)
  })

  itOn("postgres", "the audit log refuses an ordinary update or delete, and lets through only a pseudonymising update that keeps action and time", async () => {
    await withPool(t.databaseUrl!, async (pool) => {
      await pool.query(noRows`INSERT INTO audit_log (actor_id, action, subject_type, subject_id) VALUES (gen_random_uuid(), 'x.done', 'user', 'someone')`)
      const mine = sql.fragment`WHERE action IN ('x.done', 'x.undone')`
      await expect(pool.query(noRows`UPDATE audit_log SET subject_id = 'nobody' ${mine}`)).rejects.toThrow(/append-only/)
      await expect(pool.query(noRows`DELETE FROM audit_log ${mine}`)).rejects.toThrow(/append-only/)
      const pseudonymising = (statement: ReturnType<typeof noRows>) =>
        pool.transaction(async (tx) => {
          await tx.query(noRows`SELECT set_config('soundcheck.pseudonymising', 'on', true)`)
          await tx.query(statement)
        })
      await expect(pseudonymising(noRows`UPDATE audit_log SET action = 'x.undone' ${mine}`)).rejects.toThrow(/append-only/)
      await expect(pseudonymising(noRows`UPDATE audit_log SET created_at = now() - interval '1 day' ${mine}`)).rejects.toThrow(/append-only/)
      await expect(pseudonymising(noRows`DELETE FROM audit_log ${mine}`)).rejects.toThrow(/append-only/)
      await pseudonymising(noRows`UPDATE audit_log SET subject_id = 'pseudonym' ${mine}`)
      // The setting is the transaction's own: the next statement is refused again.
      await expect(pool.query(noRows`UPDATE audit_log SET subject_id = 'again' ${mine}`)).rejects.toThrow(/append-only/)
      expect(await pool.oneFirst(textRow`SELECT subject_id AS s FROM audit_log ${mine}`)).toBe("pseudonym")
    })
  })
})
