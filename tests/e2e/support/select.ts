/** Keyboard moves on a react-aria Select: open it with Enter, reach an option with the arrow keys, choose it. */
import { expect, type Locator, type Page } from "@playwright/test"
import { tabTo } from "./keyboard.ts"

/**
 * With a listbox open, moves the focus to `target` with the arrow keys: first waits for the focus to land on an
 * option (the listbox focuses the selected one after it opens), then presses one arrow at a time towards the
 * target, each press waiting for the focus to move, so no press is made on a focus that has not settled.
 */
export const arrowTo = async (page: Page, target: Locator) => {
  const options = page.getByRole("listbox").getByRole("option")
  const focusedIndex = () => options.evaluateAll((elements) => elements.indexOf(document.activeElement as HTMLElement))
  await expect.poll(focusedIndex).toBeGreaterThanOrEqual(0)
  const wanted = await options.evaluateAll((elements, element) => elements.indexOf(element as HTMLElement), await target.elementHandle())
  expect(wanted, "the target is an option of the open listbox").toBeGreaterThanOrEqual(0)
  for (let at = await focusedIndex(); at !== wanted; at = await focusedIndex()) {
    await page.keyboard.press(at < wanted ? "ArrowDown" : "ArrowUp")
    await expect.poll(focusedIndex).not.toBe(at)
  }
  await expect(target).toBeFocused()
}

/** Open the select whose label is `label` with Enter and move to `option` with the arrow keys. */
export const choose = async (page: Page, label: string, option: string) => {
  await tabTo(page, page.getByRole("button", { name: new RegExp(`${label}$`) }))
  await page.keyboard.press("Enter")
  const target = page.getByRole("listbox").getByRole("option", { name: option, exact: true })
  await expect(target).toBeVisible()
  await arrowTo(page, target)
  await page.keyboard.press("Enter")
  await expect(page.getByRole("listbox")).toHaveCount(0)
}
