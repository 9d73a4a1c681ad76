/**
 * The notifications journey of issue #17: a friend gets tickets to a concert the fan is interested in; the fan's
 * bell rings without a reload, the fan opens the notification; the week's digest (sent from the CLI, as the
 * scheduler would) carries a one-click unsubscribe link that turns the digest off.
 */
import pg from "pg"
import { newFan } from "./support/fans.ts"
import { soundcheck } from "./support/invitations.ts"
import { e2eDatabaseUrl, linkIn, readLatestMail } from "./support/mail.ts"
import { expect, type Page, test } from "./support/test.ts"

const csrf = { "x-soundcheck-csrf": "1" }
const bell = (page: Page) => page.getByRole("banner").getByRole("link", { name: /^Notifications/ })

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

test("a friend's tickets ring the bell live, the fan opens the news, and the digest's link unsubscribes from it", async ({ browser }) => {
  test.setTimeout(60_000)
  const ana = await newFan(browser, "Ana Journey")
  const ben = await newFan(browser, "Ben Journey")
  const sent = await ben.page.request.post("/api/friend-requests", { data: { userId: ana.id }, headers: csrf })
  const requestId = ((await sent.json()) as { request: { id: string } }).request.id
  expect((await ana.page.request.post(`/api/friend-requests/${requestId}/accept`, { headers: csrf })).status()).toBe(200)
  expect((await ana.page.request.post("/api/notifications/read", { data: { all: true }, headers: csrf })).status()).toBe(200)
  const artist = `Journey Band ${Date.now()}`
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
})
