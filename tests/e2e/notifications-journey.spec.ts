/**
 * The notifications journey of issue #17: a friend gets tickets to a concert the fan is interested in; the fan's
 * bell rings without a reload, the fan opens the notification; the week's digest (sent from the CLI, as the
 * scheduler would) carries a one-click unsubscribe link that turns the digest off.
 * Issue #32's on the way: the fan follows a band with no concert yet (Import artists on /settings, one line) and
 * picks Austin in My Cities; the admin's CSV import brings the band's shows in Austin and Chicago; the fan's open page
 * rings with the news of the Austin one only; the day's batched mail (sent from the CLI, as the server's sweep would)
 * comes once, and its one-click link (RFC 8058) turns that mail off, as /settings shows; the fan's Favorite Artists list
 * the band, which her friend sees on her profile and a stranger does not.
 */
import pg from "pg"
import { concertDay } from "../../domain/notifications/kinds.ts"
import type { LocalDate } from "../../domain/kernel/local-date.ts"
import { demoFan, signInThroughApi } from "./support/accounts.ts"
import { chooseCsvFile, expectDialog, toast } from "./support/admin.ts"
import { deleteConcertsBy } from "./support/admin-data.ts"
import { expectNoAxeViolations } from "./support/axe.ts"
import { newFan } from "./support/fans.ts"
import { soundcheck } from "./support/invitations.ts"
import { contextFor } from "./support/looks.ts"
import { countMailTo, e2eDatabaseUrl, linkIn, readLatestMail } from "./support/mail.ts"
import { expect, type Page, test } from "./support/test.ts"

const csrf = { "x-soundcheck-csrf": "1" }
const bell = (page: Page) => page.getByRole("banner").getByRole("link", { name: /^Notifications/ })

/** The UTC day `days` from today. */
const dayFromToday = (days: number): LocalDate => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10) as LocalDate

/** A concert two days from now (UTC), so it falls in this week's digest; its id. */
const concertInTwoDays = async (artist: string): Promise<string> => {
  const client = new pg.Client({ connectionString: await e2eDatabaseUrl() })
  await client.connect()
  try {
    const { rows } = await client.query<{ id: string }>(
      "INSERT INTO concerts (artist, venue, city, date) VALUES ($1, 'The Journey Hall', 'Digestville', (now() AT TIME ZONE 'UTC')::date + 2) RETURNING id::text AS id",
      [artist]
    )
    return rows[0]!.id
  } finally {
    await client.end()
  }
}

test("a friend's tickets ring the bell live, the fan opens the news, and the digest's link unsubscribes from it; a followed band's new show rings it too, mailed once a day", async ({
  browser,
  baseURL
}) => {
  test.setTimeout(120_000)
  const ana = await newFan(browser, "Ana Journey")
  const ben = await newFan(browser, "Ben Journey")
  const sent = await ben.page.request.post("/api/friend-requests", { data: { userId: ana.id }, headers: csrf })
  const requestId = ((await sent.json()) as { request: { id: string } }).request.id
  expect((await ana.page.request.post(`/api/friend-requests/${requestId}/accept`, { headers: csrf })).status()).toBe(200)
  expect((await ana.page.request.post("/api/notifications/read", { data: { all: true }, headers: csrf })).status()).toBe(200)
  const artist = `Journey Band ${Date.now()}`
  // Issue #32: a band no concert names yet, and another of the same import nobody follows.
  const band = `Journey Follow Band ${Date.now()}`
  const otherBand = `Journey Other Band ${Date.now()}`
  try {
    const concertId = await concertInTwoDays(artist)
    expect((await ana.page.request.put(`/api/concerts/${concertId}/interest`, { data: { status: "interested" }, headers: csrf })).status()).toBe(200)

    await ana.page.goto("/dashboard")
    await expect(bell(ana.page)).toHaveAccessibleName("Notifications")
    await expect(ana.page.locator("[data-live]")).toHaveAttribute("data-live", "open")
    expect((await ben.page.request.put(`/api/concerts/${concertId}/interest`, { data: { status: "has_tickets" }, headers: csrf })).status()).toBe(200)
    await expect(bell(ana.page)).toHaveAccessibleName("Notifications, 1 unread")

    await bell(ana.page).click()
    const news = ana.page.getByRole("link", { name: new RegExp(`^Ben Journey has tickets to ${artist} at The Journey Hall`) })
    await news.click()
    // The news opens the concert's own page (issue #28).
    await expect(ana.page).toHaveURL(new RegExp(`/concerts/${concertId}$`))
    await expect(ana.page.getByRole("heading", { level: 1, name: artist })).toBeVisible()
    await expect(bell(ana.page)).toHaveAccessibleName("Notifications")

    await soundcheck("digest", "send", "--now")
    const digest = await readLatestMail(ana.email)
    expect(digest.subject).toBe("Your week in concerts on Soundcheck")
    expect(digest.text).toContain(artist)
    expect(digest.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click")
    const visitor = await browser.newPage()
    await visitor.goto(linkIn(digest.text, "/unsubscribe"))
    await visitor.getByRole("button", { name: "Unsubscribe" }).click()
    await expect(visitor.getByRole("status")).toHaveText("You're unsubscribed from the weekly digest.")
    await ana.page.goto("/settings")
    await expect(ana.page.getByRole("switch", { name: "Weekly digest by e-mail" })).not.toBeChecked()

    await test.step("Ana follows a band with no concert yet from Import artists (one line), and picks Austin in My Cities", async () => {
      const page = ana.page
      const importCard = page.getByRole("region", { name: "Import artists" })
      await importCard.getByRole("textbox", { name: "Artists to follow" }).fill(band)
      await importCard.getByRole("button", { name: "Preview" }).click()
      await expect(importCard.getByText("0 artists in the catalogue, 1 not in it yet (followed anyway).")).toBeFocused()
      await expect(importCard.getByRole("list", { name: "Not in the catalogue yet, followed anyway" }).getByRole("listitem")).toHaveText([band])
      await expectNoAxeViolations(page)
      await importCard.getByRole("button", { name: "Follow 1 artist" }).click()
      await expect(toast(page, "Now following 1 more artist")).toBeVisible()
      const following = page.getByRole("region", { name: "Following" }).getByRole("list", { name: "Artists you follow" }).getByRole("listitem")
      await expect(following).toHaveText([new RegExp(`^${band}\\s*No upcoming concerts yet\\s*Unfollow$`)])
      await expect(following.getByRole("button", { name: `Unfollow ${band}` })).toBeVisible()

      const cities = page.getByRole("region", { name: "My Cities" })
      const austin = cities.getByRole("checkbox", { name: "Austin", exact: true })
      await austin.press("Space")
      await expect(austin).toBeChecked()
      await cities.getByRole("button", { name: "Save Cities" }).click()
      await expect(toast(page, "Cities saved")).toBeVisible()
      await expectNoAxeViolations(page)
      await page.reload()
      await expect(page.getByRole("region", { name: "My Cities" }).getByRole("checkbox", { name: "Austin", exact: true })).toBeChecked()
      await expect(page.getByRole("region", { name: "My Cities" }).getByRole("checkbox", { name: "Chicago", exact: true })).not.toBeChecked()
    })

    const austinDay = dayFromToday(20)
    await test.step("the admin imports a CSV of the band's shows: Ana's open page rings with the Austin one, not Chicago's", async () => {
      await expect(ana.page.locator("[data-live]")).toHaveAttribute("data-live", "open")
      await expect(bell(ana.page)).toHaveAccessibleName("Notifications")
      const admin = await (await contextFor(browser, baseURL!, "admin")).newPage()
      await admin.goto("/admin/concerts")
      await admin.getByRole("button", { name: "Import CSV" }).click()
      const dialog = await expectDialog(admin, "Import Concerts from CSV")
      // The band's name as a music library spells it: another letter case, a leading "The".
      const csv = [
        "artist,venue,city,date",
        `${band},Mohawk,Austin,${austinDay}`,
        `The ${band.toUpperCase()},Metro,Chicago,${dayFromToday(22)}`,
        `${otherBand},Mohawk,Austin,${dayFromToday(21)}`
      ].join("\n")
      await chooseCsvFile(admin, "tour.csv", csv)
      await expect(dialog.getByRole("status").filter({ hasText: "tour.csv" })).toHaveText("tour.csv: 3 valid, 0 duplicate, 0 invalid.")
      await dialog.getByRole("button", { name: "Import 3 Valid Rows" }).click()
      await expect(toast(admin, "Imported 3 concerts; 1 follower alerted")).toBeVisible()

      // One news, of one show: Chicago is not among her cities.
      await expect(bell(ana.page)).toHaveAccessibleName("Notifications, 1 unread")
      await bell(ana.page).click()
      await ana.page.getByRole("link", { name: new RegExp(`^New show: ${band} at Mohawk on ${concertDay(austinDay)}`) }).click()
      await expect(ana.page.getByRole("heading", { level: 1, name: band })).toBeVisible()
      await expect(ana.page.getByRole("button", { name: `Following ${band}` })).toHaveAttribute("aria-pressed", "true")
      await expect(bell(ana.page)).toHaveAccessibleName("Notifications")
    })

    await test.step("one batched mail a day, whose one-click link turns that mail off, as /settings shows", async () => {
      const mailsBefore = await countMailTo(ana.email)
      type Sent = { to: string; shows: Array<{ artist: string; venue: string; city: string; date: string }> }
      const mailed = async () => (JSON.parse(await soundcheck("follows", "mail", "--json")) as Array<Sent>).filter((m) => m.to === ana.email)
      expect(await mailed()).toEqual([{ to: ana.email, shows: [expect.objectContaining({ artist: band, venue: "Mohawk", city: "Austin", date: austinDay })] }])
      // The day's mail is sent: the sweep again sends her nothing.
      expect(await mailed()).toEqual([])
      expect(await countMailTo(ana.email)).toBe(mailsBefore + 1)
      const mail = await readLatestMail(ana.email)
      expect(mail.subject).toBe(`Soundcheck: New show: “${band}” at “Mohawk” on ${concertDay(austinDay)}`)
      expect(mail.text).not.toContain("Chicago")
      expect(mail.text).not.toContain(otherBand)
      expect(mail.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click")
      const oneClick = new URL(mail.headers["List-Unsubscribe"]!.slice(1, -1))
      expect(linkIn(mail.text, "/unsubscribe")).toBe(`/unsubscribe${oneClick.search}`)

      // A mail client's one-click POST: no session, no CSRF header, the form RFC 8058 says.
      const mailClient = await browser.newContext()
      const unsubscribed = await mailClient.request.post(`${oneClick.pathname}${oneClick.search}`, { form: { "List-Unsubscribe": "One-Click" } })
      expect(unsubscribed.status()).toBe(200)
      expect(await unsubscribed.json()).toEqual({ topic: "followed_new_concert" })
      await ana.page.goto("/settings")
      const card = ana.page.getByRole("region", { name: "Notifications" })
      const topic = card.getByRole("radiogroup", { name: "New shows by artists and at venues you follow" })
      await expect(topic.getByRole("radio", { name: "In the app only" })).toBeChecked()
      await expect(card.getByRole("radiogroup", { name: "Friends' tickets" }).getByRole("radio", { name: "Also by e-mail" })).toBeChecked()
      await expect(ana.page.getByRole("list", { name: "Artists you follow" }).getByRole("listitem")).toHaveText([
        new RegExp(`^${band}\\s*2 upcoming concerts\\s*Unfollow$`)
      ])
    })

    await test.step("Favorite Artists: on Ana's profile and the band's page; her friend Ben sees them, a stranger does not", async () => {
      await ana.page.goto("/profile")
      const favorites = ana.page.getByRole("region", { name: "Favorite Artists" })
      await expect(favorites.getByRole("listitem")).toHaveText([band])
      await favorites.getByRole("link", { name: band }).click()
      // The page names the band as one of its concerts spells it: either spelling of the import.
      const spelled = `(The )?${band}`
      await expect(ana.page.getByRole("heading", { level: 1, name: new RegExp(`^${spelled}$`, "i") })).toBeVisible()
      await expect(ana.page).toHaveTitle(new RegExp(`^${spelled} — Soundcheck$`, "i"))
      // Every upcoming show of the band, Chicago's too; none of the other band's.
      const shows = ana.page.getByRole("list", { name: new RegExp(`^Upcoming concerts by ${spelled}$`, "i") }).getByRole("listitem")
      await expect(shows).toHaveCount(2)
      await expect(shows.first()).toContainText("Mohawk · Austin")
      await expect(shows.nth(1)).toContainText("Metro · Chicago")
      await expect(ana.page.getByRole("button", { name: new RegExp(`^Following ${spelled}$`, "i") })).toHaveAttribute("aria-pressed", "true")
      await expectNoAxeViolations(ana.page)

      await ben.page.goto(`/profile/${ana.id}`)
      await expect(ben.page.getByRole("heading", { level: 2, name: "Ana Journey" })).toBeVisible()
      await expect(ben.page.getByRole("region", { name: "Favorite Artists" }).getByRole("link", { name: band })).toBeVisible()

      const stranger = await browser.newPage()
      await signInThroughApi(stranger, demoFan)
      await stranger.goto(`/profile/${ana.id}`)
      await expect(stranger.getByRole("heading", { level: 2, name: "Ana Journey" })).toBeVisible()
      await expect(stranger.getByRole("region", { name: "Concert Activity" })).toContainText("This user's concert activity is private.")
      await expect(stranger.getByRole("region", { name: "Favorite Artists" })).toHaveCount(0)
      await expect(stranger.getByText(band)).toHaveCount(0)
    })
  } finally {
    await deleteConcertsBy([artist, band, `The ${band}`, otherBand])
  }
})
