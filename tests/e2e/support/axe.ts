/**
 * The accessibility gate every journey runs at each screen: zero WCAG 2.2 AA violations found by axe.
 * axe-core (the engine under @axe-core/playwright) is put into the page once per document and then run
 * there for violations only: the sweep scans each page in four looks, and re-injecting the engine and
 * collecting the passing checks on every scan cost more than the scan itself. `page.evaluate` runs outside
 * the page's Content Security Policy, like @axe-core/playwright's injection.
 */
import axe from "axe-core"
import { expect, type Page } from "@playwright/test"

export const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]

type AxeWindow = Window & { axe?: typeof axe }
type RunOnly = { readonly type: "tag" | "rule"; readonly values: ReadonlyArray<string> }

const violationsOf = async (page: Page, runOnly: RunOnly) => {
  if (!(await page.evaluate(() => (window as AxeWindow).axe !== undefined))) await page.evaluate(axe.source)
  return page.evaluate(async ({ type, values }) => {
    // A scan in the middle of a transition (a button fading to its hover or focus colour) would judge a
    // colour the page never rests in: let the finite animations end first (at most a second).
    const settle = async () => {
      const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
      await Promise.race([Promise.all(finite.map((a) => a.finished.catch(() => undefined))), new Promise((r) => setTimeout(r, 1000))])
    }
    const scan = () => (window as AxeWindow).axe!.run(document, { runOnly: { type, values: [...values] }, resultTypes: ["violations"] })
    await settle()
    let results = await scan()
    // Content that arrived during the scan (a list fading in once its data loads) can be judged mid-fade: a colour
    // contrast finding is checked once more after the page's animations have ended; a real one stays.
    if (results.violations.some((v) => v.id === "color-contrast")) {
      await settle()
      results = await scan()
    }
    return results.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map((node) => ({ target: node.target, summary: node.failureSummary }))
    }))
  }, runOnly)
}

/** `except`: rules a state breaks by a library's design, named at the call with its reason (see `openComboBoxRules`). */
export const expectNoAxeViolations = async (page: Page, except: ReadonlyArray<string> = []): Promise<void> => {
  const violations = await violationsOf(page, { type: "tag", values: wcagTags })
  expect(violations.filter((violation) => !except.includes(violation.id))).toEqual([])
}

/**
 * While a combo box's suggestions are open, react-aria hides the rest of the page from screen readers with
 * aria-hidden, so they reach the portalled list (not inert: Tab must still leave the field, and closes the list):
 * axe's aria-hidden-focus, by the library's design (adobe/react-spectrum#4937). Every other rule still applies.
 */
export const openComboBoxRules = ["aria-hidden-focus"]

/**
 * axe's landmark and heading rules, which are best practice rather than WCAG criteria: all content inside
 * landmarks, one main, banner and contentinfo, unique landmark names, one h1, headings in order.
 */
const structureRules = [
  "region",
  "landmark-one-main",
  "landmark-no-duplicate-banner",
  "landmark-no-duplicate-contentinfo",
  "landmark-no-duplicate-main",
  "landmark-unique",
  "page-has-heading-one",
  "heading-order"
]

export const expectSoundStructure = async (page: Page): Promise<void> => {
  expect(await violationsOf(page, { type: "rule", values: structureRules })).toEqual([])
}
