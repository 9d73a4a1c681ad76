/** Which PostgreSQL server the app and the CLI use: DATABASE_URL, or the embedded one under .data/ (or SOUNDCHECK_DATA_DIR). */
import { fileURLToPath } from "node:url"
import { type EmbeddedDatabase, startEmbedded } from "./embedded.ts"

export const defaultDataDir = fileURLToPath(new URL("../../.data/pg", import.meta.url))

export interface Database extends EmbeddedDatabase {
  /** True when this is the embedded server of the checkout (demo data is seeded there on first start). */
  readonly embedded: boolean
}

/** Where the database is, as the settings say (apps/config reads DATABASE_URL and SOUNDCHECK_DATA_DIR). */
export interface DatabaseLocation {
  readonly databaseUrl?: string | undefined
  readonly dataDir?: string | undefined
}

export const openDatabase = async (where: DatabaseLocation, log?: (line: string) => void): Promise<Database> => {
  if (where.databaseUrl) return { url: where.databaseUrl, embedded: false, stop: async () => undefined }
  const db = await startEmbedded(where.dataDir ?? defaultDataDir, log ? { log } : {})
  return { ...db, embedded: true }
}
