/**
 * A PostgreSQL server of a test's own, which the test may stop and start again (the fault tests):
 * the embedded binaries on a free port, data in a temporary folder removed afterwards, migrated.
 */
import { chmod, mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"
import { startEmbedded } from "../../adapters/postgres/embedded.ts"
import { migrate } from "../../adapters/postgres/migrate.ts"

export interface PrivatePostgres {
  readonly url: string
  readonly stop: () => Promise<void>
  readonly start: () => Promise<void>
  /** Stops the server if it runs and removes its data. */
  readonly remove: () => Promise<void>
}

export const privatePostgres = async (): Promise<PrivatePostgres> => {
  const dir = await mkdtemp(path.join(tmpdir(), "soundcheck-faults-"))
  await chmod(dir, 0o755) // as root the server runs as the postgres user, who must reach the data folder
  const db = await startEmbedded(path.join(dir, "pg"), { database: "soundcheck" })
  await migrate(db.url)
  let running = true
  return {
    url: db.url,
    stop: async () => {
      await db.stop()
      running = false
    },
    start: async () => {
      await db.restart!()
      running = true
    },
    remove: async () => {
      if (running) await db.stop()
      await rm(dir, { recursive: true, force: true })
    }
  }
}
