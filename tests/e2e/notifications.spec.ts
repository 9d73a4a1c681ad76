/**
 * Notifications in the app (issue #17): a friend request rings the receiver's bell without a reload; the
 * /notifications page lists it, marked unread; following it marks it read. The sender hears the acceptance
 * live on their open page, politely announced once, and marks all as read.
 */
import { expectNoAxeViolations } from "./support/axe.ts"
import { newFan } from "./support/fans.ts"
import { expect, type Page, test } from "./support/test.ts"

const csrf = { "x-soundcheck-csrf": "1" }
const bell = (page: Page) => page.getByRole("banner").getByRole("link", { name: /^Notifications/ })
const liveRegion = (page: Page) => page.locator("[data-live]")

test("a friend request rings the bell live; following it from the page marks it read; the answer reaches the sender", async ({ browser }) => {
  test.setTimeout(60_000)
  const ana = await newFan(browser, "Ana Bell")
  const ben = await newFan(browser, "Ben Bell")
  await expect(bell(ana.page)).toHaveAccessibleName("Notifications")
  await expect(liveRegion(ana.page)).toHaveAttribute("data-live", "open")

  const sent = await ben.page.request.post("/api/friend-requests", { data: { userId: ana.id }, headers: csrf })
  expect(sent.status()).toBe(201)
  await expect(bell(ana.page)).toHaveAccessibleName("Notifications, 1 unread")

  await bell(ana.page).click()
  await expect(ana.page.getByRole("heading", { level: 1, name: "Notifications" })).toBeFocused()
  const item = ana.page.getByRole("listitem").filter({ hasText: "Ben Bell sent you a friend request" })
  await expect(item.getByText("New", { exact: true })).toBeVisible()
  await expectNoAxeViolations(ana.page)
  await item.getByRole("link", { name: "Ben Bell sent you a friend request" }).click()
  await expect(ana.page).toHaveURL(/\/friends\?tab=requests$/)
  await expect(bell(ana.page)).toHaveAccessibleName("Notifications")

  await ben.page.goto("/notifications")
  await expect(ben.page.getByText("No notifications yet.")).toBeVisible()
  await expect(liveRegion(ben.page)).toHaveAttribute("data-live", "open")
  const requestId = ((await sent.json()) as { request: { id: string } }).request.id
  expect((await ana.page.request.post(`/api/friend-requests/${requestId}/accept`, { headers: csrf })).status()).toBe(200)
  await expect(ben.page.getByRole("link", { name: "Ana Bell accepted your friend request" })).toBeVisible()
  await expect(liveRegion(ben.page)).toHaveText("New notification: Ana Bell accepted your friend request")
  await expect(bell(ben.page)).toHaveAccessibleName("Notifications, 1 unread")
  await ben.page.getByRole("button", { name: "Mark all as read" }).click()
  await expect(bell(ben.page)).toHaveAccessibleName("Notifications")
  await expect(ben.page.getByText("New", { exact: true })).toHaveCount(0)
})
