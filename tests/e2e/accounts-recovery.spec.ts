/** Recovery: a member who forgot the password gets a reset link by mail, chooses a new one and is signed in. */
import { expect, test } from "./support/test.ts"
import { accountMenuButton, demoPassword, signIn, submitAuthForm } from "./support/accounts.ts"
import { expectNoAxeViolations } from "./support/axe.ts"
import { chooseFromMenu, tabTo } from "./support/keyboard.ts"
import { linkIn, readLatestMail } from "./support/mail.ts"

// Bob is a seeded member that no other journey signs in as, so changing his password disturbs nothing.
const member = "bob@soundcheck.test"
const newPassword = "encore-please-7"

test("a member resets a forgotten password from the mailed link and signs in with it", async ({ page }) => {
  await page.goto("/auth")
  await tabTo(page, page.getByRole("button", { name: "Forgot password?" }))
  await page.keyboard.press("Enter")
  const dialog = page.getByRole("dialog", { name: "Reset your password" })
  await expect(dialog.getByRole("textbox", { name: "Email" })).toBeFocused()
  await page.keyboard.type(member)
  await page.keyboard.press("Enter")
  await expect(dialog.getByRole("status")).toContainText(`If an account exists for ${member}`)
  await expectNoAxeViolations(page)

  const mail = await readLatestMail(member)
  expect(mail.subject).toMatch(/reset/i)
  await page.goto(linkIn(mail.text, /^\/auth\/reset/))
  await expect(page.getByRole("heading", { level: 1, name: "Choose a New Password" })).toBeVisible()
  await expectNoAxeViolations(page)
  await tabTo(page, page.getByLabel("New Password"))
  await page.keyboard.type(newPassword)
  await page.keyboard.press("Tab")
  await page.keyboard.type("not-the-same")
  await page.keyboard.press("Enter")
  await expect(page.getByText("Passwords don't match.")).toBeVisible()
  await expect(page.getByLabel("Confirm Password")).toBeFocused()
  await page.keyboard.press("ControlOrMeta+a")
  await page.keyboard.type(newPassword)
  await page.keyboard.press("Enter")
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole("heading", { level: 1, name: "Welcome back" })).toBeVisible()

  await chooseFromMenu(page, accountMenuButton(page, member), "Sign out")
  await page.goto("/auth")
  await submitAuthForm(page, member, demoPassword)
  // The old password no longer signs in: the invite-only screen, as for any address (no enumeration).
  await expect(page.getByRole("heading", { name: "Soundcheck is invite-only" })).toBeVisible()
  await signIn(page, member, newPassword)
})
