/**
 * Issue #11 and spec section 9, notifications: a live region (the Notifications landmark), at most 3 toasts
 * at once, each for 4 seconds unless the pointer or the focus rests on it; errors are announced assertively
 * (role alert), the rest politely (role status); under reduced motion they appear without sliding in.
 * The page's clock is Playwright's, paused: the 4 seconds are exact and the test waits for none of them.
 */
import type { Page } from "@playwright/test"
import { showAuthenticationFailure } from "./support/registration.ts"
import { tabTo } from "./support/keyboard.ts"
import { expect, test } from "./support/test.ts"

const region = (page: Page) => page.getByRole("region", { name: /notification/i })
const toasts = (page: Page) => region(page).getByRole("alertdialog")
/** By keyboard: a click would leave the pointer where the toasts appear, and hovering them holds them. */
const showPrivacyNotice = async (page: Page): Promise<void> => {
  await page.getByRole("contentinfo").getByRole("button", { name: "Privacy Policy" }).focus()
  await page.keyboard.press("Enter")
}

test("toasts: at most three, four seconds each, held while hovered or focused", async ({ page }) => {
  await page.clock.install()
  await page.goto("/")
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
  // From here on the page's time moves only when the test says so.
  await page.clock.pauseAt(Date.now() + 1_000)

  for (let shown = 0; shown < 4; shown++) await showPrivacyNotice(page)
  await expect(toasts(page)).toHaveCount(3)
  const notice = toasts(page).first()
  await expect(notice.getByRole("status")).toContainText("being finalized")
  await expect(notice.getByRole("alert")).toHaveCount(0)

  await page.clock.runFor(3_900)
  await expect(toasts(page)).toHaveCount(3)
  await page.clock.runFor(200)
  // The three newest left together; the first one, held back (its clock stopped) while hidden, shows again.
  await expect(toasts(page)).toHaveCount(1)

  await toasts(page).first().hover()
  await page.clock.runFor(10_000)
  await expect(toasts(page)).toHaveCount(1)
  await page.mouse.move(0, 0)
  await page.clock.runFor(4_100)
  await expect(toasts(page)).toHaveCount(0)

  await showPrivacyNotice(page)
  await tabTo(page, toasts(page).getByRole("button"))
  await page.clock.runFor(10_000)
  await expect(toasts(page)).toHaveCount(1)
  await page.keyboard.press("Enter")
  await expect(toasts(page)).toHaveCount(0)
})

test("an error toast is announced assertively; with reduced motion toasts do not slide", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" })
  await page.goto("/auth")
  await showAuthenticationFailure(page)
  const failure = toasts(page).filter({ hasText: "Sign in failed" })
  await expect(failure.getByRole("alert")).toContainText("Sign in failed")
  const animation = await failure.evaluate((element) => getComputedStyle(element).animationDuration)
  expect(Number.parseFloat(animation)).toBeLessThan(0.001)
})
