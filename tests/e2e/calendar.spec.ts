/**
 * Calendars by keyboard: Alice downloads one concert's .ics from the concerts page, then creates her
 * private feed URL on /settings, which a calendar app fetches without her cookies (her concerts and her plan's
 * meeting), and revokes it.
 * Issue #31's journey on the way: a concert of the journey's own (the demo concerts are other journeys' ground)
 * that Alice holds tickets for and made a plan for, Ready to Go with Bob's and Carol's tickets. The admin
 * reschedules it in the Change Status dialog: Alice's bell rings on her open page, one mail tells the new day, her
 * feed moves the event (same UID, higher SEQUENCE). The admin cancels it from the delete dialog (Cancel Concert
 * Instead): the feed says STATUS:CANCELLED, the concert's page and her plan say so, Ready to Go drops it, and the
 * reminder that was due on its day is not.
 * Everything served is read with a real iCalendar parser (ical.js).
 */
import { readFile } from "node:fs/promises"
import ICAL from "ical.js"
import { concertDay } from "../../domain/notifications/kinds.ts"
import type { LocalDate } from "../../domain/kernel/local-date.ts"
import { localClock } from "../../domain/notifications/week.ts"
import { expect, type Page, test } from "./support/test.ts"
import { parseCalendar } from "../support/icalendar.ts"
import { demoFan, signInThroughApi } from "./support/accounts.ts"
import { deleteConcertsBy, setInterest } from "./support/admin-data.ts"
import { expectNoAxeViolations } from "./support/axe.ts"
import { chooseOption, openConcerts } from "./support/concerts.ts"
import { soundcheck } from "./support/invitations.ts"
import { tabTo } from "./support/keyboard.ts"
import { contextFor } from "./support/looks.ts"
import { countMailTo, readLatestMail } from "./support/mail.ts"

const csrf = { "x-soundcheck-csrf": "1" }
const bell = (page: Page) => page.getByRole("banner").getByRole("link", { name: /^Notifications/ })
const readyToGo = (page: Page) => page.getByRole("region", { name: "Group Concert Opportunities" }).getByRole("region", { name: "Ready to Go" })

/** The UTC day `days` from today. */
const dayFromToday = (days: number): LocalDate => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10) as LocalDate

/** The instant it is noon on `date` in `zone` (the reminders of that day are due there then). */
const noonOn = (date: LocalDate, zone: string): string => {
  const base = Date.parse(`${date}T12:00:00Z`)
  for (let hours = -14; hours <= 14; hours++) {
    const at = base + hours * 3_600_000
    const local = localClock(at, zone)
    if (local.date === date && local.hour === 12) return new Date(at).toISOString()
  }
  throw new Error(`no noon on ${date} in ${zone}`)
}

/** The feed's event with this UID, or with this summary: its day, SEQUENCE and STATUS as a calendar app reads them. */
const eventIn = (ics: string, match: { uid?: string; summary?: string }) => {
  const event = new ICAL.Component(ICAL.parse(ics))
    .getAllSubcomponents("vevent")
    .map((component) => new ICAL.Event(component))
    .find((e) => (match.uid === undefined || e.uid === match.uid) && (match.summary === undefined || e.summary === match.summary))
  if (event === undefined) throw new Error(`no event ${JSON.stringify(match)} in the feed`)
  return {
    uid: event.uid,
    start: event.startDate.toString().slice(0, 10),
    sequence: event.sequence,
    status: String(event.component.getFirstPropertyValue("status") ?? "")
  }
}

test("a fan adds a concert to a calendar and subscribes to a private feed, which follows a show's reschedule and cancellation, then revokes it", async ({
  page,
  browser,
  baseURL
}) => {
  test.setTimeout(120_000)
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

  const anonymous = await browser.newContext()
  const readFeed = async (): Promise<string> => {
    const fetched = await anonymous.request.get(feedUrl.toString())
    expect(fetched.status()).toBe(200)
    expect(fetched.headers()["content-type"]).toContain("text/calendar")
    return fetched.text()
  }
  const feed = parseCalendar(await readFeed())
  expect(feed.events.map((e) => e.summary)).toEqual(expect.arrayContaining(["The Midnight Owls", "Fleet Foxes", "Black Pumas"]))
  // Her plan's meeting (the demo plan: the patio bar at 19:00 on the concert's day, the venue's wall-clock time).
  expect(feed.events.find((e) => e.summary === "Meet: Mohawk patio bar")).toMatchObject({ location: "Mohawk patio bar", floating: true })

  // Issue #31. The journey's own concert, four weeks on, taken away again however the journey ends.
  const artist = `Calendar Journey ${Date.now()}`
  const [firstDay, newDay] = [dayFromToday(28), dayFromToday(35)]
  const adminContext = await contextFor(browser, baseURL!, "admin")
  try {
    const created = await adminContext.request.post("/api/admin/concerts", {
      data: { artist, venue: "Mohawk", city: "Austin", date: firstDay },
      headers: csrf
    })
    expect(created.status()).toBe(201)
    const concertId = ((await created.json()) as { id: string }).id
    expect((await page.request.put(`/api/concerts/${concertId}/interest`, { data: { status: "has_tickets" }, headers: csrf })).status()).toBe(200)
    const planned = await page.request.post("/api/plans", { data: { concertId, title: "Journey night" }, headers: csrf })
    expect(planned.status()).toBe(201)
    const planId = ((await planned.json()) as { id: string }).id
    // Her friends' tickets make it Ready to Go for her (set in the database: no news of them to her bell).
    for (const friend of ["bob@soundcheck.test", "carol@soundcheck.test"]) await setInterest(friend, concertId, "has_tickets")
    expect((await page.request.post("/api/notifications/read", { data: { all: true }, headers: csrf })).status()).toBe(200)

    const before = eventIn(await readFeed(), { summary: artist })
    expect(before).toMatchObject({ start: firstDay, status: "CONFIRMED" })

    await page.goto("/dashboard")
    await expect(readyToGo(page)).toContainText(artist)
    await expect(page.locator("[data-live]")).toHaveAttribute("data-live", "open")
    await expect(bell(page)).toHaveAccessibleName("Notifications")
    const mailsBefore = await countMailTo(demoFan)

    // The admin reschedules it in the Change Status dialog.
    const admin = await adminContext.newPage()
    await admin.goto("/admin/concerts")
    await admin.getByRole("button", { name: new RegExp(`^Change Status of ${artist},`) }).click()
    const statusDialog = admin.getByRole("dialog", { name: `Change Status of ${artist}` })
    await expect(statusDialog).toBeVisible()
    await chooseOption(admin, statusDialog.getByRole("button", { name: "Scheduled Status" }), "Rescheduled")
    await statusDialog.getByLabel("New date").fill(newDay)
    await statusDialog.getByRole("textbox", { name: "Reason" }).fill("The band's van broke down.")
    await statusDialog.getByRole("button", { name: "Save Status" }).click()
    await expect(statusDialog).toBeHidden()

    // Alice's open page hears it (the notice is told a second after the change), and so does her mailbox: once.
    await expect(bell(page)).toHaveAccessibleName("Notifications, 1 unread")
    // On its new day, at noon on Alice's clock, her reminder would be due.
    const zones = (await (await page.request.get("/api/settings/time-zone")).json()) as { timeZone: string | null; serverTimeZone: string }
    const reminderTime = noonOn(newDay, zones.timeZone ?? zones.serverTimeZone)
    type Reminder = { to: string; concertId: string }
    const remindersThen = async (): Promise<ReadonlyArray<Reminder>> =>
      (JSON.parse(await soundcheck("reminders", "send", "--dry-run", "--json", "--now", reminderTime)) as Array<Reminder>).filter(
        (r) => r.concertId === concertId
      )
    // (The CLI runs while the journey reads the mail and the feed.)
    const dueBeforeCancel = remindersThen()

    await expect.poll(() => countMailTo(demoFan)).toBe(mailsBefore + 1)
    const mail = await readLatestMail(demoFan)
    expect(mail.text).toContain(`moved from ${concertDay(firstDay)} to ${concertDay(newDay)}`)
    expect(mail.text).toContain("The band's van broke down.")

    const rescheduled = eventIn(await readFeed(), { uid: before.uid })
    expect(rescheduled).toMatchObject({ start: newDay, status: "CONFIRMED" })
    expect(rescheduled.sequence).toBeGreaterThan(before.sequence)

    expect((await dueBeforeCancel).map((r) => r.to)).toContain(demoFan)

    // The admin cancels it rather than deleting it: the delete dialog counts its fans and plans and offers that.
    await admin.getByRole("button", { name: new RegExp(`^Delete ${artist},`) }).click()
    const deleteDialog = admin.getByRole("alertdialog", { name: "Delete Concert" })
    await expect(deleteDialog.getByRole("button", { name: "Delete Anyway" })).toBeVisible()
    await deleteDialog.getByRole("button", { name: "Cancel Concert Instead" }).click()
    await expect(deleteDialog).toBeHidden()

    await expect(bell(page)).toHaveAccessibleName("Notifications, 2 unread")
    await expect.poll(() => countMailTo(demoFan)).toBe(mailsBefore + 2)
    expect((await readLatestMail(demoFan)).text).toContain("was cancelled")
    const cancelled = eventIn(await readFeed(), { uid: before.uid })
    expect(cancelled).toMatchObject({ start: newDay, status: "CANCELLED" })
    expect(cancelled.sequence).toBeGreaterThan(rescheduled.sequence)
    const dueAfterCancel = remindersThen()

    await page.reload()
    await expect(readyToGo(page)).toBeVisible()
    await expect(readyToGo(page)).not.toContainText(artist)

    await page.goto(`/concerts/${concertId}`)
    await expect(page.getByRole("heading", { level: 1, name: artist })).toBeVisible()
    await expect(page.getByRole("main").getByText("Cancelled", { exact: true })).toBeVisible()

    await page.goto(`/plans/${planId}`)
    await expect(page.getByRole("heading", { level: 1, name: "Journey night" })).toBeVisible()
    await expect(page.getByText("This concert was cancelled.", { exact: true })).toBeVisible()
    const soundcheckLine = page.getByRole("list", { name: "Messages" }).getByRole("listitem").filter({ hasText: "Soundcheck" })
    await expect(soundcheckLine).toContainText("This concert was cancelled. The plan stays here for you to talk it over.")

    expect(await dueAfterCancel).toEqual([])
  } finally {
    await deleteConcertsBy([artist])
  }

  await page.goto("/settings")
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
