/**
 * Live updates in two browsers: Ben's friend request reaches Ana's open Friends page (the Requests badge
 * counts it, a polite announcement names him) and, once they are friends, Ana's new interest appears on
 * Ben's open concerts page, all without a reload. Issue #29: Ben reports Ana's profile and a moderator suspends
 * her from the reports queue; her open page is signed out, signing in again says she is suspended, and she is
 * gone from Ben's pages.
 */
import { expect, test, type Page } from "./support/test.ts"
import { submitAuthForm } from "./support/accounts.ts"
import { toast } from "./support/admin.ts"
import { expectNoAxeViolations } from "./support/axe.ts"
import { concertCard } from "./support/concerts.ts"
import { newFan } from "./support/fans.ts"
import { contextFor } from "./support/looks.ts"

const csrf = { "x-soundcheck-csrf": "1" }
/** A tab with its count badge: "Requests 1". */
const tab = (page: Page, name: string, count: number) => page.getByRole("tab", { name: new RegExp(`^${name}\\s*${count}$`) })
/** The live region is open once the event stream is. */
const liveRegion = (page: Page) => page.locator("[data-live]")

test("a friend request and a friend's interest reach the other browser's open pages without a reload; a suspended friend vanishes", async ({
  browser,
  baseURL
}) => {
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

  await test.step("Ben reports Ana's profile; a moderator suspends her from the queue", async () => {
    await ben.page.goto(`/profile/${ana.id}`)
    await ben.page.getByRole("button", { name: "Report Ana Live's profile" }).click()
    const dialog = ben.page.getByRole("dialog", { name: "Report Ana Live's profile" })
    await dialog.getByRole("radiogroup", { name: "What is wrong?" }).getByText("Harassment", { exact: true }).click()
    await dialog.getByRole("button", { name: "Send report" }).click()
    await expect(toast(ben.page, "Report sent")).toBeVisible()

    const moderator = await (await contextFor(browser, baseURL!, "moderator")).newPage()
    await moderator.goto("/admin/reports")
    const group = moderator.getByRole("region", { name: "Profile of Ana Live", exact: true })
    await expect(group.getByRole("list", { name: "Reports about Profile of Ana Live" })).toContainText(/Harassment\s*from Ben Live/)
    const decide = group.getByRole("form", { name: "Decide on Profile of Ana Live" })
    await decide.getByRole("radiogroup", { name: "Action" }).getByText("Suspend the account", { exact: true }).click()
    await decide.getByRole("textbox", { name: "Reason" }).fill("Harassing other fans")
    await expect(decide.getByLabel("Suspended until (optional)")).toHaveValue("")
    await decide.getByRole("button", { name: "Apply" }).click()
    await expect(toast(moderator, "Action taken")).toBeVisible()
    await expect(group).toHaveCount(0)
  })

  await test.step("Ana's open page is signed out and signing in again says she is suspended", async () => {
    await expect(ana.page).toHaveURL(/\/auth$/)
    await submitAuthForm(ana.page, ana.email, ana.password)
    await expect(toast(ana.page, "This account is suspended.")).toBeVisible()
    await expect(ana.page).toHaveURL(/\/auth$/)
    expect((await ana.page.request.get("/api/auth/session")).status()).not.toBe(200)
  })

  await test.step("Ana is gone from Ben's pages: his friends, the concert's people and her profile", async () => {
    await ben.page.goto("/friends")
    await expect(tab(ben.page, "Friends", 0)).toBeVisible()
    await expect(ben.page.getByText("No friends yet.")).toBeVisible()
    await ben.page.goto("/concerts")
    await expect(card).toBeVisible()
    await expect(card.getByText("Ana Live")).toHaveCount(0)
    await ben.page.goto(`/profile/${ana.id}`)
    await expect(ben.page.getByRole("heading", { level: 1, name: "Profile Not Found" })).toBeVisible()
  })
})
