/** Sign out of all devices from /settings, and the admin's registration setting on /admin/settings. */
import { expect, test, type Page } from "./support/test.ts"
import { accountMenuButton, demoAdmin, signInThroughApi, submitAuthForm } from "./support/accounts.ts"
import { expectNoAxeViolations } from "./support/axe.ts"
import { newFan } from "./support/fans.ts"
import { chooseFromMenu, tabTo } from "./support/keyboard.ts"
import { setRegistrationMode } from "./support/registration.ts"

const heading = (page: Page, name: string) => page.getByRole("heading", { level: 1, name })
const toast = (page: Page, text: string) => page.getByRole("region", { name: /notification/i }).getByText(text)

test("Sign out of all devices ends this session and the one on another device", async ({ browser }) => {
  const fan = await newFan(browser, "Gia Ruiz")
  const laptop = await browser.newPage()
  await laptop.goto("/auth")
  await submitAuthForm(laptop, fan.email, fan.password)
  await expect(laptop).toHaveURL(/\/dashboard$/)

  const page = fan.page
  await chooseFromMenu(page, accountMenuButton(page, fan.email), "Settings")
  await expect(heading(page, "Settings")).toBeFocused()
  await tabTo(page, page.getByRole("button", { name: "Sign out of all devices" }))
  await page.keyboard.press("Enter")
  const dialog = page.getByRole("alertdialog", { name: "Sign out of all devices" })
  await expect(dialog).toContainText("including this one")
  await expectNoAxeViolations(page)
  await tabTo(page, dialog.getByRole("button", { name: "Sign out everywhere" }))
  await page.keyboard.press("Enter")
  await expect(page).toHaveURL(/\/auth$/)
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toBeVisible()

  await laptop.goto("/settings")
  await expect(laptop).toHaveURL(/\/auth$/)
})

test("the admin opens registration and makes it invite-only again", async ({ page, browser }) => {
  try {
    await signInThroughApi(page, demoAdmin)
    await chooseFromMenu(page, accountMenuButton(page, demoAdmin), "Admin Panel")
    await tabTo(page, page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Settings" }))
    await page.keyboard.press("Enter")
    await expect(page).toHaveURL(/\/admin\/settings$/)
    await expect(heading(page, "Admin Settings")).toBeFocused()
    // A new installation is invite-only.
    await expect(page.getByRole("radio", { name: "Invite-only" })).toBeChecked()
    await expectNoAxeViolations(page)

    await tabTo(page, page.getByRole("radio", { name: "Invite-only" }))
    await page.keyboard.press("ArrowUp")
    await expect(page.getByRole("radio", { name: "Open" })).toBeChecked()
    await tabTo(page, page.getByRole("button", { name: "Save Settings" }))
    const opened = page.waitForResponse((response) => response.url().endsWith("/api/admin/registration") && response.ok())
    await page.keyboard.press("Enter")
    expect(await (await opened).json()).toEqual({ mode: "open" })
    await expect(toast(page, "Settings saved successfully!")).toBeVisible()
    const visitor = await browser.newPage()
    await visitor.goto("/auth")
    await expect(visitor.getByText("create your account automatically")).toBeVisible()

    await tabTo(page, page.getByRole("radio", { name: "Open" }), { backwards: true })
    await page.keyboard.press("ArrowDown")
    await expect(page.getByRole("radio", { name: "Invite-only" })).toBeChecked()
    await tabTo(page, page.getByRole("button", { name: "Save Settings" }))
    const closed = page.waitForResponse((response) => response.url().endsWith("/api/admin/registration") && response.ok())
    await page.keyboard.press("Enter")
    expect(await (await closed).json()).toEqual({ mode: "invite-only" })
    await expect(toast(page, "Settings saved successfully!").first()).toBeVisible()
    await page.reload()
    await expect(page.getByRole("radio", { name: "Invite-only" })).toBeChecked()
    await visitor.goto("/auth")
    await expect(visitor.getByText("Sign in with your Soundcheck account.")).toBeVisible()
  } finally {
    await setRegistrationMode("invite-only")
  }
})
