/**
 * The newcomer's journey, by keyboard, with an axe scan at every screen: sign up, confirm the e-mail from the
 * real outbox, edit the profile and the visibility, sign out and in again.
 */
import { expect, test, type Page } from "./support/test.ts"
import { accountMenuButton, submitAuthForm } from "./support/accounts.ts"
import { expectNoAxeViolations } from "./support/axe.ts"
import { chooseFromMenu, replaceText, tabTo } from "./support/keyboard.ts"
import { linkIn, readLatestMail } from "./support/mail.ts"
import { setRegistrationMode } from "./support/registration.ts"

const heading = (page: Page, name: string) => page.getByRole("heading", { level: 1, name })
const toast = (page: Page, text: string) => page.getByRole("region", { name: /notification/i }).getByText(text)

// Sign-up on /auth is the open mode's; a new installation is invite-only.
test.beforeAll(() => setRegistrationMode("open"))
test.afterAll(() => setRegistrationMode("invite-only"))

test("a newcomer signs up, confirms the e-mail, edits the profile and the visibility, signs out and in again", async ({ page }) => {
  const email = `newcomer-${Date.now()}@example.test`
  const password = "tuning-fork-42"

  await page.goto("/")
  await expect(heading(page, "Find Your Next Show")).toBeVisible()
  await tabTo(page, page.getByRole("banner").getByRole("link", { name: "Sign In" }))
  await page.keyboard.press("Enter")
  await expect(heading(page, "Welcome to Soundcheck")).toBeFocused()
  await expect(page.getByText("create your account automatically")).toBeVisible()
  await expectNoAxeViolations(page)

  // The client checks the fields before anything is sent.
  await tabTo(page, page.getByRole("button", { name: "Continue" }))
  await page.keyboard.press("Enter")
  await expect(page.getByText("Email is required")).toBeVisible()
  await expect(page.getByRole("textbox", { name: "Email" })).toBeFocused()
  await page.keyboard.type(email)
  await page.keyboard.press("Tab")
  await page.keyboard.type("short")
  await page.keyboard.press("Enter")
  await expect(page.getByText("Password must be at least 6 characters long.")).toBeVisible()
  await expectNoAxeViolations(page)

  await page.goto("/auth")
  await submitAuthForm(page, email, password)
  await expect(page).toHaveURL(`/confirm-email?email=${encodeURIComponent(email)}`)
  await expect(heading(page, "Check Your Email")).toBeVisible()
  await expect(page.getByText(email)).toBeVisible()
  await expect(page.getByText(/spam/)).toBeVisible()
  await expectNoAxeViolations(page)

  const mail = await readLatestMail(email)
  expect(mail.subject).toMatch(/confirm/i)
  // Followed in a second tab, as from a mail client. Opening the link does nothing by itself (a link someone
  // else sent must not act for whoever opens it): the password and a press of Confirm Email confirm, and
  // confirming signs nobody in.
  const mailTab = await page.context().newPage()
  let confirmRequests = 0
  mailTab.on("request", (request) => {
    if (request.url().endsWith("/api/auth/confirm")) confirmRequests++
  })
  await mailTab.goto(linkIn(mail.text, "/auth/confirm"))
  await expect(heading(mailTab, "Confirm Your Email")).toBeVisible()
  await expectNoAxeViolations(mailTab)
  expect(confirmRequests).toBe(0)
  await tabTo(mailTab, mailTab.getByLabel("Password", { exact: true }))
  await mailTab.keyboard.type("not-my-password")
  await mailTab.keyboard.press("Enter")
  await expect(mailTab.getByRole("alert").filter({ hasText: "Invalid login credentials" })).toBeVisible()
  await tabTo(mailTab, mailTab.getByLabel("Password", { exact: true }))
  await replaceText(mailTab, password)
  await tabTo(mailTab, mailTab.getByRole("button", { name: "Confirm Email" }))
  await mailTab.keyboard.press("Enter")
  await expect(toast(mailTab, "Email confirmed!")).toBeVisible()
  await expect(mailTab).toHaveURL(/\/auth$/)
  await submitAuthForm(mailTab, email, password)
  await expect(mailTab).toHaveURL(/\/dashboard$/)
  await expect(heading(mailTab, "Welcome back")).toBeVisible()
  await mailTab.close()
  // The waiting tab notices the session the other tab started.
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 })

  await chooseFromMenu(page, accountMenuButton(page, email), "Edit Profile")
  await expect(heading(page, "Edit Profile")).toBeFocused()
  await expect(page.getByRole("textbox", { name: "Email" })).toHaveValue(email)
  await expect(page.getByText("Email cannot be changed")).toBeVisible()
  await expectNoAxeViolations(page)
  await tabTo(page, page.getByRole("textbox", { name: "Display Name" }))
  await replaceText(page, "Nova Newcomer")
  await page.keyboard.press("Tab")
  await page.keyboard.type("Front row at every indie show.")
  await tabTo(page, page.getByRole("button", { name: "Save Changes" }))
  await page.keyboard.press("Enter")
  await expect(toast(page, "Profile updated successfully!")).toBeVisible()
  await tabTo(page, page.getByRole("link", { name: "View Public Profile" }))
  await page.keyboard.press("Enter")
  await expect(heading(page, "Profile")).toBeFocused()
  await expect(page.getByRole("heading", { level: 2, name: "Nova Newcomer" })).toBeVisible()
  await expect(page.getByText("Front row at every indie show.")).toBeVisible()
  await expect(page.getByRole("link", { name: "Edit Profile" })).toBeVisible()
  await expectNoAxeViolations(page)

  await chooseFromMenu(page, accountMenuButton(page, email), "Settings")
  await expect(heading(page, "Settings")).toBeFocused()
  const friendsOfFriends = page.getByRole("radio", { name: "Friends of friends" })
  await expect(friendsOfFriends).toBeChecked()
  await expectNoAxeViolations(page)
  await tabTo(page, friendsOfFriends)
  await page.keyboard.press("ArrowDown")
  await page.keyboard.press("ArrowDown")
  await expect(page.getByRole("radio", { name: "Private" })).toBeChecked()
  await tabTo(page, page.getByRole("button", { name: "Save Settings" }))
  await page.keyboard.press("Enter")
  await expect(toast(page, "Settings saved successfully!")).toBeVisible()
  await page.reload()
  await expect(page.getByRole("radio", { name: "Private" })).toBeChecked()

  await chooseFromMenu(page, accountMenuButton(page, email), "View Profile")
  await expect(heading(page, "Your Profile")).toBeFocused()
  await expect(page.getByRole("heading", { level: 2, name: "Nova Newcomer" })).toBeVisible()
  await expect(page.getByRole("region", { name: "Concert Activity" })).toBeVisible()
  await expectNoAxeViolations(page)

  await chooseFromMenu(page, accountMenuButton(page, email), "Sign out")
  await expect(heading(page, "Find Your Next Show")).toBeVisible()
  await page.goto("/profile")
  await expect(page).toHaveURL(/\/auth$/)
  await submitAuthForm(page, email, password)
  await expect(page).toHaveURL(/\/profile$/)
  await expect(page.getByRole("heading", { level: 2, name: "Nova Newcomer" })).toBeVisible()
})
