/**
 * Live updates in two browsers: Ben's friend request reaches Ana's open Friends page (the Requests badge
 * counts it, a polite announcement names him) and, once they are friends, Ana's new interest appears on
 * Ben's open concerts page, all without a reload.
 */
import { expect, test, type Page } from "./support/test.ts"
import { expectNoAxeViolations } from "./support/axe.ts"
import { concertCard } from "./support/concerts.ts"
import { newFan } from "./support/fans.ts"

const csrf = { "x-soundcheck-csrf": "1" }
/** A tab with its count badge: "Requests 1". */
const tab = (page: Page, name: string, count: number) => page.getByRole("tab", { name: new RegExp(`^${name}\\s*${count}$`) })
/** The live region is open once the event stream is. */
const liveRegion = (page: Page) => page.locator("[data-live]")

test("a friend request and a friend's interest reach the other browser's open pages without a reload", async ({ browser }) => {
  test.setTimeout(90_000)
  const ana = await newFan(browser, "Ana Live")
  const ben = await newFan(browser, "Ben Live")

  await ana.page.goto("/friends")
  await expect(tab(ana.page, "Requests", 0)).toBeVisible()
  await expect(liveRegion(ana.page)).toHaveAttribute("data-live", "open")
  await expect(liveRegion(ana.page)).toHaveAttribute("role", "status")

  const sent = await ben.page.request.post("/api/friend-requests", { data: { userId: ana.id }, headers: csrf })
  expect(sent.status()).toBe(201)
  await expect(tab(ana.page, "Requests", 1)).toBeVisible()
  await expect(liveRegion(ana.page)).toHaveText("New friend request from Ben Live")
  await expectNoAxeViolations(ana.page)

  const requestId = ((await sent.json()) as { request: { id: string } }).request.id
  expect((await ana.page.request.post(`/api/friend-requests/${requestId}/accept`, { headers: csrf })).status()).toBe(200)
  await expect(tab(ana.page, "Friends", 1)).toBeVisible()
  await expect(tab(ana.page, "Requests", 0)).toBeVisible()
  // Counts change silently: the announcement is still the request's, not the count's.
  await expect(liveRegion(ana.page)).toHaveText("New friend request from Ben Live")

  await ben.page.goto("/concerts")
  await expect(liveRegion(ben.page)).toHaveAttribute("data-live", "open")
  const page = (await (await ben.page.request.get("/api/concerts")).json()) as { concerts: Array<{ id: string; artist: string }> }
  const concert = page.concerts[0]!
  const card = concertCard(ben.page, concert.artist)
  await expect(card).toBeVisible()
  await expect(card.getByText("Ana Live")).toHaveCount(0)

  const marked = await ana.page.request.put(`/api/concerts/${concert.id}/interest`, { data: { status: "has_tickets" }, headers: csrf })
  expect(marked.status()).toBe(200)
  await expect(card.getByRole("list", { name: `Who's going to ${concert.artist}` })).toContainText("Ana Live")
  await expect(liveRegion(ben.page)).toHaveText("")
})
