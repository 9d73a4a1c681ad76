/**
 * Feedback and suggestions by keyboard, with an axe scan at every screen: a fan sends feedback (the form's
 * messages first) and suggests a concert, which is nowhere to be found (concerts page, search) until a moderator,
 * who reaches the staff pages of the Admin Panel and none of the admins' own (issue #29), approves it; the admin
 * resolves the feedback with notes and finds the concert.
 */
import { expect, type Page, test } from "./support/test.ts"
import { accountMenuButton, demoAdmin, demoFan, demoModerator, signInThroughApi } from "./support/accounts.ts"
import { adminNav, expectDialog, heading, openAdminPage, toast } from "./support/admin.ts"
import { deleteConcertsBy } from "./support/admin-data.ts"
import { expectNoAxeViolations } from "./support/axe.ts"
import { concertCard, searchResults } from "./support/concerts.ts"
import { chooseFromMenu, replaceText, tabTo } from "./support/keyboard.ts"
import { contextFor } from "./support/looks.ts"
import { choose } from "./support/select.ts"

const artist = "Feedback Spec Band"
const title = "Search by venue"

test.describe.configure({ mode: "serial" })
test.afterAll(() => deleteConcertsBy([artist]))

/** The suggested concert's day, alone on the concerts page with these filters. */
const itsDay = "/concerts?city=Chicago&from=2027-06-12&to=2027-06-12"

/** Whether `page` finds the suggested concert: on the concerts page of its day, and by the search for its artist. */
const expectListed = async (page: Page, listed: boolean) => {
  await page.goto(itsDay)
  await expect(heading(page, "Concerts")).toBeVisible()
  if (listed) await expect(concertCard(page, artist)).toContainText("Empty Bottle · Chicago")
  else await expect(page.getByText("No concerts found with the current filters.")).toBeVisible()
  await page.goto(`/search?${new URLSearchParams({ q: artist })}`)
  if (listed) await expect(searchResults(page).getByRole("article", { name: artist })).toBeVisible()
  else await expect(page.getByRole("main")).toContainText(`No concerts match “${artist}”.`)
}

test("a fan sends feedback after the form's messages, then suggests a concert, listed once a moderator approves it", async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000)
  await signInThroughApi(page, demoFan)
  await page.goto("/feedback")
  await expect(heading(page, "Feedback")).toBeVisible()
  await expect(page.getByRole("button", { name: /Type$/ })).toContainText("General")
  await expectNoAxeViolations(page)
  await tabTo(page, page.getByRole("button", { name: "Submit Feedback" }))
  await page.keyboard.press("Enter")
  await expect(page.getByText("Title must be at least 3 characters")).toBeVisible()
  await expect(page.getByText("Description must be at least 10 characters")).toBeVisible()
  await expect(page.getByRole("textbox", { name: "Title" })).toBeFocused()
  await expectNoAxeViolations(page)

  await page.keyboard.type(title)
  await page.keyboard.press("Tab")
  await page.keyboard.type("Please let me search concerts by the venue's name.")
  await page.keyboard.press("Tab")
  await page.keyboard.type("not-an-address")
  await page.keyboard.press("Enter")
  await expect(page.getByText("Please enter a valid email")).toBeVisible()
  await replaceText(page, "alice@soundcheck.test")
  await choose(page, "Type", "Feature Request")
  await tabTo(page, page.getByRole("button", { name: "Submit Feedback" }))
  await page.keyboard.press("Enter")
  await expect(toast(page, "Feedback submitted!")).toBeVisible()
  await expect(page.getByRole("textbox", { name: "Title" })).toHaveValue("")
  await expect(page.getByRole("button", { name: /Type$/ })).toContainText("General")
  await expectNoAxeViolations(page)

  await page.goto("/concerts/suggest")
  await expect(heading(page, "Suggest a Concert")).toBeVisible()
  await expectNoAxeViolations(page)
  await tabTo(page, page.getByRole("button", { name: "Suggest Concert" }))
  await page.keyboard.press("Enter")
  for (const message of ["Artist is required", "Venue is required", "City is required", "Date is required"]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible()
  }
  await expect(page.getByRole("textbox", { name: "Artist" })).toBeFocused()
  await expectNoAxeViolations(page)
  await page.keyboard.type(artist)
  await page.keyboard.press("Tab")
  await page.keyboard.type("Empty Bottle")
  await page.keyboard.press("Tab")
  await page.keyboard.type("Chicago")
  await page.getByLabel("Date").fill("2027-06-12")
  await tabTo(page, page.getByRole("button", { name: "Suggest Concert" }))
  await page.keyboard.press("Enter")
  await expect(toast(page, "Concert suggested!")).toBeVisible()
  // Issue #29: the suggestion waits for a moderator; the page says so and stays, with an empty form.
  await expect(page.getByRole("main").getByText("Thanks! Your suggestion will appear once a moderator approves it.", { exact: true })).toBeFocused()
  // Newest first: this suggestion.
  const own = page.getByRole("list", { name: "Your suggestions" }).getByRole("listitem").filter({ hasText: artist }).first()
  await expect(own).toContainText("Empty Bottle, Chicago · Sat, Jun 12, 2027")
  await expect(own).toContainText("Pending review")
  await expect(own.getByRole("link")).toHaveCount(0)
  await expectListed(page, false)

  // The moderator's Admin Panel is the staff's pages: the admins' own (Dashboard, Invite Requests, Waitlist, Analytics,
  // Settings) are not in the sidebar, their addresses lead to the reports queue, and the API refuses them.
  const moderator = await (await contextFor(browser, baseURL!, "moderator")).newPage()
  await expectListed(moderator, false)
  await chooseFromMenu(moderator, accountMenuButton(moderator, demoModerator), "Admin Panel")
  await expect(moderator).toHaveURL(/\/admin\/reports$/)
  await expect(heading(moderator, "Reports")).toBeFocused()
  await expect(adminNav(moderator).getByRole("link")).toHaveText([
    "Reports",
    "Concert Suggestions",
    "Concerts",
    "Users",
    "Feedback",
    "Audit Log",
    "Back to App"
  ])
  for (const path of ["/admin", "/admin/invite-requests", "/admin/concerts/new", "/admin/settings"]) {
    await moderator.goto(path)
    await expect(moderator).toHaveURL(/\/admin\/reports$/)
    await expect(heading(moderator, "Reports")).toBeVisible()
  }
  for (const path of ["/api/admin/stats", "/api/admin/invite-requests", "/api/admin/waitlist"]) {
    expect((await moderator.request.get(path)).status(), path).toBe(403)
  }
  const registration = await moderator.request.put("/api/admin/registration", { data: { mode: "invite-only" }, headers: { "x-soundcheck-csrf": "1" } })
  expect(registration.status()).toBe(403)
  expect((await moderator.request.get("/api/admin/suggestions")).status()).toBe(200)

  // The moderator approves the suggestion as it is.
  await openAdminPage(moderator, "Concert Suggestions")
  const suggestion = moderator.getByRole("region", { name: new RegExp(`^${artist} at Empty Bottle, Chicago, Sat, Jun 12, 2027$`) })
  await expect(suggestion).toContainText("Alice Park")
  await expectNoAxeViolations(moderator)
  await tabTo(moderator, suggestion.getByRole("button", { name: /^Approve / }))
  await moderator.keyboard.press("Enter")
  const approve = await expectDialog(moderator, `Approve ${artist}`)
  await expect(approve.getByRole("textbox", { name: "Artist" })).toHaveValue(artist)
  await tabTo(moderator, approve.getByRole("button", { name: "Approve and publish" }))
  await moderator.keyboard.press("Enter")
  await expect(toast(moderator, "Suggestion approved")).toBeVisible()
  await expect(suggestion).toHaveCount(0)
  // The Decided tab keeps it, approved, with the way to the listed concert.
  await moderator.getByRole("tab", { name: "Decided" }).click()
  const decided = moderator.getByRole("list", { name: "Decided suggestions" }).getByRole("region", { name: new RegExp(`^${artist} at Empty Bottle`) })
  await expect(decided).toContainText("Approved")
  await expect(decided.getByRole("link", { name: "Open the listed concert" })).toBeVisible()

  // Listed for everyone now; the fan's suggestion links to it and the fan is told.
  await expectListed(moderator, true)
  await expectListed(page, true)
  await page.goto("/concerts/suggest")
  await expect(own).toContainText("Approved")
  await expect(own.getByRole("link", { name: artist })).toHaveAttribute("href", /^\/concerts\/[0-9a-f-]{36}$/)
  await page.goto("/notifications")
  await expect(page.getByRole("link", { name: `Your suggested concert ${artist} at Empty Bottle on Sat, Jun 12 was approved`, exact: true })).toBeVisible()
})

test("the admin resolves the feedback with notes and finds the fan's approved suggestion", async ({ page }) => {
  await signInThroughApi(page, demoAdmin)
  await page.goto("/admin")
  await expect(adminNav(page).getByRole("link", { name: "Feedback", exact: true })).toBeVisible()
  await openAdminPage(page, "Feedback")
  const item = page.getByRole("list", { name: "Feedback requests" }).getByRole("button", { name: new RegExp(title) })
  await expect(item).toContainText("Feature Request · Pending")
  await expectNoAxeViolations(page)
  await tabTo(page, item)
  await page.keyboard.press("Enter")
  const detail = page.getByRole("region", { name: title })
  await expect(detail).toContainText("Please let me search concerts by the venue's name.")
  await expect(detail).toContainText("alice@soundcheck.test")

  await choose(page, "Status", "Resolved")
  await tabTo(page, detail.getByRole("textbox", { name: "Admin Notes" }))
  await page.keyboard.type("Venue search ships next release.")
  await tabTo(page, detail.getByRole("button", { name: "Save" }))
  await page.keyboard.press("Enter")
  await expect(toast(page, "Feedback request updated successfully")).toBeVisible()
  await expect(item).toContainText("Feature Request · Resolved")
  await expectNoAxeViolations(page)
  const { requests } = (await (await page.request.get("/api/admin/feedback")).json()) as { requests: Array<Record<string, unknown>> }
  expect(requests.find((r) => r.title === title)).toMatchObject({
    status: "resolved",
    adminNotes: "Venue search ships next release.",
    reviewedAt: expect.any(Number)
  })

  await openAdminPage(page, "Concerts")
  await expect(page.getByRole("grid", { name: "Concerts" }).getByRole("row", { name: new RegExp(artist) })).toContainText("Empty Bottle")
  await expectNoAxeViolations(page)
})
