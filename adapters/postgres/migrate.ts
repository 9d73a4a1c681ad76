/**
 * The migration runner: plain SQL files from migrations/, applied in name order, each in its own
 * transaction and recorded in schema_migrations. A session advisory lock makes two processes that
 * start at once apply each file exactly once; after them, what only the application can compute is filled in: the
 * addresses' keys (email-keys.ts) and the concerts' search folds (search-folds.ts). Migration files are trusted, static SQL with no
 * interpolated values, so they run as written through pg's simple query protocol (several
 * statements per file); every other query in the project goes through slonik's `sql` tag.
 */
import { createHash } from "node:crypto"
import { readdir, readFile } from "node:fs/promises"
import { fileURLToPath } from "node:url"
import pg from "pg"
import { EMAIL_KEY_MIGRATION, keyEmails } from "./email-keys.ts"
import { foldConcerts, SEARCH_MIGRATION } from "./search-folds.ts"

export const migrationsDir = fileURLToPath(new URL("../../migrations/", import.meta.url))
const LOCK_KEY = 0x50cc4ec1

/**
 * What the application computes after a migration that the database cannot (a JavaScript rule), run at every
 * start once that migration is applied; each finds the rows still waiting through an index, so it costs nothing
 * when there are none.
 */
const completions: ReadonlyArray<{ readonly after: string; readonly run: (url: string, warn: (line: string) => void) => Promise<void> }> = [
  { after: EMAIL_KEY_MIGRATION, run: keyEmails },
  { after: SEARCH_MIGRATION, run: (url) => foldConcerts(url) }
]

export interface Migration {
  readonly name: string
  readonly sql: string
  readonly checksum: string
}

export const readMigrations = async (dir = migrationsDir): Promise<ReadonlyArray<Migration>> => {
  const names = (await readdir(dir)).filter((name) => /^\d{4}_[\w-]+\.sql$/.test(name)).sort()
  return Promise.all(
    names.map(async (name) => {
      const sql = await readFile(`${dir}/${name}`, "utf8")
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") }
    })
  )
}

/**
 * Applies the pending migrations; returns the names it applied. A migration's warnings (say, addresses that
 * collide after normalisation, which it reports rather than merges) reach the operator through `warn`.
 */
export const migrate = async (
  url: string,
  dir = migrationsDir,
  warn: (line: string) => void = (line) => console.warn(line)
): Promise<ReadonlyArray<string>> => {
  const migrations = await readMigrations(dir)
  const client = new pg.Client({ connectionString: url })
  client.on("notice", (notice) => {
    if (notice.severity === "WARNING") warn(`soundcheck: migration warning: ${notice.message}`)
  })
  await client.connect()
  try {
    await client.query("SELECT pg_advisory_lock($1)", [LOCK_KEY])
    await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY, checksum text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`)
    const done = new Map(
      (await client.query<{ name: string; checksum: string }>("SELECT name, checksum FROM schema_migrations")).rows.map((row) => [row.name, row.checksum])
    )
    const applied: Array<string> = []
    for (const migration of migrations) {
      const recorded = done.get(migration.name)
      if (recorded !== undefined) {
        if (recorded !== migration.checksum) {
          throw new Error(`Migration ${migration.name} was changed after it was applied; add a new migration instead.`)
        }
        continue
      }
      await client.query("BEGIN")
      try {
        await client.query(migration.sql)
        await client.query("INSERT INTO schema_migrations (name, checksum) VALUES ($1, $2)", [migration.name, migration.checksum])
        await client.query("COMMIT")
      } catch (error) {
        await client.query("ROLLBACK")
        throw new Error(`Migration ${migration.name} failed: ${(error as Error).message}`, { cause: error })
      }
      applied.push(migration.name)
    }
    // Still under the lock: two processes starting at once key each address (and fold each concert) once.
    for (const completion of completions) if (done.has(completion.after) || applied.includes(completion.after)) await completion.run(url, warn)
    return applied
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [LOCK_KEY]).catch(() => undefined)
    await client.end()
  }
}
