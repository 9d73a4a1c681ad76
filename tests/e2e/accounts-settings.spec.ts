/**
 * Sign out of all devices from /settings, and the admin's registration setting on /admin/settings. Issue #30: a
 * fan downloads their data, deletes the account, restores it within the grace period, deletes it again, and
 * after the purge the address signs up as someone new.
 */
import { readFile } from "node:fs/promises"
import { strFromU8, unzipSync } from "fflate"
import { expect, test, type Page } from "./support/test.ts"
import { accountMenuButton, demoAdmin, signInThroughApi, submitAuthForm } from "./support/accounts.ts"
import { deleteConcertsBy, setInterest, withClient } from "./support/admin-data.ts"
import { expectNoAxeViolations } from "./support/axe.ts"
import { newFan } from "./support/fans.ts"
import { soundcheck } from "./support/invitations.ts"
import { chooseFromMenu, tabTo } from "./support/keyboard.ts"
import { setRegistrationMode } from "./support/registration.ts"

const heading = (page: Page, name: string) => page.getByRole("heading", { level: 1, name })
const toast = (page: Page, text: string) => page.getByRole("region", { name: /notification/i }).getByText(text)
const card = (page: Page, title: string) => page.getByRole("region", { name: title, exact: true })
const csrf = { "x-soundcheck-csrf": "1" }

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

/** The #30 journey's concert, gone afterwards: later specs on this worker's server count the catalogue. */
const farewellArtist = `Farewell Band ${Date.now()}`
test.afterAll(() => deleteConcertsBy([farewellArtist]))

test("a fan downloads their data, deletes the account, restores it, deletes it again, and the address starts afresh after the purge", async ({ browser }) => {
  test.setTimeout(90_000)
  const ana = await newFan(browser, "Ana Leaving")
  const ben = await newFan(browser, "Ben Staying")
  const sent = await ana.page.request.post("/api/friend-requests", { data: { userId: ben.id }, headers: csrf })
  const requestId = ((await sent.json()) as { request: { id: string } }).request.id
  expect((await ben.page.request.post(`/api/friend-requests/${requestId}/accept`, { headers: csrf })).status()).toBe(200)
  const artist = farewellArtist
  const concertId = await withClient(async (client) => {
    const { rows } = await client.query<{ id: string }>(
      "INSERT INTO concerts (artist, venue, city, date) VALUES ($1, 'The Last Hall', 'Goodbye City', (now() AT TIME ZONE 'UTC')::date + 10) RETURNING id",
      [artist]
    )
    return rows[0]!.id
  })
  await setInterest(ana.email, concertId, "interested")
  const plan = await ana.page.request.post("/api/plans", { data: { concertId }, headers: csrf })
  const planId = ((await plan.json()) as { id: string }).id
  expect((await ana.page.request.post(`/api/plans/${planId}/messages`, { data: { text: "Last one before I go" }, headers: csrf })).status()).toBe(201)

  // The archive, built in the background: the card says so politely and offers the ZIP.
  const page = ana.page
  await page.goto("/settings")
  const data = card(page, "Download your data")
  await data.getByRole("button", { name: "Request your data" }).click()
  // The card asks again every 3 s, so the first announcement is always heard before the second.
  await expect(data.getByRole("status")).toHaveText(/^Preparing your archive\./)
  await expect(data.getByRole("status")).toHaveText(/^Your archive is ready to download \(.+\)\.$/, { timeout: 20_000 })
  const download = page.waitForEvent("download")
  await data.getByRole("link", { name: /^Download your data \(/ }).click()
  const files = unzipSync(new Uint8Array(await readFile(await (await download).path())))
  const json = (name: string) => JSON.parse(strFromU8(files[name]!)) as Record<string, Array<Record<string, unknown>>>
  expect(json("interests.json").interests).toEqual([expect.objectContaining({ artist, status: "interested" })])
  expect(json("friends.json").friends).toEqual([expect.objectContaining({ userId: ben.id, displayName: "Ben Staying" })])
  expect(json("plans.json").plans).toEqual([expect.objectContaining({ planId, yourMessages: [expect.objectContaining({ text: "Last one before I go" })] })])

  // Deleting asks for the password and DELETE typed out; the session ends and /auth says when the account goes.
  await card(page, "Delete account").getByRole("button", { name: "Delete account" }).click()
  const dialog = page.getByRole("dialog", { name: "Delete your account" })
  const confirm = dialog.getByRole("button", { name: "Delete my account" })
  await dialog.getByLabel("Password").fill(ana.password)
  await expect(confirm).toBeDisabled()
  await dialog.getByRole("textbox", { name: "Type DELETE to confirm" }).fill("DELETE")
  await confirm.click()
  await expect(page).toHaveURL(/\/auth$/)
  await expect(page.getByRole("region", { name: /notification/i }).getByText(/^Your account will be deleted on /)).toBeVisible()
  // /auth says it too, after the guards' own redirect there.
  await expect(page.getByRole("main").getByText(/^Your account will be deleted on /)).toBeVisible()

  // Ben no longer sees her, at once.
  await ben.page.goto("/friends")
  await expect(ben.page.getByText("No friends yet.")).toBeVisible()
  await ben.page.goto(`/profile/${ana.id}`)
  await expect(heading(ben.page, "Profile Not Found")).toBeVisible()

  // Signing in offers the restore instead; restoring signs her in and brings her back to Ben.
  await submitAuthForm(page, ana.email, ana.password)
  await expect(page.getByRole("heading", { name: "Restore your account?" })).toBeFocused()
  await page.getByRole("button", { name: "Restore my account" }).click()
  await expect(toast(page, "Welcome back! Your account is restored.")).toBeVisible()
  await expect(accountMenuButton(page, ana.email)).toBeVisible()
  await ben.page.goto("/friends")
  await expect(ben.page.getByRole("list", { name: "Your friends" })).toContainText("Ana Leaving")

  // Deleted again, and the grace over: the sweep purges her, and the address signs up as someone new.
  expect((await page.request.post("/api/account/deletion", { data: { password: ana.password, confirm: "DELETE" }, headers: csrf })).status()).toBe(202)
  await withClient((client) => client.query("UPDATE users SET deletion_requested_at = now() - interval '15 days' WHERE id = $1", [ana.id]))
  expect(await soundcheck("users", "purge-deleted")).toMatch(/^Purged \d+ accounts?\.$/m)
  const again = await newFan(browser, "Ana Again", ana.email)
  expect(again.id).not.toBe(ana.id)
  await again.page.goto("/friends")
  await expect(again.page.getByText("No friends yet.")).toBeVisible()
})
