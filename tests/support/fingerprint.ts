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

/** Each public table's row count and an md5 of its rows in a stable order, in one statement on one connection. */
export const postgresFingerprinter = async (databaseUrl: string): Promise<PostgresFingerprinter> => {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  const tables = (await client.query<{ name: string }>("SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename")).rows
    .map((r) => r.name)
    .filter((name) => !UNCOUNTED.has(name))
  const statement = tables
    .map((name) => `SELECT '${name}' AS name, count(*) || ':' || coalesce(md5(string_agg(t::text, '|' ORDER BY t::text)), '') AS sum FROM "${name}" t`)
    .join(" UNION ALL ")
  return {
    take: async () => Object.fromEntries((await client.query<{ name: string; sum: string }>(statement)).rows.map((r) => [r.name, r.sum])),
    close: () => client.end()
  }
}
