/**
 * Keys the stored addresses that the database cannot key itself (migration 0016): a non-ASCII address's key is
 * the application's `emailKey`, so the migration runner computes it here, in JavaScript, for every row still
 * without one. Two rows that the key makes one address are never merged: the later one is left without a key
 * (no lookup by address finds it) and reported, for an admin to resolve.
 */
import { Schema } from "effect"
import { type CommonQueryMethods, sql, UniqueIntegrityConstraintViolationError } from "slonik"
import { emailKey } from "../../domain/accounts/credentials.ts"
import { makePool, noRows } from "./pool.ts"

/** The migration that adds the keys: the runner keys what it left once it has been applied. */
export const EMAIL_KEY_MIGRATION = "0016_email_key.sql"

const tables = ["users", "waitlist", "invitations"] as const

const unkeyedRow = sql.type(Schema.toStandardSchemaV1(Schema.Struct({ id: Schema.String, email: Schema.String })))

const keyTable = async (db: CommonQueryMethods, table: (typeof tables)[number], warn: (line: string) => void): Promise<void> => {
  const name = sql.identifier([table])
  const rows = await db.any(unkeyedRow`SELECT id::text AS id, email FROM ${name} WHERE email_key IS NULL ORDER BY created_at, id`)
  for (const row of rows) {
    try {
      await db.transaction((t) => t.query(noRows`UPDATE ${name} SET email_key = ${emailKey(row.email)} WHERE id = ${row.id}::uuid`))
    } catch (error) {
      if (!(error instanceof UniqueIntegrityConstraintViolationError)) throw error
      warn(
        `soundcheck: migration warning: ${table} ${row.id} has an e-mail address that another row's equals once compared as one spelling; it is left unkeyed (not found by address) until resolved by hand`
      )
    }
  }
}

/** Keys every row still without a key (the migration's indexes of such rows make finding none free). */
export const keyEmails = async (url: string, warn: (line: string) => void): Promise<void> => {
  const pool = await makePool(url, { maximumPoolSize: 1 })
  try {
    for (const table of tables) await keyTable(pool, table, warn)
  } finally {
    await pool.end()
  }
}
