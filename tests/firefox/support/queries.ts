/**
 * Selectors and waits. Controls are found by role and accessible name with puppeteer's `::-p-aria`, which
 * Firefox answers from its accessibility tree: the journeys act only on what a screen reader would announce.
 * Each such query takes Firefox a few hundred milliseconds (over a second on a full page), so the journeys
 * scope them with CSS (`main …`, `[role=tablist] …`, up to four times faster) and await outcomes in the page
 * instead, by ARIA attributes (`[role]`, `[aria-label]`) and text.
 */
import type { Page } from "puppeteer-core"

/** The elements with this ARIA role (and this accessible name, exactly). */
export const role = (role: string, name?: string): string =>
  `::-p-aria(${name === undefined ? "" : `[name=${JSON.stringify(name)}]`}[role=${JSON.stringify(role)}])`

/**
 * The text field (input or textarea) labelled `name`. Firefox computes no ARIA role for a password input, so
 * fields are found by their accessible name among inputs rather than as textboxes.
 */
export const field = (name: string): string => `:is(input, textarea)::-p-aria([name=${JSON.stringify(name)}])`

/** CSS for the elements whose `aria-label` is `name`: a name given by attribute, matched in the page. */
export const labelled = (name: string): string => `[aria-label=${JSON.stringify(name)}]`

/** CSS for a toast (a non-modal alertdialog in the Notifications region). */
export const toasts = "[role=alertdialog]"

/** Wait until the page's path (and query) is `path`, client-side navigations included. */
export const waitForPath = async (page: Page, path: string): Promise<void> => {
  await page.waitForFunction((expected) => `${location.pathname}${location.search}` === expected, {}, path)
}

/** Wait until some element the CSS selector `css` matches holds `text` (toasts come and go in a list, say). */
export const waitForText = async (page: Page, css: string, text: string): Promise<void> => {
  await page.waitForFunction((css, text) => [...document.querySelectorAll(css)].some((element) => element.textContent?.includes(text)), {}, css, text)
}
