/** Reads the mail the e2e server queued (its dev outbox is a table in the run's database). */
import { readFile } from "node:fs/promises"
import { fileURLToPath } from "node:url"
import { expect, test, workerPort } from "./test.ts"
import { countMailTo as countIn, latestMailTo, type OutboxMail } from "./outbox.ts"

export { linkIn, type OutboxMail } from "./outbox.ts"

/** The database of the current worker's server, written by that server when it starts. */
export const e2eDatabaseUrl = async (): Promise<string> => {
  const port = workerPort(test.info().parallelIndex)
  const file = fileURLToPath(new URL(`../../../.test-results/e2e-database-url-${port}`, import.meta.url))
  return (await readFile(file, "utf8")).trim()
}

/** The newest mail to `address`, waiting a little for it to be queued. */
export const readLatestMail = async (address: string): Promise<OutboxMail> => {
  const databaseUrl = await e2eDatabaseUrl()
  let mail: OutboxMail | null = null
  await expect.poll(async () => (mail = await latestMailTo(databaseUrl, address)), { timeout: 10_000 }).not.toBeNull()
  return mail as unknown as OutboxMail
}

/** How many mails were queued for `address`. */
export const countMailTo = async (address: string): Promise<number> => countIn(await e2eDatabaseUrl(), address)
