/** Signing in through /auth with the keyboard, and the demo accounts the e2e database is seeded with. */
import { expect, type Page } from "@playwright/test"
import { tabTo } from "./keyboard.ts"

export const demoPassword = "soundcheck"
export const demoFan = "alice@soundcheck.test"
export const demoAdmin = "admin@soundcheck.test"

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
