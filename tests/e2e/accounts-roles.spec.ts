/** Roles and navigation: /admin only for admins, the avatar menu per role, the collapsed navigation on phones. */
import { expect, test, type Page } from "./support/test.ts"
import { accountMenuButton, demoAdmin, demoFan, signInThroughApi } from "./support/accounts.ts"
import { expectNoAxeViolations } from "./support/axe.ts"
import { chooseFromMenu, tabTo } from "./support/keyboard.ts"

const heading = (page: Page, name: string) => page.getByRole("heading", { level: 1, name })

test("a fan is kept out of /admin and sees no Admin Panel entry", async ({ page }) => {
  await signInThroughApi(page, demoFan)
  await expectNoAxeViolations(page)
  await tabTo(page, accountMenuButton(page, demoFan))
  await page.keyboard.press("Enter")
  await expect(page.getByRole("menu")).toContainText("alice")
  await expect(page.getByRole("menuitem", { name: "Admin Panel" })).toHaveCount(0)
  await expectNoAxeViolations(page)
  await page.keyboard.press("Escape")

  await page.goto("/admin")
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(heading(page, "Welcome back")).toBeVisible()
})

test("the admin reaches the Admin Panel from the avatar menu", async ({ page }) => {
  await signInThroughApi(page, demoAdmin)
  await chooseFromMenu(page, accountMenuButton(page, demoAdmin), "Admin Panel")
  await expect(page).toHaveURL(/\/admin$/)
  await expect(heading(page, "Admin Panel")).toBeFocused()
  await expectNoAxeViolations(page)
})

test("a visitor is sent from a signed-in page to /auth, and back to it after signing in", async ({ page }) => {
  await page.goto("/settings")
  await expect(page).toHaveURL(/\/auth$/)
  await expect(heading(page, "Welcome to Soundcheck")).toBeVisible()
  await page.getByRole("textbox", { name: "Email" }).fill(demoFan)
  await page.getByLabel("Password", { exact: true }).fill("soundcheck")
  await page.keyboard.press("Enter")
  await expect(page).toHaveURL(/\/settings$/)
  await expect(heading(page, "Settings")).toBeVisible()
})

test.describe("on a 375 px wide phone", () => {
  test.use({ viewport: { width: 375, height: 800 } })

  test("the navigation collapses into a menu", async ({ page }) => {
    await signInThroughApi(page, demoFan)
    await page.goto("/settings")
    await chooseFromMenu(page, page.getByRole("button", { name: "Menu", exact: true }), "Dashboard")
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Concerts" })).toBeHidden()
    await expectNoAxeViolations(page)
  })
})

test("an unknown profile shows Profile Not Found with its two ways back", async ({ page }) => {
  await signInThroughApi(page, demoFan)
  for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-user"]) {
    await page.goto(`/profile/${id}`)
    await expect(heading(page, "Profile Not Found")).toBeVisible()
    await expect(page.getByRole("link", { name: "Go to Friends" })).toHaveAttribute("href", "/friends")
    await expect(page.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute("href", "/dashboard")
  }
  await expectNoAxeViolations(page)
})
