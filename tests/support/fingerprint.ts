/**
 * A fingerprint of everything the app stores (row counts and checksums per table), to show that a refused
 * request changed no data. Rate-limit counters are left out: counting a refused attempt is their purpose.
 */
import { createHash } from "node:crypto"
import type { ManagedRuntime } from "effect"
import pg from "pg"
import { MemoryStore } from "../../adapters/memory/store.ts"
import type { TestApp } from "./app.ts"

export type Fingerprint = Record<string, string>

const UNCOUNTED = new Set(["rate_limits", "rateLimits", "schema_migrations"])

/** A number per stored value object: the memory tables hold immutable values, so a change is a new object. */
const ids = new WeakMap<object, number>()
let nextId = 0
const identity = (value: unknown): string => {
  if (typeof value !== "object" || value === null) return JSON.stringify(value) ?? "undefined"
  let id = ids.get(value)
  if (id === undefined) {
    id = ++nextId
    ids.set(value, id)
  }
  return `#${id}`
}

/** Each memory table's size and a hash of its keys and value identities (cheap, whatever the store's size). */
export const memoryFingerprint = (t: TestApp): Promise<Fingerprint> =>
  (t.runtime as unknown as ManagedRuntime.ManagedRuntime<MemoryStore, never>).runPromise(
    MemoryStore.useSync(({ tables }) =>
      Object.fromEntries(
        Object.entries(tables)
          .filter(([name]) => !UNCOUNTED.has(name))
          .map(([name, rows]: [string, Map<unknown, unknown>]) => {
            const hash = createHash("sha1")
            for (const [key, value] of rows) hash.update(`${String(key)}=${identity(value)};`)
            return [name, `${rows.size}:${hash.digest("hex")}`]
          })
      )
    )
  )

export interface PostgresFingerprinter {
  readonly take: () => Promise<Fingerprint>
  readonly close: () => Promise<void>
}

/**
 * Each public table's row count and an md5 of its rows in a stable order. Hashing every table after every request
 * was most of the fuzzer's time (some 70 tables, thousands of requests): a statement trigger on each table notes its
 * name in `fingerprint_touched`, in the writer's own transaction (a rolled-back write leaves no note), and a
 * fingerprint hashes again only the tables noted since the last one (the notes are taken and deleted in one
 * statement, so a write committed meanwhile is noted for the next). The first hashes them all. The triggers and the
 * notes' table change the database's schema, so the tests' pool drops it rather than reusing it.
 */
export const postgresFingerprinter = async (databaseUrl: string): Promise<PostgresFingerprinter> => {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  const tables = (await client.query<{ name: string }>("SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename")).rows
    .map((r) => r.name)
    .filter((name) => !UNCOUNTED.has(name))
  await client.query(`
    CREATE UNLOGGED TABLE fingerprint_touched (name text NOT NULL);
    CREATE FUNCTION fingerprint_touch() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO fingerprint_touched VALUES (TG_TABLE_NAME);
      RETURN NULL;
    END $$;
    ${tables.map((name) => `CREATE TRIGGER fingerprint_touch AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "${name}" FOR EACH STATEMENT EXECUTE FUNCTION fingerprint_touch();`).join("\n")}`)
  const sumsOf = async (names: ReadonlyArray<string>): Promise<Fingerprint> => {
    if (names.length === 0) return {}
    const statement = names
      .map((name) => `SELECT '${name}' AS name, count(*) || ':' || coalesce(md5(string_agg(t::text, '|' ORDER BY t::text)), '') AS sum FROM "${name}" t`)
      .join(" UNION ALL ")
    return Object.fromEntries((await client.query<{ name: string; sum: string }>(statement)).rows.map((r) => [r.name, r.sum]))
  }
  let sums: Fingerprint | undefined
  return {
    take: async () => {
      const touched = new Set((await client.query<{ name: string }>("DELETE FROM fingerprint_touched RETURNING name")).rows.map((r) => r.name))
      sums = sums === undefined ? await sumsOf(tables) : { ...sums, ...(await sumsOf(tables.filter((name) => touched.has(name)))) }
      return { ...sums }
    },
    close: () => client.end()
  }
}
