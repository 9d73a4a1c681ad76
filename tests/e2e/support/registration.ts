/** Switches the e2e server's registration mode, as an admin would (the API reads it from the database on each request). */
import type { Page } from "@playwright/test"
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

/**
 * An error toast a visitor meets on /auth ("Sign in failed": Soundcheck is invite-only…): sign-up refuses once
 * registration has closed behind an open page.
 * (A wrong password no longer fails in open mode: the automatic sign-up answers alike for every address, so
 * nobody learns whether one has an account.)
 */
export const showAuthenticationFailure = async (page: Page): Promise<void> => {
  // The page must have read the open mode before it closes, or it would only sign in.
  await page.getByText("We'll sign you in, or create your account automatically if you're new.").waitFor()
  await setRegistrationMode("invite-only")
  try {
    await page.getByRole("textbox", { name: "Email" }).fill(`stranger-${Date.now()}@example.test`)
    await page.getByLabel("Password", { exact: true }).fill("let-me-in-please")
    await page.keyboard.press("Enter")
    await page.getByRole("region", { name: /notification/i }).getByRole("alertdialog", { name: "Sign in failed" }).waitFor()
  } finally {
    await setRegistrationMode("open")
  }
}
