/** The accessibility gate every journey runs at each screen: zero WCAG 2.2 AA violations found by axe. */
import AxeBuilder from "@axe-core/playwright"
import { expect, type Page } from "@playwright/test"

export const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]

export const expectNoAxeViolations = async (page: Page): Promise<void> => {
  const { violations } = await new AxeBuilder({ page }).withTags(wcagTags).analyze()
  expect(violations).toEqual([])
}
