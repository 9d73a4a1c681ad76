/**
 * Databases for tests. The server is TEST_DATABASE_URL's (CI points it at the machine's PostgreSQL),
 * else an embedded server of the tests' own under .test-data/ (never .data/). Migrations are applied
 * once to a template database named after their checksum; each test file clones it in milliseconds.
 */
import { createHash, randomBytes } from "node:crypto"
import { fileURLToPath } from "node:url"
import pg from "pg"
import { startEmbedded } from "../../adapters/postgres/embedded.ts"
import { migrate, readMigrations } from "../../adapters/postgres/migrate.ts"

const testDataDir = fileURLToPath(new URL("../../.test-data/pg", import.meta.url))

const withDatabase = (url: string, database: string): string => {
  const parsed = new URL(url)
  parsed.pathname = `/${database}`
  return parsed.toString()
}

const admin = async <A>(serverUrl: string, f: (client: pg.Client) => Promise<A>): Promise<A> => {
  const client = new pg.Client({ connectionString: withDatabase(serverUrl, "postgres") })
  await client.connect()
  try {
    return await f(client)
  } finally {
    await client.end()
  }
}

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
  const exists = await admin(serverUrl, async (c) => (await c.query("SELECT 1 FROM pg_database WHERE datname = $1", [template])).rowCount === 1)
  if (exists) return template
  const building = `${template}_${randomBytes(4).toString("hex")}`
  await admin(serverUrl, (c) => c.query(`CREATE DATABASE ${building}`))
  await migrate(withDatabase(serverUrl, building))
  // Another runner may have finished the same template first; then ours is dropped.
  await admin(serverUrl, async (c) => {
    try {
      await c.query(`ALTER DATABASE ${building} RENAME TO ${template}`)
    } catch {
      await c.query(`DROP DATABASE ${building}`)
    }
  })
  return template
}

/** A fresh, migrated database cloned from the template, its name starting with `prefix`; drop it with the returned function. */
export const freshDatabase = async (serverUrl: string, template: string, prefix = "soundcheck_test_"): Promise<{ url: string; drop: () => Promise<void> }> => {
  const name = `${prefix}${randomBytes(6).toString("hex")}`
  await admin(serverUrl, (c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${template}`))
  return {
    url: withDatabase(serverUrl, name),
    drop: () => admin(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined)
  }
}

/** A name prefix for one run's databases, so that `dropDatabasesOf` finds them all when the run ends. */
export const runDatabasePrefix = (): string => `soundcheck_test_${randomBytes(3).toString("hex")}_`

/** Drops every database whose name starts with `prefix` (one run's, recycled or left behind). */
export const dropDatabasesOf = (serverUrl: string, prefix: string): Promise<void> =>
  admin(serverUrl, async (c) => {
    const { rows } = await c.query<{ datname: string }>("SELECT datname FROM pg_database WHERE starts_with(datname, $1)", [prefix])
    for (const { datname } of rows) await c.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`)
  })
