/** Reads the mail the e2e server queued (its dev outbox is a table in the run's database). */
import { readFile } from "node:fs/promises"
import { fileURLToPath } from "node:url"
import { expect, test, workerPort } from "./test.ts"
import pg from "pg"

export interface OutboxMail {
  readonly to: string
  readonly subject: string
  readonly text: string
}

/** The database of the current worker's server, written by that server when it starts. */
export const e2eDatabaseUrl = async (): Promise<string> => {
  const port = workerPort(test.info().parallelIndex)
  const file = fileURLToPath(new URL(`../../../.test-results/e2e-database-url-${port}`, import.meta.url))
  return (await readFile(file, "utf8")).trim()
}

const latestMailTo = async (address: string): Promise<OutboxMail | null> => {
  const client = new pg.Client({ connectionString: await e2eDatabaseUrl() })
  await client.connect()
  try {
    const { rows } = await client.query<{ to_address: string; subject: string; text_body: string }>(
      "SELECT to_address, subject, text_body FROM mail_outbox WHERE to_address = $1 ORDER BY id DESC LIMIT 1",
      [address]
    )
    const row = rows[0]
    return row === undefined ? null : { to: row.to_address, subject: row.subject, text: row.text_body }
  } finally {
    await client.end()
  }
}

/** The newest mail to `address`, waiting a little for it to be queued. */
export const readLatestMail = async (address: string): Promise<OutboxMail> => {
  let mail: OutboxMail | null = null
  await expect.poll(async () => (mail = await latestMailTo(address)), { timeout: 10_000 }).not.toBeNull()
  return mail as unknown as OutboxMail
}

/** How many mails were queued for `address`. */
export const countMailTo = async (address: string): Promise<number> => {
  const client = new pg.Client({ connectionString: await e2eDatabaseUrl() })
  await client.connect()
  try {
    const { rows } = await client.query<{ count: string }>("SELECT count(*) FROM mail_outbox WHERE to_address = $1", [address])
    return Number(rows[0]?.count ?? 0)
  } finally {
    await client.end()
  }
}

/**
 * The path and query of the first link in `text` whose path matches `path` ("/auth/confirm"); the server's
 * public URL may name another host than the one the tests drive.
 */
export const linkIn = (text: string, path: string | RegExp): string => {
  const matches = (pathname: string) => (typeof path === "string" ? pathname === path : path.test(pathname))
  const match = text.match(/https?:\/\/\S+/g)?.map((url) => new URL(url)).find((url) => matches(url.pathname))
  if (match === undefined) throw new Error(`No ${path} link in the mail:\n${text}`)
  return `${match.pathname}${match.search}`
}
