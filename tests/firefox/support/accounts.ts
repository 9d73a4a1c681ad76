/** Signing in through /auth in Firefox, as the demo accounts of the seeded world. */
import type { Page } from "puppeteer-core"
import { field, waitForPath, waitForText } from "./queries.ts"
import { visit } from "./session.ts"

/** The demo world's accounts (adapters/postgres/seed.ts), as tests/e2e/support/accounts.ts names them. */
export const demoPassword = "soundcheck"
export const demoFan = "alice@soundcheck.test"
export const demoAdmin = "admin@soundcheck.test"

/** The page is the dashboard, welcoming the member back ("Welcome back, Alice Park"), with their account menu. */
export const expectDashboard = async (page: Page, email: string): Promise<void> => {
  await waitForPath(page, "/dashboard")
  await waitForText(page, "h1", "Welcome back")
  // The avatar button is named by its initials and the address: "AL: account menu for alice@soundcheck.test".
  await page.waitForSelector(`header button[aria-label$=${JSON.stringify(`: account menu for ${email}`)}]`, { visible: true })
}

/** Fill the /auth form and press Enter: ends on the dashboard, signed in. */
export const signIn = async (page: Page, email: string, password = demoPassword): Promise<void> => {
  await visit(page, "/auth")
  await waitForText(page, "h1", "Welcome to Soundcheck")
  await page.locator(`main ${field("Email")}`).fill(email)
  await page.locator(`main ${field("Password")}`).fill(password)
  await page.keyboard.press("Enter")
  await expectDashboard(page, email)
}
