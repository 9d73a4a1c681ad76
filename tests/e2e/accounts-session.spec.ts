/** The client's side of sessions: refresh on a 401 and retry, sign out when refresh is refused, keep-alive. */
import { expect, test } from "./support/test.ts"
import { accountMenuButton, demoFan, signInThroughApi, trackApiRequests } from "./support/accounts.ts"
import { chooseFromMenu } from "./support/keyboard.ts"

test("an expired access token is refreshed and the request retried", async ({ page, context }) => {
  await signInThroughApi(page, demoFan)
  await context.clearCookies({ name: "sc_access" })
  const refreshed = page.waitForResponse((response) => response.url().endsWith("/api/auth/refresh") && response.ok())
  await chooseFromMenu(page, accountMenuButton(page, demoFan), "Settings")
  await refreshed
  await expect(page.getByRole("radio", { name: "Friends of friends" })).toBeChecked()
})

test("a session the server no longer knows ends in the client: signed out, sent to /auth", async ({ page, context }) => {
  // Cookies cleared while the dashboard still loads (or before the live stream connects) would end the session
  // through that request instead: the page settles first, and the menu's navigation is what meets the 401.
  const api = trackApiRequests(page)
  const streamOpen = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/events" && response.ok())
  await signInThroughApi(page, demoFan)
  await streamOpen
  await api.settled()
  await context.clearCookies()
  await chooseFromMenu(page, accountMenuButton(page, demoFan), "Settings")
  await expect(page).toHaveURL(/\/auth$/)
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toBeVisible()
})

test("the client refreshes the session before the access token expires", async ({ page }) => {
  await page.clock.install()
  await signInThroughApi(page, demoFan)
  const refreshed = page.waitForResponse((response) => response.url().endsWith("/api/auth/refresh") && response.ok())
  // The access token lives 15 minutes; the 30 s check refreshes once fewer than 90 s remain.
  await page.clock.fastForward("14:00")
  await refreshed
  await page.reload()
  await expect(accountMenuButton(page, demoFan)).toBeVisible()
})
