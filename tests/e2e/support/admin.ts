/** The admin journeys' shared moves: locators by role and name, and reaching controls inside a table grid. */
import { expect, type Locator, type Page } from "@playwright/test"
import { expectNoAxeViolations } from "./axe.ts"
import { tabTo } from "./keyboard.ts"

export const heading = (page: Page, name: string) => page.getByRole("heading", { level: 1, name })
export const toast = (page: Page, text: string) => page.getByRole("region", { name: /notification/i }).getByText(text, { exact: true })
export const adminNav = (page: Page) => page.getByRole("navigation", { name: "Admin" })

const holdsFocus = (locator: Locator): Promise<boolean> =>
  locator.evaluate((element) => element === document.activeElement || element.contains(document.activeElement)).catch(() => false)

/**
 * A table is one Tab stop (an ARIA grid): Tab into it, ArrowDown to the row, ArrowRight to the control in
 * that row, then press `key`. The table may re-render under the keys (its refetch after a change replaces the
 * rows, and the focus with them): then the moves are made again from where the focus is.
 */
export const pressInTable = async (page: Page, grid: Locator, row: Locator, control: Locator, key = "Enter"): Promise<void> => {
  await expect(control).toBeVisible()
  await expect(async () => {
    for (let presses = 0; presses < 60 && !(await holdsFocus(grid)); presses++) await page.keyboard.press("Tab")
    for (const arrow of ["ArrowDown", "ArrowUp"]) {
      for (let presses = 0; presses < 150 && !(await holdsFocus(row)); presses++) await page.keyboard.press(arrow)
    }
    for (let presses = 0; presses < 20 && !(await holdsFocus(control)); presses++) await page.keyboard.press("ArrowRight")
    await expect(control).toBeFocused({ timeout: 1_000 })
    // Each move asks the page where the focus is: on a loaded machine the whole walk took past 20 s.
  }).toPass({ timeout: 45_000 })
  await page.keyboard.press(key)
}

/** The dialog named `name` is open, has focus inside it, and passes axe. */
export const expectDialog = async (page: Page, name: string | RegExp, role: "dialog" | "alertdialog" = "dialog"): Promise<Locator> => {
  const dialog = page.getByRole(role, { name })
  await expect(dialog).toBeVisible()
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)
  await expectNoAxeViolations(page)
  return dialog
}

/** Open the admin area's page `name` from the sidebar with the keyboard. */
export const openAdminPage = async (page: Page, name: string): Promise<void> => {
  await tabTo(page, adminNav(page).getByRole("link", { name, exact: true }))
  await page.keyboard.press("Enter")
  await expect(heading(page, name === "Dashboard" ? "Admin Panel" : name)).toBeFocused()
}

/**
 * Choose the file `name` with `content` in the CSV import dialog, by keyboard. After a refused file the button is drawn
 * anew ("Choose Another File"): an Enter that reached the one being replaced opens nothing (once in a loaded run), so
 * the key is pressed again on the button as it is now.
 */
export const chooseCsvFile = async (page: Page, name: string, content: string): Promise<void> => {
  const button = page.getByRole("button", { name: /^Choose (CSV|Another) File$/ })
  for (let attempt = 1; ; attempt++) {
    await tabTo(page, button)
    const chooser = page.waitForEvent("filechooser", { timeout: 5_000 })
    await page.keyboard.press("Enter")
    try {
      await (await chooser).setFiles({ name, mimeType: "text/csv", buffer: Buffer.from(content, "utf8") })
      return
    } catch (error) {
      if (attempt === 3) throw error
    }
  }
}
