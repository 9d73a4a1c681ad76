/**
 * Calendars by keyboard: Alice downloads one concert's .ics from the concerts page, then creates her
 * private feed URL on /settings, which a calendar app fetches without her cookies (her concerts and her plan's
 * meeting), and revokes it.
 * Everything served is read with a real iCalendar parser (ical.js).
 */
import { readFile } from "node:fs/promises"
import { expect, test } from "./support/test.ts"
import { parseCalendar } from "../support/icalendar.ts"
import { demoFan, signInThroughApi } from "./support/accounts.ts"
import { expectNoAxeViolations } from "./support/axe.ts"
import { openConcerts } from "./support/concerts.ts"
import { tabTo } from "./support/keyboard.ts"

test("a fan adds a concert to a calendar and subscribes to, then revokes, a private feed", async ({ page }) => {
  await signInThroughApi(page, demoFan)
  await openConcerts(page)

  const link = page.getByRole("link", { name: "Add to calendar: Khruangbin" })
  await tabTo(page, link)
  const [download] = await Promise.all([page.waitForEvent("download"), page.keyboard.press("Enter")])
  expect(download.suggestedFilename()).toMatch(/\.ics$/)
  const single = parseCalendar(await readFile((await download.path())!, "utf8"))
  expect(single.events).toHaveLength(1)
  expect(single.events[0]).toMatchObject({ summary: "Khruangbin", location: "Moody Amphitheater, Austin", allDay: true })

  await page.goto("/settings")
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible()
  await tabTo(page, page.getByRole("button", { name: "Create feed URL" }))
  await page.keyboard.press("Enter")
  const urlField = page.getByRole("textbox", { name: "Calendar feed URL" })
  await expect(urlField).toHaveValue(/\/api\/calendar\/[\w-]+\.ics$/)
  await expectNoAxeViolations(page)
  const feedUrl = new URL(await urlField.inputValue())

  const anonymous = await page.context().browser()!.newContext()
  const fetched = await anonymous.request.get(feedUrl.toString())
  expect(fetched.status()).toBe(200)
  expect(fetched.headers()["content-type"]).toContain("text/calendar")
  const feed = parseCalendar(await fetched.text())
  expect(feed.events.map((e) => e.summary)).toEqual(expect.arrayContaining(["The Midnight Owls", "Fleet Foxes", "Black Pumas"]))
  // Her plan's meeting (the demo plan: the patio bar at 19:00 on the concert's day, the venue's wall-clock time).
  expect(feed.events.find((e) => e.summary === "Meet: Mohawk patio bar")).toMatchObject({ location: "Mohawk patio bar", floating: true })

  await tabTo(page, page.getByRole("button", { name: "Revoke" }))
  await page.keyboard.press("Enter")
  const dialog = page.getByRole("alertdialog", { name: "Revoke calendar feed" })
  await expect(dialog).toBeVisible()
  await expectNoAxeViolations(page)
  await dialog.getByRole("button", { name: "Revoke feed" }).press("Enter")
  await expect(page.getByRole("button", { name: "Create feed URL" })).toBeVisible()
  expect((await anonymous.request.get(feedUrl.toString())).status()).toBe(404)
  await anonymous.close()
})
