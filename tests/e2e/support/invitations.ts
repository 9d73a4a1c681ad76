/** The invitations journeys' moves outside the browser: the invite count in the database, the CLI, the mailed link. */
import { execFile } from "node:child_process"
import { fileURLToPath } from "node:url"
import { promisify } from "node:util"
import pg from "pg"
import { e2eDatabaseUrl, linkIn, readLatestMail } from "./mail.ts"

const repoRoot = fileURLToPath(new URL("../../../", import.meta.url))
const run = promisify(execFile)

/** Give the user `count` invites (a fan who has used them all, without sending five mails first). */
export const setInviteCount = async (userId: string, count: number): Promise<void> => {
  const client = new pg.Client({ connectionString: await e2eDatabaseUrl() })
  await client.connect()
  try {
    await client.query("UPDATE profiles SET invite_count = $2 WHERE user_id = $1", [userId, count])
  } finally {
    await client.end()
  }
}

/** Run `soundcheck <args>` against the e2e database and return what it printed. */
export const soundcheck = async (...args: ReadonlyArray<string>): Promise<string> => {
  const { stdout } = await run(process.execPath, ["cli/main.ts", ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: await e2eDatabaseUrl() }
  })
  return stdout
}

/** The id of the pending invite request of the user with this address, as the CLI lists it. */
export const pendingRequestIdOf = async (email: string): Promise<string> => {
  const rows = JSON.parse(await soundcheck("invites", "requests", "--status", "pending", "--json")) as Array<{ id: string; email: string }>
  const row = rows.find((request) => request.email === email)
  if (row === undefined) throw new Error(`No pending invite request from ${email}`)
  return row.id
}

/** The /invite?token=…&inviter=… link of the newest mail to `email` (path and query only). */
export const invitationLinkTo = async (email: string): Promise<string> => linkIn((await readLatestMail(email)).text, "/invite")
