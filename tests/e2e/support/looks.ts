/**
 * The four looks the accessibility sweep checks every screen in (1280 and 375 px wide, light and dark), the
 * browser contexts it signs in once per role, and the full-page screenshots it leaves as artifacts.
 */
import { join } from "node:path"
import { expect, test, type Browser, type BrowserContext, type Page } from "./test.ts"
import { demoAdmin, demoFan, demoModerator, demoPassword } from "./accounts.ts"

export type Role = "visitor" | "fan" | "moderator" | "admin"
export type Theme = "light" | "dark"

export interface Look {
  readonly width: 1280 | 375
  readonly theme: Theme
}

export const widths = [1280, 375] as const
export const themes = ["light", "dark"] as const satisfies ReadonlyArray<Theme>
export const looks: ReadonlyArray<Look> = widths.flatMap((width) => themes.map((theme) => ({ width, theme })))

const heightOf = (width: number): number => (width < 768 ? 800 : 900)

/** Resize the page to `width` (keeping whatever is open). */
export const setWidth = async (page: Page, width: number): Promise<void> => {
  await page.setViewportSize({ width, height: heightOf(width) })
  await nextFrames(page)
}

/**
 * Switch the system colour scheme. Reduced motion is on throughout, which the app honours by making its
 * transitions instant: axe then never measures a colour halfway through a fade.
 */
export const setTheme = async (page: Page, theme: Theme): Promise<void> => {
  await page.emulateMedia({ colorScheme: theme, reducedMotion: "reduce" })
  await nextFrames(page)
}

/** Two animation frames: a colour transition (instant under reduced motion) has then ended. */
export const nextFrames = (page: Page): Promise<void> =>
  page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))))

const emails: Record<Exclude<Role, "visitor">, string> = { fan: demoFan, moderator: demoModerator, admin: demoAdmin }

/** A browser context for `role`: a visitor's has no cookies, the others are signed in through the API. */
export const contextFor = async (browser: Browser, baseURL: string, role: Role): Promise<BrowserContext> => {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: heightOf(1280) }, reducedMotion: "reduce" })
  if (role !== "visitor") {
    const response = await context.request.post("/api/auth/sign-in", {
      data: { email: emails[role], password: demoPassword },
      headers: { "x-soundcheck-csrf": "1" }
    })
    expect(response.status()).toBe(200)
  }
  return context
}

/** Whether the sweeps leave screenshots: `E2E_SCREENSHOTS=1`. They are for a person to look through, not a check. */
const screenshots = process.env.E2E_SCREENSHOTS === "1"

/**
 * With `E2E_SCREENSHOTS=1`, save a full-page screenshot as `<outputDir>/screenshots/<name>-<width>-<theme>.jpg`
 * (kept with the run, for a person to look through). Off by default: encoding some 170 full-page images was a sixth
 * of the two sweeps' CPU (126 → 105 CPU-s), in every run where nobody looked at them.
 */
export const screenshot = async (page: Page, name: string, look: Look): Promise<void> => {
  if (!screenshots) return
  const path = join(test.info().project.outputDir, "screenshots", `${name}-${look.width}-${look.theme}.jpg`)
  await page.screenshot({ path, type: "jpeg", quality: 80, fullPage: true, animations: "disabled" })
}

/** No horizontal scrolling: the document is no wider than the window. */
export const expectNoHorizontalScroll = async (page: Page): Promise<void> => {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow, `horizontal overflow at ${page.viewportSize()?.width} px on ${page.url()}`).toBeLessThanOrEqual(0)
}
