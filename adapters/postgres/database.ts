/** Which PostgreSQL server the app and the CLI use: DATABASE_URL, or the embedded one under .data/. */
import { fileURLToPath } from "node:url"
import { type EmbeddedDatabase, startEmbedded } from "./embedded.ts"

export const defaultDataDir = fileURLToPath(new URL("../../.data/pg", import.meta.url))

export interface Database extends EmbeddedDatabase {
  /** True when this is the embedded server of the checkout (demo data is seeded there on first start). */
  readonly embedded: boolean
}

export const openDatabase = async (
  env: NodeJS.ProcessEnv = process.env,
  log?: (line: string) => void
): Promise<Database> => {
  const url = env.DATABASE_URL
  if (url) return { url, embedded: false, stop: async () => undefined }
  const db = await startEmbedded(env.SOUNDCHECK_DATA_DIR ?? defaultDataDir, log ? { log } : {})
  return { ...db, embedded: true }
}
