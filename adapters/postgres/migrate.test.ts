import { mkdtemp, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"
import pg from "pg"
import { inject, describe, expect, it } from "vitest"
import { queryRows } from "../../tests/support/pg.ts"
import { freshDatabase } from "../../tests/support/test-database.ts"
import { notificationKey } from "../../domain/notifications/rules.ts"
import { migrate, readMigrations } from "./migrate.ts"

const emptyDatabase = async () => {
  const db = await freshDatabase(inject("testServerUrl"), "template0")
  return db
}

const query = async (url: string, text: string) => {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query(text)).rows
  } finally {
    await client.end()
  }
}

const dirWith = async (files: Record<string, string>) => {
  const dir = await mkdtemp(path.join(tmpdir(), "soundcheck-migrations-"))
  for (const [name, sql] of Object.entries(files)) await writeFile(path.join(dir, name), sql)
  return dir
}

describe("the migration runner", () => {
  it("applies each migration exactly once when several processes start at once", async () => {
    const db = await emptyDatabase()
    try {
      const names = (await readMigrations()).map((m) => m.name)
      expect(names.slice(0, 2)).toEqual(["0001_data_model.sql", "0002_accounts.sql"])
      const runs = await Promise.all(Array.from({ length: 4 }, () => migrate(db.url)))
      expect(runs.flat().sort()).toEqual(names)
      expect(await query(db.url, "SELECT name FROM schema_migrations ORDER BY name")).toEqual(names.map((name) => ({ name })))
    } finally {
      await db.drop()
    }
  })

  it("applies files in name order and rolls a failing file back whole, keeping the ones before it", async () => {
    const db = await emptyDatabase()
    const dir = await dirWith({
      "0002_second.sql": "CREATE TABLE b (id int); INSERT INTO a VALUES (2);",
      "0001_first.sql": "CREATE TABLE a (id int); INSERT INTO a VALUES (1);",
      "0003_broken.sql": "CREATE TABLE c (id int); SELECT no_such_function();"
    })
    try {
      await expect(migrate(db.url, dir)).rejects.toThrow(/0003_broken.sql failed/)
      expect(await query(db.url, "SELECT id FROM a ORDER BY id")).toEqual([{ id: 1 }, { id: 2 }])
      expect(await query(db.url, "SELECT to_regclass('c') AS c")).toEqual([{ c: null }])
      expect(await query(db.url, "SELECT name FROM schema_migrations ORDER BY name")).toEqual([{ name: "0001_first.sql" }, { name: "0002_second.sql" }])
    } finally {
      await db.drop()
    }
  })

  it("refuses to go on when an applied migration was edited", async () => {
    const db = await emptyDatabase()
    const dir = await dirWith({ "0001_first.sql": "CREATE TABLE a (id int);" })
    try {
      await migrate(db.url, dir)
      await writeFile(path.join(dir, "0001_first.sql"), "CREATE TABLE a (id bigint);")
      await expect(migrate(db.url, dir)).rejects.toThrow(/was changed after it was applied/)
    } finally {
      await db.drop()
    }
  })

  it("0008 leaves an installation that has accounts in the mode it had, and makes an empty one invite-only", async () => {
    const migrations = await readMigrations()
    const before = Object.fromEntries(migrations.filter((m) => m.name < "0008").map((m) => [m.name, m.sql]))
    const all = Object.fromEntries(migrations.map((m) => [m.name, m.sql]))
    const [used, empty] = await Promise.all([emptyDatabase(), emptyDatabase()])
    try {
      await Promise.all([migrate(used.url, await dirWith(before)), migrate(empty.url, await dirWith(before))])
      await query(used.url, "INSERT INTO users (email, password_hash) VALUES ('early@example.com', 'x')")
      await Promise.all([migrate(used.url, await dirWith(all)), migrate(empty.url, await dirWith(all))])
      const mode = "SELECT value FROM app_settings WHERE key = 'registration_mode'"
      expect(await query(used.url, mode)).toEqual([{ value: "open" }])
      expect(await query(empty.url, mode)).toEqual([{ value: "invite-only" }])
    } finally {
      await Promise.all([used.drop(), empty.drop()])
    }
  })

  it("0016 keys every stored address as the application does; two that become one are reported, never merged; a new one needs its key", async () => {
    const migrations = await readMigrations()
    const before = Object.fromEntries(migrations.filter((m) => m.name < "0016").map((m) => [m.name, m.sql]))
    const db = await emptyDatabase()
    const warnings: Array<string> = []
    try {
      await migrate(db.url, await dirWith(before))
      const ids = ["İnci@Example.com", "ΟΔΟΣ@example.com", "οδος@example.com", "Plain@Example.COM"].map((email, n) => ({
        id: `00000000-0000-4000-8000-00000000001${n}`,
        email
      }))
      for (const [n, { id, email }] of ids.entries()) {
        await queryRows(db.url, "INSERT INTO users (id, email, password_hash, created_at) VALUES ($1, $2, 'x', now() + make_interval(secs => $3))", [
          id,
          email,
          n
        ])
      }
      await query(db.url, "INSERT INTO waitlist (email) VALUES ('Wİlliam@example.com'), ('Walt@Example.com')")
      await migrate(db.url, undefined, (line) => void warnings.push(line))

      const keys = await query(db.url, "SELECT email, email_key FROM users ORDER BY created_at")
      expect(keys).toEqual([
        { email: "İnci@Example.com", email_key: "İnci@Example.com".toLowerCase() },
        { email: "ΟΔΟΣ@example.com", email_key: "οδος@example.com" },
        // Its key is the one above's: reported, and left without one for an admin to resolve.
        { email: "οδος@example.com", email_key: null },
        { email: "Plain@Example.COM", email_key: "plain@example.com" }
      ])
      expect(warnings).toEqual([expect.stringContaining(`users ${ids[2]!.id}`)])
      expect(await query(db.url, "SELECT email_key FROM waitlist ORDER BY email_key")).toEqual([
        { email_key: "walt@example.com" },
        { email_key: "Wİlliam@example.com".toLowerCase() }
      ])
      // The database keys an ASCII address itself, holds it to that key, and refuses any other address without one.
      await query(db.url, "INSERT INTO users (email, password_hash) VALUES ('New@Example.com', 'x')")
      expect(await query(db.url, "SELECT email_key FROM users WHERE email = 'New@Example.com'")).toEqual([{ email_key: "new@example.com" }])
      await expect(query(db.url, "INSERT INTO users (email, email_key, password_hash) VALUES ('Odd@Example.com', 'even@example.com', 'x')")).rejects.toThrow(
        /users_email_key_ascii/
      )
      await expect(query(db.url, "INSERT INTO users (email, password_hash) VALUES ('Zoë@Example.com', 'x')")).rejects.toThrow(/emailKey/)
    } finally {
      await db.drop()
    }
  })

  it("0018 keeps every outbox and notification row, puts queued mail with an unsubscribe link behind account mail, and keys plan_invited once per plan", async () => {
    const migrations = await readMigrations()
    const before = Object.fromEntries(migrations.filter((m) => m.name < "0018").map((m) => [m.name, m.sql]))
    const db = await emptyDatabase()
    const [mia, bob, concert, plan, notice] = [1, 2, 3, 4, 5].map((n) => `00000000-0000-4000-8000-00000000000${n}`) as [string, string, string, string, string]
    try {
      await migrate(db.url, await dirWith(before))
      await queryRows(db.url, "INSERT INTO users (id, email, password_hash) VALUES ($1, 'mia@example.com', 'x'), ($2, 'bob@example.com', 'x')", [mia, bob])
      await queryRows(db.url, "INSERT INTO concerts (id, artist, venue, city, date) VALUES ($1, 'Wilco', 'Metro', 'Chicago', '2030-03-01')", [concert])
      await queryRows(db.url, "INSERT INTO plans (id, concert_id, maker_id, created_at, updated_at) VALUES ($1, $2, $3, now(), now())", [plan, concert, mia])
      const data = {
        kind: "plan_invited",
        actorName: "Mia",
        plan: { planId: plan, title: null, concert: { artist: "Wilco", venue: "Metro", city: "Chicago", date: "2030-03-01" } }
      }
      await queryRows(
        db.url,
        `INSERT INTO notifications (id, recipient_id, kind, actor_id, concert_id, plan_id, data, dedupe_key, created_at)
         VALUES ($1, $2, 'plan_invited', $3, $4, $5, $6, $7, now())`,
        [notice, bob, mia, concert, plan, JSON.stringify(data), `plan_invited|${bob}|${concert}|${mia}|2026-06-15|${plan}`]
      )
      await query(
        db.url,
        `INSERT INTO mail_outbox (to_address, subject, text_body, headers, sent_at) VALUES
           ('bob@example.com', 'sent news', 'a', '{"List-Unsubscribe": "<https://x/api/unsubscribe?token=a>"}', now()),
           ('bob@example.com', 'queued news', 'b', '{"List-Unsubscribe": "<https://x/api/unsubscribe?token=b>"}', NULL),
           ('bob@example.com', 'reset', 'c', '{}', NULL)`
      )
      await migrate(db.url)

      expect(await query(db.url, "SELECT subject, text_body, priority, sent_at IS NOT NULL AS sent FROM mail_outbox ORDER BY id")).toEqual([
        { subject: "sent news", text_body: "a", priority: 0, sent: true },
        { subject: "queued news", text_body: "b", priority: 1, sent: false },
        { subject: "reset", text_body: "c", priority: 0, sent: false }
      ])
      // The key the application computes now for the same notice, whenever and by whomever.
      const key = notificationKey({ kind: "plan_invited", recipientId: bob, concertId: concert, actorId: mia, at: Date.UTC(2030, 0, 1), subjectId: plan })
      expect(await query(db.url, "SELECT id::text AS id, data, dedupe_key, read_at, withdrawn_at FROM notifications")).toEqual([
        { id: notice, data, dedupe_key: key, read_at: null, withdrawn_at: null }
      ])
    } finally {
      await db.drop()
    }
  })
})
