/** The concerts screens by keyboard: open the page from the main navigation, choose from a Select. */
import { expect, type Locator, type Page } from "@playwright/test"
import { tabTo } from "./keyboard.ts"

const isFocused = (locator: Locator): Promise<boolean> => locator.evaluate((element) => element === document.activeElement).catch(() => false)

/** Follow the main navigation's Concerts link with the keyboard; the page heading takes focus. */
export const openConcerts = async (page: Page): Promise<void> => {
  await tabTo(page, page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Concerts" }))
  await page.keyboard.press("Enter")
  await expect(page.getByRole("heading", { level: 1, name: "Concerts" })).toBeFocused()
}

/** Whether the focused element comes after `locator` in the page: Shift+Tab then reaches it sooner. */
const isBeforeFocus = (locator: Locator): Promise<boolean> =>
  locator.evaluate((element) => {
    const focused = document.activeElement
    return focused !== null && focused !== document.body && (element.compareDocumentPosition(focused) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0
  })

/** Open the Select `trigger` with Enter (reached with Tab, or Shift+Tab when it comes before the focus) and pick `option` with the arrow keys and Enter. */
export const chooseOption = async (page: Page, trigger: Locator, option: string): Promise<void> => {
  await tabTo(page, trigger, { backwards: await isBeforeFocus(trigger) })
  await page.keyboard.press("Enter")
  const listBox = page.getByRole("listbox")
  await expect(listBox).toBeVisible()
  const target = listBox.getByRole("option", { name: option, exact: true })
  for (const arrow of ["ArrowDown", "ArrowUp"]) {
    for (let presses = 0; presses < 8 && !(await isFocused(target)); presses++) await page.keyboard.press(arrow)
  }
  await expect(target).toBeFocused()
  await page.keyboard.press("Enter")
  await expect(listBox).toBeHidden()
}

/** A filter's Select button, named by its label (and showing its value). */
export const filterSelect = (page: Page, label: string): Locator =>
  page.getByRole("group", { name: "Filters" }).getByRole("button", { name: new RegExp(`\\b${label}$`) })

export const concertList = (page: Page): Locator => page.getByRole("list", { name: "Concerts" })

export const concertCard = (page: Page, artist: string): Locator => concertList(page).getByRole("article", { name: artist })

/** The header's concert search (issue #28): a combo box on every signed-in page. */
export const searchField = (page: Page): Locator => page.getByRole("banner").getByRole("combobox", { name: "Search concerts" })

/** The results page's list. */
export const searchResults = (page: Page): Locator => page.getByRole("list", { name: "Search results" })
