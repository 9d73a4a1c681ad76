/**
 * The lighter concerts page (issue #18): Vic, whose 52 friends and one friend of a friend go to Japanese
 * Breakfast, sees the closest 5 named on the concert and "Show all 53"; by keyboard the dialog lists everyone
 * closest first, 50 at a time behind Load more, and keeps to the page's friends filter. The crowd is written to
 * the database (a fresh viewer and people outside the demo circle, so no other journey sees them) and removed.
 */
import { expect, test, type Page } from "./support/test.ts"
import { demoFan, demoPassword, signInThroughApi } from "./support/accounts.ts"
import { expectNoAxeViolations } from "./support/axe.ts"
import { concertCard } from "./support/concerts.ts"
import { tabTo } from "./support/keyboard.ts"
import { withClient } from "./support/admin-data.ts"

const artist = "Japanese Breakfast"
const crowd = 52

/**
 * Vic (the demo password), friends with Crowd 01 to 52 (the odd ones have tickets, the even ones are
 * interested), and Crowd's Friend, a friend of Crowd 01, interested: all friends of friends by visibility.
 */
const makeCrowd = (tag: string) =>
  withClient(async (client) => {
    await client.query("BEGIN")
    const {
      rows: [vic]
    } = await client.query<{ id: string }>(
      `INSERT INTO users (email, password_hash, email_confirmed_at) SELECT $1, password_hash, now() FROM users WHERE email = $2 RETURNING id::text`,
      [`vic-${tag}@example.test`, demoFan]
    )
    await client.query(
      `WITH people AS (
         INSERT INTO users (email, password_hash, email_confirmed_at)
         SELECT 'crowd-' || n || '-' || $1 || '@example.test', 'x', now() FROM generate_series(0, $2::int) AS n
         RETURNING id, split_part(email, '-', 2)::int AS n)
       INSERT INTO profiles (user_id, display_name) SELECT id, CASE WHEN n = 0 THEN 'Crowd''s Friend' ELSE 'Crowd ' || lpad(n::text, 2, '0') END FROM people`,
      [tag, crowd]
    )
    await client.query("INSERT INTO profiles (user_id, display_name) VALUES ($1, 'Vic Crowd')", [vic!.id])
    await client.query("INSERT INTO user_roles (user_id, role) VALUES ($1, 'user')", [vic!.id])
    const people = `SELECT id, split_part(email, '-', 2)::int AS n FROM users WHERE email LIKE 'crowd-%-' || $1 || '@example.test'`
    await client.query(
      `INSERT INTO friendships (user_a, user_b)
       SELECT least(v.id, p.id), greatest(v.id, p.id) FROM (${people}) p, users v WHERE v.id = $2 AND p.n > 0
       UNION ALL
       SELECT least(a.id, b.id), greatest(a.id, b.id) FROM (${people}) a, (${people}) b WHERE a.n = 1 AND b.n = 0`,
      [tag, vic!.id]
    )
    await client.query(
      `INSERT INTO user_concert_interests (user_id, concert_id, interest_status)
       SELECT p.id, c.id, CASE WHEN p.n % 2 = 1 THEN 'has_tickets' ELSE 'interested' END FROM (${people}) p, concerts c WHERE c.artist = $2`,
      [tag, artist]
    )
    await client.query("COMMIT")
    return `vic-${tag}@example.test`
  })

const removeCrowd = (tag: string) =>
  withClient((client) =>
    client.query("DELETE FROM users WHERE email LIKE 'crowd-%-' || $1 || '@example.test' OR email = 'vic-' || $1 || '@example.test'", [tag])
  )

/** Open "Show all" by keyboard, check the first page of the dialog's list, load the rest, and close with Escape. */
const showAll = async (page: Page, total: number, { friendOfFriend }: { friendOfFriend: boolean }) => {
  const card = concertCard(page, artist)
  await expect(card.getByRole("list", { name: `Who's going to ${artist}` }).getByRole("listitem")).toHaveCount(5)
  const button = card.getByRole("button", { name: `Show all ${total} going to ${artist}` })
  await expect(button).toHaveText(`Show all ${total}`)
  // The last concert on the page: from the top, Shift+Tab reaches it sooner.
  await tabTo(page, button, { backwards: true })
  await page.keyboard.press("Enter")
  const dialog = page.getByRole("dialog", { name: `Who's going to ${artist}` })
  await expect(dialog).toBeVisible()
  const everyone = dialog.getByRole("list", { name: `Everyone going to ${artist}` }).getByRole("listitem")
  await expect(everyone).toHaveCount(50)
  // Closest first: the 26 friends with tickets, then the friends interested.
  await expect(everyone.nth(0)).toHaveText(/^Crowd \d\d\s*1st\s*Has tickets$/)
  await expect(everyone.nth(25)).toHaveText(/Has tickets$/)
  await expect(everyone.nth(26)).toHaveText(/^Crowd \d\d\s*1st\s*Interested$/)
  await expectNoAxeViolations(page)
  await tabTo(page, dialog.getByRole("button", { name: "Load more" }))
  await page.keyboard.press("Enter")
  await expect(everyone).toHaveCount(total)
  await expect(dialog.getByRole("button", { name: "Load more" })).toHaveCount(0)
  // Load more is gone with the last page: the list it loaded has the focus, still inside the dialog.
  await expect(dialog.getByRole("list", { name: `Everyone going to ${artist}` })).toBeFocused()
  if (friendOfFriend) await expect(everyone.last()).toHaveText(/^Crowd's Friend\s*2nd\s*Interested$/)
  await expect(dialog.getByText("Crowd's Friend")).toHaveCount(friendOfFriend ? 1 : 0)
  await page.keyboard.press("Escape")
  await expect(dialog).toBeHidden()
  await expect(button).toBeFocused()
}

test("a concert with more people going than it names: Show all lists everyone, closest first, in the page's circle", async ({ page }) => {
  test.setTimeout(90_000)
  const tag = `${Date.now()}`
  try {
    const vic = await makeCrowd(tag)
    await signInThroughApi(page, vic, demoPassword)

    await page.goto("/concerts")
    const card = concertCard(page, artist)
    await expect(card).toContainText("26 have tickets · 27 interested")
    await showAll(page, crowd + 1, { friendOfFriend: true })

    // 1st degree only: the friend of a friend is neither counted nor listed.
    await page.goto("/concerts?friends=friends")
    await expect(card).toContainText("26 have tickets · 26 interested")
    await showAll(page, crowd, { friendOfFriend: false })

    // Alice's page is untouched: no one of the crowd is in her circle.
    await page.context().clearCookies()
    await signInThroughApi(page, demoFan)
    await page.goto("/concerts")
    await expect(concertCard(page, artist)).toContainText("No one you know is going yet.")
  } finally {
    await removeCrowd(tag)
  }
})
