/**
 * Signing in: through /auth with the keyboard (the journeys about signing in), or through the API for the
 * journeys about something else; and the demo accounts the e2e database is seeded with.
 */
import { expect, type Page } from "@playwright/test"
import { tabTo } from "./keyboard.ts"

export const demoPassword = "soundcheck"
export const demoFan = "alice@soundcheck.test"
export const demoAdmin = "admin@soundcheck.test"
/** Issue #29: the seeded moderator (the staff pages of the Admin Panel, not the admins' own). */
export const demoModerator = "mo@soundcheck.test"

/** The avatar button of the header, named after the signed-in address. */
export const accountMenuButton = (page: Page, email: string) => page.getByRole("banner").getByRole("button", { name: `Account menu for ${email}` })

/** Fill the /auth form with the keyboard and press Enter (the page must be /auth). */
export const submitAuthForm = async (page: Page, email: string, password: string): Promise<void> => {
  await expect(page.getByRole("heading", { level: 1, name: "Welcome to Soundcheck" })).toBeVisible()
  await tabTo(page, page.getByRole("textbox", { name: "Email" }))
  await page.keyboard.type(email)
  await page.keyboard.press("Tab")
  await expect(page.getByLabel("Password", { exact: true })).toBeFocused()
  await page.keyboard.type(password)
  await page.keyboard.press("Enter")
}

/** Open /auth and sign in; ends on the dashboard. */
export const signIn = async (page: Page, email: string, password = demoPassword): Promise<void> => {
  await page.goto("/auth")
  await submitAuthForm(page, email, password)
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole("heading", { level: 1, name: "Welcome back" })).toBeVisible()
}

/**
 * Sign in through the API (the cookies land in the page's browser context) and open the dashboard; ends where
 * `signIn` ends. The form itself is driven by keyboard in the accounts, waitlist and invite-only journeys.
 */
export const signInThroughApi = async (page: Page, email: string, password = demoPassword): Promise<void> => {
  const response = await page.request.post("/api/auth/sign-in", { data: { email, password }, headers: { "x-soundcheck-csrf": "1" } })
  expect(response.status()).toBe(200)
  await page.goto("/dashboard")
  await expect(page.getByRole("heading", { level: 1, name: "Welcome back" })).toBeVisible()
}

/**
 * Follow the page's API requests (all but the live stream) from now on; `settled()` resolves once none has
 * been in flight for `quietMs`: what the page loads has arrived. A journey that ends the session under the page
 * waits for it, so that the 401 it provokes is its own and not that of a query the page was still loading.
 */
export const trackApiRequests = (page: Page) => {
  const inFlight = new Set<unknown>()
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname
    if (path.startsWith("/api/") && path !== "/api/events") inFlight.add(request)
  })
  page.on("requestfinished", (request) => inFlight.delete(request))
  page.on("requestfailed", (request) => inFlight.delete(request))
  const settled = (quietMs = 300): Promise<void> =>
    expect
      .poll(
        async () => {
          if (inFlight.size > 0) return false
          await page.waitForTimeout(quietMs)
          return inFlight.size === 0
        },
        { message: "the page's API requests settle" }
      )
      .toBe(true)
  return { settled }
}
