/** Switches the e2e server's registration mode, as an admin would (the API reads it from the database on each request). */
import pg from "pg"
import { e2eDatabaseUrl } from "./mail.ts"

export const setRegistrationMode = async (mode: "open" | "invite-only"): Promise<void> => {
  const client = new pg.Client({ connectionString: await e2eDatabaseUrl() })
  await client.connect()
  try {
    await client.query(
      `INSERT INTO app_settings (key, value) VALUES ('registration_mode', $1)
       ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = now()`,
      [mode]
    )
  } finally {
    await client.end()
  }
}
