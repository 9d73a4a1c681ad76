/**
 * The concerts page by keyboard, with an axe scan at each screen and view: Alice (the demo fan) filters by
 * city, past, a date range, circle and activity, and the filters survive a concert's page and Back and a reload;
 * sees who among friends and friends-of-friends goes, never the private Frank; switches Rows and Cards on a wide
 * screen and a phone, where the filters fold behind a Filters button; sets an interest that survives a reload (and
 * puts it back, since the dashboard journey counts her concerts); finds a concert by a misspelt name, changes her
 * interest on its page and copies its link, which a visitor opens as the teaser and, signed in, as the page
 * (issue #28); and sees the failure toasts and the not-found concert.
 */
import { withClient } from "./support/admin-data.ts"
import { expect, test, type Browser, type Locator, type Page } from "./support/test.ts"
import { signInThroughApi, demoFan, submitAuthForm } from "./support/accounts.ts"
import { expectNoAxeViolations, openComboBoxRules } from "./support/axe.ts"
import { chooseOption, concertCard, concertList, filterSelect, openConcerts, searchField, searchResults } from "./support/concerts.ts"
import { replaceText, tabTo } from "./support/keyboard.ts"

const toast = (page: Page, text: string) => page.getByRole("region", { name: /notification/i }).getByText(text)
const articles = (page: Page) => concertList(page).getByRole("article")
const empty = "No concerts found with the current filters."
const filterGroup = (page: Page) => page.getByRole("group", { name: "Filters" })
/** A calendar day `offset` days from today (UTC), as the date fields write it. */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)

const openDashboard = async (page: Page) => {
  await tabTo(page, page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" }))
  await page.keyboard.press("Enter")
  await expect(page.getByRole("heading", { level: 1, name: /^Welcome back/ })).toBeFocused()
}

/** The view toggle is one Tab stop: Tab into it, arrow to `target`, press Enter. */
const chooseView = async (page: Page, target: Locator) => {
  const group = page.getByRole("radiogroup", { name: "View" })
  for (let presses = 0; presses < 40; presses++) {
    if (await group.evaluate((element) => element.contains(document.activeElement))) break
    await page.keyboard.press("Tab")
  }
  for (const arrow of ["ArrowRight", "ArrowLeft"]) {
    for (let presses = 0; presses < 2 && !(await target.evaluate((element) => element === document.activeElement)); presses++) {
      await page.keyboard.press(arrow)
    }
  }
  await expect(target).toBeFocused()
  await page.keyboard.press("Enter")
}

test("Alice filters concerts by city, past, friends circle and activity, and the filters live in the address", async ({ page }) => {
  test.setTimeout(120_000)
  await signInThroughApi(page, demoFan)
  await openConcerts(page)
  await expect(page).toHaveTitle("Concerts — Soundcheck")
  await expect(page.getByRole("link", { name: "Suggest a Concert" })).toHaveAttribute("href", "/concerts/suggest")
  await expect(filterSelect(page, "Friends")).toContainText("Anyone")
  await expect(filterSelect(page, "Activity")).toContainText("All")
  await expect(filterSelect(page, "City")).toContainText("All Cities")
  await expect(page.getByRole("switch", { name: "Show Past Concerts" })).not.toBeChecked()

  // Nine upcoming concerts, soonest first, dates as short weekday, month and day.
  await expect(articles(page)).toHaveCount(9)
  await expect(articles(page).first()).toContainText("Fleet Foxes")
  await expect(articles(page).first().locator("time")).toHaveText(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), [A-Z][a-z]{2} \d{1,2}$/)
  const owls = concertCard(page, "The Midnight Owls")
  await expect(owls).toContainText("Mohawk · Austin")
  await expect(owls).toContainText("2 have tickets · 1 interested")
  const owlsPeople = owls.getByRole("list", { name: "Who's going to The Midnight Owls" }).getByRole("listitem")
  // Closest first: Bob and Carol (friends with tickets, in user id order, so each is looked up by name), then Dave.
  await expect(owlsPeople).toHaveCount(3)
  await expect(owlsPeople.nth(2)).toContainText("Dave Okafor")
  // Three going, all named: no "Show all".
  await expect(owls.getByRole("button", { name: /^Show all/ })).toHaveCount(0)
  await expect(owlsPeople.filter({ hasText: "Bob Rivera" })).toHaveText(/Bob Rivera\s*1st\s*Has tickets/)
  await expect(owlsPeople.filter({ hasText: "Carol Chen" })).toHaveText(/Carol Chen\s*1st\s*Has tickets/)
  await expect(owlsPeople.filter({ hasText: "Dave Okafor" })).toHaveText(/Dave Okafor\s*2nd\s*Interested/)
  await expect(owls).not.toContainText("Alice Park")
  await expect(owls.getByRole("button", { name: /Your interest in The Midnight Owls/ })).toContainText("Interested")
  // Fleet Foxes: Dave (public) shows; Frank (private) holds tickets too but never shows.
  const foxes = concertCard(page, "Fleet Foxes")
  await expect(foxes).toContainText("1 has tickets · 0 interested")
  await expect(foxes).toContainText("Dave Okafor")
  await expect(page.getByText("Frank Moreau")).toHaveCount(0)
  // No one visible goes to Khruangbin; Alice has not chosen yet.
  const khruangbin = concertCard(page, "Khruangbin")
  await expect(khruangbin).toContainText("No one you know is going yet.")
  await expect(khruangbin.getByRole("button", { name: /Your interest in Khruangbin/ })).toContainText("Set your interest")
  await expectNoAxeViolations(page)

  // City: the fan's own cities (issue #32: those picked on /settings), then the distinct cities in order.
  await tabTo(page, filterSelect(page, "City"))
  await page.keyboard.press("Enter")
  await expect(page.getByRole("listbox").getByRole("option")).toHaveText(["All Cities", "My Cities", "Austin", "Chicago", "Seattle"])
  await expectNoAxeViolations(page)
  await page.keyboard.press("Escape")
  await chooseOption(page, filterSelect(page, "City"), "Seattle")
  await expect(page).toHaveURL(/[?&]city=Seattle/)
  await expect(articles(page)).toHaveCount(3)
  await expect(concertList(page)).not.toContainText("The Head and the Heart")

  // Show Past Concerts adds the Seattle show of 45 days ago; a reload keeps both filters.
  await tabTo(page, page.getByRole("switch", { name: "Show Past Concerts" }))
  await page.keyboard.press("Space")
  await expect(page).toHaveURL(/[?&]past=true/)
  await expect(articles(page)).toHaveCount(4)
  await expect(articles(page).first()).toContainText("The Head and the Heart")
  await page.reload()
  await expect(filterSelect(page, "City")).toContainText("Seattle")
  await expect(page.getByRole("switch", { name: "Show Past Concerts" })).toBeChecked()
  await expect(articles(page)).toHaveCount(4)
  await expectNoAxeViolations(page)

  // A date range: from tomorrow to four weeks on keeps Fleet Foxes (in 5 days) and Death Cab for Cutie (27); the
  // first day replaces the past switch's open start. A concert's page and Back, then a reload, keep all five filters.
  await filterGroup(page).getByLabel("From").fill(day(1))
  await filterGroup(page).getByLabel("To").fill(day(28))
  await expect(page).toHaveURL(new RegExp(`\\?city=Seattle&past=true&from=${day(1)}&to=${day(28)}$`))
  await expect(articles(page)).toHaveCount(2)
  await expect(articles(page).first()).toContainText("Fleet Foxes")
  await tabTo(page, concertCard(page, "Fleet Foxes").getByRole("link", { name: "Fleet Foxes", exact: true }))
  await page.keyboard.press("Enter")
  await expect(page.getByRole("heading", { level: 1, name: "Fleet Foxes" })).toBeFocused()
  await page.goBack()
  await expect(filterGroup(page).getByLabel("To")).toHaveValue(day(28))
  await expect(filterSelect(page, "City")).toContainText("Seattle")
  await expect(articles(page)).toHaveCount(2)
  await page.reload()
  await expect(filterGroup(page).getByLabel("From")).toHaveValue(day(1))
  await expect(page.getByRole("switch", { name: "Show Past Concerts" })).toBeChecked()
  await expect(articles(page)).toHaveCount(2)
  await filterGroup(page).getByLabel("From").fill("")
  await filterGroup(page).getByLabel("To").fill("")
  await expect(page).toHaveURL(/\?city=Seattle&past=true$/)
  await expect(articles(page)).toHaveCount(4)

  // Back to every city and upcoming only; 1st degree with tickets: only the Midnight Owls (Bob and Carol).
  await tabTo(page, page.getByRole("switch", { name: "Show Past Concerts" }))
  await page.keyboard.press("Space")
  await chooseOption(page, filterSelect(page, "City"), "All Cities")
  await chooseOption(page, filterSelect(page, "Friends"), "1st degree")
  await chooseOption(page, filterSelect(page, "Activity"), "Tickets")
  await expect(page).toHaveURL(/friends=friends&activity=tickets$/)
  await expect(articles(page)).toHaveCount(1)
  await expect(owls).toContainText("2 have tickets · 0 interested")
  await expect(owls).not.toContainText("Dave Okafor")
  await expectNoAxeViolations(page)

  // 2nd degree with tickets adds Fleet Foxes (Dave); Erin's tickets stay hidden (friends only, a 2nd-degree viewer).
  await chooseOption(page, filterSelect(page, "Friends"), "2nd degree")
  await expect(articles(page)).toHaveCount(2)
  await expect(concertList(page)).toContainText("Fleet Foxes")
  await expect(concertList(page)).not.toContainText("Phoebe Bridgers")

  // Anyone with interest: every concert someone visible is interested in or has tickets for.
  await chooseOption(page, filterSelect(page, "Friends"), "Anyone")
  await chooseOption(page, filterSelect(page, "Activity"), "Interest")
  await expect(articles(page)).toHaveCount(4)
  for (const artist of ["Fleet Foxes", "The Midnight Owls", "Phoebe Bridgers", "Wilco"]) await expect(concertCard(page, artist)).toBeVisible()

  // No one in Alice's first degree has tickets in Chicago: the empty text.
  await chooseOption(page, filterSelect(page, "Friends"), "1st degree")
  await chooseOption(page, filterSelect(page, "Activity"), "Tickets")
  await chooseOption(page, filterSelect(page, "City"), "Chicago")
  await expect(page.getByText(empty)).toBeVisible()
  await expectNoAxeViolations(page)

  // Back in history and forward again keep the filters with the page.
  await page.goBack()
  await page.goForward()
  await expect(page.getByText(empty)).toBeVisible()
})

test("Rows and Cards on a wide screen and a phone; an interest is saved at once and survives a reload; search finds a concert whose link a friend opens", async ({
  page,
  browser,
  baseURL
}) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1280, height: 900 })
  await signInThroughApi(page, demoFan)
  await openConcerts(page)
  await expect(articles(page)).toHaveCount(9)
  const columns = () => concertList(page).evaluate((element) => getComputedStyle(element).gridTemplateColumns.split(" ").length)

  const view = page.getByRole("radiogroup", { name: "View" })
  const rows = view.getByRole("radio", { name: "Rows" })
  const cards = view.getByRole("radio", { name: "Cards" })
  await expect(rows).toBeChecked()
  await chooseView(page, cards)
  await expect(page).toHaveURL(/[?&]view=cards/)
  await expect(cards).toBeChecked()
  await expect.poll(columns).toBe(3)
  await expectNoAxeViolations(page)

  await page.setViewportSize({ width: 375, height: 667 })
  await expect.poll(columns).toBe(1)
  await expectNoAxeViolations(page)
  await page.reload()
  await expect(articles(page)).toHaveCount(9)
  await expect.poll(columns).toBe(1)

  // Rows on the phone.
  await chooseView(page, rows)
  await expect(rows).toBeChecked()
  await expect(page).not.toHaveURL(/view=cards/)
  await expectNoAxeViolations(page)

  // On the phone the filters fold behind one button, which counts those set, and the first concert is on the first screen.
  const filtersButton = page.getByRole("button", { name: /^Filters/ })
  await expect(filtersButton).toHaveText("Filters")
  await expect(filtersButton).toHaveAttribute("aria-expanded", "false")
  await expect(filterGroup(page)).toHaveCount(0)
  await expect(articles(page).first().getByRole("heading")).toBeInViewport({ ratio: 1 })
  await tabTo(page, filtersButton)
  await page.keyboard.press("Enter")
  await expect(filtersButton).toHaveAttribute("aria-expanded", "true")
  await chooseOption(page, filterSelect(page, "City"), "Seattle")
  await tabTo(page, page.getByRole("switch", { name: "Show Past Concerts" }))
  await page.keyboard.press("Space")
  await expect(filtersButton).toHaveText("Filters (2)")
  await expect(articles(page)).toHaveCount(4)
  await expectNoAxeViolations(page)
  await page.reload()
  await expect(filtersButton).toHaveText("Filters (2)")
  await expect(filterGroup(page)).toHaveCount(0)
  await expect(articles(page).first()).toContainText("The Head and the Heart")
  await expect(articles(page).first().getByRole("heading")).toBeInViewport({ ratio: 1 })
  await page.goto("/concerts")
  await expect(filtersButton).toHaveText("Filters")
  await page.setViewportSize({ width: 1280, height: 900 })
  await expectNoAxeViolations(page)

  // Alice marks Khruangbin Interested: saved at once, still there after a reload, then put back.
  const select = concertCard(page, "Khruangbin").getByRole("button", { name: /Your interest in Khruangbin/ })
  await chooseOption(page, select, "Interested")
  await expect(toast(page, "Interest status updated!")).toBeVisible()
  await expect(select).toContainText("Interested")
  await page.reload()
  await expect(select).toContainText("Interested")
  await expectNoAxeViolations(page)
  // The dashboard counts it; changed back, the dashboard (cached a moment ago) refreshes too.
  const yourConcerts = page.getByRole("definition").filter({ has: page.locator("xpath=preceding-sibling::dt[.='Your Concerts']") })
  await openDashboard(page)
  await expect(yourConcerts).toHaveText("3")
  await openConcerts(page)
  await chooseOption(page, select, "Not Interested")
  await expect(toast(page, "Interest status updated!").first()).toBeVisible()
  await expect(select).toContainText("Not Interested")
  await openDashboard(page)
  await expect(yourConcerts).toHaveText("2")
  await openConcerts(page)
  // Not interested never counts as activity.
  await chooseOption(page, filterSelect(page, "Activity"), "Interest")
  await expect(concertList(page)).not.toContainText("Khruangbin")

  // Another concert at Khruangbin's venue, with a picture (the site's own card, which the page's policy allows); taken
  // away again at the end, since the other journeys count the demo concerts.
  const related = await withClient(async (client) => {
    const { rows } = await client.query<{ id: string }>(
      `INSERT INTO concerts (artist, venue, city, date, image_url)
       VALUES ('Moody Jazz Trio', 'Moody Amphitheater', 'Austin', (now() AT TIME ZONE 'UTC')::date + 70, $1) RETURNING id::text AS id`,
      [`${baseURL}/og-default.png`]
    )
    return rows[0]!.id
  })
  try {
    await findAndShare(page, browser)
  } finally {
    await withClient((client) => client.query("DELETE FROM concerts WHERE id = $1", [related]))
  }
})

/** Issue #28's journey, from the concerts page: search, the concert's page, its link opened by a visitor and a friend. */
const findAndShare = async (page: Page, browser: Browser) => {
  // Search (issue #28): `/` focuses the header's field; a misspelt "kruangbin" suggests the artist Khruangbin, announced
  // and grouped under Artists; choosing it opens the results, and a result opens the concert's own page.
  await page.keyboard.press("/")
  await expect(searchField(page)).toBeFocused()
  await page.keyboard.type("kruangbin")
  const suggestion = page.getByRole("listbox").getByRole("group", { name: "Artists" }).getByRole("option", { name: "Khruangbin" })
  await expect(suggestion).toBeVisible()
  await expect(page.getByRole("status").filter({ hasText: /^1 suggestion$/ })).toBeAttached()
  await expectNoAxeViolations(page, openComboBoxRules)
  await page.keyboard.press("ArrowDown")
  await page.keyboard.press("Enter")
  await expect(page).toHaveURL(/\/search\?q=Khruangbin$/)
  await expect(page.getByRole("heading", { level: 1, name: "Search" })).toBeFocused()
  await expect(page).toHaveTitle("Search — Soundcheck")
  await expect(searchResults(page).getByRole("article")).toHaveCount(1)
  await expectNoAxeViolations(page)
  await tabTo(page, searchResults(page).getByRole("link", { name: "Khruangbin", exact: true }))
  await page.keyboard.press("Enter")
  await expect(page.getByRole("heading", { level: 1, name: "Khruangbin" })).toBeFocused()
  await expect(page).toHaveTitle("Khruangbin — Soundcheck")
  await expect(page.getByRole("main")).toContainText("Moody Amphitheater · Austin")
  // Other concerts at the venue link to their pages, pictures described.
  const moreAtVenue = page.getByRole("list", { name: "More at Moody Amphitheater" })
  await tabTo(page, moreAtVenue.getByRole("link", { name: "Moody Jazz Trio" }))
  await page.keyboard.press("Enter")
  await expect(page.getByRole("heading", { level: 1, name: "Moody Jazz Trio" })).toBeFocused()
  await expect(page.getByRole("img", { name: "Moody Jazz Trio at Moody Amphitheater" })).toBeVisible()
  await expect(page.getByRole("list", { name: "More at Moody Amphitheater" })).toContainText("Khruangbin")
  await page.goBack()
  await expect(page.getByRole("heading", { level: 1, name: "Khruangbin" })).toBeVisible()

  // There she says she has tickets (the cards' select and message) and copies the page's link.
  const pageSelect = page.getByRole("main").getByRole("button", { name: /Your interest in Khruangbin/ })
  await expect(pageSelect).toContainText("Not Interested")
  await chooseOption(page, pageSelect, "Have Tickets")
  await expect(toast(page, "Interest status updated!").first()).toBeVisible()
  await expect(pageSelect).toContainText("Have Tickets")
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"])
  await tabTo(page, page.getByRole("button", { name: "Copy link" }))
  await page.keyboard.press("Enter")
  await expect(toast(page, "Link copied!")).toBeVisible()
  const link = await page.evaluate(() => navigator.clipboard.readText())
  expect(link).toBe(page.url())
  await expectNoAxeViolations(page)

  // Signed out, the link opens the teaser: the concert's facts, no person and no count; Sign in comes back to it.
  const carol = await (await browser.newContext()).newPage()
  await carol.goto(link)
  const carolsMain = carol.getByRole("main")
  await expect(carol.getByRole("heading", { level: 1, name: "Khruangbin" })).toBeVisible()
  await expect(carolsMain).toContainText("Moody Amphitheater · Austin")
  await expect(carolsMain.getByRole("button", { name: "Join the waitlist" })).toBeVisible()
  await expect(carolsMain).not.toContainText("Alice")
  await expect(carolsMain).not.toContainText(/tickets|interested/i)
  await expectNoAxeViolations(carol)
  await carolsMain.getByRole("link", { name: "Sign in" }).click()
  await submitAuthForm(carol, "carol@soundcheck.test", "soundcheck")
  await expect(carol).toHaveURL(link)
  await expect(carol.getByRole("heading", { level: 1, name: "Khruangbin" })).toBeVisible()
  // Signed in, Carol (her friend; Bob's password is the recovery journey's to change) sees the same page, with Alice holding tickets.
  await expect(carolsMain.getByRole("list", { name: "Everyone going to Khruangbin" }).getByRole("listitem")).toHaveText([/Alice Park\s*1st\s*Has tickets/])

  // Alice puts her interest back (the dashboard journey counts her concerts).
  await chooseOption(page, pageSelect, "Not Interested")
  await expect(pageSelect).toContainText("Not Interested")
}

test("Load more follows the keyset pages; a failed save puts the old status back; no match, blank words and an unknown concert say so; a failed load says so", async ({
  page
}) => {
  await signInThroughApi(page, demoFan)
  await openConcerts(page)
  await expect(articles(page)).toHaveCount(9)

  // Pages of 4 (the page asks for more at a time; the address is rewritten on its way to the real server).
  const smallPages = /\/api\/concerts\?/
  await page.route(smallPages, (route) =>
    route.continue({
      url: route
        .request()
        .url()
        .replace(/limit=\d+/, "limit=4")
    })
  )
  await page.reload()
  await expect(articles(page)).toHaveCount(4)
  const loadMore = page.getByRole("button", { name: "Load more" })
  await tabTo(page, loadMore)
  await page.keyboard.press("Enter")
  await expect(articles(page)).toHaveCount(8)
  await expectNoAxeViolations(page)
  await tabTo(page, loadMore)
  await page.keyboard.press("Enter")
  await expect(articles(page)).toHaveCount(9)
  await expect(loadMore).toHaveCount(0)
  await expect(articles(page).last()).toContainText("Japanese Breakfast")
  await page.unroute(smallPages)

  const select = concertCard(page, "Wilco").getByRole("button", { name: /Your interest in Wilco/ })
  await expect(select).toContainText("Set your interest")
  await page.route("**/api/concerts/*/interest", (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ error: "Unexpected", message: "boom" }) })
  )
  await chooseOption(page, select, "Have Tickets")
  await expect(toast(page, "Failed to update status")).toBeVisible()
  await expect(select).toContainText("Set your interest")
  await page.unroute("**/api/concerts/*/interest")

  // Search words that match nothing say so; blank words get the server's message.
  await page.keyboard.press("/")
  await expect(searchField(page)).toBeFocused()
  await page.keyboard.type("xqzwvk")
  await page.keyboard.press("Enter")
  await expect(page.getByRole("main")).toContainText("No concerts match “xqzwvk”.")
  await searchField(page).focus()
  await replaceText(page, " ")
  await page.keyboard.press("Enter")
  await expect(page).toHaveURL(/\/search\?q=$/)
  await expect(page.getByRole("main")).toContainText("Type something to search for.")

  // A concert that does not exist: the not-found state, and the way back to Concerts.
  await page.goto("/concerts/00000000-0000-4000-8000-000000000000")
  await expect(page.getByRole("heading", { level: 1, name: "Concert not found" })).toBeVisible()
  await expect(page).toHaveTitle("Concert not found — Soundcheck")
  await tabTo(page, page.getByRole("main").getByRole("link", { name: "Back to Concerts" }))
  await page.keyboard.press("Enter")
  await expect(page.getByRole("heading", { level: 1, name: "Concerts" })).toBeFocused()

  await page.route(/\/api\/concerts\?/, (route) => route.fulfill({ status: 500, contentType: "application/json", body: "{}" }))
  await page.reload()
  await expect(page.getByRole("status").filter({ hasText: "Loading concerts..." })).toBeAttached()
  await expect(page.locator("[data-testid=skeleton]")).toHaveCount(6)
  await expect(toast(page, "Failed to load concerts")).toBeVisible({ timeout: 20_000 })
})
