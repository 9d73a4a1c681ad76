/**
 * Plans (issue #22) in four browsers: Ana makes a plan from a concert, sets the meeting and invites Ben and
 * Cleo; Ben answers Going and offers a spare (by keyboard only); Cleo needs a ticket and asks for Ben's spare;
 * Ben accepts; they talk in the thread and Cleo hears Ben's message in the live region. Issue #29: Cleo reports
 * a message of Ben's, a moderator removes it from the reports queue, and both are told (never by whom). Dan,
 * Ana's friend only, sees none of it: the plan's page is the not-found page for him and his plans list is empty.
 * The plans list and the plan page pass axe at 1280 and 375 px in both themes.
 */
import pg from "pg"
import { expectNoAxeViolations, expectSoundStructure } from "./support/axe.ts"
import { toast } from "./support/admin.ts"
import { chooseOption } from "./support/concerts.ts"
import { type Fan, newFan } from "./support/fans.ts"
import { tabTo } from "./support/keyboard.ts"
import { contextFor, expectNoHorizontalScroll, looks, setTheme, setWidth } from "./support/looks.ts"
import { e2eDatabaseUrl } from "./support/mail.ts"
import { expect, type Page, test } from "./support/test.ts"

const csrf = { "x-soundcheck-csrf": "1" }

/** A concert ten days from now (UTC) in a city of its own, so `/concerts?city=` shows it alone. */
const concertInTenDays = async (artist: string, city: string): Promise<void> => {
  const client = new pg.Client({ connectionString: await e2eDatabaseUrl() })
  await client.connect()
  try {
    await client.query("INSERT INTO concerts (artist, venue, city, date) VALUES ($1, 'The Plan Hall', $2, (now() AT TIME ZONE 'UTC')::date + 10)", [
      artist,
      city
    ])
  } finally {
    await client.end()
  }
}

const befriend = async (a: Fan, b: Fan): Promise<void> => {
  const sent = await a.page.request.post("/api/friend-requests", { data: { userId: b.id }, headers: csrf })
  expect(sent.status()).toBe(201)
  const requestId = ((await sent.json()) as { request: { id: string } }).request.id
  expect((await b.page.request.post(`/api/friend-requests/${requestId}/accept`, { headers: csrf })).status()).toBe(200)
}

/** The live stream is open (the app's live region says so), so events from now on reach the page. */
const expectLive = (page: Page) => expect(page.locator("[data-live]")).toHaveAttribute("data-live", "open")

const card = (page: Page, title: string | RegExp) => page.getByRole("region", { name: title, exact: typeof title === "string" })

const memberRow = (page: Page, name: string) =>
  card(page, /^Members/)
    .getByRole("listitem")
    .filter({ hasText: name })

/** Click a radio's label, as a pointer user does (the input itself is visually hidden under it). */
const pick = (page: Page, group: string, option: string) => page.getByRole("radiogroup", { name: group }).getByText(option, { exact: true }).click()

/** Every look of the page passes axe and nothing scrolls sideways; the page ends at 1280 px in the light theme. */
const sweep = async (page: Page): Promise<void> => {
  await expectSoundStructure(page)
  for (const look of looks) {
    await setWidth(page, look.width)
    await setTheme(page, look.theme)
    await expectNoAxeViolations(page)
    await expectNoHorizontalScroll(page)
  }
  await setWidth(page, 1280)
  await setTheme(page, "light")
}

test("three friends plan a night out, pass a spare ticket and talk (a reported message removed by a moderator), while a fourth sees nothing of it", async ({
  browser,
  baseURL
}) => {
  test.setTimeout(180_000)
  const ana = await newFan(browser, "Ana Plans")
  const ben = await newFan(browser, "Ben Plans")
  const cleo = await newFan(browser, "Cleo Plans")
  const dan = await newFan(browser, "Dan Plans")
  await befriend(ana, ben)
  await befriend(ana, cleo)
  await befriend(ana, dan)
  const stamp = Date.now()
  const artist = `Plan Band ${stamp}`
  const city = `Planville ${stamp}`
  await concertInTenDays(artist, city)

  // Ana makes the plan from the concert, sets the meeting and invites Ben and Cleo (not Dan).
  await ana.page.goto(`/concerts?${new URLSearchParams({ city })}`)
  await ana.page.getByRole("button", { name: `Make a plan: ${artist}` }).click()
  await expect(ana.page).toHaveURL(/\/plans\/[^/]+$/)
  const planPath = new URL(ana.page.url()).pathname
  await expect(ana.page.getByRole("heading", { level: 1, name: `${artist} plan` })).toBeFocused()
  await ana.page.getByRole("button", { name: "Edit plan" }).click()
  const edit = ana.page.getByRole("dialog", { name: "Edit plan" })
  await edit.getByRole("textbox", { name: "Title" }).fill("Front row crew")
  await edit.getByRole("textbox", { name: "Meeting place" }).fill("The bar across the street")
  await edit.getByLabel("Meeting time").fill("19:30")
  await edit.getByRole("button", { name: "Save Plan" }).click()
  await expect(edit).toBeHidden()
  await expect(ana.page.getByRole("heading", { level: 1, name: "Front row crew" })).toBeVisible()
  await expect(card(ana.page, "Meeting")).toContainText("The bar across the street")
  await expect(card(ana.page, "Meeting")).toContainText("7:30 PM on the day")
  const invite = card(ana.page, "Invite friends")
  await expect(invite.getByRole("list", { name: "Friends to invite" }).getByRole("listitem")).toHaveCount(3)
  await invite.getByRole("button", { name: "Invite Ben Plans" }).click()
  await expect(invite.getByRole("button", { name: "Invite Ben Plans" })).toHaveCount(0)
  await invite.getByRole("button", { name: "Invite Cleo Plans" }).click()
  await expect(card(ana.page, "Members (3)")).toBeVisible()
  await expect(invite.getByRole("button", { name: "Invite Dan Plans" })).toBeVisible()

  // Ben, by keyboard only: from the main navigation to his plans, into the plan, Going, a ticket with one spare.
  await ben.page.goto("/dashboard")
  await tabTo(ben.page, ben.page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Plans" }))
  await ben.page.keyboard.press("Enter")
  await expect(ben.page.getByRole("heading", { level: 1, name: "Plans" })).toBeFocused()
  await tabTo(ben.page, ben.page.getByRole("link", { name: "Front row crew" }))
  await ben.page.keyboard.press("Enter")
  await expect(ben.page.getByRole("heading", { level: 1, name: "Front row crew" })).toBeFocused()
  await tabTo(ben.page, ben.page.getByRole("radio", { name: "Going" }))
  await ben.page.keyboard.press("Space")
  await expect(ben.page.getByRole("radio", { name: "Going" })).toBeChecked()
  await tabTo(ben.page, ben.page.getByRole("radio", { name: "I have a ticket" }))
  await ben.page.keyboard.press("Space")
  await chooseOption(ben.page, ben.page.getByRole("button", { name: /Spare tickets for others$/ }), "1")
  await tabTo(ben.page, ben.page.getByRole("button", { name: "Save ticket" }))
  await ben.page.keyboard.press("Enter")
  await expect(memberRow(ben.page, "Ben Plans")).toContainText("Has a ticket · 1 spare")
  await expectLive(ben.page)

  // Cleo needs a ticket and asks Ben for his spare.
  await cleo.page.goto(planPath)
  await expect(cleo.page.getByRole("heading", { level: 1, name: "Front row crew" })).toBeVisible()
  await pick(cleo.page, "Are you going?", "Going")
  await pick(cleo.page, "Ticket", "I need a ticket")
  await cleo.page.getByRole("button", { name: "Save ticket" }).click()
  await expect(card(cleo.page, "Tickets")).toContainText("Cleo Plans")
  await expectLive(cleo.page)
  await cleo.page.getByRole("button", { name: "I'll take a spare from Ben Plans" }).click()
  await expect(card(cleo.page, "Tickets")).toContainText("Spare requested")

  // Ben's open page shows the request without a reload; he accepts with the keyboard and Cleo's page follows.
  const requests = card(ben.page, "Requests for your spares")
  await expect(requests).toContainText("Cleo Plans would like one of your spare tickets.")
  await tabTo(ben.page, requests.getByRole("button", { name: "Accept Cleo Plans's request" }))
  await ben.page.keyboard.press("Enter")
  await expect(requests).toContainText("No requests waiting for your answer.")
  await expect(card(cleo.page, "Tickets")).toContainText("Ben Plans gave you a spare ticket.")
  await expect(cleo.page.getByRole("radio", { name: "I have a ticket" })).toBeChecked()
  await expect(memberRow(cleo.page, "Ben Plans")).toContainText("Has a ticket")
  await expect(memberRow(cleo.page, "Ben Plans")).not.toContainText("spare")

  // The thread: Ben writes by keyboard, Cleo hears it in the polite live region, and answers.
  const thread = (page: Page) => card(page, "Messages")
  await tabTo(ben.page, thread(ben.page).getByRole("textbox", { name: "Message" }))
  await ben.page.keyboard.type("See you at the bar at 7:30")
  await tabTo(ben.page, thread(ben.page).getByRole("button", { name: "Send" }))
  await ben.page.keyboard.press("Enter")
  await expect(thread(ben.page).getByRole("list", { name: "Messages" })).toContainText("See you at the bar at 7:30")
  await expect(thread(ben.page).getByRole("textbox", { name: "Message" })).toHaveValue("")
  await expect(thread(cleo.page).getByRole("status")).toHaveText("New message from Ben Plans: See you at the bar at 7:30")
  await expect(thread(cleo.page).getByRole("status")).toHaveAttribute("aria-live", "polite")
  await thread(cleo.page).getByRole("textbox", { name: "Message" }).fill("Thanks for the ticket!")
  await thread(cleo.page).getByRole("button", { name: "Send" }).click()
  await expect(thread(ben.page).getByRole("list", { name: "Messages" })).toContainText("Thanks for the ticket!")

  await test.step("Cleo reports a message of Ben's; a moderator removes it from the queue; both are told, never by whom", async () => {
    const spam = "Cheap resale tickets at scam.example, DM me"
    await thread(ben.page).getByRole("textbox", { name: "Message" }).fill(spam)
    await thread(ben.page).getByRole("button", { name: "Send" }).click()
    const messages = (page: Page) => thread(page).getByRole("list", { name: "Messages" }).getByRole("listitem")
    const spamOn = (page: Page) => messages(page).filter({ hasText: spam })
    await expect(spamOn(cleo.page)).toBeVisible()
    // Each message of someone else's has its Report, named by author and time; her own has none.
    await expect(
      messages(cleo.page)
        .filter({ hasText: "Thanks for the ticket!" })
        .getByRole("button", { name: /^Report/ })
    ).toHaveCount(0)
    await spamOn(cleo.page)
      .getByRole("button", { name: /^Report message from Ben Plans, / })
      .click()
    const dialog = cleo.page.getByRole("dialog", { name: /^Report message from Ben Plans, / })
    await expect(dialog).toBeVisible()
    await dialog.getByRole("radiogroup", { name: "What is wrong?" }).getByText("Spam", { exact: true }).click()
    await dialog.getByRole("textbox", { name: "Comment" }).fill("Selling tickets to the plan")
    await expectNoAxeViolations(cleo.page)
    await dialog.getByRole("button", { name: "Send report" }).click()
    await expect(toast(cleo.page, "Report sent")).toBeVisible()
    await expect(dialog).toBeHidden()
    // Reporting it again while the first is open is no failure: she is told it is in hand, and the dialog closes.
    await spamOn(cleo.page)
      .getByRole("button", { name: /^Report message from Ben Plans, / })
      .click()
    await dialog.getByRole("radiogroup", { name: "What is wrong?" }).getByText("Harassment", { exact: true }).click()
    await dialog.getByRole("button", { name: "Send report" }).click()
    await expect(toast(cleo.page, "Already reported")).toBeVisible()
    await expect(dialog).toBeHidden()

    // The moderator's queue: the message as reported, who reported it and why; assigned, then removed.
    const moderator = await (await contextFor(browser, baseURL!, "moderator")).newPage()
    await moderator.goto("/admin/reports")
    await expect(moderator.getByRole("heading", { level: 1, name: "Reports" })).toBeVisible()
    const group = card(moderator, /^Plan message by Ben Plans: “Cheap resale tickets/)
    await expect(group).toContainText("1 report ·")
    await expect(group).toContainText(spam)
    await expect(group.getByRole("list", { name: /^Reports about/ })).toContainText(/Spam\s*from Cleo Plans/)
    await expect(group).toContainText("Selling tickets to the plan")
    await group.getByRole("button", { name: /^Assign to me/ }).click()
    await expect(toast(moderator, "Assigned to you")).toBeVisible()
    await expect(group).toContainText("Assigned to you")
    const decide = group.getByRole("form", { name: /^Decide on Plan message by Ben Plans/ })
    await decide.getByRole("radiogroup", { name: "Action" }).getByText("Remove the message", { exact: true }).click()
    await decide.getByRole("textbox", { name: "Reason" }).fill("Ticket touting in a plan")
    await expectNoAxeViolations(moderator)
    await decide.getByRole("button", { name: "Apply" }).click()
    await expect(toast(moderator, "Action taken")).toBeVisible()
    await expect(group).toHaveCount(0)

    // The message leaves both open threads; the reporter hears the outcome, the author what was done and why.
    await expect(spamOn(cleo.page)).toHaveCount(0)
    await expect(spamOn(ben.page)).toHaveCount(0)
    await expect(messages(cleo.page).filter({ hasText: "See you at the bar at 7:30" })).toBeVisible()
    await cleo.page.goto("/notifications")
    await expect(cleo.page.getByRole("link", { name: "Your report about a message was reviewed: action was taken.", exact: true })).toBeVisible()
    await ben.page.goto("/notifications")
    await expect(ben.page.getByRole("link", { name: "A moderator removed your message: Ticket touting in a plan", exact: true })).toBeVisible()
    await cleo.page.goto(planPath)
    await expect(cleo.page.getByRole("heading", { level: 1, name: "Front row crew" })).toBeVisible()
  })

  await test.step("the plan page and the plans list pass axe in all four looks", async () => {
    await sweep(cleo.page)
    await cleo.page.goto("/plans")
    await expect(cleo.page.getByRole("list", { name: "Your plans" }).getByRole("listitem")).toHaveCount(1)
    await expect(cleo.page.getByRole("list", { name: "Your plans" })).toContainText("3 members, 3 going")
    await sweep(cleo.page)
  })

  // Dan is Ana's friend, not a member: no plan for him anywhere.
  expect((await dan.page.request.get(`/api${planPath}`)).status()).toBe(404)
  expect((await dan.page.request.get(`/api${planPath}/messages`)).status()).toBe(404)
  await dan.page.goto(planPath)
  await expect(dan.page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible()
  await expect(dan.page.getByText("Front row crew")).toHaveCount(0)
  await dan.page.goto("/plans")
  await expect(card(dan.page, "No plans yet")).toBeVisible()
  await sweep(dan.page)
})
