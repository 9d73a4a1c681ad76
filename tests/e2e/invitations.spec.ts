/**
 * Invitations, by keyboard, with an axe scan at every screen and dialog: a fan invites a friend who joins from
 * the mailed link; invitations are resent and canceled from the Sent tab; a fan out of invites asks for more
 * and the CLI approves; an admin reviews requests on the Invite Requests page.
 */
import { expect, test, type Locator, type Page } from "./support/test.ts"
import { accountMenuButton, demoAdmin, signInThroughApi } from "./support/accounts.ts"
import { openAdminPage, pressInTable } from "./support/admin.ts"
import { expectNoAxeViolations } from "./support/axe.ts"
import { newFan } from "./support/fans.ts"
import { invitationLinkTo, pendingRequestIdOf, setInviteCount, soundcheck } from "./support/invitations.ts"
import { countMailTo } from "./support/mail.ts"
import { replaceText, selectTab, tabTo } from "./support/keyboard.ts"

const heading = (page: Page, name: string) => page.getByRole("heading", { level: 1, name })
const toast = (page: Page, text: string) => page.getByRole("region", { name: /notification/i }).getByText(text, { exact: true })
const tab = (page: Page, name: string, count: number) => page.getByRole("tab", { name: new RegExp(`^${name}\\s*${count}$`) })
/** The value shown under a counter's label ("Invites Remaining") inside `scope`. */
const stat = (scope: Locator, label: string) => scope.locator(`div:has(> dt:text-is("${label}")) > dd`)
const freshAddress = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`

/** Type into the field named `label` (reached with Tab) and press Enter. */
const submitField = async (page: Page, label: string, text: string) => {
  await tabTo(page, page.getByRole("textbox", { name: label, exact: true }))
  await replaceText(page, text)
  await page.keyboard.press("Enter")
}

const expectInvalidInvitation = async (page: Page, link: string) => {
  await page.goto(link)
  await expect(heading(page, "Invalid Invitation")).toBeVisible()
  await expect(page.getByText("This invitation link is invalid or has expired.")).toBeVisible()
  await expect(page.getByRole("link", { name: "Go to Sign In" })).toHaveAttribute("href", "/auth")
}

test("a fan invites a friend from /invite; the friend joins from the mailed link and they are friends", async ({ browser }) => {
  test.setTimeout(120_000)
  const iris = await newFan(browser, "Iris Vale")
  const friendEmail = freshAddress("joe")

  await iris.page.goto("/invite")
  await expect(heading(iris.page, "Invite Friends")).toBeVisible()
  const invites = iris.page.getByRole("region", { name: "Your Invites" })
  await expect(stat(invites, "Invites Remaining")).toHaveText("5")
  await expect(stat(invites, "Total sent")).toHaveText("0")
  await expect(iris.page.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute("href", "/dashboard")
  await expectNoAxeViolations(iris.page)
  await submitField(iris.page, "Friend's Email", friendEmail)
  await expect(toast(iris.page, "Invitation sent!")).toBeVisible()
  await expect(toast(iris.page, `We've sent an invitation to ${friendEmail}`)).toBeVisible()
  await expect(stat(invites, "Invites Remaining")).toHaveText("4")
  await expect(stat(invites, "Total sent")).toHaveText("1")

  // The friend follows the link in the mail, in a browser of their own.
  const link = await invitationLinkTo(friendEmail)
  expect(link).toMatch(new RegExp(`^/invite\\?token=[^&]+&inviter=${iris.id}$`))
  const joe = await (await browser.newContext()).newPage()
  await joe.goto(link)
  await expect(heading(joe, "You're Invited!")).toBeVisible()
  await expect(joe.getByText("Iris Vale", { exact: true })).toBeVisible()
  const email = joe.getByRole("textbox", { name: "Email", exact: true })
  await expect(email).toHaveValue(friendEmail)
  await expect(email).toHaveAttribute("readonly", "")
  await expect(joe.getByRole("link", { name: "Already have an account? Sign in" })).toHaveAttribute("href", "/auth")
  await expectNoAxeViolations(joe)
  await tabTo(joe, joe.getByRole("textbox", { name: "Display Name" }))
  await joe.keyboard.type("Joe Park")
  await tabTo(joe, joe.getByLabel("Password", { exact: true }))
  await joe.keyboard.type("encore-42")
  await tabTo(joe, joe.getByLabel("Confirm Password"))
  await joe.keyboard.type("encore-43")
  await joe.keyboard.press("Enter")
  await expect(toast(joe, "Passwords don't match")).toBeVisible()
  await expect(joe.getByText("Please make sure both passwords are the same.").first()).toBeVisible()
  await expectNoAxeViolations(joe)
  await replaceText(joe, "encore-42")
  await joe.keyboard.press("Enter")
  await expect(joe).toHaveURL(/\/dashboard$/)
  await expect(heading(joe, "Welcome back")).toBeVisible()
  await expect(accountMenuButton(joe, friendEmail)).toBeVisible()

  // Both see each other as friends.
  await joe.goto("/friends")
  await expect(joe.getByRole("list", { name: "Your friends" })).toContainText("Iris Vale")
  await expectNoAxeViolations(joe)
  await iris.page.goto("/friends")
  await expect(tab(iris.page, "Friends", 1)).toBeVisible()
  await expect(iris.page.getByRole("list", { name: "Your friends" })).toContainText("Joe Park")
  await expect(tab(iris.page, "Sent", 0)).toBeVisible()

  // The used link, and a made-up one, are invalid.
  const stranger = await (await browser.newContext()).newPage()
  await expectInvalidInvitation(stranger, link)
  await expectNoAxeViolations(stranger)
  await expectInvalidInvitation(stranger, `/invite?token=not-a-token&inviter=${iris.id}`)
  await tabTo(stranger, stranger.getByRole("link", { name: "Go to Sign In" }))
  await stranger.keyboard.press("Enter")
  await expect(heading(stranger, "Welcome to Soundcheck")).toBeVisible()
})

test("invitations are resent and canceled from the Sent tab; inviting a member sends a friend request", async ({ browser }) => {
  test.setTimeout(120_000)
  const nora = await newFan(browser, "Nora Quinn")
  const omar = await newFan(browser, "Omar Reyes")
  const page = nora.page
  const [kept, dropped] = [freshAddress("kept"), freshAddress("dropped")]

  await page.goto("/invite")
  await submitField(page, "Friend's Email", omar.email)
  await expect(toast(page, "Friend request sent to Omar Reyes!")).toBeVisible()
  await expect(stat(page.getByRole("region", { name: "Your Invites" }), "Invites Remaining")).toHaveText("5")

  await page.goto("/friends?tab=add")
  const box = page.getByRole("region", { name: "Beta Invites" })
  await expect(stat(box, "Invites Remaining")).toHaveText("5")
  await expect(box.getByRole("button", { name: "Request More" })).toBeEnabled()
  await expectNoAxeViolations(page)
  for (const address of [kept, dropped]) {
    await submitField(page, "Friend's email", address)
    await expect(toast(page, `Invitation sent to ${address}!`)).toBeVisible()
  }
  await expect(stat(box, "Invites Remaining")).toHaveText("3")
  await expect(stat(box, "Total sent")).toHaveText("2")
  await expect(tab(page, "Sent", 3)).toBeVisible()

  await selectTab(page, /^Sent/)
  const invitations = page.getByRole("list", { name: "Invitations you sent" }).getByRole("listitem")
  await expect(invitations).toHaveCount(2)
  await expect(invitations.first()).toContainText(/Invited \w{3} \d{1,2}, \d{4} · Expires \w{3} \d{1,2}, \d{4}/)
  await expect(invitations.first()).toContainText("Invitation Sent")
  await expectNoAxeViolations(page)

  // Resend: a new link replaces the old one, and no second invite is spent.
  const oldLink = await invitationLinkTo(kept)
  await tabTo(page, page.getByRole("button", { name: `Resend invitation to ${kept}` }))
  await page.keyboard.press("Enter")
  await expect(toast(page, `Invitation resent to ${kept}!`)).toBeVisible()
  await expect.poll(() => countMailTo(kept)).toBe(2)
  const newLink = await invitationLinkTo(kept)
  expect(newLink).not.toBe(oldLink)
  const visitor = await (await browser.newContext()).newPage()
  await expectInvalidInvitation(visitor, oldLink)
  await visitor.goto(newLink)
  await expect(heading(visitor, "You're Invited!")).toBeVisible()

  // Cancel, behind its confirmation: the link stops working.
  const droppedLink = await invitationLinkTo(dropped)
  await tabTo(page, page.getByRole("button", { name: `Cancel invitation to ${dropped}` }))
  await page.keyboard.press("Enter")
  const dialog = page.getByRole("alertdialog", { name: "Cancel Invitation" })
  await expect(dialog).toContainText("no longer be able to join")
  await expect(dialog.getByRole("button", { name: "Keep Invitation" })).toBeFocused()
  await expectNoAxeViolations(page)
  await tabTo(page, dialog.getByRole("button", { name: "Cancel Invitation" }))
  await page.keyboard.press("Enter")
  await expect(toast(page, `Invitation to ${dropped} canceled`)).toBeVisible()
  await expect(tab(page, "Sent", 2)).toBeVisible()
  await expect(invitations).toHaveCount(1)
  await expectInvalidInvitation(visitor, droppedLink)
  const overview = (await (await page.request.get("/api/invitations")).json()) as { inviteCount: number }
  expect(overview.inviteCount).toBe(3)
})

test("a fan out of invites asks for more; the CLI approves and the fan sees the new count", async ({ browser }) => {
  test.setTimeout(120_000)
  const pia = await newFan(browser, "Pia Lund")
  const page = pia.page
  await setInviteCount(pia.id, 0)

  // Friends: the warning, and Send Request stays off even with an address.
  await page.goto("/friends?tab=add")
  const box = page.getByRole("region", { name: "Beta Invites" })
  await expect(box.getByText("You're out of invites.", { exact: false })).toBeVisible()
  await tabTo(page, page.getByRole("textbox", { name: "Friend's email" }))
  await page.keyboard.type(freshAddress("nobody"))
  await expect(page.getByRole("button", { name: "Send Request" })).toBeDisabled()
  await expectNoAxeViolations(page)

  await page.goto("/invite")
  await expect(stat(page.getByRole("region", { name: "Your Invites" }), "Invites Remaining")).toHaveText("0")
  await expect(page.getByRole("textbox", { name: "Friend's Email" })).toHaveCount(0)
  await expectNoAxeViolations(page)
  await tabTo(page, page.getByRole("button", { name: "Request More Invites" }))
  await page.keyboard.press("Enter")
  const dialog = page.getByRole("dialog", { name: "Request More Invites" })
  await expect(dialog).toBeVisible()
  await expectNoAxeViolations(page)
  const count = dialog.getByRole("button", { name: /Number of invites/ })
  await expect(count).toContainText("5 invites")
  await tabTo(page, count)
  await page.keyboard.press("Enter")
  const option = page.getByRole("option", { name: "15 invites" })
  for (let presses = 0; presses < 6 && !(await option.evaluate((element) => element === document.activeElement)); presses++) {
    await page.keyboard.press("ArrowDown")
  }
  await page.keyboard.press("Enter")
  await expect(count).toContainText("15 invites")
  await tabTo(page, dialog.getByRole("textbox", { name: "Reason" }))
  await page.keyboard.type("Friends")
  await tabTo(page, dialog.getByRole("button", { name: "Submit Request" }))
  await page.keyboard.press("Enter")
  await expect(dialog.getByText("Please provide at least 10 characters explaining why you need more invites.")).toBeVisible()
  await expectNoAxeViolations(page)
  await tabTo(page, dialog.getByRole("textbox", { name: "Reason" }), { backwards: true })
  await replaceText(page, "Friends from my choir want to join")
  await tabTo(page, dialog.getByRole("button", { name: "Submit Request" }))
  await page.keyboard.press("Enter")
  await expect(toast(page, "Invite request submitted successfully!")).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole("list", { name: "Your invite requests" })).toContainText("Pending")

  const id = await pendingRequestIdOf(pia.email)
  expect(await soundcheck("invites", "approve", id)).toContain("Approved")

  await page.reload()
  await expect(stat(page.getByRole("region", { name: "Your Invites" }), "Invites Remaining")).toHaveText("15")
  await expect(page.getByRole("textbox", { name: "Friend's Email" })).toBeVisible()
  await page.goto("/friends?tab=add")
  await expect(page.getByText("You have plenty of invites!")).toBeVisible()
  await expect(box.getByRole("button", { name: "Request More" })).toBeDisabled()
  await expect(box.getByRole("list", { name: "Your invite requests" })).toContainText(/Approved.*approved \w{3} \d{1,2}, \d{4}/)
  await expectNoAxeViolations(page)
})

test("an admin approves one request and rejects another on the Invite Requests page", async ({ browser, page }) => {
  test.setTimeout(120_000)
  const [quin, rosa] = [await newFan(browser, "Quin Hale"), await newFan(browser, "Rosa Vega")]
  for (const fan of [quin, rosa]) {
    const asked = await fan.page.request.post("/api/invite-requests", {
      data: { requestedCount: 5, reason: `${fan.name} wants to bring the band` },
      headers: { "x-soundcheck-csrf": "1" }
    })
    expect(asked.status()).toBe(201)
  }

  await signInThroughApi(page, demoAdmin)
  await page.goto("/admin")
  await openAdminPage(page, "Invite Requests")
  const pending = page.getByRole("grid", { name: "Pending invite requests" })
  await expect(pending.getByRole("row", { name: /Quin Hale/ })).toContainText("Quin Hale wants to bring the band")
  await expectNoAxeViolations(page)

  const quinRow = pending.getByRole("row", { name: /Quin Hale/ })
  await pressInTable(page, pending, quinRow, quinRow.getByRole("button", { name: "Approve request from Quin Hale" }))
  await expect(toast(page, "Request approved successfully!")).toBeVisible()
  const rosaRow = pending.getByRole("row", { name: /Rosa Vega/ })
  await pressInTable(page, pending, rosaRow, rosaRow.getByRole("button", { name: "Reject request from Rosa Vega" }))
  await expect(toast(page, "Request rejected successfully!")).toBeVisible()

  const reviewed = page.getByRole("grid", { name: "Reviewed invite requests" })
  await expect(reviewed.getByRole("row", { name: /Quin Hale/ })).toContainText("Approved")
  await expect(reviewed.getByRole("row", { name: /Rosa Vega/ })).toContainText("Rejected")
  await expect(pending.getByRole("row", { name: /Quin Hale|Rosa Vega/ })).toHaveCount(0)
  await expectNoAxeViolations(page)

  const countOf = async (fan: typeof quin) => ((await (await fan.page.request.get("/api/invitations")).json()) as { inviteCount: number }).inviteCount
  expect(await countOf(quin)).toBe(10)
  expect(await countOf(rosa)).toBe(5)
})
