/**
 * Migrated PostgreSQL databases for tests, from inside a vitest worker: as fresh as a new clone of the template,
 * but recycled. A clone (CREATE DATABASE … TEMPLATE) copies the template's 9 MB through the WAL: about 0.4 s of
 * the server's time on a busy machine, and the contract properties take one per example (over 200 a run, a third of
 * vitest's time went to it). A database a test gives back is emptied instead (its connections ended, every row
 * deleted, sequences restarted, the template's rows put back) and handed to this worker's next test. One whose
 * schema the test changed is dropped, not reused. The run's databases carry the run's name and are dropped when it
 * ends (tests/support/global-setup.ts).
 */
import { Schema } from "effect"
import pg from "pg"
import { type CommonQueryMethods, type IdentifierSqlToken, sql } from "slonik"
import { inject } from "vitest"
import { noRows } from "../../adapters/postgres/pool.ts"
import { dropDatabase, freshDatabase, withPool } from "./test-database.ts"

export interface TestDatabase {
  readonly url: string
  /** Gives the database back (once; later calls do nothing). */
  readonly drop: () => Promise<void>
}

/** What a clean database looks like: its schema's fingerprint and the rows the migrations left in it. */
interface Baseline {
  readonly schema: string
  /** Every table but the migrations' own. */
  readonly tables: ReadonlyArray<IdentifierSqlToken>
  /** Every sequence, restarted. */
  readonly sequences: ReadonlyArray<IdentifierSqlToken>
  /** Whether the tests' role is a superuser, who may delete every row with the foreign keys' checks off. */
  readonly superuser: boolean
  /** The template's rows, table by table (app settings), as JSON. */
  readonly rows: ReadonlyArray<{ readonly table: IdentifierSqlToken; readonly json: string }>
}

const fingerprintRow = sql.type(Schema.toStandardSchemaV1(Schema.Struct({ schema: Schema.String })))
const tableRow = sql.type(Schema.toStandardSchemaV1(Schema.Struct({ schema: Schema.String, name: Schema.String })))
const jsonRow = sql.type(Schema.toStandardSchemaV1(Schema.Struct({ json: Schema.NullOr(Schema.String) })))
const superuserRow = sql.type(Schema.toStandardSchemaV1(Schema.Struct({ superuser: Schema.Boolean })))

/**
 * The schema as the catalogue describes it: relations and their columns, constraints, triggers, functions,
 * extensions, policies, the database's own settings and the applied migrations. Equal fingerprints: nothing
 * a test created or altered is left for the next.
 */
const fingerprint = (db: CommonQueryMethods) =>
  db.oneFirst(fingerprintRow`
    SELECT md5(string_agg(entry, ',' ORDER BY entry)) AS schema FROM (
      SELECT 'rel ' || n.nspname || '.' || c.relname || ' ' || c.relkind::text || ' ' || coalesce((
        SELECT string_agg(a.attname || ':' || format_type(a.atttypid, a.atttypmod) || ':' || a.attnotnull, ';' ORDER BY a.attnum)
        FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped), '') AS entry
        FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg_toast%'
      UNION ALL SELECT 'con ' || conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid) FROM pg_constraint
        WHERE connamespace NOT IN (SELECT oid FROM pg_namespace WHERE nspname IN ('pg_catalog', 'information_schema'))
      UNION ALL SELECT 'trg ' || tgrelid::regclass::text || ' ' || tgname || ' ' || tgenabled::text FROM pg_trigger
      UNION ALL SELECT 'fn ' || p.oid::regprocedure::text || ' ' || md5(p.prosrc) FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
        WHERE n.nspname NOT IN ('pg_catalog', 'information_schema')
      UNION ALL SELECT 'ext ' || extname || ' ' || extversion FROM pg_extension
      UNION ALL SELECT 'pol ' || polrelid::regclass::text || ' ' || polname FROM pg_policy
      UNION ALL SELECT 'set ' || array_to_string(setconfig, ',') FROM pg_db_role_setting
        WHERE setdatabase = (SELECT oid FROM pg_database WHERE datname = current_database())
      UNION ALL SELECT 'mig ' || name || ' ' || checksum FROM schema_migrations
    ) entries`)

const baselineOf = (url: string): Promise<Baseline> =>
  withPool(url, async (db) => {
    const found = await db.any(tableRow`
      SELECT schemaname AS schema, tablename AS name FROM pg_tables
      WHERE schemaname NOT IN ('pg_catalog', 'information_schema') AND tablename <> 'schema_migrations' ORDER BY 1, 2`)
    const tables = found.map((t) => sql.identifier([t.schema, t.name]))
    const rows: Array<{ table: IdentifierSqlToken; json: string }> = []
    for (const table of tables) {
      const json = await db.oneFirst(jsonRow`SELECT json_agg(t)::text AS json FROM ${table} t`)
      if (json !== null) rows.push({ table, json })
    }
    const sequences = (
      await db.any(tableRow`
        SELECT schemaname AS schema, sequencename AS name FROM pg_sequences WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`)
    ).map((s) => sql.identifier([s.schema, s.name]))
    const superuser = await db.oneFirst(superuserRow`SELECT rolsuper AS superuser FROM pg_roles WHERE rolname = current_user`)
    return { schema: await fingerprint(db), tables, sequences, superuser, rows }
  })

let baseline: Promise<Baseline> | undefined
const spare: Array<string> = []

/** Empties `url` back to the baseline, or says it cannot (the schema differs): then it is dropped. */
const recycle = async (url: string): Promise<void> => {
  const clean = await baseline!
  const reusable = await withPool(url, async (db) => {
    // A pool the test left open would hold locks (and see the next test's data): its connections end here.
    await db.query(noRows`SELECT pg_terminate_backend(pid, 5000) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`)
    if ((await fingerprint(db)) !== clean.schema) return false
    await db.transaction(async (t) => {
      if (clean.superuser) {
        // The few rows a test leaves are deleted in one statement, the foreign keys' and the triggers' checks off for
        // this transaction: some 40 ms, where a TRUNCATE of every table (a new file for each table and index) took
        // about a second of a busy server, for each of the run's hundreds of databases given back.
        await t.query(noRows`SET LOCAL session_replication_role = replica`)
        await t.query(
          noRows`WITH ${sql.join(
            clean.tables.map((table, n) => sql.fragment`${sql.identifier([`emptied_${n}`])} AS (DELETE FROM ${table})`),
            sql.fragment`, `
          )} SELECT`
        )
        for (const sequence of clean.sequences) await t.query(noRows`ALTER SEQUENCE ${sequence} RESTART`)
        await t.query(noRows`SET LOCAL session_replication_role = DEFAULT`)
      } else await t.query(noRows`TRUNCATE ${sql.join(clean.tables, sql.fragment`, `)} RESTART IDENTITY CASCADE`)
      for (const { table, json } of clean.rows) {
        await t.query(noRows`INSERT INTO ${table} SELECT * FROM json_populate_recordset(NULL::${table}, ${json}::json)`)
      }
    })
    return true
  })
  if (reusable) spare.push(url)
  else await dropDatabase(url)
}

/** A clean, migrated database for one test (or one example of a property); give it back with `drop`. */
export const testDatabase = async (): Promise<TestDatabase> => {
  const url = spare.pop() ?? (await freshDatabase(inject("testServerUrl"), inject("testTemplate"), inject("testDatabasePrefix"))).url
  baseline ??= baselineOf(url)
  await baseline
  let given = false
  return {
    url,
    drop: async () => {
      if (given) return
      given = true
      await recycle(url).catch(() => dropDatabase(url))
    }
  }
}

/** Runs `work` on a connection of its own to `url`. */
const withClient = async <A>(url: string, work: (client: pg.Client) => Promise<A>): Promise<A> => {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/** The rows of one statement, on a connection of its own (for checks straight against the data). */
export const queryRows = <R = Record<string, unknown>>(url: string, text: string, values: Array<unknown> = []): Promise<Array<R>> =>
  withClient(url, async (client) => (await client.query(text, values)).rows as Array<R>)
