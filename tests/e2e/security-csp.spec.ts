/**
 * The built web client runs under the content security policy in Chromium: the pages a visitor and an admin
 * open (with an overlay that makes react-aria inject its <style>) raise no CSP violation, while an injected
 * inline script is refused, so the policy is really enforced. Every other journey's page is also checked
 * for violations (the `contentSecurityPolicy` fixture of support/test.ts).
 */
import { demoAdmin, signIn } from "./support/accounts.ts"
import { chooseOption, filterSelect, openConcerts } from "./support/concerts.ts"
import { expect, type Page, test } from "./support/test.ts"

declare global {
  interface Window {
    cspViolations: Array<string>
    injected?: boolean
  }
}

/** Records every violation the page reports, and every console message about the policy. */
const watchCsp = async (page: Page): Promise<Array<string>> => {
  const console: Array<string> = []
  page.on("console", (message) => {
    if (/content security policy/i.test(message.text())) console.push(message.text())
  })
  await page.addInitScript(() => {
    window.cspViolations = []
    document.addEventListener("securitypolicyviolation", (e) => window.cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`))
  })
  return console
}

const violations = (page: Page) => page.evaluate(() => window.cspViolations)

test("the app raises no CSP violation on the pages of a visitor and an admin", async ({ page }) => {
  const consoleErrors = await watchCsp(page)
  const landing = await page.goto("/")
  expect(landing?.headers()["content-security-policy"]).toContain("script-src 'self'")
  await expect(page.getByRole("heading", { level: 1, name: "Find Your Next Show" })).toBeVisible()

  await signIn(page, demoAdmin)
  await openConcerts(page)
  await chooseOption(page, filterSelect(page, "City"), "All Cities")
  // react-aria's pressable style is in the page, allowed by its hash.
  expect(await page.evaluate(() => document.getElementById("react-aria-pressable-style") !== null)).toBe(true)
  for (const [path, name] of [
    ["/friends", "Friends"],
    ["/settings", "Settings"],
    ["/feedback", "Feedback"],
    ["/admin", "Admin Panel"],
    ["/admin/concerts", "Concerts"],
    ["/admin/users", "Users"]
  ] as const) {
    await page.goto(path)
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible()
    expect(await violations(page), path).toEqual([])
  }
  expect(consoleErrors).toEqual([])
})

test("an inline script injected into the page is refused by the policy", async ({ context }) => {
  // A page of its own: every journey's page fails on a CSP violation (support/test.ts), this one expects one.
  const page = await context.newPage()
  const consoleErrors = await watchCsp(page)
  await page.goto("/")
  await page.evaluate(() => {
    const script = document.createElement("script")
    script.textContent = "window.injected = true"
    document.body.append(script)
  })
  await expect.poll(() => violations(page)).toEqual([expect.stringMatching(/^script-src/)])
  expect(await page.evaluate(() => window.injected)).toBeUndefined()
  // Chromium also reports it on the console, which is what the journeys' fixture listens to.
  await expect.poll(() => consoleErrors).toEqual([expect.stringMatching(/Content Security Policy/)])
})
