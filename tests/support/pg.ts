/** A fresh migrated PostgreSQL database per test file, from inside a vitest worker. */
import pg from "pg"
import { inject } from "vitest"
import { freshDatabase } from "./test-database.ts"

export const testDatabase = () => freshDatabase(inject("testServerUrl"), inject("testTemplate"))

/** The rows of one statement, on a connection of its own (for checks straight against the data). */
export const queryRows = async <R = Record<string, unknown>>(url: string, text: string, values: Array<unknown> = []): Promise<Array<R>> => {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query(text, values)).rows as Array<R>
  } finally {
    await client.end()
  }
}
