/** Smoke journey through the public web pages: landing, sign-in placeholder, not found; axe at each screen. */
import { expectNoAxeViolations } from "./support/axe.ts"
import { expectNoHorizontalScroll } from "./support/looks.ts"
import { expect, test, type Page } from "./support/test.ts"

const checkLanding = async (page: Page) => {
  await expect(page.getByRole("heading", { level: 1, name: "Find Your Next Show" })).toBeVisible()
  await expect(page).toHaveTitle("Soundcheck — Find Your Next Show")
  await expect(page.getByText("Discover concerts, coordinate with friends, and never miss a beat.")).toBeVisible()
  for (const blurb of ["Discover Shows", "Connect with Friends", "Coordinate Plans"]) {
    await expect(page.getByRole("heading", { level: 2, name: blurb })).toBeVisible()
  }
  await expect(page.getByText("Beta", { exact: true })).toBeVisible()
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/auth")
  const footer = page.getByRole("contentinfo")
  await expect(footer).toContainText("© 2024 Soundcheck")
  await expect(footer.getByRole("link", { name: "Feedback" })).toHaveAttribute("href", "/feedback")
  await expect(page.getByRole("link", { name: "Skip to main content" })).toHaveAttribute("href", "#main-content")
  await expect(page.getByRole("main")).toHaveCount(1)
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1)

  const metadata = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "null")
  expect(metadata["@type"]).toBe("WebApplication")
  expect(metadata.name).toBe("Soundcheck")
  expect(metadata.applicationCategory).toBe("EntertainmentApplication")
  expect(Number(metadata.offers.price)).toBe(0)
}

const journey = async (page: Page) => {
  await page.goto("/")
  await checkLanding(page)
  await expectNoHorizontalScroll(page)
  await expectNoAxeViolations(page)

  await page.getByRole("button", { name: "Privacy Policy" }).click()
  await expect(page.getByRole("alertdialog", { name: "Privacy Policy" })).toContainText("being finalized")
  await page.getByRole("button", { name: "Terms of Service" }).click()
  await expect(page.getByRole("alertdialog", { name: "Terms of Service" })).toContainText("being finalized")
  await expectNoAxeViolations(page)

  await page.getByRole("link", { name: "Get Started" }).click()
  await expect(page).toHaveURL(/\/auth$/)
  const authHeading = page.getByRole("heading", { level: 1, name: "Welcome to Soundcheck" })
  await expect(authHeading).toBeFocused()
  await expect(page.getByText("Join your friends at the best concerts")).toBeVisible()
  await expectNoHorizontalScroll(page)
  await expectNoAxeViolations(page)

  await page.goto("/no-such-page")
  await expect(page.getByText("404", { exact: true })).toBeVisible()
  await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible()
  await expect(page).toHaveTitle("Page not found — Soundcheck")
  await expectNoAxeViolations(page)
  await page.getByRole("link", { name: "Return to Home" }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole("heading", { level: 1, name: "Find Your Next Show" })).toBeFocused()
  await checkLanding(page)
  await expectNoAxeViolations(page)
}

test("a visitor finds the landing page, the sign-in page and the not-found page", async ({ page }) => {
  await journey(page)
})

test.describe("on a 375 px wide phone in dark mode", () => {
  test.use({ viewport: { width: 375, height: 800 }, colorScheme: "dark" })

  test("the same journey works on the mobile layout and the dark theme", async ({ page }) => {
    await journey(page)
  })
})
