/** Keyboard moves on a react-aria Select: open it with Enter, reach an option with the arrow keys, choose it. */
import { expect, type Page } from "@playwright/test"
import { tabTo } from "./keyboard.ts"

/** Open the select whose label is `label` with Enter and move to `option` with the arrow keys. */
export const choose = async (page: Page, label: string, option: string, arrow: "ArrowUp" | "ArrowDown") => {
  await tabTo(page, page.getByRole("button", { name: new RegExp(`${label}$`) }))
  await page.keyboard.press("Enter")
  const target = page.getByRole("listbox").getByRole("option", { name: option, exact: true })
  await expect(target).toBeVisible()
  for (let presses = 0; presses < 6 && !(await target.evaluate((el) => el === document.activeElement)); presses++) {
    await page.keyboard.press(arrow)
  }
  await expect(target).toBeFocused()
  await page.keyboard.press("Enter")
  await expect(page.getByRole("listbox")).toHaveCount(0)
}
