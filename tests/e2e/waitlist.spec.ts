/**
 * Issue #16, the waitlist, by keyboard, with an axe scan at each new screen: on an invite-only server a stranger's
 * refused sign-in leads to the waitlist (the very screen a member with a wrong password sees), an admin invites
 * from /admin/waitlist or the CLI, and the stranger joins through the mailed link from Soundcheck.
 */
import { expect, test, type Browser, type Page } from "./support/test.ts"
import { demoPassword, submitAuthForm } from "./support/accounts.ts"
import { heading, openAdminPage, pressInTable, toast } from "./support/admin.ts"
import { expectNoAxeViolations } from "./support/axe.ts"
import { invitationLinkTo, soundcheck } from "./support/invitations.ts"
import { tabTo } from "./support/keyboard.ts"
import { contextFor } from "./support/looks.ts"
import { readLatestMail } from "./support/mail.ts"
import { setRegistrationMode } from "./support/registration.ts"

// A seeded member whose password no journey changes: a wrong password or two and a waitlist mail disturb nobody.
const member = "carol@soundcheck.test"
const freshAddress = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`
const screen = (page: Page, name: string) => page.getByRole("region", { name })

/** A visitor's own browser on /auth, once the page knows it is invite-only. */
const visitAuth = async (browser: Browser): Promise<Page> => {
  const page = await (await browser.newContext()).newPage()
  await page.goto("/auth")
  await expect(page.getByText("Sign in with your Soundcheck account.")).toBeVisible()
  return page
}

/** Sign in with refused credentials: the invite-only screen replaces the form, its heading focused. */
const failSignIn = async (page: Page, email: string, password: string) => {
  await submitAuthForm(page, email, password)
  await expect(page.getByRole("heading", { level: 2, name: "Soundcheck is invite-only" })).toBeFocused()
  await expect(page.getByRole("textbox", { name: "Email" })).toHaveValue(email)
  return screen(page, "Soundcheck is invite-only")
}

/** Fill the waitlist's optional fields by keyboard and press Join the waitlist; the confirmation takes focus. */
const joinWaitlist = async (page: Page, email: string, { city = "", note = "" } = {}) => {
  for (const [label, text] of [
    ["City (optional)", city],
    ["Note (optional)", note]
  ] as const) {
    await tabTo(page, page.getByRole("textbox", { name: label }))
    await page.keyboard.type(text)
  }
  await tabTo(page, page.getByRole("button", { name: "Join the waitlist" }))
  await page.keyboard.press("Enter")
  await expect(page.getByRole("heading", { level: 2, name: "You're on the waitlist" })).toBeFocused()
  await expect(page.getByRole("status").filter({ hasText: "Thanks!" })).toHaveText(`Thanks! We've sent a message to ${email}.`)
}

/** Follow the mailed invitation from Soundcheck and create the account: ends on the dashboard. */
const acceptInvitation = async (page: Page, email: string) => {
  const link = await invitationLinkTo(email)
  expect(link).toMatch(/^\/invite\?token=[^&]+&inviter=soundcheck$/)
  await page.goto(link)
  await expect(heading(page, "You're Invited!")).toBeVisible()
  await expect(page.getByRole("main").getByText("Soundcheck", { exact: true })).toBeVisible()
  await expect(page.getByRole("textbox", { name: "Email", exact: true })).toHaveValue(email)
  for (const label of ["Password", "Confirm Password"]) {
    await tabTo(page, page.getByLabel(label, { exact: true }))
    await page.keyboard.type("front-row-42")
  }
  await page.keyboard.press("Enter")
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(heading(page, "Welcome back")).toBeVisible()
}

test.beforeAll(() => setRegistrationMode("invite-only"))

test("a stranger refused at sign-in joins the waitlist; an admin invites them from the web and sees them join", async ({ browser, baseURL }) => {
  test.setTimeout(90_000)
  const stranger = freshAddress("stranger")
  const page = await visitAuth(browser)
  const invitedOnly = await failSignIn(page, stranger, "let-me-in-please")
  await expect(invitedOnly.getByRole("button", { name: "Forgot password?" })).toBeVisible()
  await expectNoAxeViolations(page)
  await joinWaitlist(page, stranger, { city: "Lisbon", note: "Alice's cousin, into jazz." })
  await expectNoAxeViolations(page)
  expect((await readLatestMail(stranger)).subject).toBe("You're on the Soundcheck waitlist")

  const admin = await (await contextFor(browser, baseURL!, "admin")).newPage()
  await admin.goto("/admin")
  await openAdminPage(admin, "Waitlist")
  const grid = admin.getByRole("grid", { name: "Waitlist" })
  const row = grid.getByRole("row").filter({ hasText: stranger })
  await expect(row).toContainText("Lisbon")
  await expect(row).toContainText("Alice's cousin, into jazz.")
  await expect(row).toContainText("Listed")
  await expectNoAxeViolations(admin)
  await pressInTable(admin, grid, row, row.getByRole("button", { name: `Invite: ${stranger}` }))
  await expect(toast(admin, `Invitation sent to ${stranger}`)).toBeVisible()
  await expect(row).toContainText(/Invited \w{3} \d{1,2}, \d{4}/)
  await expect(row.getByRole("button", { name: `Invite again: ${stranger}` })).toBeVisible()

  await acceptInvitation(page, stranger)
  await admin.reload()
  await expect(row).toContainText(/Joined \w{3} \d{1,2}, \d{4}/)
  await expect(row.getByRole("button")).toHaveCount(0)
})

test("a wrong password meets the very same screen; a stranger joins from the notice and is invited from the CLI", async ({ browser }) => {
  test.setTimeout(90_000)
  const stranger = freshAddress("listener")
  const page = await visitAuth(browser)
  const strangerScreen = await (await failSignIn(page, stranger, "let-me-in-please")).innerText()
  await page.goto("/auth")
  const memberScreen = await failSignIn(page, member, `${demoPassword}-wrong`)
  expect(await memberScreen.innerText()).toBe(strangerScreen)
  // A member who lists their address hears the same; the mail tells them the rest.
  await joinWaitlist(page, member)
  expect((await readLatestMail(member)).subject).toBe("You already have a Soundcheck account")

  await tabTo(page, page.getByRole("button", { name: "Back to sign in" }))
  await page.keyboard.press("Enter")
  await expect(page.getByRole("textbox", { name: "Email" })).toBeFocused()
  await tabTo(page, page.getByRole("button", { name: "Join the waitlist" }), { backwards: true })
  await page.keyboard.press("Enter")
  await expect(page.getByRole("heading", { level: 2, name: "Join the waitlist" })).toBeFocused()
  await expectNoAxeViolations(page)
  const email = page.getByRole("textbox", { name: "Email" })
  await tabTo(page, email)
  await page.keyboard.press("ControlOrMeta+a")
  await page.keyboard.type(stranger)
  await joinWaitlist(page, stranger)

  await soundcheck("waitlist", "invite", stranger)
  await acceptInvitation(page, stranger)
})
