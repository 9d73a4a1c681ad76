/** Switches the e2e server's registration mode, as an admin would (the API reads it from the database on each request). */
import { expect, type Page } from "@playwright/test"
import pg from "pg"
import { e2eDatabaseUrl } from "./mail.ts"

type Mode = "open" | "invite-only"

const withClient = async <T>(work: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: await e2eDatabaseUrl() })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

export const setRegistrationMode = (mode: Mode): Promise<void> =>
  withClient(async (client) => {
    await client.query(
      `INSERT INTO app_settings (key, value) VALUES ('registration_mode', $1)
       ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = now()`,
      [mode]
    )
  })

/** Runs `work` with registration in `mode`, then puts back the mode it found (one worker's journeys run one at a time). */
export const inRegistrationMode = async <T>(mode: Mode, work: () => Promise<T>): Promise<T> => {
  const before = await registrationMode()
  await setRegistrationMode(mode)
  try {
    return await work()
  } finally {
    await setRegistrationMode(before)
  }
}

/** The server's mode now (a new database is invite-only). */
const registrationMode = (): Promise<Mode> =>
  withClient(async (client) => {
    const { rows } = await client.query<{ value: Mode }>("SELECT value FROM app_settings WHERE key = 'registration_mode'")
    return rows[0]?.value ?? "invite-only"
  })

/**
 * An error toast a visitor meets on /auth ("Sign in failed": Soundcheck is invite-only…): sign-up refuses once
 * registration has closed behind an open page. (A wrong password no longer fails in open mode: the automatic
 * sign-up answers alike for every address; in invite-only mode it leads to the waitlist screen, not a toast.)
 * Reloads /auth; leaves the server in the mode it found.
 */
export const showAuthenticationFailure = async (page: Page): Promise<void> => {
  const before = await registrationMode()
  try {
    // The page must have read the open mode before it closes, or it would only sign in.
    await setRegistrationMode("open")
    // The form shows the open mode's hint until the mode arrives, so the hint alone does not prove it was read.
    // Only the new document's request counts: the previous document's may still be answering (its body is then
    // gone with that document, and it may tell an older mode). Waiting from the navigation's commit on, before
    // the new document has run a script, leaves the previous document's requests out (a start time compared with
    // the test's clock did not: failed once in CI and once on a fresh clone).
    await page.goto("/auth", { waitUntil: "commit" })
    const modeRead = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/auth/registration")
    expect(await (await modeRead).json()).toEqual({ mode: "open" })
    await page.getByText("We'll sign you in, or create your account automatically if you're new.").waitFor()
    await setRegistrationMode("invite-only")
    await page.getByRole("textbox", { name: "Email" }).fill(`stranger-${Date.now()}@example.test`)
    await page.getByLabel("Password", { exact: true }).fill("let-me-in-please")
    await page.keyboard.press("Enter")
    await page
      .getByRole("region", { name: /notification/i })
      .getByRole("alertdialog", { name: "Sign in failed" })
      .waitFor()
  } finally {
    await setRegistrationMode(before)
  }
}
