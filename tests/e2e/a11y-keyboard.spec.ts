/**
 * Issue #11 by keyboard: the skip link, the visible focus ring, the title and focus after each route
 * change, dialogs that trap and give back focus, and the theme switch (System, Light, Dark), remembered and
 * applied by a script file before the first paint.
 */
import type { Locator, Page } from "@playwright/test"
import { signInThroughApi, demoFan } from "./support/accounts.ts"
import { tabTo } from "./support/keyboard.ts"
import { routeTable } from "./support/routes.ts"
import { expect, test } from "./support/test.ts"

const titleOf = (path: string): string => routeTable.find((entry) => entry.path === path)!.title

const hasFocusInside = (locator: Locator): Promise<boolean> => locator.evaluate((element) => element.contains(document.activeElement))

const backgroundOf = (page: Page): Promise<string> => page.evaluate(() => getComputedStyle(document.body).backgroundColor)
const lightBackground = "rgb(250, 248, 255)"
const darkBackground = "rgb(13, 10, 23)"

/** The browser's toolbar colour: the first theme-color tag whose media matches (HTML's rule). */
const toolbarColourOf = (page: Page): Promise<string | undefined> =>
  page.evaluate(
    () =>
      [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].find((meta) => meta.media === "" || window.matchMedia(meta.media).matches)
        ?.content
  )
const lightToolbar = "#faf8ff"
const darkToolbar = "#0d0a17"

/** Open the theme menu with Enter and choose `name` with the arrow keys. */
const chooseTheme = async (page: Page, name: "System" | "Light" | "Dark"): Promise<void> => {
  await tabTo(page, page.getByRole("button", { name: /^Theme: / }))
  await page.keyboard.press("Enter")
  const choice = page.getByRole("menu", { name: "Theme" }).getByRole("menuitemradio", { name })
  for (let presses = 0; presses < 4 && !(await choice.evaluate((element) => element === document.activeElement)); presses++) {
    await page.keyboard.press("ArrowDown")
  }
  await expect(choice).toBeFocused()
  await page.keyboard.press("Enter")
  await expect(page.getByRole("button", { name: `Theme: ${name}` })).toBeFocused()
}

test("the skip link jumps to the main content and every focused control shows a ring", async ({ page }) => {
  await page.goto("/")
  await page.keyboard.press("Tab")
  const skip = page.getByRole("link", { name: "Skip to main content" })
  await expect(skip).toBeFocused()
  await expect(skip).toBeInViewport()
  await page.keyboard.press("Enter")
  await expect(page.getByRole("main")).toBeFocused()

  await tabTo(page, page.getByRole("link", { name: "Get Started" }))
  const ring = await page.evaluate(() => {
    const style = getComputedStyle(document.activeElement!)
    return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth) }
  })
  expect(ring.style).toBe("solid")
  expect(ring.width).toBeGreaterThanOrEqual(2)
})

test("each route change sets the page's title and moves focus to its heading", async ({ page }) => {
  await signInThroughApi(page, demoFan)
  const nav = page.getByRole("navigation", { name: "Main" })
  const routes = [
    ["Concerts", "/concerts"],
    ["Friends", "/friends"],
    ["Feedback", "/feedback"],
    ["Dashboard", "/dashboard"]
  ] as const
  for (const [index, [name, path]] of routes.entries()) {
    // Once a page's heading has focus, the navigation above it is nearer backwards.
    await tabTo(page, nav.getByRole("link", { name, exact: true }), { backwards: index > 0 })
    await page.keyboard.press("Enter")
    await expect(page).toHaveTitle(titleOf(path))
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused()
  }
})

test("a dialog keeps focus inside while open and gives it back to its trigger", async ({ page }) => {
  await page.goto("/auth")
  const trigger = page.getByRole("button", { name: "Forgot password?" })
  await tabTo(page, trigger)
  await page.keyboard.press("Enter")
  const dialog = page.getByRole("dialog", { name: "Reset your password" })
  await expect(dialog).toBeVisible()
  for (const key of ["Tab", "Shift+Tab"]) {
    for (let presses = 0; presses < 6; presses++) {
      await page.keyboard.press(key)
      expect(await hasFocusInside(dialog)).toBe(true)
    }
  }
  await page.keyboard.press("Escape")
  await expect(dialog).toBeHidden()
  await expect(trigger).toBeFocused()
})

test("the theme (and the browser's toolbar colour) follows the system until the reader picks one, which sticks from the first paint", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" })
  await page.goto("/")
  expect(await backgroundOf(page)).toBe(darkBackground)
  expect(await toolbarColourOf(page)).toBe(darkToolbar)
  await page.emulateMedia({ colorScheme: "light" })
  expect(await backgroundOf(page)).toBe(lightBackground)
  expect(await toolbarColourOf(page)).toBe(lightToolbar)
  await expect(page.getByRole("button", { name: "Theme: System" })).toBeVisible()

  await chooseTheme(page, "Dark")
  expect(await backgroundOf(page)).toBe(darkBackground)
  expect(await toolbarColourOf(page)).toBe(darkToolbar)
  // On a load only public/theme-init.js (in the head, before the body is parsed) sets the root's data-theme.
  await page.reload()
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe("dark")
  await expect(page.getByRole("button", { name: "Theme: Dark" })).toBeVisible()
  expect(await backgroundOf(page)).toBe(darkBackground)
  expect(await toolbarColourOf(page)).toBe(darkToolbar)

  await chooseTheme(page, "Light")
  await page.emulateMedia({ colorScheme: "dark" })
  expect(await backgroundOf(page)).toBe(lightBackground)
  expect(await toolbarColourOf(page)).toBe(lightToolbar)
  await chooseTheme(page, "System")
  expect(await backgroundOf(page)).toBe(darkBackground)
  expect(await toolbarColourOf(page)).toBe(darkToolbar)
  expect(await page.evaluate(() => window.localStorage.getItem("soundcheck-theme"))).toBeNull()
})

test("the early theme script is a file: the page has no inline script a Content Security Policy would block", async ({ page }) => {
  const html = await (await page.request.get("/")).text()
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].map(([, attributes, body]) => ({ attributes: attributes!, body: body!.trim() }))
  const inline = scripts.filter((script) => script.body !== "" && !script.attributes.includes("application/ld+json"))
  expect(inline).toEqual([])
  const early = scripts.find((script) => script.attributes.includes('src="/theme-init.js"'))
  expect(early?.attributes).not.toMatch(/type="module"|defer|async/)
  expect(html.indexOf("/theme-init.js")).toBeLessThan(html.indexOf("</head>"))
})

test("a form's errors are tied to their fields, and the first wrong field takes focus", async ({ page }) => {
  await page.goto("/auth")
  const email = page.getByRole("textbox", { name: "Email" })
  await tabTo(page, email)
  await page.keyboard.type("not-an-address")
  await page.keyboard.press("Enter")
  await expect(email).toBeFocused()
  await expect(email).toHaveAttribute("aria-invalid", "true")
  await expect(email).toHaveAccessibleDescription(/.+/)
  const password = page.getByLabel("Password", { exact: true })
  await expect(password).toHaveAttribute("aria-invalid", "true")
  await expect(password).toHaveAccessibleDescription(/.+/)
})
