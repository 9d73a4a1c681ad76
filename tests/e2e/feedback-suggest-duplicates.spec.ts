/**
 * Suggesting a concert that may already be listed, by keyboard with axe scans: the likely duplicate is pointed
 * out before saving, Suggest Anyway saves a different show, and an exact repeat fails with the spec's toast.
 */
import { type Browser, expect, type Page, test } from "./support/test.ts"
import { demoFan, signInThroughApi } from "./support/accounts.ts"
import { contextFor } from "./support/looks.ts"
import { heading, toast } from "./support/admin.ts"
import { deleteConcertsBy } from "./support/admin-data.ts"
import { expectNoAxeViolations } from "./support/axe.ts"
import { tabTo } from "./support/keyboard.ts"

const artist = "Duplicate Spec Band"

test.afterAll(() => deleteConcertsBy([artist]))

/** Open the suggest form and fill it by keyboard (the date through its input). */
const fillSuggestion = async (page: Page, name: string, date: string) => {
  await page.goto("/concerts/suggest")
  await expect(heading(page, "Suggest a Concert")).toBeVisible()
  await tabTo(page, page.getByRole("textbox", { name: "Artist" }))
  await page.keyboard.type(name)
  await page.keyboard.press("Tab")
  await page.keyboard.type("Lincoln Hall")
  await page.keyboard.press("Tab")
  await page.keyboard.type("Chicago")
  await page.getByLabel("Date").fill(date)
}

/** A moderator approves the fan's pending suggestion of `name` on `date` through the API (issue #29): it is published. */
const approve = async (browser: Browser, baseURL: string, name: string, date: string) => {
  const moderator = await contextFor(browser, baseURL, "moderator")
  const { suggestions } = (await (await moderator.request.get("/api/admin/suggestions")).json()) as {
    suggestions: Array<{ id: string; artist: string; date: string }>
  }
  const pending = suggestions.find((s) => s.artist === name && s.date === date)
  expect(pending, `${name} on ${date} is pending`).toBeDefined()
  const approved = await moderator.request.post(`/api/admin/suggestions/${pending!.id}/approve`, { data: {}, headers: { "x-soundcheck-csrf": "1" } })
  expect(approved.status()).toBe(200)
  await moderator.close()
}

const submit = async (page: Page, label: string) => {
  await tabTo(page, page.getByRole("button", { name: label }))
  await page.keyboard.press("Enter")
}

test("a likely duplicate is pointed out before saving; an exact repeat is refused", async ({ page, browser, baseURL }) => {
  await signInThroughApi(page, demoFan)
  await fillSuggestion(page, artist, "2027-08-01")
  await submit(page, "Suggest Concert")
  await expect(toast(page, "Concert suggested!")).toBeVisible()
  // Issue #29: the suggestion waits for a moderator; the page says so and stays, with an empty form.
  await expect(page.getByRole("main").getByText("Thanks! Your suggestion will appear once a moderator approves it.", { exact: true })).toBeFocused()
  await approve(browser, baseURL!, artist, "2027-08-01")

  await fillSuggestion(page, artist.toLowerCase(), "2027-08-02")
  await submit(page, "Suggest Concert")
  const notice = page.getByRole("alert").filter({ hasText: "This concert may already be listed:" })
  await expect(notice).toContainText(`${artist} at Lincoln Hall, Chicago, Sun, Aug 1, 2027`)
  await expectNoAxeViolations(page)
  await submit(page, "Suggest Anyway")
  await expect(toast(page, "Concert suggested!")).toBeVisible()
  await approve(browser, baseURL!, artist.toLowerCase(), "2027-08-02")

  await fillSuggestion(page, artist, "2027-08-01")
  await submit(page, "Suggest Concert")
  await expect(notice.getByRole("listitem")).toHaveCount(2)
  await submit(page, "Suggest Anyway")
  await expect(toast(page, "Failed to suggest concert. Please try again.")).toBeVisible()
  await expect(page.getByText("Concert already exists")).toBeVisible()
  await expect(heading(page, "Suggest a Concert")).toBeVisible()
  await expectNoAxeViolations(page)
})
