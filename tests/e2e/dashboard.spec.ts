/**
 * The dashboard at 1280 and 375 px with an axe scan at each: Alice's counts, her lists, and the Midnight
 * Owls Ready to Go (Bob and Carol have tickets) beside Phoebe Bridgers Building Interest; the admin, with no
 * friends and no concerts of their own, sees the empty texts.
 */
import { expect, test, type Page } from "./support/test.ts"
import { demoAdmin, demoFan, signInThroughApi } from "./support/accounts.ts"
import { expectNoAxeViolations } from "./support/axe.ts"
import { tabTo } from "./support/keyboard.ts"

const stat = (page: Page, label: string) =>
  page.getByRole("definition").filter({ has: page.locator(`xpath=preceding-sibling::dt[normalize-space()="${label}"]`) })
const panel = (page: Page, title: string) => page.getByRole("region", { name: title })

test("Alice's dashboard: counts, group opportunities and her lists, on a wide screen and a phone", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await signInThroughApi(page, demoFan)
  await expect(page.getByRole("heading", { level: 1, name: "Welcome back, Alice Park" })).toBeVisible()
  await expect(page).toHaveTitle("Dashboard — Soundcheck")

  // Midnight Owls (interested) and Fleet Foxes (tickets); four concerts with visible friend interest, shown as 3.
  await expect(stat(page, "Your Concerts")).toHaveText("2")
  await expect(stat(page, "Friend Activity")).toHaveText("3")
  await expect(stat(page, "Have Tickets")).toHaveText("1")
  await expect(stat(page, "Total Concerts")).toHaveText("9")

  const opportunities = panel(page, "Group Concert Opportunities")
  const ready = opportunities.getByRole("region", { name: "Ready to Go" })
  await expect(ready.getByRole("listitem")).toHaveCount(1)
  await expect(ready).toContainText("The Midnight Owls")
  await expect(ready).toContainText(/Have tickets: (Bob Rivera \(1st\), Carol Chen \(1st\)|Carol Chen \(1st\), Bob Rivera \(1st\))/)
  await expect(ready).toContainText("Interested: Dave Okafor (2nd)")
  await expect(ready).toContainText("Your status: Interested")
  const building = opportunities.getByRole("region", { name: "Building Interest" })
  await expect(building.getByRole("listitem")).toHaveCount(1)
  await expect(building).toContainText("Phoebe Bridgers")
  await expect(building).toContainText("Your status: Not interested")
  await expect(opportunities).not.toContainText(/Showing \d+ of/)
  await expect(page.getByText("Frank Moreau")).toHaveCount(0)

  const yours = panel(page, "Your Concerts").getByRole("listitem")
  await expect(yours).toHaveCount(2)
  await expect(yours.nth(0)).toContainText("Fleet Foxes")
  await expect(yours.nth(0)).toContainText("Have Tickets")
  await expect(yours.nth(1)).toContainText("The Midnight Owls")
  await expect(yours.nth(1)).toContainText("Interested")
  const activity = panel(page, "Friend Activity").getByRole("listitem")
  await expect(activity).toHaveCount(3)
  await expect(activity.nth(0)).toContainText("Fleet Foxes")
  await expect(activity.nth(0)).toContainText("1 has tickets · 0 interested: Dave Okafor")
  await expect(activity.nth(1)).toContainText("The Midnight Owls")
  await expect(activity.nth(2)).toContainText("Phoebe Bridgers")
  await expectNoAxeViolations(page)

  await page.setViewportSize({ width: 375, height: 800 })
  await expect(ready).toContainText("The Midnight Owls")
  await expectNoAxeViolations(page)

  // Browse Concerts leads to the concerts page by keyboard.
  await tabTo(page, page.getByRole("main").getByRole("link", { name: "Browse Concerts" }))
  await page.keyboard.press("Enter")
  await expect(page.getByRole("heading", { level: 1, name: "Concerts" })).toBeFocused()
})

test("with no friends and no concerts of one's own, the dashboard says so", async ({ page }) => {
  await signInThroughApi(page, demoAdmin)
  await expect(stat(page, "Your Concerts")).toHaveText("0")
  await expect(stat(page, "Friend Activity")).toHaveText("0")
  await expect(stat(page, "Have Tickets")).toHaveText("0")
  await expect(page.getByText("No concerts tracked yet. Visit the Concerts page to explore!")).toBeVisible()
  await expect(page.getByText("No friend activity yet. Add friends to see what concerts they're interested in!")).toBeVisible()
  await expect(panel(page, "Group Concert Opportunities")).toContainText("No group opportunities yet.")
  await expectNoAxeViolations(page)
  await page.setViewportSize({ width: 375, height: 800 })
  await expectNoAxeViolations(page)
})
