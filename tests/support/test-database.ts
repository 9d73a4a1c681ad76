/**
 * Databases for tests. The server is TEST_DATABASE_URL's (CI points it at the machine's PostgreSQL),
 * else an embedded server of the tests' own under .test-data/ (never .data/). Migrations are applied
 * once to a template database named after their checksum; each test file clones it in milliseconds.
 */
import { createHash, randomBytes } from "node:crypto"
import { fileURLToPath } from "node:url"
import { Schema } from "effect"
import { type CommonQueryMethods, sql } from "slonik"
import { startEmbedded } from "../../adapters/postgres/embedded.ts"
import { migrate, readMigrations } from "../../adapters/postgres/migrate.ts"
import { makePool, noRows } from "../../adapters/postgres/pool.ts"

const testDataDir = fileURLToPath(new URL("../../.test-data/pg", import.meta.url))

const withDatabase = (url: string, database: string): string => {
  const parsed = new URL(url)
  parsed.pathname = `/${database}`
  return parsed.toString()
}

/** Runs `work` on a one-connection pool of the database `url` names. */
export const withPool = async <A>(url: string, work: (db: CommonQueryMethods) => Promise<A>): Promise<A> => {
  const pool = await makePool(url, { maximumPoolSize: 1 })
  try {
    return await work(pool)
  } finally {
    await pool.end()
  }
}

const admin = <A>(serverUrl: string, work: (db: CommonQueryMethods) => Promise<A>): Promise<A> => withPool(withDatabase(serverUrl, "postgres"), work)

const nameRow = sql.type(Schema.toStandardSchemaV1(Schema.Struct({ name: Schema.String })))

/** The server URL the tests use; starts the embedded test server when TEST_DATABASE_URL is unset. */
export const testServerUrl = async (): Promise<{ url: string; stop: () => Promise<void> }> => {
  const given = process.env.TEST_DATABASE_URL
  if (given) return { url: given, stop: async () => undefined }
  return startEmbedded(testDataDir, { database: "postgres" })
}

/** Creates (once per migration set) the migrated template database and returns its name. */
export const prepareTemplate = async (serverUrl: string): Promise<string> => {
  const migrations = await readMigrations()
  const digest = createHash("sha256")
    .update(migrations.map((m) => `${m.name}:${m.checksum}`).join())
    .digest("hex")
    .slice(0, 12)
  const template = `soundcheck_tpl_${digest}`
  const exists = await admin(serverUrl, (db) => db.exists(noRows`SELECT 1 FROM pg_database WHERE datname = ${template}`))
  if (exists) return template
  const building = `${template}_${randomBytes(4).toString("hex")}`
  await admin(serverUrl, (db) => db.query(noRows`CREATE DATABASE ${sql.identifier([building])}`))
  await migrate(withDatabase(serverUrl, building))
  // Another runner may have finished the same template first; then ours is dropped.
  await admin(serverUrl, async (db) => {
    try {
      await db.query(noRows`ALTER DATABASE ${sql.identifier([building])} RENAME TO ${sql.identifier([template])}`)
    } catch {
      await db.query(noRows`DROP DATABASE ${sql.identifier([building])}`)
    }
  })
  return template
}

/** A fresh, migrated database cloned from the template, its name starting with `prefix`; drop it with the returned function. */
export const freshDatabase = async (serverUrl: string, template: string, prefix = "soundcheck_test_"): Promise<{ url: string; drop: () => Promise<void> }> => {
  const name = `${prefix}${randomBytes(6).toString("hex")}`
  await admin(serverUrl, (db) => db.query(noRows`CREATE DATABASE ${sql.identifier([name])} TEMPLATE ${sql.identifier([template])}`))
  const url = withDatabase(serverUrl, name)
  return { url, drop: () => dropDatabase(url) }
}

/** A name prefix for one run's databases, so that `dropDatabasesOf` finds them all when the run ends. */
export const runDatabasePrefix = (): string => `soundcheck_test_${randomBytes(3).toString("hex")}_`

/** Drops every database whose name starts with `prefix` (one run's, recycled or left behind). */
export const dropDatabasesOf = (serverUrl: string, prefix: string): Promise<void> =>
  admin(serverUrl, async (db) => {
    for (const { name } of await db.any(nameRow`SELECT datname AS name FROM pg_database WHERE starts_with(datname, ${prefix})`)) {
      await db.query(noRows`DROP DATABASE IF EXISTS ${sql.identifier([name])} WITH (FORCE)`)
    }
  })

/** Drops the database `url` names, whoever is still connected to it. */
export const dropDatabase = (url: string): Promise<void> =>
  admin(url, (db) => db.query(noRows`DROP DATABASE IF EXISTS ${sql.identifier([new URL(url).pathname.slice(1)])} WITH (FORCE)`)).then(() => undefined)
