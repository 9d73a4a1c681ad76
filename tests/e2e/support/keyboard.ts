/** Keyboard-only helpers: reach a control with Tab, choose from a menu with the arrow keys. */
import { expect, type Locator, type Page } from "@playwright/test"

/** Whether `locator` has focus; a control that left the page (a sign-out redrew it) answers false at once, not at the test's timeout. */
const isFocused = (locator: Locator): Promise<boolean> =>
  locator.evaluate((element) => element === document.activeElement, undefined, { timeout: 2_000 }).catch(() => false)

/** Press Tab (or Shift+Tab) until `target` has focus; fails after `limit` presses. */
export const tabTo = async (page: Page, target: Locator, { backwards = false, limit = 60 } = {}): Promise<void> => {
  await expect(target).toBeVisible()
  for (let presses = 0; presses < limit; presses++) {
    if (await isFocused(target)) return
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab")
  }
  await expect(target).toBeFocused()
}

/** Type into the focused field, replacing what it holds. */
export const replaceText = async (page: Page, text: string): Promise<void> => {
  await page.keyboard.press("ControlOrMeta+a")
  await page.keyboard.press("Backspace")
  await page.keyboard.type(text)
}

/** Open the menu of `trigger` with Enter and choose `item` with the arrow keys and Enter. */
export const chooseFromMenu = async (page: Page, trigger: Locator, item: string): Promise<void> => {
  await tabTo(page, trigger)
  await page.keyboard.press("Enter")
  const menu = page.getByRole("menu")
  await expect(menu).toBeVisible()
  const target = menu.getByRole("menuitem", { name: item, exact: true })
  for (let presses = 0; presses < 12 && !(await isFocused(target)); presses++) await page.keyboard.press("ArrowDown")
  await expect(target).toBeFocused()
  await page.keyboard.press("Enter")
}

/** Select the tab named `name` of the page's tab list with the arrow keys (a tab list is one Tab stop). */
export const selectTab = async (page: Page, name: string | RegExp): Promise<void> => {
  const tabList = page.getByRole("tablist")
  await tabTo(page, tabList.getByRole("tab", { selected: true }))
  const target = tabList.getByRole("tab", { name })
  for (let presses = 0; presses < 8 && (await target.getAttribute("aria-selected")) !== "true"; presses++) {
    await page.keyboard.press("ArrowRight")
  }
  await expect(target).toHaveAttribute("aria-selected", "true")
}
